/** The spec's and the storefront's messages of this domain (staticPage), verbatim (app/models/messages.ts). */
export const staticPageMessages = {
  title: "Não foi possível exibir está página!",
  detail: "Aparentemente as alterações recentes do conteúdo precisam ser revisadas!",
} as const;
