/** The storefront's messages of segments and the age check (docs/rules/catalogue.md "Segments", "Age check"). */
export const segmentMessages = {
  chooseHeading: "O que você procura hoje?",
  chooseIntro: "Esta loja tem mais de um catálogo. Escolha um para ver as categorias e os produtos dele.",
  wholeCatalogue: "Tudo da loja",
  current: "Catálogo",
  change: "Trocar",
  chosen: "Você está vendo",
  adultsBadge: "+18",
  ageQuestion: "Você tem 18 anos ou mais?",
  ageIntro: "Estes produtos são vendidos somente para maiores de 18 anos.",
  ageYes: "Sim",
  ageNo: "Não",
  ageGatedCount: (count: number) =>
    count === 1
      ? "1 produto aqui é só para maiores de 18 anos."
      : `${count} produtos aqui são só para maiores de 18 anos.`,
} as const;
