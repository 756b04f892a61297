import { describe, expect, it } from "vitest";
import { sanitizeStaticHtml } from "~/services/sanitize-html.server";

describe("static page HTML is sanitized on the server", () => {
  it.each([
    ["drops script elements", "<p>Olá</p><script>alert(1)</script>", "<p>Olá</p>"],
    ["drops event handlers", '<p onclick="alert(1)">Texto</p>', "<p>Texto</p>"],
    ["drops javascript: URLs", '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ["drops onerror on images and data: sources", '<img src="data:image/png;base64,AAA" onerror="alert(1)" alt="a">', '<img alt="a" loading="lazy" />'],
    ["keeps headings, lists and safe links", '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br">site</a></li></ul>', '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br" rel="noopener noreferrer">site</a></li></ul>'],
    ["turns h1 into h2 (the page has its own h1)", "<h1>Sobre</h1>", "<h2>Sobre</h2>"],
    ["drops iframes and styles", '<iframe src="https://evil.example"></iframe><style>p{}</style><p style="color:red">a</p>', "<p>a</p>"],
  ])("%s", (_case, dirty, clean) => {
    expect(sanitizeStaticHtml(dirty)).toBe(clean);
  });
});
