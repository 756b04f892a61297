/** The spec's and the storefront's messages of this domain (auth), verbatim (app/models/messages.ts). */
export const authMessages = {
  checkCredentials: "Erro tentando autenticar. Verifique suas credenciais",
  couldNotAuthenticate: "Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.",
  invalidCredentials: "Usuário inexistente ou credenciais inválidas",
  tryLater: "Erro ao tentar fazer login. Tente novamente em alguns minutos",
  redirectTokenFailed:
    "Não foi possível autenticar via token de redirecionamento. Verifique suas credenciais e tente novamente.",
  redirectTokenLoginFailed: "Falha ao logar usuário vai token",
  sessionExpired: "Sessão expirada, efetue login novamente",
  guestBuying: "Para continuar a sua compra você precisa estar logado.",
  guestBuyButton: "Faça login para comprar",
  /** The storefront's own: the login belongs to a store on another site (a white-label domain, or the shared one from it). */
  handOffNotice: (loja: string | null) =>
    `Sua conta é atendida por ${loja ?? "outra loja"}, em outro endereço. Continue lá para entrar.`,
  handOffLink: (loja: string | null) => (loja ? `Continuar em ${loja}` : "Continuar na loja da sua conta"),
} as const;
