/**
 * The per-cart save lock across instances (ADR 0053): with Redis, two instances saving one cart take
 * turns (each instance is a client of its own here); another cart does not wait; with Redis gone
 * the save goes on, ordered per process only.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSharedLock } from "~/services/shared-lock.server";
import { startRedis, type RedisServer } from "../../support/redis-server";

let redis: RedisServer;
let instanceA: Redis;
let instanceB: Redis;

beforeAll(async () => {
  redis = await startRedis();
  instanceA = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  instanceB = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  // An outage is played below: the clients' connection errors are expected.
  for (const client of [instanceA, instanceB]) client.on("error", () => undefined);
  await connected();
});

afterAll(async () => {
  instanceA?.disconnect();
  instanceB?.disconnect();
  await redis?.stop();
});

/** Both instances connected (again, after an outage). */
function connected(): Promise<unknown> {
  return Promise.all(
    [instanceA, instanceB].map((client) =>
      client.status === "ready" ? undefined : new Promise((ready) => client.once("ready", ready)),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A save of `cart` by `who` through `client` that takes a while (150 ms unless told), written down as
 * it starts and ends; `lock` sets the lock's hold and wait.
 */
function save(
  events: string[],
  client: Redis,
  who: string,
  cart: string,
  { takesMs = 150, lock }: { takesMs?: number; lock?: { holdMs: number; waitMs: number } } = {},
) {
  return withSharedLock(
    `carrinho:${cart}`,
    async () => {
      events.push(`${who} começa`);
      await sleep(takesMs);
      events.push(`${who} termina`);
      return who;
    },
    client,
    lock,
  );
}

describe("the per-cart save lock in Redis", () => {
  it("makes two instances saving one cart take turns, and lets another cart's save run meanwhile", async () => {
    const events: string[] = [];
    const answers = await Promise.all([
      save(events, instanceA, "A", "aurora:501"),
      save(events, instanceB, "B", "aurora:501"),
      save(events, instanceB, "C", "aurora:502"),
    ]);
    expect(answers).toEqual(["A", "B", "C"]);
    const sameCart = events.filter((event) => !event.startsWith("C"));
    expect([sameCart[0]!.split(" ")[0], sameCart[1]!.split(" ")[0]]).toEqual(
      sameCart[0]!.startsWith("A") ? ["A", "A"] : ["B", "B"],
    );
    expect(events.indexOf("C começa")).toBeLessThan(events.indexOf(`${sameCart[0]!.split(" ")[0]} termina`));
    expect(await instanceA.keys("storefront:trava:*")).toEqual([]);
  });

  it("still bounds the wait for a holder that keeps renewing: the second instance goes on after its wait", async () => {
    const events: string[] = [];
    const first = save(events, instanceA, "A", "aurora:504", { takesMs: 1_000, lock: { holdMs: 300, waitMs: 5_000 } });
    await sleep(50);
    await Promise.all([first, save(events, instanceB, "B", "aurora:504", { lock: { holdMs: 300, waitMs: 200 } })]);
    expect(events.slice(0, 2)).toEqual(["A começa", "B começa"]);
  });

  it("keeps a save that outlasts the lock's hold time alone: the second instance gets in only when it ends", async () => {
    const events: string[] = [];
    const slow = { takesMs: 1_000, lock: { holdMs: 300, waitMs: 5_000 } };
    const first = save(events, instanceA, "A", "aurora:503", slow);
    await sleep(50);
    await Promise.all([first, save(events, instanceB, "B", "aurora:503", slow)]);
    expect(events).toEqual(["A começa", "A termina", "B começa", "B termina"]);
    expect(await instanceA.keys("storefront:trava:*")).toEqual([]);
  });

  it("lets the save go on when Redis cannot answer", async () => {
    await redis.stop();
    try {
      const events: string[] = [];
      expect(await save(events, instanceA, "A", "aurora:501")).toBe("A");
      expect(events).toEqual(["A começa", "A termina"]);
    } finally {
      await redis.start();
      await connected();
    }
  });
});
