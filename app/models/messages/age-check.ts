/** The storefront's messages of the home's segment choice and of the age check (docs/rules/catalogue.md "Segments", "Age check"; spec §9 "over 18"). */
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
} as const;
