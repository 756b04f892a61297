/** The spec's and the storefront's messages of this domain (delivery), verbatim (app/models/messages.ts). */
export const deliveryMessages = {
  noOption: "Nenhuma forma de entrega foi encontrada para esse endereço, itens ou valor de pedido.",
  schedulesFailed: "Falha ao consultar agendamentos",
} as const;
