/**
 * An upstream whose answers break after their headers: an HTTP proxy in front of a real embedded
 * upstream (`startUpstream`) that, for the requests a test chooses, sends the real status and
 * headers and then cuts the connection half-way through the body ("cut"), sends part of the body
 * and then nothing more ("stall"), or never answers at all ("hang"). Every request is counted, so
 * tests can tell how many attempts the storefront made.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { startUpstream } from "../../upstream/start";

export type BodyFaultMode = "pass" | "cut" | "stall" | "hang";

export type BodyFaultRequest = { method: string; path: string; query: URLSearchParams };

export type BodyFault = {
  mode: BodyFaultMode;
  /** Which requests get the fault. */
  match: (request: BodyFaultRequest) => boolean;
  /** Only the first `times` matching requests get it; the rest pass. */
  times?: number;
};

export type BodyFaultUpstream = {
  /** Base URL for the storefront's API_BASE_URL. */
  url: string;
  appToken: string;
  /** Every request received, with the fault it got ("pass" when answered in full). */
  seen: (BodyFaultRequest & { fault: BodyFaultMode })[];
  /** Adds a fault; faults added earlier are tried first. Returns a function that removes it. */
  addFault(fault: BodyFault): () => void;
  close(): Promise<void>;
};

export async function startBodyFaultUpstream({ appToken = "storefront-dev-token" }: { appToken?: string } = {}): Promise<BodyFaultUpstream> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "body-fault-upstream-"));
  const real = await startUpstream({ port: 0, host: "127.0.0.1", dataDir, appToken });
  const target = new URL(real.url);
  const agent = new http.Agent({ keepAlive: true });
  const seen: BodyFaultUpstream["seen"] = [];
  const faults: { fault: BodyFault; used: number }[] = [];
  const sockets = new Set<Socket>();

  function faultFor(request: BodyFaultRequest): BodyFaultMode {
    for (const entry of faults) {
      if (!entry.fault.match(request)) continue;
      if (entry.fault.times !== undefined && entry.used >= entry.fault.times) continue;
      entry.used++;
      return entry.fault.mode;
    }
    return "pass";
  }

  function proxy(mode: BodyFaultMode, req: IncomingMessage, res: ServerResponse): void {
    if (mode === "hang") return; // headers never come
    const upstreamRequest = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
      (upstreamResponse) => {
        const chunks: Buffer[] = [];
        upstreamResponse.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = { ...upstreamResponse.headers };
          delete headers["transfer-encoding"];
          if (mode === "pass") {
            res.writeHead(upstreamResponse.statusCode ?? 502, { ...headers, "content-length": String(body.length) }).end(body);
            return;
          }
          // The whole length is announced, then only the first half of the body is sent.
          const announced = Math.max(body.length, 64);
          res.writeHead(upstreamResponse.statusCode ?? 200, { ...headers, "content-length": String(announced) });
          res.write(body.subarray(0, Math.floor(body.length / 2)));
          if (mode === "cut") setTimeout(() => req.socket.resetAndDestroy(), 20);
        });
      },
    );
    upstreamRequest.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://upstream.invalid");
    const request: BodyFaultRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams };
    const mode = faultFor(request);
    seen.push({ ...request, fault: mode });
    proxy(mode, req, res);
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    appToken,
    seen,
    addFault(fault) {
      const entry = { fault, used: 0 };
      faults.push(entry);
      return () => {
        const index = faults.indexOf(entry);
        if (index !== -1) faults.splice(index, 1);
      };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      await real.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
