/**
 * docs/rules/catalogue.md "Price visibility" in what a browser receives, not only in what a page draws: a guest at a
 * supplier that hides prices from guests (aurora: support-budget; bomsabor:
 * hide-price-for-logged-out-customers) gets no price in the HTML of a catalogue page, in the page's
 * data streamed into it (`window.__remixContext`), or in its single-fetch data URL (`….data`).
 * Where prices may be shown (an approved customer at aurora, any guest at casaverde) they still are.
 * The guest has answered "Sim" to the age question (docs/rules/catalogue.md "Age check"), so the
 * pages of Bom Sabor's drinks are the pages checked, not the question before them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "turbo-stream";
import { Shopper } from "../../support/shopper";
import { rawGet, startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

/** The guests' age cookie ("Sim", signed by the server). */
let adultGuest = "";

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });
  const guest = new Shopper(server.url);
  await guest.post("/bomsabor/maioridade", { resposta: "sim", voltar: "/bomsabor" });
  adultGuest = `commerce-maioridade=${guest.cookie("commerce-maioridade")}`;
});

afterAll(async () => {
  await server?.stop();
});

/** Every catalogue page of a store: home, category (both pages), search, products, combo and combos (bomsabor has no combos), campaign products, a home row's page, suggestions. */
const CATALOGUE = {
  aurora: [
    "/aurora",
    "/aurora/categoria/101",
    "/aurora/categoria/101?pagina=2",
    "/aurora/busca?q=caf%C3%A9",
    "/aurora/produto/1003",
    "/aurora/produto/1001",
    "/aurora/combo/701",
    "/aurora/combos",
    "/aurora/acao/801",
    "/aurora/vitrine/12",
    "/aurora/sugestoes?q=ca",
  ],
  bomsabor: [
    "/bomsabor",
    "/bomsabor/categoria/241",
    "/bomsabor/busca?q=queijo",
    "/bomsabor/produto/2001",
    "/bomsabor/produto/2041",
    "/bomsabor/acao/813",
    "/bomsabor/vitrine/23",
    "/bomsabor/sugestoes?q=vi",
  ],
} as const;

/** The single-fetch URL of a page's data, as Remix 2 asks for it (`/` → `/_root.data`, else `{path}.data`). */
function dataUrl(page: string): string {
  const url = new URL(page, "http://loja.invalid");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return `${url.pathname}${url.search}`;
}

/** Decodes a turbo-stream (the format of single fetch), with every deferred value settled. */
async function decodeStream(text: string): Promise<unknown> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  // Remix's own types (redirects, error responses) decode to a plain record of what they carry.
  const decoded = await decode(body, {
    plugins: [(type: string, ...values: unknown[]) => ({ value: { type, values } })],
  });
  await decoded.done;
  return settle(decoded.value, new Set());
}

async function settle(value: unknown, seen: Set<object>): Promise<unknown> {
  if (value instanceof Promise)
    return settle(await value.catch((error: unknown) => ({ rejected: String(error) })), seen);
  if (value === null || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = await settle(record[key], seen);
  return value;
}

/** The page data a document carries: the turbo-stream chunks it hands to `window.__remixContext.streamController`. */
async function documentData(html: string): Promise<unknown> {
  const chunks = [...html.matchAll(/window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
    (match) => JSON.parse(match[1] ?? '""') as string,
  );
  expect(chunks.length, "the document streams its data").toBeGreaterThan(0);
  return decodeStream(chunks.join(""));
}

/** Where a value holds a price: `preco*` keys and offer prices with a number, progressive tiers, JSON-LD offers, "R$" text. */
function pricesIn(value: unknown, path = "", found: string[] = []): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => pricesIn(item, `${path}[${index}]`, found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = `${path}.${key}`;
      const numeric = typeof item === "number" || (typeof item === "string" && /^\d+(\.\d+)?$/.test(item));
      if (/^preco/i.test(key) && numeric) found.push(`${at}=${String(item)}`);
      if (/^(price|listPrice|lowPrice|highPrice)$/.test(key) && numeric) found.push(`${at}=${String(item)}`);
      if (
        /^(descontoProgressivo|offers)$/.test(key) &&
        item !== null &&
        typeof item === "object" &&
        Object.keys(item).length > 0
      )
        found.push(at);
      pricesIn(item, at, found);
    }
  } else if (typeof value === "string" && value.includes("R$")) {
    found.push(`${path}: ${value.slice(0, 80)}`);
  }
  return found;
}

/** What a page's HTML shows or embeds of prices: "R$" anywhere, a JSON-LD offer. */
function pricesInHtml(html: string): string[] {
  const found = [...html.matchAll(/.{0,40}R\$.{0,20}/g)].map((match) => match[0]);
  if (/"offers"\s*:/.test(html)) found.push("JSON-LD offers");
  return found;
}

async function documentOf(who: Shopper | null, page: string): Promise<{ status: number; html: string }> {
  const response = who
    ? await who.get(page)
    : await fetch(`${server.url}${page}`, { redirect: "manual", headers: { Cookie: adultGuest } });
  return { status: response.status, html: await response.text() };
}

async function dataOf(who: Shopper | null, page: string): Promise<{ status: number; data: unknown }> {
  const url = dataUrl(page);
  const response = who
    ? await who.get(url)
    : await fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: adultGuest } });
  return { status: response.status, data: await decodeStream(await response.text()) };
}

async function loggedIn(login: string, supplier: string): Promise<Shopper> {
  const who = new Shopper(server.url);
  const response = await who.post(`/${supplier}/entrar`, { login, senha: "demo1234" });
  expect(response.status, `login of ${login}`).toBe(303);
  return who;
}

describe("a guest where prices are hidden gets none, in any form", () => {
  const pages = Object.values(CATALOGUE).flat();

  it.each(pages.filter((page) => !page.includes("/sugestoes")))(
    "%s: the document (HTML and streamed page data)",
    async (page) => {
      const { status, html } = await documentOf(null, page);
      expect(status).toBe(200);
      expect(html).toContain("Preço disponível após o login");
      expect(pricesInHtml(html)).toEqual([]);
      expect(pricesIn(await documentData(html))).toEqual([]);
    },
  );

  it.each(pages)("%s: the single-fetch data URL", async (page) => {
    const { status, data } = await dataOf(null, page);
    expect(status).toBe(200);
    expect(pricesIn(data)).toEqual([]);
  });

  it.each(CATALOGUE.bomsabor.filter((page) => !page.includes("/sugestoes")))(
    "%s on the supplier's own domain: the document and its data URL",
    async (page) => {
      const local = page.replace(/^\/bomsabor/, "") || "/";
      const host = { Host: `bomsabor.localhost:${server.port}`, Cookie: adultGuest };
      const document = await rawGet(`${server.url}${local}`, host);
      expect(document.status).toBe(200);
      expect(pricesInHtml(document.body)).toEqual([]);
      expect(pricesIn(await documentData(document.body))).toEqual([]);
      const data = await rawGet(`${server.url}${dataUrl(local)}`, host);
      expect(data.status).toBe(200);
      expect(pricesIn(await decodeStream(data.body))).toEqual([]);
    },
  );

  it("keeps what a guest needs to buy: name, unit, step, minimum and availability", async () => {
    const { data } = await dataOf(null, "/aurora/produto/1003");
    const text = JSON.stringify(data);
    expect(text).toContain('"nome":"Feijão carioca tipo 1 1 kg"');
    expect(text).toMatch(/"step":\d/);
    expect(text).toMatch(/"minimum":\d/);
    expect(text).toContain('"disponivel":true');
  });

  it.each([
    "/aurora/categoria/101?ordem=preco_desc",
    "/aurora/busca?q=caf%C3%A9&ordem=preco_asc",
    "/bomsabor/categoria/241?ordem=preco_asc",
  ])("%s: no order by price is offered or followed (the order would tell the prices)", async (page) => {
    const { html } = await documentOf(null, page);
    expect(html).toContain('name="ordem"');
    expect(html).not.toMatch(/value="preco_/);
    const text = JSON.stringify((await dataOf(null, page)).data);
    expect(text).toMatch(/"sort":null/);
    expect(text).not.toMatch(/preco_(asc|desc)/);
  });

  it("suggestions, asked for as JSON, carry names and pictures only", async () => {
    for (const supplier of ["aurora", "bomsabor"]) {
      const response = await fetch(`${server.url}/${supplier}/sugestoes?q=ca`);
      const body = (await response.json()) as { suggestions: Record<string, unknown>[] };
      expect(pricesIn(body)).toEqual([]);
      for (const suggestion of body.suggestions)
        expect(Object.keys(suggestion).sort()).toEqual(["id", "imagem", "nome"]);
    }
  });
});

describe("where prices may be shown they still are", () => {
  it("an approved customer at aurora gets the product's price, its tiers and the JSON-LD offer", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    const { status, html } = await documentOf(who, "/aurora/produto/1001");
    expect(status).toBe(200);
    expect(html).toContain("R$");
    expect(html).toMatch(/"offers"\s*:/);
    const found = pricesIn((await dataOf(who, "/aurora/produto/1001")).data);
    expect(found.some((entry) => entry.includes(".product.preco="))).toBe(true);
    expect(found.some((entry) => entry.endsWith(".descontoProgressivo"))).toBe(true);
    expect(pricesIn((await dataOf(who, "/aurora/categoria/101")).data).length).toBeGreaterThan(0);
  });

  it("an approved customer at aurora may order a listing by price", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "aurora");
    const { html } = await documentOf(who, "/aurora/categoria/101?ordem=preco_desc");
    expect(html).toMatch(/<option value="preco_desc" selected="">Maior preço<\/option>/);
    expect(JSON.stringify((await dataOf(who, "/aurora/categoria/101?ordem=preco_desc")).data)).toMatch(
      /"sort":"preco_desc"/,
    );
  });

  it("a guest at casaverde (no hiding tag) gets prices in the document and the data", async () => {
    const { html } = await documentOf(null, "/casaverde/produto/3001");
    expect(html).toMatch(/R\$\s6,99/);
    expect(pricesIn(await documentData(html)).some((entry) => entry.includes(".product.preco="))).toBe(true);
    for (const page of [
      "/casaverde",
      "/casaverde/categoria/301",
      "/casaverde/combo/721",
      "/casaverde/produto/3001",
      "/casaverde/vitrine/32",
    ]) {
      expect(pricesIn((await dataOf(null, page)).data).length, page).toBeGreaterThan(0);
    }
  });
});
