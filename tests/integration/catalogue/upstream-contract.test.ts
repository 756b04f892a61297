/**
 * What the storefront does against any server that follows docs/upstream-api.md, not only the
 * reference one: the same pages over the embedded upstream and over a deliberately different
 * conforming server (tests/support/variant-upstream.ts: the contract's examples, nulls dropped,
 * ids retyped, unknown fields, optional calls missing). Static pages' links and images (§23), pages
 * under review (§23 `em_revisao`), optional calls (§7 static texts, §25 the alert list), the
 * default order (§14–15) and the payment method of every priced call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, hrefs, tags } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { DEFAULT_SITE_URL, fetchFully, startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { startVariantUpstream, VARIANT_PAGES, type VariantUpstream } from "../../support/variant-upstream";

const SITE = new URL(DEFAULT_SITE_URL).origin;

let embedded: StorefrontServer;
let variant: VariantUpstream;
let overVariant: StorefrontServer;

beforeAll(async () => {
  variant = await startVariantUpstream({ missing: ["alert-list", "static-text"] });
  [embedded, overVariant] = await Promise.all([
    startStorefront(),
    startStorefront({ apiBaseUrl: variant.url, env: { APP_TOKEN: variant.appToken }, logLevel: "debug" }),
  ]);
});

afterAll(async () => {
  await Promise.all([embedded?.stop(), overVariant?.stop()]);
  await variant?.close();
});

async function page(server: StorefrontServer, path: string, who?: Shopper) {
  const response = who ? await who.get(path) : await fetchFully(`${server.url}${path}`);
  const html = await response.text();
  return { status: response.status, html, main: html.slice(html.indexOf("<main"), html.indexOf("</main>")) };
}

async function customer(server: StorefrontServer): Promise<Shopper> {
  const who = new Shopper(server.url);
  expect((await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
  return who;
}

/** The requests the storefront made to the variant server from index `from` on. */
const requestsSince = (from: number) => variant.seen.slice(from);

describe("a static page's links and images (§23), over a server that writes them every allowed way", () => {
  it("resolves each link once, namespaces ids and anchors, and drops javascript:", async () => {
    const { status, main } = await page(overVariant, `/aurora/paginas/${VARIANT_PAGES.guide}`);
    expect(status).toBe(200);
    const links = hrefs(main);
    expect(links).toEqual(
      expect.arrayContaining([
        "#conteudo-prazos",
        "#conteudo-trocas",
        "/aurora/paginas/sobre",
        "/aurora/paginas/sobre#conteudo-historia",
        "/aurora/categoria/101",
        "https://www.exemplo.com.br/catalogo.pdf",
      ]),
    );
    expect(links.filter((href) => href.startsWith("/aurora/aurora/"))).toEqual([]);
    expect(main).not.toMatch(/javascript:/i);
    // The page's h1 became an h2 without an id; the others keep theirs, prefixed.
    const ids = tags(main, "h2").map((heading) => heading.id);
    expect(ids).toEqual([undefined, "conteudo-prazos", "conteudo-trocas", "conteudo-conteudo"]);
    expect(main.match(/\sid="conteudo"/g) ?? []).toEqual([' id="conteudo"']);
  });

  it("serves its images from the image host with /imagens/ once, and offers an image the CSP refuses as a link", async () => {
    const { main } = await page(overVariant, `/aurora/paginas/${VARIANT_PAGES.guide}`);
    const sources = tags(main, "img").map((img) => img.src);
    expect(sources).toEqual(["/imagens/aurora/logo.svg", "/imagens/aurora/logo.svg", "/imagens/aurora/favicon.svg"]);
    for (const source of new Set(sources)) expect((await fetchFully(`${overVariant.url}${source}`)).status).toBe(200);
    const external = tags(main, "a").find((link) => link.href === "https://cdn.exemplo.com.br/fachada.jpg");
    expect(external).toMatchObject({ rel: "noopener noreferrer" });
    expect(bodyText(main)).toContain("Ver imagem: Fachada da loja");
  });

  it("still sanitizes the reference server's dirty page", async () => {
    const { status, main } = await page(embedded, "/aurora/paginas/sobre");
    expect(status).toBe(200);
    expect(main).not.toMatch(/<script|\son\w+=|javascript:/i);
  });
});

describe("a page under review (§23 em_revisao; its own call answers 422)", () => {
  it.each([
    ["the embedded upstream", () => embedded, "em-revisao"],
    ["a server with the flag and a footer that links the page", () => overVariant, VARIANT_PAGES.underReview],
  ])(
    "over %s: answered 503 with the spec's message, linked from neither the footer nor the sitemap",
    async (_server, server, slug) => {
      const shown = await page(server(), `/aurora/paginas/${slug}`);
      expect(shown.status).toBe(503);
      expect(bodyText(shown.html)).toContain("Não foi possível exibir está página!");
      expect(bodyText(shown.html)).toContain(
        "Aparentemente as alterações recentes do conteúdo precisam ser revisadas!",
      );
      const home = await page(server(), "/aurora");
      expect(hrefs(home.html)).toContain("/aurora/paginas/sobre");
      expect(hrefs(home.html)).not.toContain(`/aurora/paginas/${slug}`);
      const xml = await (await fetchFully(`${server().url}/aurora/sitemap.xml`)).text();
      expect(xml).toContain(`<loc>${SITE}/aurora/paginas/sobre</loc>`);
      expect(xml).not.toContain(`/paginas/${slug}<`);
    },
  );
});

describe("optional calls a platform may lack", () => {
  it("the alert list (§25): product pages work, offer the alert, and the absence is asked once and never warned", async () => {
    const who = await customer(overVariant);
    const from = variant.seen.length;
    const fromLine = overVariant.lines.length;
    for (let view = 0; view < 3; view++) {
      const { status, html } = await page(overVariant, "/aurora/produto/1006", who);
      expect(status).toBe(200);
      expect(bodyText(html)).toContain("Avise-me quando chegar");
    }
    const asked = requestsSince(from).filter((request) =>
      request.path.startsWith("/v4/notificacao/alerta-disponibilidade/"),
    );
    expect(asked.length).toBeLessThanOrEqual(1);
    const logs = overVariant.logs(fromLine);
    expect(logs.filter((line) => line.event === "product.alerts_failed")).toEqual([]);
    expect(
      logs.filter((line) => line.level === "warn" && String(line.path ?? "").includes("alerta-disponibilidade")),
    ).toEqual([]);
  });

  it("static texts (§7): without the call the storefront's own words, without a warning", async () => {
    const fromLine = overVariant.lines.length;
    const { html } = await page(overVariant, "/aurora");
    expect(tags(html, "input").find((input) => input.name === "q")?.placeholder).toBe("Buscar produtos");
    expect(overVariant.logs(fromLine).filter((line) => line.event === "layout.static_texts_failed")).toEqual([]);
  });

  it("static texts (§7): with the call the supplier's words, where the storefront shows them", async () => {
    const aurora = await page(embedded, "/aurora");
    expect(tags(aurora.html, "input").find((input) => input.name === "q")?.placeholder).toBe(
      "Buscar por nome, marca ou código",
    );
    expect(bodyText(aurora.html)).toContain("Todos os direitos reservados.");
    const casaverde = await page(embedded, "/casaverde/produto/3018");
    expect(tags(casaverde.html, "input").find((input) => input.name === "q")?.placeholder).toBe("O que você procura?");
    expect(bodyText(casaverde.main)).toContain("Produto indisponível");
    const who = await customer(embedded);
    const cart = await page(embedded, "/aurora/carrinho", who);
    expect(tags(cart.html, "h1").length).toBe(1);
    expect(bodyText(cart.main)).toContain("Meu carrinho");
  });
});

describe("the order of a listing (§14–15)", () => {
  it("asks for no ordenacao until the shopper chooses one, so the upstream's default applies", async () => {
    const from = variant.seen.length;
    await page(overVariant, "/aurora/categoria/101");
    await page(overVariant, "/aurora/busca?q=arroz");
    await page(overVariant, "/aurora/categoria/101?ordem=mais_vendidos");
    // The search's own best sellers (8, asked with it for a search that finds nothing) are no listing the shopper orders.
    const listings = requestsSince(from).filter(
      (request) => /\/listaprodutos\/|full-text\/pesquisar/.test(request.path) && request.query.get("limit") !== "8",
    );
    const orders = listings.map((request) => request.query.get("ordenacao"));
    expect(listings.length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((order) => order !== null)).toEqual(["mais_vendidos"]);
  });
});

describe("every priced call takes the payment method (support-price-variance-by-payment)", () => {
  it("a product costs the same in search, on its page, in its category and in a tag campaign", async () => {
    const who = await customer(embedded);
    expect((await who.post("/aurora/carrinho", { intent: "pagamento", idformapagamento: "12" })).status).toBe(303);
    // PIX at aurora: −3 % (1001 Arroz branco 159,90 → 155,10; 1016 → 193,03).
    const productPage = bodyText((await page(embedded, "/aurora/produto/1001", who)).main);
    const search = bodyText((await page(embedded, "/aurora/busca?q=AUR-0001", who)).main);
    const category = bodyText((await page(embedded, "/aurora/categoria/101", who)).main);
    for (const text of [productPage, search, category]) expect(text).toContain("R$ 155,10");
    expect(search).not.toContain("R$ 159,90");
    expect(bodyText((await page(embedded, "/aurora/acao/801", who)).main)).toContain("R$ 193,03");
  });

  it("the search call carries the method (formapagamento) to any server", async () => {
    const who = await customer(overVariant);
    await who.post("/aurora/carrinho", { intent: "pagamento", idformapagamento: "12" });
    const from = variant.seen.length;
    await page(overVariant, "/aurora/busca?q=arroz", who);
    const searches = requestsSince(from).filter((request) => request.path.endsWith("/full-text/pesquisar"));
    expect(searches.map((request) => request.query.get("formapagamento"))).toEqual(["12"]);
  });
});
