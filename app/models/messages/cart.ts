/** The spec's and the storefront's messages of this domain (cart), verbatim (app/models/messages.ts). */
export const cartMessages = {
  saveWithoutCustomer: "Não foi possivel salvar o carrinho",
  noItems: "Não foi possível carregar nenhum produto para o carrinho.",
  /** The storefront's own: tag restrict-not-approved-user-submission and an unapproved customer. */
  awaitingApproval: "Seu cadastro aguarda aprovação. Você poderá montar o seu carrinho assim que ele for aprovado.",
  saveFailed: "Não foi possível salvar o carrinho agora. Seus produtos continuam aqui; tente novamente em instantes.",
  readOnly: "Este carrinho foi preparado pelo atendimento e está bloqueado para alterações.",
  /** The storefront's own: a representative buying before choosing the client (docs/rules/cart.md "Cart save", without a customer id). */
  chooseClient: "Não foi possivel salvar o carrinho: escolha primeiro o cliente para quem você está comprando.",
  chooseClientLink: "Escolher cliente",
  /** The storefront's own: a quantity above 0 that rounds to 0 at 3 decimals (docs/rules/cart.md "Cart quantity"). */
  quantityTooSmall: "Informe uma quantidade de pelo menos 0,001.",
} as const;
