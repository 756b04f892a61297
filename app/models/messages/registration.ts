/** The spec's and the storefront's messages of this domain (registration), verbatim (app/models/messages.ts). */
export const registrationMessages = {
  failure: "Erro ao tentar cadastrar usuário",
  pendingApproval: "Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.",
  alreadyConfirmed: "Seu cadastro já foi confirmado e aguarda aprovação",
  underReview: "Cadastro em análise",
} as const;
