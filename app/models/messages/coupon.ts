/** The spec's and the storefront's messages of this domain (coupon), verbatim (app/models/messages.ts). */
export const couponMessages = {
  invalid: "Não foi possível verificar seu cupom",
  automaticBlocksSwap:
    "Não foi possível trocar o seu cupom de desconto, pois já existe um cupom automático aplicado que oferece um benefício superior.",
} as const;
