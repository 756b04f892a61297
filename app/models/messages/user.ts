/** The spec's and the storefront's messages of this domain (user), verbatim (app/models/messages.ts). */
export const userMessages = {
  lookupFailed: "Email ou CPF Invalido",
  updateFailed: "Erro tentando atualizado usuário. Tente novamente mais tarde",
  updated: "Cadastro atualizado",
} as const;
