/** The spec's and the storefront's messages of this domain (address), verbatim (app/models/messages.ts). */
export const addressMessages = {
  yourAddressNotServed: "Infelizmente ainda não atendemos o seu endereço",
  thisAddressNotServed: "Infelizmente ainda não atendemos este endereço",
  supplierDoesNotServe: "O fornecedor não atende no endereço informado",
} as const;
