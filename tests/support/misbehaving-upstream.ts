/**
 * An upstream that misbehaves on purpose: an HTTP proxy in front of a real embedded upstream
 * (`startUpstream`) that, for the requests a test (or `npm run soak`) chooses, answers 500,
 * malformed JSON, 429 or `{ action: "logout", mensagem }`, never answers ("hang"), or sends the
 * real status and headers and then cuts the connection half-way through the body ("cut") or sends
 * part of the body and then nothing more ("stall"), or lets the real upstream act on the request
 * and then answers 500 instead of its answer ("500-after": a fault after the work was done). Faults
 * can be changed at any time while the storefront runs, every request is recorded with the fault
 * it got, and every answer can be delayed. "rewrite" passes the request and changes the JSON body
 * of the real answer (a field dropped, say), to play an upstream that sends less than the reference one.
 */
import { rmSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { startUpstream } from "../../upstream/start";
import { seededDataDir } from "./seeded-database";

export type FaultMode =
  "pass" | "500" | "501" | "malformed" | "hang" | "429" | "logout" | "cut" | "stall" | "rewrite" | "500-after";

export type FaultRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
};

export type Fault = {
  mode: FaultMode;
  /** Which requests get the fault (all when unset). */
  match?: (request: FaultRequest) => boolean;
  /** Only the first `times` matching requests get it; the rest pass (a rate-limit window that ends). */
  times?: number;
  /** The share (0–1) of the matching requests that get it, spread evenly: 0.05 is every 20th. */
  share?: number;
  /** The message of a logout answer. */
  mensagem?: string;
  /** "rewrite": the real answer's parsed JSON body in, the body to send out. */
  rewrite?: (body: unknown) => unknown;
};

export type SeenRequest = FaultRequest & {
  fault: FaultMode;
  /** When the request arrived and when its answer ended or the connection closed (performance.now(), ms; null while open). */
  startedAt: number;
  endedAt: number | null;
};

export type MisbehavingUpstream = {
  /** Base URL for the storefront's API_BASE_URL. */
  url: string;
  /** The real upstream behind the proxy. */
  realUrl: string;
  /** Where the real upstream keeps its data (for database snapshots). */
  dataDir: string;
  appToken: string;
  /** Every request received, with the fault it got ("pass" when answered in full). */
  seen: SeenRequest[];
  /** Replaces every fault by this one (`{ mode: "pass" }`: no fault). */
  setFault(fault: Fault): void;
  /** Adds a fault; faults added earlier are tried first. Returns a function that removes it. */
  addFault(fault: Fault): () => void;
  /** Holds every answer this long before it starts (0: none). */
  setDelay(milliseconds: number): void;
  close(): Promise<void>;
};

/** The supplier configuration call of docs/rules/storefront.md "Upstream calls" (`/v2/app/{apptoken}/configuracao/fornecedor`). */
export const isSupplierConfig = (request: FaultRequest) => /\/configuracao\/fornecedor$/.test(request.path);
/** The theme call (`/v2/configuracao/fornecedor/{id}/tema`). */
export const isTheme = (request: FaultRequest) => /\/tema$/.test(request.path);
/** The home carousels call (`…/customizacao/carrossel/list-for-page/{id}`). */
export const isCarousels = (request: FaultRequest) => request.path.includes("/customizacao/carrossel/");

type ActiveFault = { fault: Fault; matched: number; used: number };

export async function startMisbehavingUpstream({
  appToken = "storefront-dev-token",
}: { appToken?: string } = {}): Promise<MisbehavingUpstream> {
  const dataDir = seededDataDir("misbehaving-upstream-");
  const real = await startUpstream({ port: 0, host: "127.0.0.1", dataDir, appToken });
  const target = new URL(real.url);
  const agent = new http.Agent({ keepAlive: true });
  const seen: SeenRequest[] = [];
  let faults: ActiveFault[] = [];
  let delay = 0;
  const sockets = new Set<Socket>();

  /** The fault this request gets, if any. */
  function faultFor(request: FaultRequest): Fault | undefined {
    for (const entry of faults) {
      if (entry.fault.mode === "pass" || (entry.fault.match && !entry.fault.match(request))) continue;
      if (entry.fault.times !== undefined && entry.used >= entry.fault.times) continue;
      entry.matched += 1;
      const share = entry.fault.share;
      // With a share, the n-th matching request is faulted when n × share crosses a whole number.
      if (share !== undefined && Math.floor(entry.matched * share) === Math.floor((entry.matched - 1) * share))
        continue;
      entry.used += 1;
      return entry.fault;
    }
    return undefined;
  }

  function forward(
    req: IncomingMessage,
    onResponse: (upstreamResponse: IncomingMessage) => void,
    res: ServerResponse,
  ): void {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        agent,
      },
      onResponse,
    );
    upstreamRequest.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  }

  /** The real answer's status and headers with the whole length announced, then half its body; "cut" then resets the connection. */
  function breakBody(mode: "cut" | "stall", req: IncomingMessage, res: ServerResponse): void {
    forward(
      req,
      (upstreamResponse) => {
        const chunks: Buffer[] = [];
        upstreamResponse.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on("end", () => {
          const body = Buffer.concat(chunks);
          const headers = { ...upstreamResponse.headers };
          delete headers["transfer-encoding"];
          res.writeHead(upstreamResponse.statusCode ?? 200, {
            ...headers,
            "content-length": String(Math.max(body.length, 64)),
          });
          res.write(body.subarray(0, Math.floor(body.length / 2)));
          if (mode === "cut") setTimeout(() => req.socket.resetAndDestroy(), 20);
        });
      },
      res,
    );
  }

  function answer(mode: FaultMode, fault: Fault | undefined, req: IncomingMessage, res: ServerResponse): void {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
    };
    switch (mode) {
      case "500":
        return json(500, { mensagem: "Erro interno simulado" });
      case "501":
        // A platform without the call (an optional one, docs/upstream-api.md "Optional calls").
        return json(501, { mensagem: "Não implementado" });
      case "malformed":
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end('{"idfornecedor": "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", "nome": ');
        return;
      case "hang":
        // Headers never come: the storefront's deadline must end the wait.
        return;
      case "429":
        return json(429, { mensagem: "Muitas requisições" }, { "Retry-After": "30" });
      case "logout":
        return json(200, { action: "logout", mensagem: fault?.mensagem ?? "Sessão encerrada pelo servidor" });
      case "cut":
      case "stall":
        return breakBody(mode, req, res);
      case "rewrite":
        return forward(
          req,
          (upstreamResponse) => {
            const chunks: Buffer[] = [];
            upstreamResponse.on("data", (chunk: Buffer) => chunks.push(chunk));
            upstreamResponse.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              let body: string;
              try {
                body = JSON.stringify(fault?.rewrite ? fault.rewrite(JSON.parse(text)) : JSON.parse(text));
              } catch {
                body = text;
              }
              const headers = { ...upstreamResponse.headers };
              delete headers["transfer-encoding"];
              res.writeHead(upstreamResponse.statusCode ?? 502, {
                ...headers,
                "content-length": String(Buffer.byteLength(body)),
              });
              res.end(body);
            });
          },
          res,
        );
      case "500-after":
        return forward(
          req,
          (upstreamResponse) => {
            upstreamResponse.resume();
            upstreamResponse.on("end", () => json(500, { mensagem: "Erro interno simulado" }));
          },
          res,
        );
      case "pass":
        return forward(
          req,
          (upstreamResponse) => {
            res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
            upstreamResponse.pipe(res);
          },
          res,
        );
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://upstream.invalid");
    const request: FaultRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    const fault = faultFor(request);
    const mode = fault?.mode ?? "pass";
    const entry: SeenRequest = { ...request, fault: mode, startedAt: performance.now(), endedAt: null };
    seen.push(entry);
    res.once("close", () => {
      entry.endedAt = performance.now();
    });
    if (delay > 0) setTimeout(() => answer(mode, fault, req, res), delay);
    else answer(mode, fault, req, res);
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    realUrl: real.url,
    dataDir,
    appToken,
    seen,
    setFault(fault) {
      faults = [{ fault, matched: 0, used: 0 }];
    },
    addFault(fault) {
      const entry = { fault, matched: 0, used: 0 };
      faults.push(entry);
      return () => {
        faults = faults.filter((other) => other !== entry);
      };
    },
    setDelay(milliseconds) {
      delay = milliseconds;
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
