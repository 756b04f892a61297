/** Call 7 (docs/upstream-api.md "GET /v4/static-text/{id}; response lang, translation"): a supplier's wording over the storefront's own. */
import { describe, expect, it } from "vitest";
import { STATIC_TEXT_DEFAULTS, staticTexts } from "~/models/static-texts";

describe("static texts", () => {
  it("are the storefront's own without a translation", () => {
    expect(staticTexts()).toEqual(STATIC_TEXT_DEFAULTS);
  });

  it.each([
    [
      "a key the storefront shows takes the supplier's text",
      { "carrinho.titulo": "Meu carrinho" },
      "carrinho.titulo",
      "Meu carrinho",
    ],
    [
      "spaces and line breaks fold into one line",
      { "busca.placeholder": "  O que  você\nprocura? " },
      "busca.placeholder",
      "O que você procura?",
    ],
    [
      "an empty text keeps the storefront's own",
      { "produto.adicionar": "   " },
      "produto.adicionar",
      "Adicionar ao carrinho",
    ],
    [
      "a text that is not a string keeps the storefront's own",
      { "produto.aviseme": 42 },
      "produto.aviseme",
      "Avise-me quando chegar",
    ],
    [
      "a text over 120 characters keeps the storefront's own",
      { "carrinho.finalizar": "x".repeat(121) },
      "carrinho.finalizar",
      "Finalizar pedido",
    ],
    [
      "a footer line where the storefront has none",
      { "rodape.direitos": "Todos os direitos reservados." },
      "rodape.direitos",
      "Todos os direitos reservados.",
    ],
  ] as const)("%s", (_case, translation, key, text) => {
    expect(staticTexts(translation)[key]).toBe(text);
  });

  it("ignores keys the storefront does not show", () => {
    expect(Object.keys(staticTexts({ "outra.chave": "x", "__proto__.x": "y" })).sort()).toEqual(
      Object.keys(STATIC_TEXT_DEFAULTS).sort(),
    );
  });
});
