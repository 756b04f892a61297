import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Redis } from "ioredis";
import type { z } from "zod";
import type { SharedSlot } from "./cache.server";
import { log } from "./logger.server";
import { redisClient } from "./redis.server";

/**
 * The Redis tier of the public-data cache (ADR 0055): what one instance asked the upstream for a
 * guest (supplier data, the guests' catalogue) is kept in Redis, as JSON, for as long as it is
 * fresh, and the other instances read it instead of asking again. Keys are namespaced by the
 * build and the supplier (`storefront:cache:<build>:<idfornecedor>:…`): an instance of another
 * release never reads what this one wrote, and a supplier's entries can be found and dropped
 * together. Each supplier's entries take at most MAX_BYTES_PER_SUPPLIER, keys and Redis's own
 * bookkeeping counted (those closest to expiry go first), and a value over MAX_VALUE_BYTES stays in its process. A read waits READ_MS at most:
 * a Redis that is down, slow or answering errors leaves each process with its own tier, never an
 * error. What is read passes the load's own schema again (a value it would not let through, or would
 * change, is a miss with a `cache.shared_invalid` warning): a Redis copy is never trusted more than
 * the upstream's answer was.
 */
const READ_MS = 100;
const MAX_VALUE_BYTES = 256 * 1024;
const MAX_BYTES_PER_SUPPLIER = 32 * 1024 * 1024;
/** How long a supplier's index of its entries outlives its last write. */
const INDEX_MS = 60 * 60_000;
/** Longer keys are kept by their hash. */
const MAX_KEY_LENGTH = 200;

/** What Redis keeps per entry besides its value and three copies of its key: an estimate. */
const ENTRY_OVERHEAD_BYTES = 100;

/**
 * Writes an entry (KEYS[1]) and accounts for it in its supplier's index (KEYS[2], entry → expiry)
 * and sizes (KEYS[3], entry → bytes, "" → the total): expired entries are forgotten, then the ones
 * closest to expiry dropped while the total is over ARGV[4]. An entry counts its value, its key
 * three times (the entry, the index's member, the sizes' field) and ARGV[6] bytes of Redis's own.
 */
const WRITE = `local now = tonumber(ARGV[3])
local total = tonumber(redis.call("hget", KEYS[3], "") or "0")
local function forget(key)
  total = total - tonumber(redis.call("hget", KEYS[3], key) or "0")
  redis.call("hdel", KEYS[3], key)
  redis.call("zrem", KEYS[2], key)
end
for _, key in ipairs(redis.call("zrangebyscore", KEYS[2], "-inf", now)) do forget(key) end
forget(KEYS[1])
redis.call("set", KEYS[1], ARGV[1], "PX", ARGV[2])
redis.call("zadd", KEYS[2], now + tonumber(ARGV[2]), KEYS[1])
local cost = string.len(ARGV[1]) + 3 * string.len(KEYS[1]) + tonumber(ARGV[6])
redis.call("hset", KEYS[3], KEYS[1], cost)
total = total + cost
while total > tonumber(ARGV[4]) do
  local oldest = redis.call("zrange", KEYS[2], 0, 0)[1]
  if not oldest then break end
  forget(oldest)
  redis.call("del", oldest)
end
redis.call("hset", KEYS[3], "", math.max(total, 0))
redis.call("pexpire", KEYS[2], ARGV[5])
redis.call("pexpire", KEYS[3], ARGV[5])
return 1`;

let build: string | undefined;

/** A mark of this build: the file this module was built into. */
function buildMark(): string {
  if (build === undefined) {
    try {
      build = createHash("sha256")
        .update(readFileSync(fileURLToPath(import.meta.url)))
        .digest("base64url")
        .slice(0, 12);
    } catch {
      build = "0";
    }
  }
  return build;
}

/**
 * Resolves to the promise's value, or null when it fails or takes longer than `ms`. An answer that
 * arrived by then but waits to be read (a process busy past its timer) still counts: the timer gives
 * up only after the pending I/O has been read (setImmediate runs after it).
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(null)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

type Envelope = { f: number; v: unknown };

/**
 * The schema of what a load keeps: a value read from Redis is used only as this schema parses it, and
 * only if parsing leaves it as it was (what the load itself kept always does).
 */
export type KeptShape<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

function opened<T>(text: string | null, shape: KeptShape<T>, entry: string): { value: T; freshUntil: number } | null {
  if (text === null) return null;
  let envelope: Partial<Envelope> | null;
  try {
    envelope = JSON.parse(text) as Partial<Envelope> | null;
  } catch {
    envelope = null;
  }
  if (envelope && typeof envelope.f === "number" && Number.isFinite(envelope.f) && "v" in envelope) {
    const parsed = shape.safeParse(envelope.v);
    if (parsed.success && JSON.stringify(parsed.data) === JSON.stringify(envelope.v))
      return { value: parsed.data, freshUntil: envelope.f };
  }
  log.warn("cache.shared_invalid", { key: entry.slice(0, 300) });
  return null;
}

/** A slot whose write can be waited for (tests). */
export type RedisSlot<T> = SharedSlot<T> & { write(value: T, freshUntil: number): Promise<void> };

/**
 * The shared slot of a public-data entry of `supplier` (null: not a supplier's, such as the
 * lookup of which supplier a host name is), whose values have the `shape` of what its load keeps;
 * null without REDIS_URL.
 */
export function sharedSlot<T>(
  supplier: string | null,
  key: string,
  shape: KeptShape<T>,
  client: Redis | null = redisClient(),
  { maxBytesPerSupplier = MAX_BYTES_PER_SUPPLIER, maxValueBytes = MAX_VALUE_BYTES } = {},
): RedisSlot<T> | null {
  if (!client) return null;
  const namespace = `storefront:cache:${buildMark()}:${supplier ?? "-"}`;
  const name = key.length <= MAX_KEY_LENGTH ? key : `#${createHash("sha256").update(key).digest("base64url")}`;
  const entry = `${namespace}:e:${name}`;
  return {
    read: () => within(client.get(entry), READ_MS).then((text) => opened(text, shape, entry)),
    async write(value, freshUntil) {
      let text: string;
      try {
        text = JSON.stringify({ f: freshUntil, v: value } satisfies Envelope);
      } catch {
        return;
      }
      const ttlMs = freshUntil - Date.now();
      if (ttlMs <= 0 || Buffer.byteLength(text) > maxValueBytes) return;
      await client
        .eval(
          WRITE,
          3,
          entry,
          `${namespace}:indice`,
          `${namespace}:tamanhos`,
          text,
          ttlMs,
          Date.now(),
          maxBytesPerSupplier,
          INDEX_MS,
          ENTRY_OVERHEAD_BYTES,
        )
        .then(
          () => undefined,
          () => undefined,
        );
    },
  };
}
