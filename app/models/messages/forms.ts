/**
 * The storefront's own words for any form field its own rules have no message for (instead of the
 * validation library's English), and for a form whose action it does not know.
 */
export const formsMessages = {
  unknownAction: "Não foi possível concluir esta ação. Recarregue a página e tente de novo.",
  repeated: "Este campo foi enviado mais de uma vez. Recarregue a página e tente de novo.",
  required: "Preencha este campo.",
  invalid: "Confira este campo: o valor informado não é válido.",
  number: "Informe um número.",
  date: "Informe uma data válida.",
  email: "Informe um e-mail válido, como nome@exemplo.com.br.",
  choose: "Escolha uma das opções oferecidas.",
  tooShort: (minimum: string) => `Use pelo menos ${minimum} caracteres.`,
  tooLong: (maximum: string) => `Use no máximo ${maximum} caracteres.`,
  tooSmall: (minimum: string) => `Informe um valor a partir de ${minimum}.`,
  tooBig: (maximum: string) => `Informe um valor de até ${maximum}.`,
  tooMany: (maximum: string) => `Envie no máximo ${maximum} itens de uma vez.`,
} as const;
