import { MAX_LIST_NAME } from "./list-limits";

/** The shopping lists' words (pages and their forms), in Portuguese. */
export const listText = {
  nameMissing: "Dê um nome à lista.",
  nameTooLong: `Use no máximo ${MAX_LIST_NAME} caracteres no nome.`,
  nameInvalid: "Use só letras, números e pontuação no nome.",
  tooMany: "Você já tem o máximo de listas nesta loja. Desative uma que não usa mais para criar outra.",
  lockedApply: "A lista não foi colocada nele: libere o carrinho na página do carrinho para continuar.",
  full: "A lista de destino já tem 500 produtos, o máximo de uma lista.",
  chooseList: "Escolha uma lista ou dê um nome para uma nova.",
  chooseDestination: "Escolha a lista para onde copiar o produto.",
  belowMinimum: "Para tirar o produto da lista, use Remover.",
  created: "Lista criada.",
  saved: (nome: string) => `Salvo na lista “${nome}”.`,
  savedSome: (nome: string, kept: number, total: number) =>
    `Salvos ${kept} de ${total} produtos na lista “${nome}”. Os outros não puderam ser salvos agora.`,
  copied: (nome: string) => `Produto copiado para a lista “${nome}”.`,
  quantityChanged: "Quantidade atualizada.",
  removed: "Produto removido da lista.",
  renamed: "Lista renomeada.",
  disabled: (nome: string) => `A lista “${nome}” foi desativada.`,
  lineGone: "Este produto já não está na lista.",
  listGone: "Esta lista não existe mais.",
  editAbsent: "Esta loja não permite mais essa alteração nas listas.",
  failed: "Não foi possível salvar agora. Tente de novo em instantes.",
  applyEmpty: "Esta lista não tem produtos para colocar no carrinho.",
  applyFailed:
    "Não foi possível colocar a lista no carrinho agora. Seu carrinho continua como estava. Tente de novo em instantes.",
  applyFailedChanged:
    "A loja não confirmou a lista, mas parte dela entrou no carrinho: veja abaixo o que mudou, linha a linha.",
  applyDone: (added: number) =>
    added === 1 ? "1 produto entrou no carrinho." : `${added} produtos entraram no carrinho.`,
  linesFailed: "Não foi possível mostrar os produtos desta lista agora. Abra a lista para vê-los.",
  more: (count: number) => (count === 1 ? "e mais 1 produto" : `e mais ${count} produtos`),
  applyNothing: "Nenhum produto desta lista pôde entrar no carrinho agora.",
} as const;
