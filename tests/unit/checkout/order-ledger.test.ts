/**
 * The checkout's notes of its keys in one process (ADR 0055: without REDIS_URL, or while Redis cannot
 * answer): a second request of a key being placed waits for its order and answers it; a key let go
 * is placed by the next request; the wait is bounded.
 */
import type { Redis } from "ioredis";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { claimOrderKey } from "~/services/checkout/order-ledger.server";

const alone = { client: null };

describe("claimOrderKey", () => {
  it("makes a second request of a key being placed wait for its order, and answer that order", async () => {
    const key = randomUUID();
    const first = await claimOrderKey(key, alone);
    expect(first.kind).toBe("mine");
    const second = claimOrderKey(key, { ...alone, waitMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (first.kind === "mine") await first.placed("10042");
    expect(await second).toEqual({ kind: "placed", numpedido: "10042", waited: true });
  });

  it("answers an order noted at once, without waiting, even after its request let the key go", async () => {
    const key = randomUUID();
    const first = await claimOrderKey(key, alone);
    if (first.kind === "mine") {
      await first.placed("10043");
      await first.release();
    }
    expect(await claimOrderKey(key, alone)).toEqual({ kind: "placed", numpedido: "10043", waited: false });
  });

  it("lets the next request place the order when the first let the key go without one (a refusal, a login)", async () => {
    const key = randomUUID();
    const first = await claimOrderKey(key, alone);
    const second = claimOrderKey(key, { ...alone, waitMs: 5_000 });
    if (first.kind === "mine") await first.release();
    expect((await second).kind).toBe("mine");
  });

  it("goes on as the key's placer once its wait is over (the upstream's key still places one order)", async () => {
    const key = randomUUID();
    await claimOrderKey(key, alone);
    expect((await claimOrderKey(key, { ...alone, waitMs: 100 })).kind).toBe("mine");
  });

  it("keeps the notes in this process while Redis answers errors", async () => {
    const failing = { eval: () => Promise.reject(new Error("ERR")), set: () => Promise.reject(new Error("ERR")) };
    const client = failing as unknown as Redis;
    const key = randomUUID();
    const first = await claimOrderKey(key, { client });
    expect(first.kind).toBe("mine");
    if (first.kind === "mine") await first.placed("10044");
    expect(await claimOrderKey(key, { client })).toEqual({ kind: "placed", numpedido: "10044", waited: false });
  });
});
