/** The spec's and the storefront's messages of this domain (recovery), verbatim (app/models/messages.ts). */
export const recoveryMessages = {
  failure: "Falha ao solicitar redefinição de senha",
} as const;
