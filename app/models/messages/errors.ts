import { errorPageMessages } from "./error-page";

/** The spec's and the storefront's messages of this domain (errors), verbatim (app/models/messages.ts). */
export const errorsMessages = {
  ...errorPageMessages,
  upstreamUnavailable: "O serviço da loja não respondeu a tempo. Tente novamente em instantes.",
  tooManyRequestsTitle: "Muitas solicitações",
  tooManyRequestsDetail: "Recebemos muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.",
  /** The wait of the page's Retry-After, in whole minutes (rounded up). */
  tooManyRequestsWait: (minutes: number) =>
    `Recebemos muitas solicitações em pouco tempo. Aguarde ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente de novo.`,
  tryAgain: "Tentar novamente",
  /** A path that cannot be read (broken percent-encoding) or a query the storefront does not take. */
  badRequestTitle: "Endereço inválido",
  badRequestDetail: "Não conseguimos ler o endereço que você abriu. Confira o link ou volte para a página inicial.",
  badRequestShort: "Requisição inválida.",
  /** A form or upload past the size the storefront takes (413). */
  payloadTooLargeTitle: "Envio grande demais",
  payloadTooLargeDetail:
    "O que você enviou passa do tamanho que a loja aceita. Envie menos dados de cada vez; no pedido rápido, planilhas de até 1 MB.",
  payloadTooLargeShort: "Requisição grande demais.",
  /** Short answers for requests that do not take a page (data requests, scripts). */
  unexpectedShort: "Erro inesperado. Tente novamente em instantes.",
  /** A method the page does not take (TRACE, PUT, a POST to a page without a form) (405). */
  methodNotAllowedTitle: "Ação não disponível",
  methodNotAllowedDetail: "Esta página não recebe esse tipo de envio. Volte e use os botões e formulários da página.",
  methodNotAllowedShort: "Método não permitido nesta página.",
  /** A body a form cannot be read from (broken multipart, JSON, text) (400). */
  badBodyTitle: "Envio inválido",
  badBodyDetail: "Não conseguimos ler o que foi enviado. Volte à página e envie o formulário de novo.",
  badBodyShort: "Não conseguimos ler o formulário enviado.",
  /** A body that did not arrive in time (408). */
  bodyTimeoutTitle: "Envio interrompido",
  bodyTimeoutDetail: "O envio demorou demais e foi interrompido. Confira sua conexão e envie de novo.",
  bodyTimeoutShort: "O envio demorou demais e foi interrompido.",
} as const;
