/** The spec's and the storefront's messages of this domain (order), verbatim (app/models/messages.ts). */
export const orderMessages = {
  emptyCart: "O carrinho está vazio. Experimente adicionar alguns produtos",
  /** docs/rules/checkout.md "Order submission"; without products named, the message ends with the server's. */
  submitFailure: (serverMessage: string, itensName: string | null) =>
    itensName
      ? `Erro ao submeter seu pedido. ${serverMessage} Itens: ${itensName}`
      : `Erro ao submeter seu pedido. ${serverMessage}`,
  repeatSuccess: "Os produtos do pedido foram carregados no seu carrinho",
  repeatFailure: "Não foi possível carregar os produtos do pedido",
} as const;
