/**
 * Call 7 (docs/upstream-api.md §7, docs/upstream-api.md "GET /v4/static-text/{id}; response lang, translation"):
 * texts a supplier words its own way, by key. These are the keys the storefront shows and its own
 * wording where the supplier has none. A text is plain text (never HTML), one line.
 */
export const STATIC_TEXT_DEFAULTS = {
  /** The header's search field (its placeholder; the field's name stays "Buscar produtos"). */
  "busca.placeholder": "Buscar produtos",
  /** The cart page's heading. */
  "carrinho.titulo": "Carrinho",
  /** The cart's button to the checkout. */
  "carrinho.finalizar": "Finalizar pedido",
  /** The buy button of a product's page and cards. */
  "produto.adicionar": "Adicionar ao carrinho",
  /** What a product that cannot be bought now says, on its page and on cards. */
  "produto.indisponivel": "Produto indisponível no momento.",
  /** The button that asks to be told when an unavailable product is back. */
  "produto.aviseme": "Avise-me quando chegar",
  /** The line after "© {store}" at the foot of every page (none by default). */
  "rodape.direitos": "",
} as const;

export type StaticTextKey = keyof typeof STATIC_TEXT_DEFAULTS;
export type StaticTexts = Record<StaticTextKey, string>;

/** The longest text kept: a label, not a paragraph. */
export const STATIC_TEXT_MAX = 120;

const KEYS = Object.keys(STATIC_TEXT_DEFAULTS) as StaticTextKey[];

/**
 * The storefront's texts with a supplier's translation over them: only the keys above (others are
 * ignored), each trimmed and folded to one line; an empty or overlong text, or one that is not a
 * string, keeps the storefront's own.
 */
export function staticTexts(translation: Readonly<Record<string, unknown>> = {}): StaticTexts {
  const texts = { ...STATIC_TEXT_DEFAULTS } as StaticTexts;
  for (const key of KEYS) {
    const value = translation[key];
    if (typeof value !== "string") continue;
    const text = value.replace(/\s+/g, " ").trim();
    if (text && text.length <= STATIC_TEXT_MAX) texts[key] = text;
  }
  return texts;
}
