/** The spec's and the storefront's messages of this domain (payment), verbatim (app/models/messages.ts). */
export const paymentMessages = {
  failure: "Falha ao realizar confirmação de pagamento.",
} as const;
