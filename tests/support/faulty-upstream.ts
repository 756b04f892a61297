/**
 * An upstream that misbehaves on purpose: an HTTP proxy in front of a real embedded upstream
 * (`startUpstream`) that, for the requests a test chooses, answers 500, malformed JSON, never
 * answers, answers 429, or answers `{ action: "logout", mensagem }`. The mode can be switched
 * at any time while the storefront runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { startUpstream } from "../../upstream/start";

export type FaultMode = "pass" | "500" | "malformed" | "hang" | "429" | "logout";

export type FaultRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage["headers"] };

export type Fault = {
  mode: FaultMode;
  /** Which requests get the fault (all when unset). */
  match?: (request: FaultRequest) => boolean;
  /** Only the first `times` matching requests get it; the rest pass (a rate-limit window that ends). */
  times?: number;
  /** The message of a logout answer. */
  mensagem?: string;
};

export type SeenRequest = FaultRequest & { fault: FaultMode };

export type FaultyUpstream = {
  /** Base URL for the storefront's API_BASE_URL. */
  url: string;
  /** The real upstream behind the proxy. */
  realUrl: string;
  appToken: string;
  /** Every request received, with the fault it got ("pass" when proxied). */
  seen: SeenRequest[];
  setFault(fault: Fault): void;
  close(): Promise<void>;
};

/** The supplier configuration call of spec §7 (`/v2/app/{apptoken}/configuracao/fornecedor`). */
export const isSupplierConfig = (request: FaultRequest) => /\/configuracao\/fornecedor$/.test(request.path);
/** The theme call (`/v2/configuracao/fornecedor/{id}/tema`). */
export const isTheme = (request: FaultRequest) => /\/tema$/.test(request.path);
/** The home carousels call (`…/customizacao/carrossel/list-for-page/{id}`). */
export const isCarousels = (request: FaultRequest) => request.path.includes("/customizacao/carrossel/");

export async function startFaultyUpstream({ appToken = "storefront-dev-token" }: { appToken?: string } = {}): Promise<FaultyUpstream> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "faulty-upstream-"));
  const real = await startUpstream({ port: 0, host: "127.0.0.1", dataDir, appToken });
  const target = new URL(real.url);
  const agent = new http.Agent({ keepAlive: true });
  const seen: SeenRequest[] = [];
  let fault: Fault = { mode: "pass" };
  let used = 0;
  const sockets = new Set<Socket>();

  function faultFor(request: FaultRequest): FaultMode {
    if (fault.mode === "pass" || (fault.match && !fault.match(request))) return "pass";
    if (fault.times !== undefined && used >= fault.times) return "pass";
    used++;
    return fault.mode;
  }

  function answer(mode: FaultMode, req: IncomingMessage, res: ServerResponse): void {
    switch (mode) {
      case "500":
        res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ mensagem: "Erro interno simulado" }));
        return;
      case "malformed":
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"idfornecedor": "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", "nome": ');
        return;
      case "hang":
        // Headers never come: the storefront's timeout must end the wait.
        return;
      case "429":
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "30" }).end(JSON.stringify({ mensagem: "Muitas requisições" }));
        return;
      case "logout":
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ action: "logout", mensagem: fault.mensagem ?? "Sessão encerrada pelo servidor" }));
        return;
      case "pass": {
        const upstreamRequest = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent },
          (upstreamResponse) => {
            res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
            upstreamResponse.pipe(res);
          },
        );
        upstreamRequest.on("error", () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        req.pipe(upstreamRequest);
      }
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://faulty.invalid");
    const request: FaultRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers };
    const mode = faultFor(request);
    seen.push({ ...request, fault: mode });
    answer(mode, req, res);
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
    appToken,
    seen,
    setFault(next) {
      fault = next;
      used = 0;
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
