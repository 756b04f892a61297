/**
 * The link and image forms a static page may hold (docs/upstream-api.md §23 "Links and images in a
 * page"), each as the storefront resolves it.
 */
import { describe, expect, it } from "vitest";
import { contentId, staticPageImage, staticPageLink } from "~/models/static-page-html";

const shared = {
  basePath: "/aurora",
  supplierPrefixes: ["aurora", "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01"],
  pageSlug: "como-comprar",
  imageBaseUrl: "/imagens",
  upstreamImageBase: "http://127.0.0.1:3100/imagens/",
  pageOrigin: "https://loja.example",
};
const whiteLabel = { ...shared, basePath: "" };
const cdn = { ...shared, imageBaseUrl: "https://img.example/loja/", upstreamImageBase: null };

describe("a link of a static page", () => {
  it.each([
    ["absolute https: as written", "https://exemplo.com.br/a?b=1", shared, "https://exemplo.com.br/a?b=1"],
    ["absolute http: as written", "http://exemplo.com.br", shared, "http://exemplo.com.br"],
    ["mailto: as written", "mailto:sac@exemplo.com.br", shared, "mailto:sac@exemplo.com.br"],
    ["tel: as written", "tel:+551130324500", shared, "tel:+551130324500"],
    ["protocol-relative: https", "//exemplo.com.br/x", shared, "https://exemplo.com.br/x"],
    ["root-relative: under the base path", "/categoria/101", shared, "/aurora/categoria/101"],
    ["root-relative with query and fragment", "/busca?q=caf%C3%A9#topo", shared, "/aurora/busca?q=caf%C3%A9#topo"],
    ["root-relative with the slug in front: once", "/aurora/paginas/sobre", shared, "/aurora/paginas/sobre"],
    [
      "root-relative with the id in front, any case: once",
      "/6F1C2A4E-8B3D-4C5A-9E7F-1A2B3C4D5E01/produto/1001",
      shared,
      "/aurora/produto/1001",
    ],
    ["root-relative on a white-label host", "/paginas/sobre", whiteLabel, "/paginas/sobre"],
    [
      "root-relative with the slug on a white-label host: without it",
      "/aurora/paginas/sobre",
      whiteLabel,
      "/paginas/sobre",
    ],
    ["relative: a sibling static page", "prazos-de-entrega", shared, "/aurora/paginas/prazos-de-entrega"],
    ["relative with ./", "./sobre", shared, "/aurora/paginas/sobre"],
    ["relative with ../", "../categoria/101", shared, "/aurora/categoria/101"],
    ["relative past the root stays at the root", "../../../carrinho", shared, "/aurora/carrinho"],
    ["#anchor: namespaced", "#passo-2", shared, "#conteudo-passo-2"],
    [
      "a fragment into another static page: namespaced",
      "/paginas/sobre#historia",
      shared,
      "/aurora/paginas/sobre#conteudo-historia",
    ],
    ["a fragment elsewhere: as written", "/categoria/101#lista", shared, "/aurora/categoria/101#lista"],
    ["a bare #: dropped", "#", shared, null],
    ["an anchor that is no plain name: dropped", "#a b<", shared, null],
    ["javascript: dropped", "javascript:alert(1)", shared, null],
    ["JavaScript: in any case, with spaces: dropped", "  JavaScript:alert(1)", shared, null],
    ["data: dropped", "data:text/html,<b>x</b>", shared, null],
    ["empty: dropped", "", shared, null],
  ])("%s: %j", (_case, href, place, expected) => {
    expect(staticPageLink(href, place)).toBe(expected);
  });
});

describe("an image of a static page", () => {
  it.each([
    [
      "a path of the image host",
      "aurora/paginas/loja.svg",
      shared,
      { kind: "image", src: "/imagens/aurora/paginas/loja.svg" },
    ],
    [
      "a root-relative path of the image host",
      "/aurora/paginas/loja.svg",
      shared,
      { kind: "image", src: "/imagens/aurora/paginas/loja.svg" },
    ],
    [
      "the upstream's /imagens/ folder: once",
      "/imagens/aurora/paginas/loja.svg",
      shared,
      { kind: "image", src: "/imagens/aurora/paginas/loja.svg" },
    ],
    ["../ cannot leave the image host", "../../etc/passwd", shared, { kind: "image", src: "/imagens/etc/passwd" }],
    [
      "an absolute URL of the upstream's image folder: through the image host",
      "http://127.0.0.1:3100/imagens/aurora/logo.svg",
      shared,
      { kind: "image", src: "/imagens/aurora/logo.svg" },
    ],
    [
      "an absolute URL of the storefront itself",
      "https://loja.example/imagens/aurora/logo.svg",
      shared,
      { kind: "image", src: "https://loja.example/imagens/aurora/logo.svg" },
    ],
    [
      "a path, with IMAGE_BASE_URL set",
      "aurora/logo.svg",
      cdn,
      { kind: "image", src: "https://img.example/loja/aurora/logo.svg" },
    ],
    [
      "an https image of the image host",
      "https://img.example/loja/aurora/x.png",
      cdn,
      { kind: "image", src: "https://img.example/loja/aurora/x.png" },
    ],
    [
      "an https image elsewhere: a link to it",
      "https://cdn.example/fachada.jpg",
      shared,
      { kind: "link", href: "https://cdn.example/fachada.jpg" },
    ],
    [
      "a protocol-relative image elsewhere: a link to it over https",
      "//cdn.example/f.jpg",
      shared,
      { kind: "link", href: "https://cdn.example/f.jpg" },
    ],
    [
      "the upstream's images when they are not proxied: a link",
      "http://127.0.0.1:3100/imagens/aurora/logo.svg",
      cdn,
      { kind: "link", href: "http://127.0.0.1:3100/imagens/aurora/logo.svg" },
    ],
    ["data: dropped", "data:image/png;base64,AAAA", shared, null],
    ["javascript: dropped", "javascript:alert(1)", shared, null],
    ["empty: dropped", "  ", shared, null],
  ])("%s: %j", (_case, src, place, expected) => {
    expect(staticPageImage(src, place)).toEqual(expected);
  });
});

describe("an id of a static page's HTML", () => {
  it.each([
    ["horarios", "conteudo-horarios"],
    ["Passo_2-a", "conteudo-Passo_2-a"],
    [" topo ", "conteudo-topo"],
    ["2-passo", null],
    ["a b", null],
    ['x"onclick=1', null],
    ["a".repeat(65), null],
    [undefined, null],
  ])("%j → %j", (id, expected) => {
    expect(contentId(id)).toBe(expected);
  });
});
