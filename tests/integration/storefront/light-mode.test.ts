/**
 * Modo leve (docs/decisions/0045): a browser that sends `Save-Data: on`, or a shopper who chose
 * "Modo leve" in the footer (the `modo-leve` cookie), gets every page with no script at all — no
 * hydration, no modulepreload, no route manifest, no inline script but JSON-LD — its deferred parts
 * rendered in place, and the footer says it is in light mode with the way back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptTagsOf } from "../../support/script-tags";
import { Shopper } from "../../support/shopper";
import { fetchFully, startStorefront, type StorefrontServer } from "../../support/storefront-server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const PRODUCT = "/aurora/produto/1001";
const BACK_TO_FULL = "Voltar ao modo completo";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront();
});

afterAll(async () => {
  await server?.stop();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetchFully(`${server.url}${path}`, {
    headers: { "User-Agent": CHROME, Accept: "text/html", ...headers },
  });
  return { response, html: await response.text() };
}

describe("a page in full mode", () => {
  it("has its scripts and offers Modo leve in the footer", async () => {
    const { response, html } = await page(PRODUCT);
    expect(response.status).toBe(200);
    expect(scriptTagsOf(html).length).toBeGreaterThan(0);
    expect(html).toContain("__remixContext");
    expect(html).toMatch(/<button[^>]*name="modo" value="leve"[^>]*>Modo leve<\/button>/);
    expect(html).not.toContain(BACK_TO_FULL);
  });
});

describe("a page in light mode", () => {
  it.each([
    ["Save-Data: on", { "Save-Data": "on" }],
    ["the cookie's choice", { Cookie: "modo-leve=leve" }],
    ["the cookie's choice over Save-Data: off", { "Save-Data": "off", Cookie: "modo-leve=leve" }],
  ])("%s: no script but JSON-LD, the deferred parts in place, the way back in the footer", async (_case, headers) => {
    const { response, html } = await page(PRODUCT, headers);
    expect(response.status).toBe(200);
    expect(scriptTagsOf(html)).toEqual([]);
    expect(html).not.toContain("__remixContext");
    expect(html).not.toContain("__remixManifest");
    expect(html).toContain('type="application/ld+json"');
    // The product page's deferred recommendations, rendered in place: React streams nothing after the shell.
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html).toContain("Você está no modo leve");
    expect(html).toMatch(new RegExp(`<button[^>]*name="modo" value="completo"[^>]*>${BACK_TO_FULL}</button>`));
  });

  it("the cookie's full mode overrides Save-Data: on", async () => {
    const { html } = await page(PRODUCT, { "Save-Data": "on", Cookie: "modo-leve=completo" });
    expect(scriptTagsOf(html).length).toBeGreaterThan(0);
    expect(html).not.toContain(BACK_TO_FULL);
  });

  it("an error page honours it too", async () => {
    const { response, html } = await page("/aurora/produto/999999999", { "Save-Data": "on" });
    expect(response.status).toBe(404);
    expect(scriptTagsOf(html)).toEqual([]);
    const full = await page("/aurora/produto/999999999");
    expect(scriptTagsOf(full.html).length).toBeGreaterThan(0);
  });

  it("pages say they vary with Save-Data and the cookie; the CSP stays", async () => {
    for (const headers of [{}, { "Save-Data": "on" }] as Record<string, string>[]) {
      const { response } = await page(PRODUCT, headers);
      const vary = (response.headers.get("Vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(["save-data", "cookie"]));
      expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'nonce-/);
    }
  });
});

describe("the footer's switch", () => {
  it("Modo leve sets the choice and comes back (303) to the page; Voltar ao modo completo leaves it", async () => {
    const shopper = new Shopper(server.url);
    const chosen = await shopper.post("/aurora/modo-leve", { modo: "leve", voltar: `${PRODUCT}?x=1` });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe(`${PRODUCT}?x=1`);
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^modo-leve=leve; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    const light = await (await shopper.get(PRODUCT)).text();
    expect(scriptTagsOf(light)).toEqual([]);

    const left = await shopper.post("/aurora/modo-leve", { modo: "completo", voltar: PRODUCT });
    expect(left.status).toBe(303);
    expect(shopper.cookie("modo-leve")).toBe("completo");
    const full = await (await shopper.get(PRODUCT)).text();
    expect(scriptTagsOf(full).length).toBeGreaterThan(0);
  });

  it("a shopper who refused the session cookies keeps the choice for the visit only (no Max-Age)", async () => {
    const shopper = new Shopper(server.url);
    expect((await shopper.post("/aurora/cookies", { intent: "rejeitar", redirectTo: "/aurora" })).status).toBe(303);
    const chosen = await shopper.post("/aurora/modo-leve", { modo: "leve", voltar: PRODUCT });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^modo-leve=leve; Path=\/; HttpOnly; SameSite=Lax/);
    expect(scriptTagsOf(await (await shopper.get(PRODUCT)).text())).toEqual([]);
  });

  it.each([["https://evil.example/"], ["//evil.example"], [""]])(
    "a return address %j off this store leads to the store's home",
    async (voltar) => {
      const answer = await new Shopper(server.url).post("/aurora/modo-leve", { modo: "leve", voltar });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/aurora");
    },
  );

  it("a form from another origin is refused", async () => {
    const answer = await new Shopper(server.url).post(
      "/aurora/modo-leve",
      { modo: "leve", voltar: PRODUCT },
      "https://evil.example",
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("a GET of the address goes to the store's home", async () => {
    const answer = await new Shopper(server.url).get("/aurora/modo-leve");
    expect([302, 303]).toContain(answer.status);
    expect(answer.headers.get("Location")).toBe("/aurora");
  });
});
