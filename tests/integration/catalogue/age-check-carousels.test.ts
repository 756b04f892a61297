/**
 * The age check on a product page's carousels (docs/rules/catalogue.md "Age check"): an adults-only
 * product among another product's similar ones (or its recommendations) is held back behind the
 * question, not offered with its buy button, until the shopper answers "Sim". The reference server
 * keeps similar products within their category (one segment), so a variant server puts Bom Sabor's
 * wine among the olive oil's similar products, as another platform may.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hrefs } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { startVariantUpstream, type VariantRequest, type VariantUpstream } from "../../support/variant-upstream";

const APP_TOKEN = "idade-carrosseis-token";
const OLIVE_OIL = "/bomsabor/produto/2001";
const WINE = "/bomsabor/produto/2041";
const WINE_NAME = "Vinho tinto Malbec 750 ml";

/** The wine's own answer (call 17), kept to put among the olive oil's similar products. */
let wine: Record<string, unknown> | null = null;

function alter(request: VariantRequest, body: unknown): unknown {
  const product = /^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/produto\/(\d+)$/.exec(request.path)?.[1];
  if (request.method !== "GET" || !product || !body || typeof body !== "object") return body;
  const answer = body as Record<string, unknown>;
  if (product === "2041") wine = { ...answer, similares: undefined };
  if (product === "2001" && wine) return { ...answer, similares: [wine, ...((answer.similares as unknown[]) ?? [])] };
  return body;
}

let variant: VariantUpstream;
let storefront: StorefrontServer;

beforeAll(async () => {
  variant = await startVariantUpstream({ appToken: APP_TOKEN, alter });
  storefront = await startStorefront({
    apiBaseUrl: variant.url,
    env: { APP_TOKEN, PUBLIC_CACHE: "false" },
  });
});

afterAll(async () => {
  await storefront?.stop();
  await variant?.close();
});

describe("a product page's carousels and the age check", () => {
  it("hold an adults-only similar product behind the question until 'Sim'", async () => {
    const guest = new Shopper(storefront.url);
    // The wine's answer, read once behind the question (the page itself redirects to it).
    expect((await guest.get(WINE)).status).toBe(302);
    expect(wine).not.toBeNull();

    const before = await guest.get(OLIVE_OIL);
    expect(before.status).toBe(200);
    const html = await before.text();
    expect(html).toContain("1 produto aqui é só para maiores de 18 anos.");
    expect(html).not.toContain(WINE_NAME);
    expect(hrefs(html)).not.toContain(WINE);

    const answered = await guest.post("/bomsabor/maioridade", { resposta: "sim", voltar: OLIVE_OIL });
    expect(answered.status).toBe(303);
    const after = await (await guest.get(OLIVE_OIL)).text();
    expect(after).toContain(WINE_NAME);
    expect(after).not.toContain("só para maiores de 18 anos.");
  });
});
