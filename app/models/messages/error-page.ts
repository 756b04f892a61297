/**
 * The messages of the error page every route shows (errors), verbatim: apart from the domain's
 * other messages (./errors, which includes these), because the error page is in every page's JS
 * and the others are the server's (short answers, 405/408/413 pages).
 */
export const errorPageMessages = {
  notFoundTitle: "Página não encontrada",
  notFoundDetail: "O endereço que você abriu não existe ou foi removido.",
  unexpectedTitle: "Algo deu errado",
  unexpectedDetail: "Não conseguimos carregar esta página agora. Tente novamente em instantes.",
  backHome: "Voltar para a página inicial",
} as const;
