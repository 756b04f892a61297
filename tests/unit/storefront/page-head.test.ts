import { describe, expect, it } from "vitest";
import { pageHeadOf } from "~/models/page-head";
import type { Seo } from "~/models/supplier";

// docs/rules/storefront.md "Page head": "Page title, description and keywords come from the
// supplier configuration. Defaults: description 'Confira nossas ofertas!', keywords
// 'commerce, shop, loja virtual'. The title default is not shown."
const DEFAULT_DESCRIPTION = "Confira nossas ofertas!";
const DEFAULT_KEYWORDS = "commerce, shop, loja virtual";

function head(seo: Seo, theme: { tituloPagina?: string | null; logo?: string | null } = {}) {
  return pageHeadOf(
    { nome: "Empório Bom Sabor", config: { seo } as never },
    { configuracao: { tituloPagina: theme.tituloPagina ?? null }, logo: theme.logo ?? null },
  );
}

describe("pageHeadOf", () => {
  it("uses every value of the supplier's SEO configuration", () => {
    expect(
      head(
        {
          title: "Distribuidora Aurora | Atacado",
          subtitle: "Atacado de mercearia",
          description: "Compre no atacado.",
          keywords: "atacado, mercearia",
          favicon: "aurora/favicon.svg",
          image: "aurora/compartilhamento.svg",
          url: "https://aurora.example/",
        },
        { tituloPagina: "Aurora", logo: "aurora/logo.svg" },
      ),
    ).toEqual({
      title: "Distribuidora Aurora | Atacado",
      subtitle: "Atacado de mercearia",
      description: "Compre no atacado.",
      keywords: "atacado, mercearia",
      favicon: "aurora/favicon.svg",
      image: "aurora/compartilhamento.svg",
      url: "https://aurora.example/",
    });
  });

  const defaults: [string, Seo][] = [
    ["missing", {}],
    ["null", { description: null, keywords: null }],
    ["empty", { description: "", keywords: "" }],
    ["blank", { description: "   ", keywords: "\t \n" }],
  ];
  it.each(defaults)("description and keywords %s → the spec's defaults", (_label, seo) => {
    const result = head(seo);
    expect(result.description).toBe(DEFAULT_DESCRIPTION);
    expect(result.keywords).toBe(DEFAULT_KEYWORDS);
  });

  const titles: [string, Seo, string | null, string][] = [
    ["the SEO title first", { title: "Título SEO" }, "Título do tema", "Título SEO"],
    ["else the theme's page title", {}, "Título do tema", "Título do tema"],
    ["a blank SEO title falls through", { title: "  " }, "Título do tema", "Título do tema"],
    ["else the supplier's name", {}, null, "Empório Bom Sabor"],
    ["a blank theme title falls through to the name", { title: "" }, " ", "Empório Bom Sabor"],
    ["values are trimmed", { title: "  Loja  " }, null, "Loja"],
  ];
  it.each(titles)("title: %s", (_label, seo, tituloPagina, expected) => {
    expect(head(seo, { tituloPagina }).title).toBe(expected);
  });

  const optional: [string, Seo, string | null, Partial<ReturnType<typeof head>>][] = [
    ["no favicon, subtitle or url → null", {}, null, { favicon: null, subtitle: null, url: null, image: null }],
    ["the share image falls back to the theme's logo", {}, "bomsabor/logo.svg", { image: "bomsabor/logo.svg" }],
    ["the SEO image wins over the logo", { image: "x/share.png" }, "bomsabor/logo.svg", { image: "x/share.png" }],
    ["a blank favicon is none", { favicon: " " }, null, { favicon: null }],
  ];
  it.each(optional)("%s", (_label, seo, logo, expected) => {
    expect(head(seo, { logo })).toMatchObject(expected);
  });
});
