/**
 * The marketplace root finds the supplier for a CEP (`/?cep=`), through the real server over the
 * embedded upstream behind a proxy that can misbehave (docs/rules/delivery.md "Suppliers serving an address": "by delivery address", docs/rules/delivery.md "Address":
 * "exactly one means switching to it; several means offering a choice; none gives the warning
 * 'Infelizmente ainda não atendemos o seu endereço'", §8 "Supplier lookup"; docs/upstream-api.md
 * calls 2, 50 and 52). A GET form: what was typed always comes back, every refusal said next to the
 * field, never the upstream's or the validator's words.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CEP_DIRECTORY } from "../../../upstream/seed/ceps";
import { SUPPLIER_IDS } from "../../../upstream/seed/suppliers";
import { bodyText, fieldError, fieldValue, tags, textOf } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { cookieContent } from "../../support/confidential-cookies";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

const NOT_SERVED = "Infelizmente ainda não atendemos o seu endereço";
const SEARCH_FAILED = "Falha ao consultar outros fornecedores";
const MALFORMED = "Informe os 8 dígitos do CEP.";
const UNKNOWN = "CEP não encontrado. Confira os números.";
const SUPPLIER_NAMES = ["Distribuidora Aurora", "Empório Bom Sabor", "Hortifruti Casa Verde"];
/** What must never reach a shopper: the upstream's own words, a validator's, a stack. */
const RAW = /Erro interno simulado|CEP inválido: informe|Invalid|Expected|ZodError|UpstreamError|at [\w.<>]+ \(/;

let upstream: MisbehavingUpstream;
let storefront: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  // Nothing public kept between pages (call 52 for an empty cart is shared otherwise): each test's fault reaches the storefront.
  storefront = await startStorefront({ apiBaseUrl: upstream.url, env: { PUBLIC_CACHE: "false" } });
});

beforeEach(() => {
  upstream.setFault({ mode: "pass" });
  upstream.seen.length = 0;
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
});

afterAll(async () => {
  await storefront?.stop();
  await upstream?.close();
});

const isCepLookup = (request: FaultRequest) => /\/cep\/[^/]+$/.test(request.path);
const isSupplierSearchByPoint = (request: FaultRequest) =>
  /\/fornecedor$/.test(request.path) && request.query.has("lat");
const isDeliveryOptionsOf = (idfornecedor: string) => (request: FaultRequest) =>
  request.path.includes(`/formas-entrega/${idfornecedor}/`);

function get(path: string): Promise<Response> {
  return fetch(`${storefront.url}${path}`, { redirect: "manual" });
}

const search = (cep: string) => get(`/?cep=${encodeURIComponent(cep)}`);

/** The delivery choices the answer keeps (the encrypted `commerce-entrega` cookie), or null when it sets none. */
async function rememberedChoices(
  response: Response,
): Promise<Array<{ idfornecedor: string; escolha: Record<string, unknown> }> | null> {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("commerce-entrega="));
  if (!line) return null;
  return cookieContent("commerce-entrega", line.split(";")[0]!.slice("commerce-entrega=".length)) as Promise<
    Array<{ idfornecedor: string; escolha: Record<string, unknown> }>
  >;
}

/** The delivery to a CEP as the store will start from it: the CEP and its position, nothing chosen yet. */
function deliveryTo(cep: string) {
  const entry = CEP_DIRECTORY.find((candidate) => candidate.cep === cep)!;
  return {
    tipoEntrega: "DELIVERY",
    cep,
    lat: entry.lat,
    lng: entry.lng,
    idendereco: null,
    idcliente: null,
    idformaentrega: null,
    data_de_entrega: null,
  };
}

/** The suppliers' cards of the page: each one's name (its heading, or the logo it holds) and the lines under it. */
function cards(html: string): Array<{ name: string; text: string; href: string | undefined }> {
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map((match) => {
    const card = match[1] ?? "";
    const heading = /<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? "";
    return {
      name: textOf(card, "h2") || (tags(heading, "img")[0]?.alt ?? ""),
      text: bodyText(card),
      href: tags(card, "a")[0]?.href,
    };
  });
}

function expectSupplierList(html: string) {
  expect(
    cards(html)
      .map((card) => card.name)
      .toSorted(),
  ).toEqual(SUPPLIER_NAMES);
  // Each name once: the logo carries it (its alt is the heading), no second copy in text.
  for (const card of cards(html)) expect(card.text).not.toContain(card.name);
}

describe("/ without a CEP", () => {
  it("offers the CEP field, a native GET form that works without JavaScript, above every supplier", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = tags(html, "form").find((attributes) => attributes["aria-label"] === "Buscar fornecedores pelo CEP");
    expect(form).toMatchObject({ method: "get", action: "/" });
    const input = tags(html, "input").find((attributes) => attributes.name === "cep");
    expect(input).toMatchObject({ inputmode: "numeric", autocomplete: "postal-code", value: "" });
    expect(tags(html, "label").find((label) => label.for === input?.id)).toBeDefined();
    expect(textOf(html, "h1")).toBe("Escolha um fornecedor");
    expectSupplierList(html);
    expect(await rememberedChoices(response)).toBeNull();
  });
});

describe("/ with a CEP served by one supplier", () => {
  it.each([
    ["Mooca (São Paulo): aurora", "03103-000", "/aurora", SUPPLIER_IDS.aurora],
    ["Cambuí (Campinas): casaverde, pickup only", "13025-300", "/casaverde", SUPPLIER_IDS.casaverde],
  ])("%s → 302 to its store, the CEP remembered for it", async (_case, cep, store, idfornecedor) => {
    const response = await search(cep);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(store);
    expect(await rememberedChoices(response)).toEqual([{ idfornecedor, escolha: deliveryTo(cep.replace("-", "")) }]);
  });

  it("the CEP typed without its hyphen, with dots or spaces finds it too", async () => {
    for (const cep of ["03103000", "03.103-000", " 03103 000 "]) {
      const response = await search(cep);
      expect(response.headers.get("location"), cep).toBe("/aurora");
    }
  });
});

describe("/ with a CEP served by several suppliers", () => {
  it("offers the choice: each card with its delivery fee or free-delivery threshold, minimum order and next slot; the CEP remembered for each", async () => {
    const response = await search("05422-001");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html, "h1")).toBe("Fornecedores que atendem o CEP 05422-001");
    expect(fieldValue(html, "cep")).toBe("05422-001");
    const offered = cards(html);
    // The nearest store first (call 2): Bom Sabor's is in Pinheiros.
    expect(offered.map((card) => card.name)).toEqual(["Empório Bom Sabor", "Distribuidora Aurora"]);
    const [bomsabor, aurora] = offered;
    expect(bomsabor?.href).toBe("/bomsabor");
    expect(bomsabor?.text).toContain("Entrega: R$ 9,90 · grátis a partir de R$ 150,00");
    expect(bomsabor?.text).toContain("Pedido mínimo R$ 60,00");
    expect(bomsabor?.text).toMatch(/Próxima entrega: [a-zçá]{3}\., \d{2}\/\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
    expect(aurora?.href).toBe("/aurora");
    expect(aurora?.text).toContain("Entrega: R$ 25,00 · grátis a partir de R$ 500,00");
    expect(aurora?.text).toContain("Pedido mínimo R$ 300,00");
    expect(aurora?.text).toMatch(/Próxima entrega: [a-zçá]{3}\., \d{2}\/\d{2}, (08:00–12:00|13:00–18:00)/);
    expect(bodyText(html)).toContain("Ver todos os fornecedores");
    // Call 52 for an empty cart, once per supplier, of the type it offers.
    const optionCalls = upstream.seen.filter((request) => request.path.includes("/formas-entrega/"));
    expect(optionCalls.map((request) => request.query.get("tipoEntrega")).toSorted()).toEqual(["DELIVERY", "DELIVERY"]);
    expect(await rememberedChoices(response)).toEqual([
      { idfornecedor: SUPPLIER_IDS.bomsabor, escolha: deliveryTo("05422001") },
      { idfornecedor: SUPPLIER_IDS.aurora, escolha: deliveryTo("05422001") },
    ]);
  });

  it("a failed delivery-options call hides only that card's figures", async () => {
    upstream.setFault({ mode: "500", match: isDeliveryOptionsOf(SUPPLIER_IDS.aurora) });
    const response = await search("05422-001");
    expect(response.status).toBe(200);
    const html = await response.text();
    const [bomsabor, aurora] = cards(html);
    expect(bomsabor?.text).toContain("Entrega: R$ 9,90");
    expect(aurora?.name).toBe("Distribuidora Aurora");
    expect(aurora?.text).not.toMatch(/Entrega|Pedido mínimo/);
    expect(html).not.toMatch(RAW);
    expect(await rememberedChoices(response)).toHaveLength(2);
  });
});

describe("/ with a CEP no supplier serves", () => {
  it("says the spec's warning next to the field, keeps the CEP, and lists every supplier below", async () => {
    const response = await search("13084-000");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain(NOT_SERVED);
    expect(fieldValue(html, "cep")).toBe("13084-000");
    expect(textOf(html, "h1")).toBe("Escolha um fornecedor");
    expectSupplierList(html);
    expect(html.indexOf(NOT_SERVED)).toBeGreaterThan(0);
    expect(html.indexOf(NOT_SERVED)).toBeLessThan(html.indexOf("<article"));
    expect(await rememberedChoices(response)).toBeNull();
  });
});

describe("/ with a CEP it cannot search", () => {
  it("a malformed CEP: 'Informe os 8 dígitos do CEP.' next to the field, the value kept, nothing asked upstream", async () => {
    const response = await search("0542-001");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "cep")).toBe(MALFORMED);
    expect(tags(html, "input").find((input) => input.name === "cep")?.["aria-invalid"]).toBe("true");
    expect(fieldValue(html, "cep")).toBe("0542-001");
    expect(upstream.seen.filter(isCepLookup)).toEqual([]);
    expectSupplierList(html);
  });

  it("an empty CEP (the button pressed with nothing typed) asks for the 8 digits", async () => {
    const response = await search("");
    expect(response.status).toBe(400);
    expect(fieldError(await response.text(), "cep")).toBe(MALFORMED);
  });

  it("a CEP the directory does not know: 'CEP não encontrado. Confira os números.' next to the field, the value kept", async () => {
    const response = await search("99999-999");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(fieldError(html, "cep")).toBe(UNKNOWN);
    expect(fieldValue(html, "cep")).toBe("99999-999");
    expect(html).not.toMatch(RAW);
    expectSupplierList(html);
  });

  it("the supplier search failing: the spec's 'Falha ao consultar outros fornecedores', the value kept, no raw message, no crash", async () => {
    upstream.setFault({ mode: "500", match: isSupplierSearchByPoint });
    const response = await search("05422-001");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(bodyText(html)).toContain(SEARCH_FAILED);
    expect(fieldValue(html, "cep")).toBe("05422-001");
    expect(html).not.toMatch(RAW);
    expect(upstream.seen.some((request) => isSupplierSearchByPoint(request) && request.fault === "500")).toBe(true);
    expectSupplierList(html);
    expect(await rememberedChoices(response)).toBeNull();
    expect(storefront.alive()).toBe(true);
  });

  it("the CEP directory failing: said next to the field, the value kept, no raw message", async () => {
    upstream.setFault({ mode: "500", match: isCepLookup });
    const response = await search("05422-001");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(bodyText(html)).toContain("Não foi possível consultar o CEP agora. Tente novamente em instantes.");
    expect(fieldValue(html, "cep")).toBe("05422-001");
    expect(html).not.toMatch(RAW);
  });

  it("every supplier's list failing too: the CEP's answer still shows, the list's place says so", async () => {
    upstream.setFault({ mode: "500", match: (request) => /\/fornecedor$/.test(request.path) });
    const response = await search("13084-000");
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(fieldValue(html, "cep")).toBe("13084-000");
    expect(bodyText(html)).toContain(SEARCH_FAILED);
    expect(cards(html)).toEqual([]);
  });

  it("5 000 characters in the field: asked for the 8 digits, the field shows only what it holds, nothing asked upstream", async () => {
    const response = await search("9".repeat(5000));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldError(html, "cep")).toBe(MALFORMED);
    expect(fieldValue(html, "cep")).toBe("9".repeat(12));
    expect(html).not.toContain("9".repeat(13));
    expect(upstream.seen.filter(isCepLookup)).toEqual([]);
  });
});
