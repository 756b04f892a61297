/**
 * How the server streams its pages (app/entry.server.tsx): a crawler gets the whole document at
 * once, its deferred parts rendered in place (React's onAllReady); a browser gets the page's shell
 * first and the deferred parts streamed after it (onShellReady). The deferred part here is the
 * product page's "Recomendados para você" of Distribuidora Aurora (tag enable-recommendation-system).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { bodyText, textOf, titleOf } from "../../support/html";
import { fetchFully, startStorefront, type StorefrontServer } from "../../support/storefront-server";

const USER_AGENTS = {
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  chrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  firefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0",
};

const PRODUCT = "/aurora/produto/1001";
const RECOMMENDED = "Recomendados para você";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

async function page(path: string, userAgent: string) {
  const response = await fetchFully(`${server.url}${path}`, {
    headers: { "User-Agent": userAgent, Accept: "text/html" },
  });
  const html = await response.text();
  return { status: response.status, type: response.headers.get("Content-Type"), html };
}

/** Where the recommendations' heading, the footer and the first streamed segment of a Suspense boundary are in the document (-1: absent). */
function layout(html: string) {
  return {
    recommended: html.search(new RegExp(`<h2 id="carrossel-recomendados"[^>]*>${RECOMMENDED}</h2>`)),
    footer: html.indexOf("<footer"),
    streamed: html.search(/<div hidden id="S:\d+">/),
  };
}

describe("pages for crawlers", () => {
  it.each([
    ["Googlebot", USER_AGENTS.googlebot],
    ["Bingbot", USER_AGENTS.bingbot],
  ])(
    "%s gets the whole product page in one document, the recommendations in place before the footer",
    async (_name, userAgent) => {
      const { status, type, html } = await page(PRODUCT, userAgent);
      expect(status).toBe(200);
      expect(type).toBe("text/html; charset=utf-8");
      expect(textOf(html, "h1")).not.toBeNull();
      expect(titleOf(html)).toContain(textOf(html, "h1") ?? "");
      const where = layout(html);
      expect(where.footer).toBeGreaterThan(0);
      expect(where.recommended).toBeGreaterThan(0);
      expect(where.recommended).toBeLessThan(where.footer);
      // Nothing left to be put in place by a script: no streamed segment, no fallback waiting for one.
      expect(where.streamed).toBe(-1);
      expect(html).not.toContain("$RC(");
      expect(html).toContain("</body></html>");
    },
  );

  it("a crawler asking for a product that does not exist gets the complete not-found page and its status", async () => {
    const { status, html } = await page("/aurora/produto/999999", USER_AGENTS.googlebot);
    expect(status).toBe(404);
    const text = bodyText(html);
    expect(text).toContain(messages.errors.notFoundTitle);
    expect(text).toContain(messages.errors.notFoundDetail);
    expect(html).toContain("</body></html>");
  });
});

describe("pages for browsers", () => {
  it.each([
    ["Chrome", USER_AGENTS.chrome],
    ["Firefox", USER_AGENTS.firefox],
  ])("%s gets the product page's shell first and the recommendations streamed after it", async (_name, userAgent) => {
    const { status, type, html } = await page(PRODUCT, userAgent);
    expect(status).toBe(200);
    expect(type).toBe("text/html; charset=utf-8");
    const crawler = await page(PRODUCT, USER_AGENTS.googlebot);
    expect(textOf(html, "h1")).toBe(textOf(crawler.html, "h1"));
    const where = layout(html);
    expect(where.footer).toBeGreaterThan(0);
    // The shell ends with the footer; the deferred part follows it in a hidden segment that a script moves into place.
    expect(where.streamed).toBeGreaterThan(where.footer);
    expect(where.recommended).toBeGreaterThan(where.streamed);
    expect(html).toContain("$RC(");
    expect(html).toContain("</body></html>");
  });

  it("a page without deferred parts reads the same for a browser and a crawler", async () => {
    const browser = await page("/aurora/categoria/101", USER_AGENTS.chrome);
    const crawler = await page("/aurora/categoria/101", USER_AGENTS.googlebot);
    expect(browser.status).toBe(200);
    expect(crawler.status).toBe(200);
    expect(textOf(browser.html, "h1")).toBe("Mercearia");
    expect(bodyText(browser.html)).toBe(bodyText(crawler.html));
  });
});
