/**
 * The journeys run axe-core once per page state (tests/e2e/support/a11y.ts): a page the server sent
 * and the same page hydrated must be one state, and two pages that show different things two states.
 */
import { describe, expect, it } from "vitest";
import { markupAsShown } from "../../e2e/support/a11y";

const SERVER_HTML = [
  '<html><head><link rel="modulepreload" href="/assets/root-1.js"><script nonce="abc">window.__ctx={}</script></head>',
  '<body><p>R$&nbsp;6,99<!-- --> / <!-- -->kg</p><form><input type="hidden" name="csrf" value="t1">',
  '<input name="quantidade" value="1"><noscript><button>Atualizar</button></noscript></form></body></html>',
].join("");
/** The same page as the browser serializes it once React has rendered it on the client. */
const HYDRATED_HTML = [
  "<html><head></head>",
  '<body><p>R$&nbsp;6,99 / kg</p><form><input type="hidden" name="csrf" value="t2">',
  '<input name="quantidade" value="1"><noscript><button>Atualizar</button></noscript></form></body></html>',
].join("");

describe("the markup as axe-core reads it", () => {
  it("is the same for the server's HTML and the hydrated page when both show the same", () => {
    expect(markupAsShown(SERVER_HTML, true)).toBe(markupAsShown(HYDRATED_HTML, true));
  });

  it.each([
    ["a module preload", '<link rel="modulepreload" href="/assets/root-1.js">'],
    ["a script", "window.__ctx={}"],
    ["a text separator", "<!-- -->"],
    ["a hidden field's value", 'value="t1"'],
  ])("leaves out %s", (_what, text) => {
    expect(markupAsShown(SERVER_HTML, false)).not.toContain(text);
  });

  it("shows <noscript> content without JavaScript and leaves it out with it", () => {
    expect(markupAsShown(SERVER_HTML, false)).toContain("<button>Atualizar</button>");
    expect(markupAsShown(SERVER_HTML, false)).not.toContain("noscript");
    expect(markupAsShown(SERVER_HTML, true)).not.toContain("Atualizar");
  });

  it.each([
    ["a visible field's value", 'value="1"', 'value="2"'],
    ["a text", "6,99", "7,49"],
    ["an attribute", 'name="quantidade"', 'name="quantidade" aria-invalid="true"'],
  ])("tells two pages apart by %s", (_what, before, after) => {
    expect(markupAsShown(SERVER_HTML.replace(before, after), false)).not.toBe(markupAsShown(SERVER_HTML, false));
  });
});
