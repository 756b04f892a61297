import { Redis } from "ioredis";
import { getEnv } from "./env.server";
import { log } from "./logger.server";

/**
 * The Redis the instances share (REDIS_URL; ADR 0053, 0055): attempt limits, the per-cart lock,
 * the checkout's order ledger and the shared tier of the public-data cache. One client per
 * process, shared by the server and the Remix build (each bundles this module). A command fails at
 * once while Redis is unreachable (no queue): callers fall back to this process's own state. A
 * lost connection, or a connected Redis that answers its health check with an error or too late,
 * logs one `redis.unavailable` warning; `redis.ready` says it is back, picked up without a restart.
 */
type Shared = { client: Redis; up: boolean; closing: boolean; check?: NodeJS.Timeout };

const KEY = Symbol.for("storefront.redis");
const registry = globalThis as typeof globalThis & { [KEY]?: Shared | null };

/** How long one command may take before the caller falls back (a Redis that answers slowly). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * How often a connected Redis is asked a PING: one that answers errors (a wrong password set
 * meanwhile, a full disk, a proxy in front of it failing) or not within COMMAND_TIMEOUT_MS counts
 * as unavailable, as a lost connection does, until a PING is answered again.
 */
const CHECK_EVERY_MS = 1_000;

function connect(url: string): Shared {
  const shared: Shared = {
    client: new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    }),
    up: false,
    closing: false,
  };
  let warned = false;
  const down = (message: string) => {
    shared.up = false;
    if (!warned && !shared.closing) log.warn("redis.unavailable", { message: message.slice(0, 200) });
    warned = true;
  };
  const up = () => {
    shared.up = true;
    if (warned) log.info("redis.ready", {});
    warned = false;
  };
  let connected = false;
  shared.client.on("ready", () => {
    connected = true;
    up();
  });
  shared.client.on("error", (error: Error) => down(error.message));
  shared.client.on("close", () => {
    connected = false;
    down("connection closed");
  });
  const check = setInterval(() => {
    if (!connected || shared.closing) return;
    shared.client.ping().then(
      () => {
        if (connected && !shared.up) up();
      },
      (error: unknown) => {
        if (connected) down(error instanceof Error ? error.message : String(error));
      },
    );
  }, CHECK_EVERY_MS);
  check.unref();
  shared.check = check;
  return shared;
}

/** The shared Redis client; null when REDIS_URL is unset (everything stays in this process). */
export function redisClient(): Redis | null {
  if (registry[KEY] === undefined) {
    const url = getEnv().REDIS_URL;
    registry[KEY] = url ? connect(url) : null;
  }
  return registry[KEY]?.client ?? null;
}

/** For /healthz: "ok", "indisponível" (this process counts on its own meanwhile), or null without REDIS_URL. */
export function redisState(): "ok" | "indisponível" | null {
  redisClient();
  const shared = registry[KEY];
  if (!shared) return null;
  return shared.up ? "ok" : "indisponível";
}

/** Closes the client (a graceful stop). */
export async function closeRedis(): Promise<void> {
  const shared = registry[KEY];
  if (shared) {
    shared.closing = true;
    clearInterval(shared.check);
    await shared.client.quit().catch(() => shared.client.disconnect());
  }
  registry[KEY] = undefined;
}
