import type { ServerBuild } from "@remix-run/node";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv, usesDevSessionSecret } from "~/services/env.server";
import { createLogger } from "~/services/logger.server";
import { closeRedis, redisClient } from "~/services/redis.server";
import { createApp, type AppMode } from "./server/app";
import { attachChatSocket } from "./server/chat-socket";
import { embeddedUpstreamWhenUnset } from "./server/embedded-upstream";
import { settingsOrExit } from "./server/settings";

const dev = process.argv.includes("--dev");
if (dev) process.env.NODE_ENV = "development";

const readEnv = () => settingsOrExit(() => parseEnv(process.env));

let env = readEnv();
const logger = createLogger(() => env.LOG_LEVEL);
if (usesDevSessionSecret(env)) {
  logger.warn("config.dev_session_secret", {
    message: "SESSION_SECRET não definido: usando o segredo de desenvolvimento",
  });
}

// In a cluster (server/cluster.ts) the primary has started it and set API_BASE_URL for every worker.
const embedded = await embeddedUpstreamWhenUnset(env, logger);
if (embedded) env = readEnv();
const upstreamBaseUrl = env.API_BASE_URL ?? "";
// With REDIS_URL, connected from the start: the first attempts of the first requests count in Redis already.
redisClient();

async function appMode(): Promise<AppMode> {
  if (dev) {
    const vite = await import("vite");
    return { kind: "development", vite: await vite.createServer({ server: { middlewareMode: true } }) };
  }
  const buildDir = path.resolve("build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return { kind: "production", build, clientDir: path.join(buildDir, "client") };
}

/** Where the server answers: the bound address and port (PORT=0 picks one), localhost for every interface. */
function listeningUrl(address: string | AddressInfo | null): string {
  if (!address || typeof address === "string") return `http://localhost:${env.PORT}`;
  const everyInterface = address.address === "0.0.0.0" || address.address === "::";
  const host = everyInterface ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const mode = await appMode();
// The app is made once the port is bound: without DEFAULT_SITE_URL the site is this server's own
// address, whose port (with PORT=0) is only known then. No request is read before it is attached.
const server = createServer();
let chatSocket: ReturnType<typeof attachChatSocket> | null = null;
server.listen(env.PORT, env.HOST, () => {
  const url = listeningUrl(server.address());
  if (!process.env.DEFAULT_SITE_URL) {
    process.env.DEFAULT_SITE_URL = `${url}/`;
    env = readEnv();
  }
  server.on("request", createApp({ env, logger, mode, upstreamBaseUrl }));
  // After the app: the chat socket's path is answered by socket.io alone (docs/decisions/0040).
  chatSocket = attachChatSocket(server, {
    logger,
    trustProxy: env.TRUST_PROXY,
    chatOrigin: () => new URL(env.CHAT_URL ?? upstreamBaseUrl).origin,
  });
  logger.info("server.listening", {
    url,
    site: env.DEFAULT_SITE_URL,
    upstream: embedded ? "embedded" : upstreamBaseUrl,
  });
  // Started by a parent with an IPC channel (child_process.fork, or spawn with "ipc"): it is told
  // where the server answers, whatever LOG_LEVEL hides, as the embedded upstream tells this server.
  if (process.send && process.connected) process.send({ type: "ready", url, upstream: upstreamBaseUrl });
});
server.keepAliveTimeout = 65_000;
// A body the app reads is cut after BODY_TIMEOUT_MS (408, server/body-limit.ts); this bounds the rest
// (headers, a body nobody reads) at a minute instead of Node's five.
server.requestTimeout = 60_000;

let stopping = false;
// While stopping, every answer closes its connection: a keep-alive connection whose request was in
// flight would otherwise stay open after its answer, and server.close() would wait for it in vain.
const answering = new Set<ServerResponse>();
server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
  if (stopping) res.setHeader("Connection", "close");
  answering.add(res);
  res.once("close", () => {
    answering.delete(res);
    if (stopping) server.closeIdleConnections();
  });
});

function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("server.stopping", { signal });
  for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await Promise.all([embedded?.stop(), closeRedis()]);
    logger.info("server.stopped", {});
    process.exit(0);
  });
  server.closeIdleConnections();
  chatSocket?.disconnectSockets(true);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
// A parent that started this server over IPC and went away (killed) takes the server with it.
if (process.connected) process.once("disconnect", () => shutdown("disconnect"));
