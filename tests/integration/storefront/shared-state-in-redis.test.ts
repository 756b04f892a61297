/**
 * What two storefront instances share in Redis besides the attempt limits and the cart lock (ADR
 * 0055), and what happens when Redis is not there, slow, or answering errors: a double submit split
 * across the instances places one order and both answer it; public data one instance asked the
 * upstream for is read by the other from Redis; a Redis down at boot, slow or failing degrades each
 * instance to its own state with one warning and a /healthz field, never an error, and its return
 * is picked up without a restart. Both instances reach Redis through a proxy the tests switch (its
 * faults) and the upstream through one that records every call.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { z } from "zod";
import {
  addToCart,
  casaVerdeAnswers,
  CHECKOUT_ENV,
  logIn,
  openCheckout,
  submitCheckout,
} from "../checkout/checkout-shopper";
import { sharedSlot } from "~/services/shared-cache.server";
import { placedOrders } from "../checkout/placed-orders";
import { SUPPLIER_IDS } from "../../../upstream/seed/suppliers";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { startRedisProxy, type RedisProxy } from "../../support/redis-proxy";
import { startRedis, type RedisServer } from "../../support/redis-server";
import { Shopper } from "../../support/shopper";
import { fetchFully, startStorefront, type StorefrontServer } from "../../support/storefront-server";

type Health = { ok: boolean; redis?: string };

let upstream: MisbehavingUpstream;
let redis: RedisServer;
let proxy: RedisProxy;
let direct: Redis;
let a: StorefrontServer;
let b: StorefrontServer;
/** The options both instances start with (a third, started by one test, too). */
let options: Parameters<typeof startStorefront>[0];
/** What instance A said and served while Redis was not there yet (it starts so). */
let atBoot: { health: Health; page: number };

const CUSTOMER = "casaverde@exemplo.com.br";

async function health(server: StorefrontServer): Promise<Health> {
  return (await (await fetch(`${server.url}/healthz`)).json()) as Health;
}

/** Waits (a few seconds at most) until the instance's /healthz says `redis` is so. */
async function redisSaid(server: StorefrontServer, state: "ok" | "indisponível"): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if ((await health(server)).redis === state) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.url}/healthz never said redis: ${state}`);
}

/** Redis reachable and answering, and both instances using it. */
async function redisUp(): Promise<void> {
  await proxy.set({ kind: "pass" });
  await Promise.all([redisSaid(a, "ok"), redisSaid(b, "ok")]);
}

async function status(server: StorefrontServer, path: string): Promise<number> {
  return (await fetchFully(`${server.url}${path}`)).status;
}

/** The upstream calls made from the `from`-th on, as "METHOD /path". */
const callsFrom = (from: number) => upstream.seen.slice(from).map((call) => `${call.method} ${call.path}`);
const orderCalls = (from: number) => callsFrom(from).filter((call) => /^POST \S*\/usuario\/\d+\/pedido$/.test(call));

beforeAll(async () => {
  [upstream, redis] = await Promise.all([startMisbehavingUpstream(), startRedis()]);
  proxy = await startRedisProxy(redis.url, { down: true });
  direct = new Redis(redis.url, { maxRetriesPerRequest: 0 });
  options = {
    apiBaseUrl: upstream.url,
    logLevel: "info" as const,
    env: { ...CHECKOUT_ENV, REDIS_URL: proxy.url },
  };
  [a, b] = await Promise.all([startStorefront(options), startStorefront(options)]);
  atBoot = { health: await health(a), page: await status(a, "/casaverde") };
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  direct?.disconnect();
  await proxy?.close();
  await Promise.all([redis?.stop(), upstream?.close()]);
});

describe("Redis down at boot", () => {
  it("the storefront starts and serves, warns once, /healthz says so; Redis started later is picked up without a restart", async () => {
    expect(atBoot.page).toBe(200);
    expect(atBoot.health).toEqual({ ok: true, upstream: "ok", redis: "indisponível" });
    await redisUp();
    const ready = a.logs().findIndex((line) => line.event === "redis.ready");
    expect(ready).toBeGreaterThan(0);
    const warnings = a
      .logs()
      .slice(0, ready)
      .filter((line) => line.event === "redis.unavailable");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe("warn");
    expect(await health(a)).toEqual({ ok: true, upstream: "ok", redis: "ok" });
  });
});

/**
 * The casaverde customer at the checkout with `kilos` of bananas, its page opened on both instances
 * (a balancer sends page loads anywhere); the same browser on instance B.
 */
async function atCheckout(kilos: string) {
  const onA = await logIn(a, "casaverde", CUSTOMER);
  await addToCart(onA, "casaverde", "3001", kilos);
  const page = await openCheckout(onA, "casaverde");
  const onB = onA.at(b.url);
  await openCheckout(onB, "casaverde");
  return { onA, onB, page };
}

/** The form of `page` sent at once to both instances, every upstream answer held 100 ms (the order call is still out when the second request looks). */
async function doubleSubmit({ onA, onB, page }: Awaited<ReturnType<typeof atCheckout>>): Promise<Response[]> {
  const fields = casaVerdeAnswers(page);
  upstream.setDelay(100);
  try {
    return await Promise.all([
      submitCheckout(onA, "casaverde", page, fields),
      submitCheckout(onB, "casaverde", page, fields),
    ]);
  } finally {
    upstream.setDelay(0);
  }
}

describe("an order submitted twice at once, once to each instance", () => {
  it("is placed once, by one order call: the second request waits for the first and answers its order", async () => {
    await redisUp();
    const checkout = await atCheckout("6");
    const orders = placedOrders(upstream.dataDir, CUSTOMER).length;
    const from = upstream.seen.length;
    const answers = await doubleSubmit(checkout);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const [first, second] = answers.map((answer) => answer.headers.get("Location"));
    expect(first).toMatch(/^\/casaverde\/submissao\/\d+$/);
    expect(second).toBe(first);
    expect(placedOrders(upstream.dataDir, CUSTOMER)).toHaveLength(orders + 1);
    expect(orderCalls(from)).toHaveLength(1);
  });
});

describe("the public-data cache's Redis tier", () => {
  it("gives instance B what instance A asked the upstream for: B's page asks it nothing", async () => {
    await redisUp();
    // Bom Sabor is this test's alone: no other test loaded its data (during an outage, say) on either instance.
    const filling = upstream.seen.length;
    expect(await status(a, "/bomsabor/categoria/202")).toBe(200);
    expect(callsFrom(filling).length).toBeGreaterThan(0);
    const from = upstream.seen.length;
    expect(await status(b, "/bomsabor/categoria/202")).toBe(200);
    expect(callsFrom(from)).toEqual([]);
  });

  it("keeps JSON per supplier, only what any guest gets: a customer's pages add no entry", async () => {
    await redisUp();
    const pages = ["/aurora/categoria/102", "/aurora/produto/1001"];
    const entries = async () =>
      (await direct.keys("storefront:cache:*:e:*")).filter((key) => !/:(limites|outro):/.test(key));
    // A guest's visit first: what any guest gets is in Redis, and the set of entries settles (a stale entry's refresh written).
    let before: string[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const page of pages) expect(await status(a, page)).toBe(200);
      const now = (await entries()).sort();
      if (round > 0 && now.join() === before.join()) break;
      before = now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ana = await logIn(a, "aurora", "cliente@exemplo.com.br");
    for (const page of pages) expect((await ana.get(page)).status).toBe(200);
    const keys = await entries();
    expect(keys.filter((key) => !before.includes(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(0);
    const values = await direct.mget(keys);
    for (const [index, key] of keys.entries()) {
      expect(key).toMatch(/^storefront:cache:[\w-]+:(-|[0-9a-f-]{36}):e:/);
      const value = values[index];
      if (value === null || value === undefined) continue; // expired since listed
      const kept = JSON.parse(value) as { f: number; v: unknown };
      expect(typeof kept.f).toBe("number");
      expect(value).not.toMatch(/cliente@exemplo\.com\.br|"idcliente":"?[1-9]/);
    }
  });
});

describe("a value in Redis that its load's schema would not let through", () => {
  it("is a miss: the page renders from the upstream's data, never the injected CSS nor an error, with a warning", async () => {
    await redisUp();
    // A third instance: nothing of Aurora in its own tier, so it reads what is in Redis.
    const c = await startStorefront(options);
    onTestFinished(async () => {
      await c.stop();
    });
    await redisSaid(c, "ok");
    expect(await status(c, "/casaverde")).toBe(200);
    // The namespace of this build: Casa Verde's configuration is in Redis now (read or written by c).
    let namespace: string | undefined;
    for (const deadline = Date.now() + 5_000; !namespace && Date.now() < deadline;) {
      namespace = (await direct.keys("storefront:cache:*:-:e:config:casaverde"))[0]?.replace(
        /:-:e:config:casaverde$/,
        "",
      );
      if (!namespace) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(namespace).toBeDefined();
    const aurora = SUPPLIER_IDS.aurora;
    const poison = (key: string, v: unknown) =>
      direct.set(`${namespace}:${aurora}:e:${key}`, JSON.stringify({ f: Date.now() + 60_000, v }), "PX", 60_000);
    await poison(`theme:${aurora}`, {
      primaryColor: "red}body{display:none",
      secondaryColor: "#000000",
      auxiliarColor: "#000000",
      textColor: "#ffffff",
      logo: null,
      textos: { boasVindas: null },
      configuracao: { tituloPagina: null },
      trackingGoogleAnalytics: null,
      menus: [],
    });
    await poison(`categories:${aurora}:`, { nada: true });
    await poison(`footer:${aurora}`, 42);
    const from = upstream.seen.length;
    const lines = c.lines.length;
    const page = await fetchFully(`${c.url}/aurora/categoria/102`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain("display:none");
    expect(html).toContain("--sf-color-primary:#1d4e89");
    expect(callsFrom(from).some((call) => call.endsWith("/tema"))).toBe(true);
    const warnings = c.logs(lines).filter((line) => line.event === "cache.shared_invalid");
    expect(warnings.map((line) => line.level)).toEqual(["warn", "warn", "warn"]);
    expect(c.logs(lines).filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("the Redis tier's bounds", () => {
  it("keeps each supplier's entries within its budget (those closest to expiry go first) and never a value too large", async () => {
    // An entry here counts ~110 bytes of value, ~50 of key three times (entry, index, sizes) and 100 more:
    // two fit in 800 bytes, three do not (their values alone would).
    const bounds = { maxBytesPerSupplier: 800, maxValueBytes: 200 };
    const slot = (supplier: string, key: string) => sharedSlot(supplier, key, z.string(), direct, bounds)!;
    const now = Date.now();
    const text = (letter: string) => letter.repeat(80);
    onTestFinished(async () => {
      const written = await direct.keys("storefront:cache:*:limites:*");
      await direct.del(...written, ...(await direct.keys("storefront:cache:*:outro:*")));
    });
    // The entry closest to expiry is the last written: dropping the first written would drop another.
    await slot("limites", "longa-1").write(text("b"), now + 30_000);
    await slot("outro", "longa").write(text("z"), now + 30_000);
    await slot("limites", "curta").write(text("a"), now + 2_000);
    expect((await slot("limites", "curta").read())?.value).toBe(text("a"));
    // A third entry of the supplier passes its 800 bytes: the one closest to expiry goes; the other supplier keeps its own.
    await slot("limites", "longa-2").write(text("c"), now + 30_000);
    expect(await slot("limites", "curta").read()).toBeNull();
    expect((await slot("limites", "longa-1").read())?.value).toBe(text("b"));
    expect((await slot("limites", "longa-2").read())?.value).toBe(text("c"));
    expect((await slot("outro", "longa").read())?.value).toBe(text("z"));
    await slot("limites", "grande").write(text("g").repeat(3), now + 30_000);
    expect(await slot("limites", "grande").read()).toBeNull();
    const [total] = await direct.hmget((await direct.keys("storefront:cache:*:limites:tamanhos"))[0]!, "");
    expect(Number(total)).toBeLessThanOrEqual(800);
  });
});

describe("Redis slow (every answer late)", () => {
  it("pages answer in full: the cache's reads give up and ask the upstream, limits and the cart lock wait on it", async () => {
    await redisUp();
    // Instance A keeps the page's public data in Redis while Redis is quick.
    expect(await status(a, "/aurora/categoria/103")).toBe(200);
    // 450 ms: far past a cache read's 100 ms (a busy process still gives up on it), within a command's 500 ms.
    await proxy.set({ kind: "slow", delayMs: 450 });
    try {
      const from = upstream.seen.length;
      const page = await fetchFully(`${b.url}/aurora/categoria/103`);
      expect(page.status).toBe(200);
      expect(callsFrom(from).some((call) => call.includes("/listaprodutos/"))).toBe(true);
      // Limits and the cart lock wait on each command: 200 ms late is as good a test of that, and quicker.
      await proxy.set({ kind: "slow", delayMs: 200 });
      const who = await logIn(b, "aurora", "cliente@exemplo.com.br");
      expect(
        (await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "1" })).status,
      ).toBe(303);
      const wrong = await new Shopper(a.url).post("/aurora/entrar", {
        login: "cliente@exemplo.com.br",
        senha: "senha-errada-123",
      });
      expect(wrong.status).toBe(401);
    } finally {
      await proxy.set({ kind: "pass" });
    }
  });
});

describe("Redis answering errors", () => {
  it("degrades each instance to its own state (one warning, /healthz says so), never an error; an order is still placed once", async () => {
    await redisUp();
    const from = a.lines.length;
    await proxy.set({ kind: "errors" });
    try {
      await Promise.all([redisSaid(a, "indisponível"), redisSaid(b, "indisponível")]);
      expect(await status(a, "/aurora/categoria/104")).toBe(200);
      expect(await status(b, "/aurora/produto/1002")).toBe(200);
      const wrong = await new Shopper(a.url).post("/aurora/entrar", {
        login: "cliente@exemplo.com.br",
        senha: "senha-errada-123",
      });
      expect(wrong.status).toBe(401);

      const checkout = await atCheckout("7");
      const orders = placedOrders(upstream.dataDir, CUSTOMER).length;
      const answers = await doubleSubmit(checkout);
      expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
      expect(answers[1]!.headers.get("Location")).toBe(answers[0]!.headers.get("Location"));
      expect(placedOrders(upstream.dataDir, CUSTOMER)).toHaveLength(orders + 1);

      const warnings = a.logs(from).filter((line) => line.event === "redis.unavailable");
      expect(warnings).toHaveLength(1);
      expect(a.logs(from).filter((line) => line.level === "error")).toEqual([]);
    } finally {
      await proxy.set({ kind: "pass" });
    }
    await redisSaid(a, "ok");
  });
});
