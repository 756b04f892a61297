/** The spec's and the storefront's messages of this domain (supplierLookup), verbatim (app/models/messages.ts). */
export const supplierLookupMessages = {
  noneForAddress: "Não foi possivel encontrar fornecedores para este endereço",
  serviceAreaFailed: "Falha ao consultar área de atendimento do fornecedor",
  othersFailed: "Falha ao consultar outros fornecedores",
} as const;
