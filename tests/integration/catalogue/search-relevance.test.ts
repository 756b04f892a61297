/**
 * Search through the real server without JavaScript: relevance first (names starting with the
 * first word: "ban" lists Banana before "Morango bandeja"), a mistyped word mended and said
 * ("bananna" → banana), and a search that finds nothing offers the store's best sellers and its
 * categories, with no sort box or filters over an empty list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyText, tags, textOf } from "../../support/html";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

async function page(path: string): Promise<string> {
  const response = await new Shopper(server.url).get(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The names of the product cards of the results, in order. */
function resultNames(html: string): string[] {
  const results = /<section[^>]*aria-labelledby="resultados"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  return [...results.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1] ?? "");
}

describe("search results", () => {
  it("lists names that start with the word first: 'ban' gives the bananas before any 'bandeja'", async () => {
    const names = resultNames(await page("/casaverde/busca?q=ban"));
    expect(
      names.slice(0, 3).every((name) => name.startsWith("Banana")),
      names.join(" | "),
    ).toBe(true);
    expect(names.slice(3).every((name) => !name.startsWith("Banana"))).toBe(true);
    expect(names.some((name) => name.includes("bandeja"))).toBe(true);
  });

  it("finds through a mistyped word, saying what it searched for", async () => {
    const html = await page("/casaverde/busca?q=bananna");
    expect(textOf(html, "h1")).toBe("Resultados para “banana”");
    expect(bodyText(html)).toContain("Nenhum produto para “bananna”: mostramos os resultados para “banana”.");
    expect(resultNames(html)).toContain("Banana prata");
  });

  it("ignores accents and case", async () => {
    expect(resultNames(await page("/casaverde/busca?q=MACA")).some((name) => name.startsWith("Maçã"))).toBe(true);
  });
});

describe("a hostile search text (10 000 characters, FTS5 syntax, thousands of words)", () => {
  // 10 000 characters; encoded, the address stays under Node's 16 KB of headers (past them, 431 before any app).
  const hostile = `bananna "x* ^y :z NEAR(a b, 2) OR -c {nome} ${"abcd ".repeat(2000)}`.slice(0, 10_000);

  it("the results page reads its first 200 characters, and answers", async () => {
    const html = await page(`/casaverde/busca?q=${encodeURIComponent(hostile)}`);
    const heading = textOf(html, "h1") ?? "";
    expect(heading.length).toBeLessThan(200 + 40);
    // The address the browser sent is echoed in the page's data; the text searched is not.
    for (const input of tags(html, "input").filter((field) => field.name === "q"))
      expect((input.value ?? "").length).toBeLessThanOrEqual(200);
  });

  it("the suggestions read their first 200 characters, and answer", async () => {
    const response = await new Shopper(server.url).get(`/casaverde/sugestoes?q=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { text: string; suggestions: unknown[] };
    expect(body.text.length).toBeLessThanOrEqual(200);
    expect(Array.isArray(body.suggestions)).toBe(true);
  });

  it("the upstream itself bounds a text sent to it directly", async () => {
    const suppliers = (await (
      await fetch(
        `${server.upstreamUrl}/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=casaverde&query=${encodeURIComponent(hostile)}`,
      )
    ).json()) as { correcao?: string | null };
    expect((suppliers.correcao ?? "").length).toBeLessThanOrEqual(200);
  });
});

describe("a search that finds nothing", () => {
  it("offers the store's best sellers and its categories, without a sort box or filters", async () => {
    const html = await page("/casaverde/busca?q=chocolate");
    const text = bodyText(html);
    expect(text).toContain("Não encontramos produtos para “chocolate”.");
    expect(tags(html, "select")).toEqual([]);
    expect(text).not.toContain("Filtrar e ordenar");
    expect(text).toContain("Mais vendidos da loja");
    const offered = /<section[^>]*aria-labelledby="oferecidos"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
    expect([...offered.matchAll(/<article/g)].length).toBeGreaterThan(0);
    const notice = /Não encontramos produtos[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    expect(
      tags(notice, "a").filter((link) => /^\/casaverde\/categoria\/\d+$/.test(link.href ?? "")).length,
    ).toBeGreaterThan(0);
  });

  it("keeps the filters when filters applied are what left nothing", async () => {
    const html = await page("/casaverde/busca?q=ban&filtro=999999");
    expect(bodyText(html)).toContain("ou remova filtros");
    expect(bodyText(html)).toContain("Filtrar e ordenar");
  });
});
