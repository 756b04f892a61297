/** The spec's and the storefront's messages of this domain (apiKey), verbatim (app/models/messages.ts). */
export const apiKeyMessages = {
  failure: "Erro ao obter cliente!",
} as const;
