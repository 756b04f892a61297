/** The storefront's messages of the combos page (docs/rules/catalogue.md "Combos page"); the spec has none of its own. */
export const comboMessages = {
  title: "Combos promocionais",
  intro: "Produtos que saem mais em conta quando comprados juntos.",
  empty: "Nenhum combo disponível no momento.",
  emptyHint: "Volte em breve: as novas ofertas aparecem aqui.",
  failed: "Não foi possível carregar os combos agora. Tente novamente em instantes.",
  priceOnComboPage: "Veja o preço na página do combo",
  homeHeading: "Combos promocionais",
  homeLink: "Ver os combos",
  menuLink: "Combos",
} as const;
