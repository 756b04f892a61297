/**
 * The room kept above the bar stuck to the foot of a phone's screen (docs/rules/checkout.md "Order
 * submission": a field refused is shown with its message, never under the bar). Without JavaScript the
 * browser scrolls to an `autofocus` field while the page is still arriving, so the room must be in the
 * document's first bytes: a class on `<html>` itself, whose rule keeps `scroll-padding-bottom`, not a
 * rule that waits for later markup to match.
 */
import { describe, expect, it } from "vitest";
import { seededStorefront } from "../../support/seeded-storefront";
import { addToCart, CHECKOUT_ENV, open, signUp } from "./checkout-shopper";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

const OLIVE_OIL = "2001"; // Azeite extravirgem português 500 ml

/** The classes of the page's `<html>` element, as the first bytes say them. */
function htmlClasses(html: string): string[] {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  return (/\bclass="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/).filter(Boolean);
}

/** The page's stylesheets, concatenated. */
async function stylesheetsOf(html: string): Promise<string> {
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  const sheets = await Promise.all(
    hrefs.map(async (href) => (await fetch(new URL(href, storefront.server.url))).text()),
  );
  return sheets.join("\n");
}

describe("the room above a page's foot bar", () => {
  it.each([
    ["the cart", "/bomsabor/carrinho", "10rem"],
    ["the checkout", "/bomsabor/checkout", "9rem"],
  ])("%s (%s) keeps %s of room on <html> from the first byte", async (_name, path, room) => {
    const { who } = await signUp(storefront.server, "bomsabor", `barra-${room}`);
    await addToCart(who, "bomsabor", OLIVE_OIL, "1");
    const page = await open(who, path);
    expect(page.status).toBe(200);
    const classes = htmlClasses(page.html);
    expect(classes).toHaveLength(1);
    const css = await stylesheetsOf(page.html);
    expect(css).toContain(`.${classes[0]}{scroll-padding-bottom:${room}}`);
  });

  it("a page without a foot bar keeps no such room", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "barra-produto");
    const page = await open(who, `/bomsabor/produto/${OLIVE_OIL}`);
    expect(page.status).toBe(200);
    expect(htmlClasses(page.html)).toEqual([]);
  });
});
