/**
 * Segments and the age check (docs/rules/catalogue.md "Segments", "Age check";
 * docs/rules/storefront.md "Supplier loading"; the categories call with idsegmento,
 * docs/upstream-api.md §10), through the real server without JavaScript at Empório Bom Sabor, whose
 * three segments are "Mercearia fina", "Frios e laticínios" and "Bebidas alcoólicas"
 * (requer_maioridade). The public cache is on, as in production.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bodyText } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, logLevel: "warn" });
});

afterEach(() => upstream.setFault({ mode: "pass" }));

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

const DAIRY = "bomsabor-frios";
const GROCERY = "bomsabor-mercearia";
const DRINKS = "bomsabor-bebidas-alcoolicas";
const WINE = "/bomsabor/produto/2041";
const WINE_NAME = "Vinho tinto Malbec 750 ml";
/** Vinhos tintos (Bebidas alcoólicas) and Queijos (Frios e laticínios). */
const RED_WINES = "/bomsabor/categoria/241";
const CHEESES = "/bomsabor/categoria/221";
const QUESTION = "Você tem 18 anos ou mais?";

/** The page's status, Location and visible text, and the upstream requests it made whose path matches. */
async function visit(who: Shopper, path: string, call: RegExp = /^$/) {
  const from = upstream.seen.length;
  const response = await who.get(path);
  const text = bodyText(await response.text());
  const calls = upstream.seen.slice(from).filter((seen) => call.test(seen.path));
  return { status: response.status, location: response.headers.get("Location"), text, calls };
}

async function choose(who: Shopper, idsegmento: string) {
  const response = await who.post("/bomsabor/segmento", { idsegmento });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/bomsabor");
  return who;
}

async function adult(who = new Shopper(server.url)) {
  const response = await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: "/bomsabor" });
  expect(response.status).toBe(303);
  return who;
}

const segmentsOf = (calls: { query: URLSearchParams }[]) => calls.map((call) => call.query.get("idsegmento"));

/** Whether the categories call was ever made with this idsegmento (a later page may read it from the cache). */
const categoriesAskedFor = (idsegmento: string) =>
  upstream.seen.some(
    (seen) => /\/listacategoriasprodutos\//.test(seen.path) && seen.query.get("idsegmento") === idsegmento,
  );

/** A category of each segment: one shows in the header's categories only while its segment is active. */
const MARKS = { [GROCERY]: "Azeites e vinagres", [DAIRY]: "Manteigas e iogurtes", [DRINKS]: "Vinhos tintos" };

/** The home's text, checked to show the categories of `idsegmento` only. */
async function expectHomeOf(who: Shopper, idsegmento: string) {
  const home = await visit(who, "/bomsabor");
  expect(categoriesAskedFor(idsegmento)).toBe(true);
  for (const [id, mark] of Object.entries(MARKS)) {
    if (id === idsegmento) expect(home.text).toContain(mark);
    else expect(home.text).not.toContain(mark);
  }
  return home;
}

describe("choosing a segment", () => {
  it("a guest who chose nothing sees the whole catalogue and the choice of the three", async () => {
    const home = await visit(new Shopper(server.url), "/bomsabor", /\/listacategoriasprodutos\//);
    expect(home.status).toBe(200);
    expect(home.text).toContain("O que você procura hoje?");
    for (const name of ["Mercearia fina", "Frios e laticínios", "Bebidas alcoólicas"])
      expect(home.text).toContain(name);
    // The whole tree: no idsegmento (or the cache answered it), every segment's categories.
    expect(segmentsOf(home.calls).every((id) => id === null)).toBe(true);
    for (const mark of Object.values(MARKS)) expect(home.text).toContain(mark);
  });

  it("the choice is kept for the visit: the categories call carries idsegmento, the home shows its categories only", async () => {
    const who = await choose(new Shopper(server.url), DAIRY);
    const cookie = who.cookie("commerce-segmento");
    expect(cookie).toBeTruthy();
    const home = await expectHomeOf(who, DAIRY);
    expect(home.text).not.toContain("O que você procura hoje?");
    // And on the next page too.
    const next = await visit(who, "/bomsabor/busca?q=queijo", /\/full-text\/pesquisar/);
    expect(segmentsOf(next.calls)).toEqual([DAIRY]);
  });

  it("search is scoped to the segment, and kept apart in the guests' cache", async () => {
    const dairy = await visit(await choose(new Shopper(server.url), DAIRY), "/bomsabor/busca?q=vinho&ordem=nome_asc");
    expect(dairy.text).toContain("Não encontramos produtos");
    // A guest without a segment, right after, searching the same: the wines (behind the question).
    const whole = await visit(new Shopper(server.url), "/bomsabor/busca?q=vinho&ordem=nome_asc");
    expect(whole.text).toContain(QUESTION);
    expect(whole.text).not.toContain("Não encontramos produtos");
  });

  it.each([
    ["another supplier's segment", "aurora-atacado"],
    ["a malformed id", "../bebidas"],
    ["an id too long", "x".repeat(200)],
    ["an unknown id", "bomsabor-adega"],
  ])("%s is not found, and nothing is called or kept", async (_label, idsegmento) => {
    const who = new Shopper(server.url);
    const from = upstream.seen.length;
    const response = await who.post("/bomsabor/segmento", { idsegmento });
    expect(response.status).toBe(404);
    expect(who.cookie("commerce-segmento")).toBeUndefined();
    // Only the supplier's configuration (kept a while) may be read; no catalogue call.
    expect(upstream.seen.slice(from).filter((seen) => /listacategorias|listaprodutos/.test(seen.path))).toEqual([]);
  });

  it("a direct link to another segment's category switches to it", async () => {
    const who = await choose(new Shopper(server.url), GROCERY);
    const cheeses = await visit(who, CHEESES);
    expect(cheeses.status).toBe(200);
    expect(cheeses.text).toContain("Queijo canastra meia-cura");
    await expectHomeOf(who, DAIRY);
  });

  it("a direct link to another segment's product switches to it", async () => {
    const who = await choose(new Shopper(server.url), DAIRY);
    expect((await visit(who, "/bomsabor/produto/2001")).status).toBe(200);
    await expectHomeOf(who, GROCERY);
  });
});

describe("the age check", () => {
  it("a product page by direct link asks first, and 'Sim' leads to it", async () => {
    const who = new Shopper(server.url);
    const asked = await visit(who, WINE);
    expect(asked.status).toBe(302);
    expect(asked.location).toBe(`/bomsabor/maioridade?voltar=${encodeURIComponent(WINE)}`);
    const question = await visit(who, asked.location!);
    expect(question.status).toBe(200);
    expect(question.text).toContain(QUESTION);
    expect(question.text).not.toContain(WINE_NAME);
    const yes = await who.post("/bomsabor/maioridade", { resposta: "sim", voltar: WINE });
    expect(yes.status).toBe(303);
    expect(yes.headers.get("Location")).toBe(WINE);
    const product = await visit(who, WINE);
    expect(product.status).toBe(200);
    expect(product.text).toContain(WINE_NAME);
  });

  it("the segment's category asks first", async () => {
    const asked = await visit(new Shopper(server.url), RED_WINES);
    expect(asked.status).toBe(302);
    expect(asked.location).toContain("/bomsabor/maioridade?voltar=");
    const after = await visit(await adult(), RED_WINES);
    expect(after.status).toBe(200);
    expect(after.text).toContain(WINE_NAME);
  });

  it("'Não' leads back to the store's home, out of the adults-only segment", async () => {
    const who = await choose(new Shopper(server.url), DRINKS);
    const no = await who.post("/bomsabor/maioridade", { resposta: "nao", voltar: WINE });
    expect(no.status).toBe(303);
    expect(no.headers.get("Location")).toBe("/bomsabor");
    const home = await visit(who, "/bomsabor");
    expect(home.text).toContain("O que você procura hoje?");
    expect((await visit(who, WINE)).status).toBe(302);
  });

  it("a forged or tampered age cookie asks again", async () => {
    const who = await adult();
    const real = who.cookie("commerce-maioridade")!;
    for (const forged of ["InNpbSI%3D", `${real.slice(0, -2)}xx`, "sim"]) {
      const response = await fetch(`${server.url}${WINE}`, {
        headers: { Cookie: `commerce-maioridade=${forged}` },
        redirect: "manual",
      });
      expect(response.status, forged).toBe(302);
      expect(response.headers.get("Location")).toContain("/maioridade");
    }
    expect((await visit(who, WINE)).status).toBe(200);
  });

  it("search results hold the adults-only products behind the question, until 'Sim'", async () => {
    const guest = await visit(new Shopper(server.url), "/bomsabor/busca?q=vinho");
    expect(guest.status).toBe(200);
    expect(guest.text).toContain(QUESTION);
    expect(guest.text).toMatch(/9 produtos aqui são só para maiores de 18 anos/);
    expect(guest.text).not.toContain(WINE_NAME);
    const grown = await visit(await adult(), "/bomsabor/busca?q=vinho");
    expect(grown.text).not.toContain(QUESTION);
    expect(grown.text).toContain(WINE_NAME);
  });

  it("search suggestions are scoped to the segment, and name no adults-only product before 'Sim'", async () => {
    const names = async (who: Shopper, text: string) => {
      const from = upstream.seen.length;
      const response = await who.get(`/bomsabor/sugestoes?q=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { suggestions: { nome: string; idsegmento?: unknown }[] };
      for (const suggestion of body.suggestions) expect(suggestion).not.toHaveProperty("idsegmento");
      const calls = upstream.seen.slice(from).filter((seen) => /\/v4\/produto\/sugestoes\//.test(seen.path));
      return { names: body.suggestions.map((suggestion) => suggestion.nome), calls };
    };
    const dairy = await names(await choose(new Shopper(server.url), DAIRY), "queijo");
    expect(segmentsOf(dairy.calls)).toEqual([DAIRY]);
    expect(dairy.names).toContain("Queijo canastra meia-cura");
    // A guest without a segment: the wines are not named…
    const guest = await names(new Shopper(server.url), "vinho");
    expect(guest.names.filter((name) => /vinho/i.test(name))).toEqual([]);
    // …until "Sim".
    expect((await names(await adult(), "vinho")).names).toContain(WINE_NAME);
  });

  it("the home's carousels hold their adults-only products behind the question", async () => {
    const guest = await visit(new Shopper(server.url), "/bomsabor");
    expect(guest.text).toContain(QUESTION);
    expect(guest.text).not.toContain(WINE_NAME);
    const grown = await visit(await adult(), "/bomsabor");
    expect(grown.text).not.toContain(QUESTION);
  });

  it("a product whose segment the upstream does not say is shown, as not adults-only, and logged", async () => {
    upstream.setFault({
      mode: "rewrite",
      match: (request) => /\/fornecedor\/[^/]+\/produto\/2059$/.test(request.path),
      rewrite: (body) => ({ ...(body as object), idsegmento: null }),
    });
    const from = server.lines.length;
    // Gin London Dry 750 ml (Bebidas alcoólicas), asked by this test alone.
    const product = await visit(new Shopper(server.url), "/bomsabor/produto/2059");
    expect(product.status).toBe(200);
    expect(product.text).toContain("Gin London Dry 750 ml");
    await server.waitForLog((line) => line.event === "catalogue.product_segment_unknown", 5000, from);
  });
});
