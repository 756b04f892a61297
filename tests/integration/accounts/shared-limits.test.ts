/**
 * Attempt limits shared by the instances through Redis (REDIS_URL, ADR 0053): a login limit hit on
 * one storefront holds on another; without Redis each process counts on its own; Redis going away
 * leaves each process counting alone (one warning line, /healthz says so, never an error) and its
 * return is picked up without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type RedisServer } from "../../support/redis-server";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

const LIMITS = { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "3" };

let redis: RedisServer;
let a: StorefrontServer;
let b: StorefrontServer;
let alone: StorefrontServer;

beforeAll(async () => {
  redis = await startRedis();
  [a, b, alone] = await Promise.all([
    startStorefront({ logLevel: "info", env: { ...LIMITS, REDIS_URL: redis.url } }),
    startStorefront({ logLevel: "info", env: { ...LIMITS, REDIS_URL: redis.url } }),
    startStorefront({ env: LIMITS }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), alone?.stop()]);
  await redis?.stop();
});

/** A wrong password for `login` at this storefront: "401" (refused), or where a limit sends the shopper. */
async function wrongPassword(server: StorefrontServer, login: string): Promise<string> {
  const response = await new Shopper(server.url).post("/aurora/entrar", { login, senha: "senha-errada-123" });
  await response.arrayBuffer();
  return response.status === 303 ? (response.headers.get("Location") ?? "") : String(response.status);
}

async function healthz(server: StorefrontServer): Promise<{ ok: boolean; redis?: string }> {
  const response = await fetch(`${server.url}/healthz`);
  return (await response.json()) as { ok: boolean; redis?: string };
}

const LOCKED = /^\/aurora\/erro\/too-many-request\?espera=\d+$/;

describe("a login limit", () => {
  it("hit on instance A holds on instance B with Redis, and per process without it", async () => {
    const login = "cliente@exemplo.com.br";
    for (let attempt = 0; attempt < 3; attempt++) expect(await wrongPassword(a, login)).toBe("401");
    expect(await wrongPassword(b, login)).toMatch(LOCKED);
    expect(await wrongPassword(a, login)).toMatch(LOCKED);

    // The instance without Redis has counted none of them: its own three, then locked in that process only.
    for (let attempt = 0; attempt < 3; attempt++) expect(await wrongPassword(alone, login)).toBe("401");
    expect(await wrongPassword(alone, login)).toMatch(LOCKED);
    expect(await healthz(alone)).not.toHaveProperty("redis");
    expect(await healthz(a)).toMatchObject({ ok: true, redis: "ok" });
  });

  it("holds per process while Redis is down (one warning, /healthz says so, no error), shared again once it is back", async () => {
    const from = a.lines.length;
    await redis.stop();
    try {
      const login = "empresa@exemplo.com.br";
      for (let attempt = 0; attempt < 3; attempt++) expect(await wrongPassword(a, login)).toBe("401");
      expect(await wrongPassword(a, login)).toMatch(LOCKED);
      expect(await wrongPassword(b, login)).toBe("401");
      expect(await healthz(a)).toMatchObject({ ok: true, redis: "indisponível" });
      const warnings = a.logs(from).filter((line) => line.event === "redis.unavailable");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe("warn");
    } finally {
      await redis.start();
    }
    await a.waitForLog((line) => line.event === "redis.ready", 15_000, from);
    expect(await healthz(a)).toMatchObject({ ok: true, redis: "ok" });
    const login = "representante@exemplo.com.br";
    for (let attempt = 0; attempt < 3; attempt++) expect(await wrongPassword(b, login)).toBe("401");
    expect(await wrongPassword(a, login)).toMatch(LOCKED);
  });
});
