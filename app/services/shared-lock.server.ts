import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { log } from "./logger.server";
import { redisClient } from "./redis.server";

/**
 * How long a lock is held without news from its holder (an instance that dies holding it frees it
 * then). A holder renews it every third of that while its work runs, however long the work takes
 * (an upstream call may take up to UPSTREAM_TIMEOUT_MS, a page up to PAGE_DEADLINE_MS: 60 s each).
 */
const HOLD_MS = 15_000;
/** How long a request waits for another instance's lock before going on without it. */
const WAIT_MS = 10_000;
const RETRY_MS = 25;

/** Deletes the lock only while it is still this holder's (its time may have run out). */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** Gives the lock another `holdMs` only while it is still this holder's. */
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the lock `key` in Redis (SET NX PX, released by its holder only), so
 * that two instances never run work of one key at the same time (ADR 0053). The holder renews the
 * lock (a token-checked PEXPIRE) every third of its hold while the work runs, so a save longer than
 * the hold keeps it. Without REDIS_URL, or while Redis cannot answer, or after waiting WAIT_MS for
 * another holder, `work` runs without it: per process, as oneAtATime already keeps it, never an
 * error.
 */
export async function withSharedLock<T>(
  key: string,
  work: () => Promise<T>,
  client: Redis | null = redisClient(),
  { holdMs = HOLD_MS, waitMs = WAIT_MS }: { holdMs?: number; waitMs?: number } = {},
): Promise<T> {
  if (!client) return work();
  const lock = `storefront:trava:${key}`;
  const token = randomUUID();
  let held = false;
  try {
    for (const deadline = Date.now() + waitMs; !held && Date.now() < deadline;) {
      held = (await client.set(lock, token, "PX", holdMs, "NX")) === "OK";
      if (!held) await sleep(RETRY_MS);
    }
    if (!held) log.warn("lock.wait_exceeded", { waitedMs: waitMs });
  } catch {
    // Redis cannot answer: this process's own order (oneAtATime) is what holds meanwhile.
  }
  const renewal = held
    ? setInterval(
        () => {
          client.eval(RENEW, 1, lock, token, holdMs).then(
            (renewed) => {
              if (renewed === 0) {
                clearInterval(renewal);
                log.warn("lock.lost", { holdMs });
              }
            },
            () => undefined, // Redis cannot answer now: the next renewal tries again.
          );
        },
        Math.max(1, Math.floor(holdMs / 3)),
      )
    : undefined;
  renewal?.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    if (held) await client.eval(RELEASE, 1, lock, token).catch(() => undefined);
  }
}
