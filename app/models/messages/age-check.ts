/** The storefront's messages of the home's segment choice and of the age check (docs/rules/catalogue.md "Segments", "Age check"). */
export const segmentChoiceMessages = {
  chooseHeading: "O que você procura hoje?",
  chooseIntro: "Esta loja tem mais de um catálogo. Escolha um para ver as categorias e os produtos dele.",
} as const;

export const ageCheckMessages = {
  ageQuestion: "Você tem 18 anos ou mais?",
  ageIntro: "Estes produtos são vendidos somente para maiores de 18 anos.",
  ageYes: "Sim",
  ageNo: "Não",
  ageGatedCount: (count: number) =>
    count === 1
      ? "1 produto aqui é só para maiores de 18 anos."
      : `${count} produtos aqui são só para maiores de 18 anos.`,
  /** A buy button's product held back, with its quantity ("Vinho tinto 750 ml (2 un)"). */
  addHeldBack: (product: string) =>
    `${product} não foi para o carrinho: é vendido somente para maiores de 18 anos. Responda à pergunta e adicione de novo.`,
  /** A line of a quick order or of a list held back. */
  lineHeldBack: "Só para maiores de 18 anos: ficou fora do carrinho",
  /** A held-back product the catalogue did not name. */
  unnamedProduct: "Este produto",
  /** A repeated order's adults-only products held back, after the spec's message ("Só para maiores de 18 anos, ficou fora do carrinho: Vinho tinto Malbec 750 ml. …"). */
  orderHeldBack: (products: string) =>
    `Só para maiores de 18 anos, ficou fora do carrinho: ${products}. Responda à pergunta e adicione de novo.`,
  answerLink: "Responder à pergunta",
} as const;
