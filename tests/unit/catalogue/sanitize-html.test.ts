import { describe, expect, it } from "vitest";
import { sanitizeStaticHtml } from "~/services/sanitize-html.server";

const place = { basePath: "/aurora", imageBaseUrl: "/imagens", pageOrigin: "http://loja.example" };

describe("static page HTML is sanitized on the server", () => {
  it.each([
    ["drops script elements", "<p>Olá</p><script>alert(1)</script>", "<p>Olá</p>"],
    ["drops event handlers", '<p onclick="alert(1)">Texto</p>', "<p>Texto</p>"],
    ["drops javascript: URLs", '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ["drops images from data: URLs", '<img src="data:image/png;base64,AAA" onerror="alert(1)" alt="a">', ""],
    [
      "keeps headings, lists and safe links",
      '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br">site</a></li></ul>',
      '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br" rel="noopener noreferrer">site</a></li></ul>',
    ],
    ["turns h1 into h2 (the page has its own h1)", "<h1>Sobre</h1>", "<h2>Sobre</h2>"],
    ["drops iframes and styles", '<iframe src="https://evil.example"></iframe><style>p{}</style><p style="color:red">a</p>', "<p>a</p>"],
    ["gives site-relative links the supplier's base path", '<a href="/categoria/101">Mercearia</a>', '<a href="/aurora/categoria/101" rel="noopener noreferrer">Mercearia</a>'],
    ["serves relative images from the image host, decorative without alt", '<img src="aurora/banners/1.svg">', '<img src="/imagens/aurora/banners/1.svg" alt="" loading="lazy" />'],
    ["drops images from hosts the CSP does not allow", '<p>a</p><img src="https://evil.example/x.png" alt="x">', "<p>a</p>"],
  ])("%s", (_case, dirty, clean) => {
    expect(sanitizeStaticHtml(dirty, place)).toBe(clean);
  });
});
