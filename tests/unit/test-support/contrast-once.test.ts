/**
 * The journeys ask axe-core's color-contrast about each text style once per worker
 * (tests/e2e/support/contrast-once.ts): two pieces of text share a key only when their elements and
 * every element around them have the same tags and style-bearing attributes.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_ATTRIBUTES, digest, textStyleKey, type StyledElement } from "../../e2e/support/contrast-once";

const CONTENT = new Set(CONTENT_ATTRIBUTES);

function element(tagName: string, attributes: Record<string, string>, parentElement: StyledElement | null = null) {
  return {
    tagName,
    attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
    parentElement,
  };
}

const body = element("BODY", { class: "shell" }, element("HTML", { lang: "pt-BR", style: "--brand: #0a5" }));
const card = element("ARTICLE", { class: "card" }, body);
const key = (of: StyledElement) => textStyleKey(of, CONTENT, new Map());

describe("a text style's key", () => {
  it.each([
    ["another product's link", element("A", { class: "name", href: "/aurora/produto/2" }, card)],
    ["another label's target", element("A", { href: "/aurora/produto/1", class: "name", "aria-label": "Outro" }, card)],
    ["attributes in another order", element("A", { href: "/aurora/produto/1", class: "name" }, card)],
  ])("is the same for %s", (_case, other) => {
    expect(key(other)).toBe(key(element("A", { class: "name", href: "/aurora/produto/1" }, card)));
  });

  it.each([
    ["another class", element("A", { class: "name muted" }, card)],
    ["an inline style", element("A", { class: "name", style: "color: #999" }, card)],
    ["disabled", element("A", { class: "name", disabled: "" }, card)],
    ["aria-invalid", element("A", { class: "name", "aria-invalid": "true" }, card)],
    ["another tag", element("SPAN", { class: "name" }, card)],
    ["another class around it", element("A", { class: "name" }, element("ARTICLE", { class: "card soldOut" }, body))],
    [
      "another brand colour on the root",
      element(
        "A",
        { class: "name" },
        element(
          "ARTICLE",
          { class: "card" },
          element("BODY", { class: "shell" }, element("HTML", { lang: "pt-BR", style: "--brand: #c00" })),
        ),
      ),
    ],
  ])("changes with %s", (_case, other) => {
    expect(key(other)).not.toBe(key(element("A", { class: "name" }, card)));
  });

  it("gives two keys two digests", () => {
    expect(digest(key(element("A", { class: "name" }, card)))).not.toBe(
      digest(key(element("A", { class: "price" }, card))),
    );
    expect(digest("same")).toBe(digest("same"));
    expect(digest("x")).toMatch(/^[0-9a-f]{16}$/);
  });
});

/** Every style source of the storefront (vanilla-extract files and plain CSS). */
function styleSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return styleSources(full);
    return /\.css(\.ts)?$/.test(name) ? [full] : [];
  });
}

/** Whether a stylesheet's source selects on an attribute (`[name]`, `[name=…]`, `[name^=…]`…). */
function selectsOn(attribute: string, source: string): boolean {
  return new RegExp(`\\[${attribute.replace(/-/g, "\\-")}[\\]=~|^$*]`).test(source);
}

describe("the attributes a key leaves out", () => {
  const sources = styleSources(path.resolve(__dirname, "../../../app")).map((file) => readFileSync(file, "utf8"));

  it.each(CONTENT_ATTRIBUTES)("%s is used by no selector of the storefront's styles", (attribute) => {
    expect(sources.filter((source) => selectsOn(attribute, source))).toEqual([]);
  });

  it("would see a selector on one of them", () => {
    expect(selectsOn("href", 'globalStyle(`${menu} a[href^="/"]`, {})')).toBe(true);
    expect(selectsOn("title", 'style({ selectors: { "&[title]": {} } })')).toBe(true);
    expect(selectsOn("title", 'style({ selectors: { "&[titled]": {} } })')).toBe(false);
  });
});
