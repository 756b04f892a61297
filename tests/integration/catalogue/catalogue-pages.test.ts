/**
 * The catalogue through the real server over the embedded upstream: category listing, search,
 * suggestions, product page, combos, static pages, campaign links and the SEO files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, hrefs, meta, tags, textOf, titleOf } from "../../support/html";
import { Shopper } from "../../support/shopper";
import {
  DEFAULT_SITE_URL,
  fetchFully,
  rawGet,
  startStorefront,
  type StorefrontServer,
} from "../../support/storefront-server";

/** Links meant to be kept or shared start at the configured site, never at the Host a request named. */
const SITE = new URL(DEFAULT_SITE_URL).origin;

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ logLevel: "debug" });
});

afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<{ status: number; html: string; response: Response }> {
  const response = await fetchFully(`${server.url}${path}`);
  return { status: response.status, html: await response.text(), response };
}

function productLinks(html: string, base: string): string[] {
  return [...new Set(hrefs(html).filter((href) => href.startsWith(`${base}/produto/`)))];
}

/**
 * The upstream calls (their paths) the server made while answering `path`: its debug lines from the
 * request on, up to the request's own line, written once it finished.
 */
async function upstreamCallsFor(
  path: string,
  who: Shopper | null = null,
): Promise<{ status: number; html: string; calls: string[] }> {
  const from = server.lines.length;
  const response = who ? await who.get(path) : await fetchFully(`${server.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  const pathname = new URL(path, server.url).pathname;
  const done = await server.waitForLog((line) => line.event === "http.request" && line.path === pathname, 5_000, from);
  const lines = server.logs(from);
  const calls = lines
    .slice(0, lines.indexOf(done))
    .filter((line) => line.event === "upstream.answered")
    .map((line) => String(line.path));
  return { status: response.status, html, calls };
}

describe("category listing", () => {
  it("lists 20 products a page with page links, sorting and filters as a GET form", async () => {
    const { status, html } = await page("/aurora/categoria/101");
    expect(status).toBe(200);
    expect(textOf(html, "h1")).toBe("Mercearia");
    expect(productLinks(html, "/aurora")).toHaveLength(20);
    expect(bodyText(html)).toContain("23 produtos · página 1 de 2");
    expect(hrefs(html).some((href) => /^\/aurora\/categoria\/101\?(ordem=[\w-]+&)?pagina=2$/.test(href))).toBe(true);
    const forms = tags(html, "form").filter((form) => form.method === "get" && form.action === "/aurora/categoria/101");
    expect(forms).toHaveLength(1);
    expect(tags(html, "select").some((select) => select.name === "ordem")).toBe(true);
    expect(tags(html, "input").some((input) => input.type === "checkbox" && input.name === "filtro")).toBe(true);
  });

  it("loads the first product's picture, the page's largest paint, at once and first, sized; the others when near", async () => {
    const { html } = await page("/aurora/categoria/101");
    const pictures = tags(html, "img").filter((img) => img.src?.startsWith("/imagens/aurora/produtos/"));
    expect(pictures).toHaveLength(20);
    const [first, ...others] = pictures;
    expect(first).toMatchObject({ fetchpriority: "high", width: "240", height: "240" });
    expect(first).not.toHaveProperty("loading");
    expect(others.filter((img) => img.loading !== "lazy" || "fetchpriority" in img)).toEqual([]);
  });

  it("shows page 2 with the products after the first 20", async () => {
    const first = await page("/aurora/categoria/101");
    const second = await page("/aurora/categoria/101?pagina=2");
    expect(second.status).toBe(200);
    expect(bodyText(second.html)).toMatch(/23 produtos · página 2 de 2/);
    const firstIds = productLinks(first.html, "/aurora");
    const secondIds = productLinks(second.html, "/aurora");
    expect(firstIds).toHaveLength(20);
    expect(secondIds).toHaveLength(3);
    expect(secondIds.filter((href) => firstIds.includes(href))).toEqual([]);
  });

  it("sends a shopper who asks for a page past the last one to the last page (never 'página 9 de 2')", async () => {
    const past = await fetchFully(`${server.url}/aurora/categoria/101?pagina=9&filtro=5034`, { redirect: "manual" });
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/aurora/categoria/101?filtro=5034");
    const last = await fetchFully(`${server.url}/aurora/categoria/101?pagina=9`, { redirect: "manual" });
    expect(last.headers.get("location")).toBe("/aurora/categoria/101?pagina=2");
    const search = await fetchFully(`${server.url}/aurora/busca?q=arroz&pagina=4`, { redirect: "manual" });
    expect(search.status).toBe(302);
    expect(search.headers.get("location")).toBe("/aurora/busca?q=arroz");
  });

  it("sorts as the upstream does by default, named in the select, until the shopper chooses", async () => {
    const { html } = await page("/aurora/categoria/101");
    const options = tags(html, "option");
    expect(options[0]).toMatchObject({ value: "" });
    expect(options[0]).toHaveProperty("selected");
    expect(bodyText(html)).toContain("Disponíveis primeiro");
    const search = await page("/aurora/busca?q=arroz");
    expect(bodyText(search.html)).toContain("Mais relevantes");
    const chosen = tags((await page("/aurora/categoria/101?ordem=mais_vendidos")).html, "option");
    expect(chosen.find((option) => option.value === "mais_vendidos")).toHaveProperty("selected");
    expect(chosen[0]).not.toHaveProperty("selected");
  });

  it("counts one product in the singular: filters and the page's description", async () => {
    const { html } = await page("/aurora/categoria/101");
    expect(bodyText(html)).toMatch(/\(\s*1 produto\s*\)/);
    expect(bodyText(html)).not.toMatch(/\b1 produtos\b/);
    expect(tags(html, "meta").find((meta) => meta.name === "description")?.content).toBe(
      "Mercearia: 23 produtos. Confira nossas ofertas!",
    );
  });

  it("answers a non-numeric page and an unknown sort key with the first page, the default order and a notice", async () => {
    const { status, html } = await page("/casaverde/categoria/301?pagina=abc&ordem=%3Cscript%3E");
    expect(status).toBe(200);
    expect(bodyText(html)).toContain("A página pedida não existe; mostramos a primeira.");
    expect(bodyText(html)).toContain("Essa ordenação não está disponível; usamos a ordenação padrão.");
    expect(html).not.toContain("<script>alert");
  });

  it("narrows by a filter (Sem glúten in Mercearia)", async () => {
    const filtered = await page("/aurora/categoria/101?filtro=5001");
    expect(filtered.status).toBe(200);
    expect(bodyText(filtered.html)).toMatch(/\b6 produtos\b/);
    expect(productLinks(filtered.html, "/aurora")).toHaveLength(6);
    expect(tags(filtered.html, "input").find((input) => input.value === "5001")).toHaveProperty("checked");
  });

  it("gives the Portuguese 404 page for an unknown category", async () => {
    const { status, html } = await page("/casaverde/categoria/999999");
    expect(status).toBe(404);
    expect(bodyText(html)).toContain("Página não encontrada");
  });
});

describe("search", () => {
  it("finds products by text, accents folded, with '&' stripped (docs/rules/catalogue.md \"Search\")", async () => {
    const { status, html } = await page(`/casaverde/busca?q=${encodeURIComponent("tomate & ")}`);
    expect(status).toBe(200);
    expect(textOf(html, "h1")).toBe("Resultados para “tomate”");
    expect(productLinks(html, "/casaverde").length).toBeGreaterThan(0);
  });

  it("survives a 2 000-character, script-laden text", async () => {
    const text = `<script>alert(1)</script>"*():^-${"a".repeat(2000)}`;
    const { status, html } = await page(`/aurora/busca?q=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(bodyText(html)).toContain("Não encontramos produtos para");
  });

  it("says so in Portuguese when nothing is found and offers a way on", async () => {
    const { html } = await page("/aurora/busca?q=xyzzyplugh");
    expect(bodyText(html)).toContain("Não encontramos produtos para “xyzzyplugh”");
    expect(hrefs(html)).toContain("/aurora");
  });

  it("asks for the store's best sellers only when the search finds nothing, the only time they are shown", async () => {
    // A customer's listings are never cached: every list the page needs is a call.
    const who = new Shopper(server.url);
    expect((await who.post("/casaverde/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(
      303,
    );
    const bestSellers = (calls: string[]) => calls.filter((call) => /\/listaprodutos\/(?!full-text\/)/.test(call));

    const found = await upstreamCallsFor("/casaverde/busca?q=banana", who);
    expect(productLinks(found.html, "/casaverde").length).toBeGreaterThan(0);
    expect(found.calls.some((call) => call.includes("/full-text/pesquisar"))).toBe(true);
    expect(bestSellers(found.calls)).toEqual([]);
    expect(bodyText(found.html)).not.toContain("Mais vendidos da loja");

    const nothing = await upstreamCallsFor("/casaverde/busca?q=xyzzyplugh", who);
    expect(bestSellers(nothing.calls)).toHaveLength(1);
    expect(textOf(nothing.html, "h2")).toBe("Mais vendidos da loja");
    expect(productLinks(nothing.html, "/casaverde").length).toBeGreaterThan(0);
  });

  it("suggests at most 10 products for a prefix", async () => {
    const answer = await fetchFully(`${server.url}/aurora/sugestoes?q=ca`);
    const body = (await answer.json()) as { suggestions: { id: string; nome: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(10);
  });
});

describe("product page", () => {
  it("shows the price by the spec's rule with the progressive-discount table, step and minimum", async () => {
    const { status, html } = await page("/casaverde/produto/3001");
    expect(status).toBe(200);
    expect(textOf(html, "h1")).toBe("Banana prata");
    const text = bodyText(html);
    expect(text).toContain("R$ 6,99");
    expect(text).toMatch(/5 kg\s*R\$\s*6,49\s*Desconto progressivo/);
    expect(text).toMatch(/10 kg\s*R\$\s*5,99\s*Desconto progressivo/);
    expect(text).toContain("múltiplos de 0,5 kg");
    expect(text).toMatch(/Mínimo por pedido\s*1 kg/);
  });

  it("has a canonical link and schema.org Product JSON-LD with a BRL offer", async () => {
    const { html } = await page("/casaverde/produto/3001?x=1");
    expect(tags(html, "link").find((link) => link.rel === "canonical")?.href).toBe(`${SITE}/casaverde/produto/3001`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const ld = JSON.parse(json ?? "{}") as { "@type": string; offers: { priceCurrency: string; price: string } };
    expect(ld["@type"]).toBe("Product");
    expect(ld.offers).toMatchObject({ priceCurrency: "BRL", price: "6.99" });
  });

  it("hides prices for guests where support-budget says so, and the buy button reads 'Faça login para comprar'", async () => {
    const { html } = await page("/aurora/produto/1001");
    const text = bodyText(html);
    expect(text).not.toContain("R$");
    expect(text).toContain("Faça login para comprar");
    expect(html).not.toContain('"offers"');
  });

  it("shows similar products and, at a supplier with enable-recommendation-system, recommendations", async () => {
    const { html } = await page("/aurora/produto/1001");
    expect(bodyText(html)).toContain("Produtos semelhantes");
    expect(bodyText(html)).toContain("Recomendados para você");
  });

  it("forwards recommendation feedback posted from the page, and only from the page", async () => {
    const body = new URLSearchParams({ item_id: "1003", sessao_id: "3f0e6a1c-0000-4000-8000-000000000001" });
    const foreign = await fetchFully(`${server.url}/aurora/recomendacao`, {
      method: "POST",
      body,
      headers: { Origin: "http://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const malformed = await fetchFully(`${server.url}/aurora/recomendacao`, {
      method: "POST",
      body: new URLSearchParams({ item_id: "<x>" }),
      headers: { Origin: server.url },
    });
    expect(malformed.status).toBe(400);
    const sent = await fetchFully(`${server.url}/aurora/recomendacao`, {
      method: "POST",
      body,
      headers: { Origin: server.url },
    });
    expect(sent.status).toBe(204);
    const line = await server.waitForLog(
      (entry) => entry.event === "upstream.answered" && entry.path === "/v4/sugestao/feedback",
    );
    expect(line).toMatchObject({ method: "POST", status: 200 });
  });

  it("says the product is unavailable, in the supplier's words (call 7's produto.indisponivel)", async () => {
    const { html } = await page("/casaverde/produto/3018");
    expect(bodyText(html)).toContain("Produto indisponível");
    expect(bodyText(html)).not.toContain("Produto indisponível no momento.");
  });

  it("gives 404 for an unknown or malformed product", async () => {
    expect((await page("/aurora/produto/99999999")).status).toBe(404);
    expect((await page("/aurora/produto/%3Cscript%3E")).status).toBe(404);
  });
});

describe("a product row's own page (/vitrine/{idcarrossel})", () => {
  /** A row of the home's HTML, from its heading to its end. */
  const rowOf = (html: string, id: string) => {
    const start = html.indexOf(`id="carrossel-${id}"`);
    expect(start, `row ${id} on the home`).toBeGreaterThan(0);
    return html.slice(start, html.indexOf("</section>", start));
  };

  it("is linked from each product row of the home as 'Ver todos', named by the row for screen readers; never from a banner", async () => {
    const { html } = await page("/aurora");
    const links = tags(html, "a").filter((link) => link.href?.includes("/vitrine/"));
    expect(links.map((link) => link.href)).toEqual(["/aurora/vitrine/12", "/aurora/vitrine/13"]);
    const contents = [...html.matchAll(/<a[^>]*href="\/aurora\/vitrine\/\d+"[^>]*>([\s\S]*?)<\/a>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(contents.map((content) => bodyText(content.replace(/<!--[\s\S]*?-->/g, "")))).toEqual([
      "Ver todos em Mais vendidos",
      "Ver todos em Ofertas da semana",
    ]);
    // "Ver todos" shows; the row's name is for screen readers.
    for (const content of contents) expect(content).toMatch(/^Ver todos<span class="visually-hidden">/);
  });

  it("lists the row's products as the listings' cards, with its title, a way home and the head of a listing", async () => {
    const home = await page("/aurora");
    const { status, html } = await page("/aurora/vitrine/12");
    expect(status).toBe(200);
    expect(textOf(html, "h1")).toBe("Mais vendidos");
    expect(titleOf(html)).toMatch(/^Mais vendidos — /);
    expect(meta(html, "description")).toMatch(/^Mais vendidos: \d+ produtos\. Confira nossas ofertas!$/);
    expect(tags(html, "link").find((link) => link.rel === "canonical")?.href).toBe(`${SITE}/aurora/vitrine/12`);
    const breadcrumb = /<nav aria-label="Você está em"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(hrefs(breadcrumb)).toEqual(["/aurora"]);
    expect(bodyText(breadcrumb)).toBe("Início Mais vendidos");
    const products = productLinks(html, "/aurora");
    expect(products.length).toBeGreaterThan(4);
    expect(products).toEqual(productLinks(rowOf(home.html, "12"), "/aurora"));
    expect(bodyText(html)).toContain(`${products.length} produtos`);
    // A guest at Aurora sees no price (support-budget), here as on every listing.
    expect(bodyText(html)).toContain("Preço disponível após o login");
  });

  it("prices the cards as the row on the home does for a customer (their payment method's prices)", async () => {
    const who = new Shopper(server.url);
    expect((await who.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" })).status).toBe(303);
    const prices = (html: string) => bodyText(html).match(/R\$ [\d.]+,\d{2}/g) ?? [];
    const home = await (await who.get("/aurora")).text();
    const row = prices(rowOf(home, "13"));
    const grid = prices(/<main[\s\S]*<\/main>/.exec(await (await who.get("/aurora/vitrine/13")).text())?.[0] ?? "");
    expect(row.length).toBeGreaterThan(0);
    expect(grid).toEqual(row);
  });

  it.each(["11", "99", "0"])("is not found for a banner carousel or one the store has not (%s)", async (id) => {
    const { status, html } = await page(`/aurora/vitrine/${id}`);
    expect(status).toBe(404);
    expect(bodyText(html)).toContain("Página não encontrada");
  });

  it.each(["abc", "12.5", "-12", "1e3", "12%20", "1234567890123456"])(
    "is not found, without asking the upstream, for an id that is not a whole number (%s)",
    async (id) => {
      const { status, calls } = await upstreamCallsFor(`/aurora/vitrine/${id}`);
      expect(status).toBe(404);
      expect(calls.filter((call) => call.includes("/carrossel/"))).toEqual([]);
    },
  );
});

describe("combos, static pages, campaign links", () => {
  it("shows a combo with its products and the combo price against the separate prices", async () => {
    const { status, html } = await page("/casaverde/combo/721");
    expect(status).toBe(200);
    expect(bodyText(html)).toContain("Produtos do combo");
    expect(tags(html, "s").length).toBeGreaterThan(0);
  });

  it("gives 404 for an expired combo", async () => {
    expect((await page("/aurora/combo/703")).status).toBe(404);
  });

  it("sanitizes static page HTML on the server", async () => {
    const { status, html } = await page("/aurora/paginas/sobre");
    expect(status).toBe(200);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toMatch(/<script/i);
    expect(main).not.toMatch(/\son\w+=/i);
    expect(main).not.toMatch(/javascript:/i);
  });

  it("answers a page under review 503 with the spec's message", async () => {
    const { status, html } = await page("/aurora/paginas/em-revisao");
    expect(status).toBe(503);
    expect(bodyText(html)).toContain("Não foi possível exibir está página!");
    expect(bodyText(html)).toContain("Aparentemente as alterações recentes do conteúdo precisam ser revisadas!");
  });

  it("does not show pages not tagged WEB", async () => {
    expect((await page("/aurora/paginas/aplicativo")).status).toBe(404);
  });

  it("lists WEB static pages in the footer and never APP-only ones", async () => {
    const { html } = await page("/aurora");
    expect(hrefs(html)).toContain("/aurora/paginas/sobre");
    expect(hrefs(html)).not.toContain("/aurora/paginas/aplicativo");
  });

  it("shows the footer's WhatsApp number as a phone number, linked to wa.me with its digits", async () => {
    const { html } = await page("/bomsabor");
    const link = tags(html, "a").find((a) => a.href === "https://wa.me/5511976540002");
    expect(link).toBeDefined();
    expect(bodyText(html)).toContain("WhatsApp: +55 (11) 97654-0002");
    expect(bodyText(html)).not.toContain("5511976540002");
  });

  it("links a page under review from nowhere: not in the footer, not in the sitemap", async () => {
    const { html } = await page("/aurora");
    expect(hrefs(html)).toContain("/aurora/paginas/como-comprar");
    expect(hrefs(html)).not.toContain("/aurora/paginas/em-revisao");
    const xml = await (await fetchFully(`${server.url}/aurora/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${SITE}/aurora/paginas/como-comprar</loc>`);
    expect(xml).not.toContain("/paginas/em-revisao");
  });

  it("follows a campaign link to a search, and lists the products of a tag campaign", async () => {
    const search = await fetchFully(`${server.url}/aurora/acao/803`);
    expect(search.status).toBe(302);
    expect(search.headers.get("location")).toBe("/aurora/busca?q=detergente");
    const tagged = await page("/aurora/acao/801");
    expect(tagged.status).toBe(200);
    expect(productLinks(tagged.html, "/aurora").length).toBeGreaterThan(0);
  });
});

describe("SEO files", () => {
  it("serves a sitemap per supplier with categories, static pages and products", async () => {
    const response = await fetchFully(`${server.url}/casaverde/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${SITE}/casaverde/categoria/301</loc>`);
    expect(xml).toContain(`<loc>${SITE}/casaverde/produto/3001</loc>`);
    expect(xml).toContain(`<loc>${SITE}/casaverde/paginas/sobre</loc>`);
    expect(xml).not.toContain(server.url);
    expect((xml.match(/<loc>/g) ?? []).length).toBeGreaterThan(63);
  });

  it("serves the white-label host's sitemap and robots.txt without the supplier prefix", async () => {
    // The supplier's own domain, with the configured site's scheme and port (none here), not the request's port.
    const host = `bomsabor.localhost:${server.port}`;
    const robots = await rawGet(`${server.url}/robots.txt`, { Host: host });
    expect(robots.body).toContain("Sitemap: http://bomsabor.localhost/sitemap.xml");
    const sitemap = await rawGet(`${server.url}/sitemap.xml`, { Host: host });
    expect(sitemap.body).toContain("<loc>http://bomsabor.localhost/produto/");
    expect(sitemap.body).not.toContain(`:${server.port}`);
    expect(sitemap.body).not.toContain("/bomsabor/");
  });

  it("titles inner pages 'Page — Store'", async () => {
    const { html } = await page("/casaverde/categoria/301");
    expect(titleOf(html)).toMatch(/^Frutas — /);
  });
});

describe('module access (docs/rules/catalogue.md "Module access")', () => {
  it("hides promotional combos from a supplier whose modules do not include COMBOS", async () => {
    expect((await page("/bomsabor/combo/711")).status).toBe(404);
    expect((await page("/casaverde/combo/721")).status).toBe(200);
  });
});
