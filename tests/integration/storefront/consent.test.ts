/**
 * Cookie consent through the real server (ADR 0041; docs/rules/storefront.md "Sessions and
 * cookies": four cookie-consent flags, all true by default, sent as headers with every call): the
 * banner until a choice, the choice kept in its own signed cookie (garbage: the banner again), the
 * four headers on the upstream's API calls and on the image proxy's as chosen, and an order at
 * Aurora logged through the analytics log call once, only with performance chosen, its failure
 * leaving the order as placed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  startMisbehavingUpstream,
  type MisbehavingUpstream,
  type SeenRequest,
} from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import {
  addToCart,
  CHECKOUT_ENV,
  logIn,
  open,
  openCheckout,
  placeOrder,
  questionField,
} from "../checkout/checkout-shopper";

const BANNER_BUTTONS = ["Aceitar todos", "Rejeitar opcionais", "Preferências"];
const CONSENT_HEADERS = [
  "x-consent-necessary",
  "x-consent-session",
  "x-consent-performance",
  "x-consent-personalization",
];
const IMAGE = "/imagens/aurora/produtos/1044.svg";
const ANA = "cliente@exemplo.com.br";

let upstream: MisbehavingUpstream;
let storefront: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  storefront = await startStorefront({ apiBaseUrl: upstream.url, env: { PUBLIC_CACHE: "false", ...CHECKOUT_ENV } });
});

beforeEach(() => {
  upstream.setFault({ mode: "pass" });
  upstream.seen.length = 0;
});

afterAll(async () => {
  await storefront?.stop();
  await upstream?.close();
});

const flagsOf = (request: SeenRequest) => CONSENT_HEADERS.map((name) => request.headers[name]);
const apiCalls = () => upstream.seen.filter((request) => !request.path.startsWith("/imagens/"));
const imageCalls = () => upstream.seen.filter((request) => request.path.startsWith("/imagens/"));

/** The flags every upstream request of a page and an image carried (one row per distinct set). */
async function flagsSeen(who: Shopper): Promise<{ api: unknown[][]; image: unknown[][] }> {
  upstream.seen.length = 0;
  expect((await who.get("/aurora")).status).toBe(200);
  expect((await who.get(IMAGE)).status).toBe(200);
  const distinct = (rows: SeenRequest[]) =>
    [...new Set(rows.map((row) => JSON.stringify(flagsOf(row))))].map((row) => JSON.parse(row) as unknown[]);
  expect(apiCalls().length).toBeGreaterThan(0);
  return { api: distinct(apiCalls()), image: distinct(imageCalls()) };
}

const hasBanner = (html: string) => BANNER_BUTTONS.every((label) => html.includes(`>${label}</`));

describe("the choice and the headers", () => {
  it("before a choice: the banner, and the spec's defaults (all true) on the API's and the image's requests", async () => {
    const who = new Shopper(storefront.url);
    expect(hasBanner(await (await who.get("/aurora")).text())).toBe(true);
    expect(await flagsSeen(who)).toEqual({
      api: [["true", "true", "true", "true"]],
      image: [["true", "true", "true", "true"]],
    });
  });

  it('"Rejeitar opcionais": back to the page, no banner, and only necessary on every request after', async () => {
    const who = new Shopper(storefront.url);
    const answer = await who.post("/aurora/cookies", { intent: "rejeitar", redirectTo: "/aurora/busca?q=arroz" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/aurora/busca?q=arroz");
    expect(who.cookie("commerce-cookies")).toBeDefined();
    expect(hasBanner(await (await who.get("/aurora")).text())).toBe(false);
    expect(await flagsSeen(who)).toEqual({
      api: [["true", "false", "false", "false"]],
      image: [["true", "false", "false", "false"]],
    });
  });

  it("the preferences page saves the boxes ticked, says so, and the headers follow", async () => {
    const who = new Shopper(storefront.url);
    const answer = await who.post("/aurora/cookies", { intent: "salvar", personalization: "1" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/aurora/cookies");
    const page = await (await who.get("/aurora/cookies")).text();
    expect(page).toContain("Suas preferências de cookies foram salvas.");
    const box = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0] ?? "";
    expect(box("personalization")).toContain("checked");
    expect(box("performance")).not.toContain("checked");
    expect(box("session")).not.toContain("checked");
    expect(await flagsSeen(who)).toEqual({
      api: [["true", "false", "false", "true"]],
      image: [["true", "false", "false", "true"]],
    });
  });

  it("a cookie with garbage, or unsigned, or signed by someone else, is no choice: the banner again, the defaults sent", async () => {
    for (const value of ["garbage", "n1s0p0z0", "Im4xczBwMHowIg.forged"]) {
      upstream.seen.length = 0;
      const page = await fetch(`${storefront.url}/aurora`, { headers: { Cookie: `commerce-cookies=${value}` } });
      expect(page.status).toBe(200);
      expect(hasBanner(await page.text()), value).toBe(true);
      expect(new Set(apiCalls().map((call) => JSON.stringify(flagsOf(call)))), value).toEqual(
        new Set([JSON.stringify(["true", "true", "true", "true"])]),
      );
    }
  });

  it("a choice from another site is refused (403) and keeps nothing", async () => {
    const who = new Shopper(storefront.url);
    const answer = await who.post("/aurora/cookies", { intent: "aceitar" }, "http://evil.example");
    expect(answer.status).toBe(403);
    expect(who.cookie("commerce-cookies")).toBeUndefined();
  });
});

describe("the purchase logged for analytics (POST /v4/log/google-analytics/{x})", () => {
  const logCalls = () =>
    upstream.seen.filter(
      (request) => request.method === "POST" && request.path.startsWith("/v4/log/google-analytics/"),
    );

  /** Ana at Aurora with two bales of rice to her work address, her cookies chosen as `intent` says. */
  /** Each test its own quantity: the same order twice in a row is refused as a duplicate. */
  async function anaOrdering(intent: "aceitar" | "rejeitar", bales: string) {
    const ana = await logIn(storefront, "aurora", ANA);
    expect((await ana.post("/aurora/cookies", { intent, redirectTo: "/aurora" })).status).toBe(303);
    const delivery = await open(ana, "/aurora/entrega");
    const work = /<strong>Trabalho: <\/strong>[\s\S]*?name="idendereco" value="(\d+)"/.exec(delivery.html)?.[1];
    expect((await ana.post("/aurora/entrega", { intent: "endereco", idendereco: work! })).status).toBe(303);
    await addToCart(ana, "aurora", "1001", bales);
    const checkout = await openCheckout(ana, "aurora");
    upstream.seen.length = 0;
    const placed = await placeOrder(ana, "aurora", {
      idformapagamento: "11",
      [questionField(checkout, "Horário de recebimento")]: "Manhã (8h às 12h)",
    });
    return placed;
  }

  /** Waits (bounded by the test's timeout) for the log call the order set off without waiting on it. */
  async function settled(count: number) {
    while (logCalls().length < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it("is sent once per order after Aceitar todos, for the supplier (the reference server accepts only a body in BRL with a GA4 key)", async () => {
    const { numpedido } = await anaOrdering("aceitar", "2");
    await settled(1);
    // The order's page opened again logs nothing more.
    await open(await logIn(storefront, "aurora", ANA), `/aurora/submissao/${numpedido}`);
    expect(logCalls()).toHaveLength(1);
    const [call] = logCalls();
    expect(call!.path).toMatch(/^\/v4\/log\/google-analytics\/[0-9a-f-]{36}$/);
    expect(flagsOf(call!)).toEqual(["true", "true", "true", "true"]);
  });

  it("is not sent after Rejeitar opcionais", async () => {
    await anaOrdering("rejeitar", "3");
    // The order's page was read after the order: a log call would have been on its way before it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logCalls()).toEqual([]);
  });

  it("failing (500) leaves the order placed and its page as usual", async () => {
    upstream.setFault({ mode: "500", match: (request) => request.path.startsWith("/v4/log/google-analytics/") });
    const { numpedido, page } = await anaOrdering("aceitar", "4");
    await settled(1);
    expect(logCalls()[0]!.fault).toBe("500");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Pedido nº ${numpedido}`);
  });
});

describe("what a choice leaves off", () => {
  const suggestionCalls = () => upstream.seen.filter((request) => request.path.startsWith("/v4/sugestao/produtos/"));

  it.each([
    ["Aceitar todos", "aceitar", "/501", true],
    ["Rejeitar opcionais", "rejeitar", "/anonimo", false],
  ] as const)(
    "after %s, a product's suggestions carry the shopper only with personalization, and the page says when they are generic",
    async (_name, intent, client, personalized) => {
      const ana = await logIn(storefront, "aurora", ANA);
      expect((await ana.post("/aurora/cookies", { intent, redirectTo: "/aurora" })).status).toBe(303);
      upstream.seen.length = 0;
      const page = await open(ana, "/aurora/produto/1001");
      expect(page.status).toBe(200);
      const asked = suggestionCalls();
      expect(asked).toHaveLength(1);
      expect(asked[0]!.path.endsWith(client)).toBe(true);
      expect(asked[0]!.headers.authorization !== undefined).toBe(personalized);
      expect(page.text.includes("você desativou os cookies de personalização")).toBe(!personalized);
    },
  );

  it.each([
    ["Aceitar todos", "aceitar", true],
    ["Rejeitar opcionais", "rejeitar", false],
  ] as const)(
    "after %s, the delivery choice outlives the visit only with the session cookies",
    async (_name, intent, kept) => {
      const who = new Shopper(storefront.url);
      expect((await who.post("/aurora/cookies", { intent, redirectTo: "/aurora" })).status).toBe(303);
      const chosen = await who.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" });
      expect(chosen.status).toBe(303);
      const cookie = chosen.headers.getSetCookie().find((line) => line.startsWith("commerce-entrega="));
      expect(cookie).toBeDefined();
      expect(/;\s*(Max-Age|Expires)=/i.test(cookie!)).toBe(kept);
    },
  );
});
