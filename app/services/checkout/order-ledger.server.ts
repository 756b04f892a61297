import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { log } from "~/services/logger.server";
import { redisClient } from "~/services/redis.server";

/**
 * What the storefront notes of a checkout's key (ADR 0055): a request is placing its order now, or
 * the order it placed. A second submit of the same form (a double click, a reload, the same form
 * sent to another instance) waits for the first and answers its order, without asking the upstream
 * anything. With REDIS_URL the note is in Redis and every instance reads it; without it, or while
 * Redis cannot answer, in this process. It only saves calls and gives the second submit the first
 * one's answer: the upstream's idempotency key still places an order once (ADR 0010).
 */
export type OrderClaim =
  /** This request places the order: `placed` notes it, `release` lets another request of the key go on (it noted nothing). */
  | { kind: "mine"; placed(numpedido: string): Promise<void>; release(): Promise<void> }
  /** The key placed this order already; `waited`: another request was placing it when this one came. */
  | { kind: "placed"; numpedido: string; waited: boolean };

/** How long a claim holds without its request's end (an instance that dies placing frees the key then). */
const CLAIM_MS = 120_000;
/** How long an order placed is remembered by its key: a form sent again later asks the upstream (§54). */
const PLACED_MS = 10 * 60_000;
/** How long a request waits for another one placing the same key before going on (the upstream's key then holds). */
const WAIT_MS = 10_000;
const RETRY_MS = 50;
const MAX_KEPT = 10_000;

const PREFIX = "storefront:pedido:";
const PLACING = "enviando:";
const PLACED = "feito:";

/** The key's note, or a claim set for ARGV[1] when there is none. */
const CLAIM = `local current = redis.call("get", KEYS[1])
if current then return current end
redis.call("set", KEYS[1], ARGV[1], "PX", ARGV[2])
return false`;
/** Forgets a claim only while it is still this request's. */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

type Note = { value: string; until: number };

/** This process's notes: the fallback, and the first place looked at. */
const notes = new Map<string, Note>();

function noted(key: string): string | null {
  const note = notes.get(key);
  if (!note) return null;
  if (note.until > Date.now()) return note.value;
  notes.delete(key);
  return null;
}

function note(key: string, value: string, ms: number): void {
  notes.delete(key);
  notes.set(key, { value, until: Date.now() + ms });
  while (notes.size > MAX_KEPT) {
    const oldest = notes.keys().next().value;
    if (oldest === undefined) break;
    notes.delete(oldest);
  }
}

/** The note the key had, or null when `claim` is now the key's claim. Redis first; this process when Redis cannot answer. */
async function claimOnce(key: string, claim: string, client: Redis | null): Promise<string | null> {
  const here = noted(key);
  if (here !== null) return here;
  if (client) {
    try {
      const current = (await client.eval(CLAIM, 1, `${PREFIX}${key}`, claim, CLAIM_MS)) as string | null;
      if (current === null) note(key, claim, CLAIM_MS);
      return current;
    } catch {
      // Redis cannot answer: this process's notes meanwhile.
    }
  }
  note(key, claim, CLAIM_MS);
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the checkout key `key` (orderKey's) for this request: mine, or the order it placed
 * already (waiting up to WAIT_MS while another request places it). After that wait the request
 * goes on as if it held the claim, with a `checkout.claim_wait_exceeded` warning.
 */
export async function claimOrderKey(
  key: string,
  { client = redisClient(), waitMs = WAIT_MS }: { client?: Redis | null; waitMs?: number } = {},
): Promise<OrderClaim> {
  const claim = `${PLACING}${randomUUID()}`;
  const deadline = Date.now() + waitMs;
  let waited = false;
  for (;;) {
    const current = await claimOnce(key, claim, client);
    if (current === null) break;
    if (current.startsWith(PLACED)) return { kind: "placed", numpedido: current.slice(PLACED.length), waited };
    if (Date.now() >= deadline) {
      log.warn("checkout.claim_wait_exceeded", { waitedMs: waitMs });
      break;
    }
    waited = true;
    await sleep(RETRY_MS);
  }
  return {
    kind: "mine",
    async placed(numpedido) {
      note(key, `${PLACED}${numpedido}`, PLACED_MS);
      await client?.set(`${PREFIX}${key}`, `${PLACED}${numpedido}`, "PX", PLACED_MS).catch(() => undefined);
    },
    async release() {
      if (noted(key) === claim) notes.delete(key);
      await client?.eval(RELEASE, 1, `${PREFIX}${key}`, claim).catch(() => undefined);
    },
  };
}
