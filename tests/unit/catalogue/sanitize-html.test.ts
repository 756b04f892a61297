import { describe, expect, it } from "vitest";
import { sanitizeStaticHtml } from "~/services/sanitize-html.server";

const place = {
  basePath: "/aurora",
  supplierPrefixes: ["aurora", "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01"],
  pageSlug: "sobre",
  imageBaseUrl: "/imagens",
  upstreamImageBase: "http://api.example/imagens/",
  pageOrigin: "http://loja.example",
};

describe("static page HTML is sanitized on the server", () => {
  it.each([
    ["drops script elements", "<p>Olá</p><script>alert(1)</script>", "<p>Olá</p>"],
    ["drops event handlers", '<p onclick="alert(1)">Texto</p>', "<p>Texto</p>"],
    ["drops javascript: URLs", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["drops images from data: URLs", '<img src="data:image/png;base64,AAA" onerror="alert(1)" alt="a">', ""],
    [
      "keeps headings, lists and safe links",
      '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br">site</a></li></ul>',
      '<h2>Trocas</h2><ul><li><a href="https://exemplo.com.br" rel="noopener noreferrer">site</a></li></ul>',
    ],
    ["turns h1 into h2 (the page has its own h1)", "<h1>Sobre</h1>", "<h2>Sobre</h2>"],
    [
      "drops iframes and styles",
      '<iframe src="https://evil.example"></iframe><style>p{}</style><p style="color:red">a</p>',
      "<p>a</p>",
    ],
    [
      "gives site-relative links the supplier's base path",
      '<a href="/categoria/101">Mercearia</a>',
      '<a href="/aurora/categoria/101">Mercearia</a>',
    ],
    [
      "gives a link written with the supplier in front its base path once",
      '<a href="/aurora/paginas/como-comprar">Como comprar</a>',
      '<a href="/aurora/paginas/como-comprar">Como comprar</a>',
    ],
    [
      "resolves a relative link against the page's own address",
      '<a href="como-comprar#passo-2">Passo 2</a>',
      '<a href="/aurora/paginas/como-comprar#conteudo-passo-2">Passo 2</a>',
    ],
    [
      "serves relative images from the image host, decorative without alt",
      '<img src="aurora/banners/1.svg">',
      '<img src="/imagens/aurora/banners/1.svg" alt="" loading="lazy" />',
    ],
    [
      "serves an image under the upstream's /imagens/ from the image host once",
      '<img src="/imagens/aurora/loja.svg" alt="Loja">',
      '<img src="/imagens/aurora/loja.svg" alt="Loja" loading="lazy" />',
    ],
    [
      "serves an absolute image of the upstream's image folder through the image host",
      '<img src="http://api.example/imagens/aurora/loja.svg" alt="Loja">',
      '<img src="/imagens/aurora/loja.svg" alt="Loja" loading="lazy" />',
    ],
    [
      "offers an image from a host the CSP does not allow as a link to it",
      '<p>a</p><img src="https://cdn.example/fachada.jpg" alt="Fachada da loja" width="800"><p>b</p>',
      '<p>a</p><a href="https://cdn.example/fachada.jpg" rel="noopener noreferrer">Ver imagem: Fachada da loja</a><p>b</p>',
    ],
    [
      "keeps ids as conteudo-{id} and the in-page links to them",
      '<h2 id="horarios">Horários</h2><a href="#horarios">Ver horários</a>',
      '<h2 id="conteudo-horarios">Horários</h2><a href="#conteudo-horarios">Ver horários</a>',
    ],
    [
      "keeps only the first of two equal ids",
      '<h2 id="a">1</h2><h3 id="a">2</h3>',
      '<h2 id="conteudo-a">1</h2><h3>2</h3>',
    ],
    [
      "turns an <a name> anchor into an id",
      '<a name="topo"></a><a href="#topo">Topo</a>',
      '<a id="conteudo-topo"></a><a href="#conteudo-topo">Topo</a>',
    ],
    ["drops ids that are not plain names", '<p id="x&quot; onclick=&quot;a">a</p><p id="1a">b</p>', "<p>a</p><p>b</p>"],
    [
      "never lets a page's marker attribute through",
      '<img src="aurora/x.svg" data-imagem-externa="javascript:alert(1)" alt="">',
      '<img src="/imagens/aurora/x.svg" alt="" loading="lazy" />',
    ],
    [
      "escapes an external image's alt text in its link",
      '<img src="https://cdn.example/x.jpg" alt="A &amp; B <i>">',
      '<a href="https://cdn.example/x.jpg" rel="noopener noreferrer">Ver imagem: A &amp; B &lt;i&gt;</a>',
    ],
  ])("%s", (_case, dirty, clean) => {
    expect(sanitizeStaticHtml(dirty, place)).toBe(clean);
  });

  it.each([
    ["a javascript: URL in any case", '<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: URL with an encoded first letter", '<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: URL split by a tab the browser drops", '<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: URL split by a line break", '<a href="java\nscript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: URL after spaces and control characters", '<a href=" &#1;javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a vbscript: URL", '<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ["a data: link", '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', "<a>x</a>"],
    [
      "a link to another site by backslashes the browser reads as slashes",
      '<a href="/\\evil.example/x">x</a>',
      '<a href="https://evil.example/x" rel="noopener noreferrer">x</a>',
    ],
    [
      "a link to another site by two backslashes",
      '<a href="\\\\evil.example">x</a>',
      '<a href="https://evil.example/" rel="noopener noreferrer">x</a>',
    ],
    [
      "an https link without slashes, shown as the browser reads it",
      '<a href="https:evil.example">x</a>',
      '<a href="https://evil.example/" rel="noopener noreferrer">x</a>',
    ],
    [
      "a protocol-relative link (entity-encoded)",
      '<a href="&#47;&#47;evil.example">x</a>',
      '<a href="https://evil.example/" rel="noopener noreferrer">x</a>',
    ],
    [
      "a path with a doubled slash after the supplier stays on the store",
      '<a href="/aurora//evil.example">x</a>',
      '<a href="/aurora/evil.example">x</a>',
    ],
    [
      "a protocol-relative image of another site is a link to it",
      '<img src="//evil.example/x.png" alt="Foto">',
      '<a href="https://evil.example/x.png" rel="noopener noreferrer">Ver imagem: Foto</a>',
    ],
    [
      "an image of another site by backslashes is a link to it",
      '<img src="/\\evil.example/x.png" alt="Foto">',
      '<a href="https://evil.example/x.png" rel="noopener noreferrer">Ver imagem: Foto</a>',
    ],
    [
      "srcset and style on an image",
      '<img src="x.png" srcset="https://evil.example/a.png 2x" style="background:url(javascript:alert(1))" alt="a">',
      '<img src="/imagens/x.png" alt="a" loading="lazy" />',
    ],
    [
      "<base>, which would move every relative link",
      '<base href="https://evil.example/"><a href="x">x</a>',
      '<a href="/aurora/paginas/x">x</a>',
    ],
    [
      "a form that would post elsewhere (a password field with it)",
      '<form action="https://evil.example"><input name="senha" type="password"><button>Entrar</button></form>',
      "Entrar",
    ],
    [
      "SVG and MathML with their scripts and links",
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>s</text></a></svg><math><mi href="javascript:alert(1)">m</mi></math>',
      "<a>s</a>m",
    ],
    [
      "ids that would stand for the page's own or for window's names",
      '<p id="__remixContext">a</p><p id="conteudo">b</p><form name="location"></form><img name="cookie" src="x.png" alt="">',
      '<p>a</p><p id="conteudo-conteudo">b</p><img src="/imagens/x.png" alt="" loading="lazy" />',
    ],
  ])("drops or disarms: %s", (_case, dirty, clean) => {
    expect(sanitizeStaticHtml(dirty, place)).toBe(clean);
  });

  it.each([
    [
      "a doubled slash after the supplier's name",
      '<a href="/aurora//evil.example/x">x</a>',
      '<a href="/evil.example/x">x</a>',
    ],
    [
      "a relative link climbing to a doubled slash",
      '<a href="../../..//evil.example">x</a>',
      '<a href="/evil.example">x</a>',
    ],
    [
      "a backslash after the supplier's name",
      '<a href="/aurora/\\evil.example">x</a>',
      '<a href="/evil.example">x</a>',
    ],
  ])("on a white-label host (no base path) a store path with %s stays on the store", (_case, dirty, clean) => {
    expect(sanitizeStaticHtml(dirty, { ...place, basePath: "" })).toBe(clean);
  });

  it("on a white-label host (no base path) a link written with the supplier's id loses it", () => {
    const html = sanitizeStaticHtml('<a href="/6F1C2A4E-8B3D-4C5A-9E7F-1A2B3C4D5E01/paginas/sobre">Sobre</a>', {
      ...place,
      basePath: "",
    });
    expect(html).toBe('<a href="/paginas/sobre">Sobre</a>');
  });
});
