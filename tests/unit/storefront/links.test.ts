import { describe, expect, it } from "vitest";
import { imageUrl, resolveLink, supplierPath, type ResolvedLink } from "~/models/links";

// docs/rules/architecture.md "URL map": "A white-label domain serves the same pages without the /{s} prefix in links."
describe("supplierPath", () => {
  const cases: [string, string, string | undefined, string][] = [
    ["the store's root on the shared host", "/aurora", undefined, "/aurora"],
    ["the store's root given as /", "/aurora", "/", "/aurora"],
    ["the store's root given as empty", "/aurora", "", "/aurora"],
    ["a page on the shared host", "/aurora", "/carrinho", "/aurora/carrinho"],
    ["a page without its leading slash", "/aurora", "carrinho", "/aurora/carrinho"],
    [
      "a GUID base path",
      "/6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
      "/produto/7",
      "/6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01/produto/7",
    ],
    ["the root on a white-label host", "", undefined, "/"],
    ["a page on a white-label host", "", "/categoria/12", "/categoria/12"],
    ["a page with a query on a white-label host", "", "/busca?q=arroz", "/busca?q=arroz"],
  ];
  it.each(cases)("%s", (_label, basePath, path, expected) => {
    expect(supplierPath(basePath, path)).toBe(expected);
  });
});

describe("resolveLink (menu, footer and banner destinations)", () => {
  const cases: [string, string, string, ResolvedLink | null][] = [
    [
      "a storefront path gets the base path",
      "/categoria/101",
      "/aurora",
      { kind: "internal", to: "/aurora/categoria/101" },
    ],
    ["a storefront path on a white-label host", "/categoria/101", "", { kind: "internal", to: "/categoria/101" }],
    [
      "surrounding spaces are trimmed",
      "  /paginas/sobre-nos ",
      "/aurora",
      { kind: "internal", to: "/aurora/paginas/sobre-nos" },
    ],
    ["the store's root", "/", "/aurora", { kind: "internal", to: "/aurora" }],
    [
      "an https URL stays",
      "https://www.instagram.com/aurora",
      "/aurora",
      { kind: "external", href: "https://www.instagram.com/aurora" },
    ],
    ["an http URL stays", "http://example.com/", "/aurora", { kind: "external", href: "http://example.com/" }],
    ["upper-case scheme", "HTTPS://EXAMPLE.COM", "/aurora", { kind: "external", href: "HTTPS://EXAMPLE.COM" }],
    [
      "mailto",
      "mailto:atendimento@aurora.com.br",
      "/aurora",
      { kind: "external", href: "mailto:atendimento@aurora.com.br" },
    ],
    ["tel", "tel:+551134567800", "/aurora", { kind: "external", href: "tel:+551134567800" }],
    ["javascript: is dropped", "javascript:alert(1)", "/aurora", null],
    ["javascript: with spaces and case is dropped", "  JavaScript:alert(1)", "/aurora", null],
    ["data: is dropped", "data:text/html,<script>alert(1)</script>", "/aurora", null],
    ["vbscript: is dropped", "vbscript:msgbox(1)", "/aurora", null],
    ["a protocol-relative URL is dropped", "//evil.example/x", "/aurora", null],
    ["a relative path without a slash is dropped", "categoria/1", "/aurora", null],
    ["an empty destination is dropped", "", "/aurora", null],
  ];
  it.each(cases)("%s", (_label, destino, basePath, expected) => {
    expect(resolveLink(destino, basePath)).toEqual(expected);
  });
});

describe("imageUrl", () => {
  const cases: [string, string, string, string][] = [
    ["a relative path gets the image base", "/imagens", "aurora/logo.svg", "/imagens/aurora/logo.svg"],
    ["a leading slash is not doubled", "/imagens", "/aurora/logo.svg", "/imagens/aurora/logo.svg"],
    [
      "a trailing slash on the base is not doubled",
      "https://img.example.com/",
      "aurora/logo.svg",
      "https://img.example.com/aurora/logo.svg",
    ],
    ["an absolute https URL stays", "/imagens", "https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["an absolute http URL stays", "/imagens", "HTTP://cdn.example.com/a.png", "HTTP://cdn.example.com/a.png"],
  ];
  it.each(cases)("%s", (_label, base, path, expected) => {
    expect(imageUrl(base, path)).toBe(expected);
  });
});
