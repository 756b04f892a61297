import type { CartEdit } from "./cart-edit";
import { changeQuantity, roundQuantity, type QuantityRules } from "./cart-quantity";
import { adjustmentMessage } from "./shared/quantity-adjustment";

/** A cart line as the feedback reads it: its quantity, gift wrap and product. */
export type FeedbackLine = {
  idproduto: string;
  quantidade: number;
  embalarParaPresente: boolean;
  produto: QuantityRules & { nome: string; unidade: string };
};

/**
 * What the cart page tells the shopper next to a line after an edit (issue "Phone-first
 * shopping" §4): the quantity the rules of docs/rules/cart.md "Cart quantity" kept when it is not the one asked
 * for, or that the line went (with what "Desfazer" puts back). Nothing for an edit that did what
 * it said.
 */
export type LineFeedback =
  | { kind: "adjusted"; idproduto: string; message: string }
  | { kind: "removed"; idproduto: string; nome: string; quantidade: number; embalar: boolean };

/** The feedback of one edit of `line` (null: the line is not there, or the edit did what it said). */
export function lineFeedback(line: FeedbackLine | undefined, edit: CartEdit): LineFeedback | null {
  if (!line || line.idproduto !== edit.idproduto || edit.kind === "wrap") return null;
  const kept = changeQuantity(line.quantidade, edit, line.produto);
  if (kept === 0) {
    return {
      kind: "removed",
      idproduto: line.idproduto,
      nome: line.produto.nome,
      quantidade: line.quantidade,
      embalar: line.embalarParaPresente,
    };
  }
  const wanted =
    edit.kind === "set"
      ? roundQuantity(edit.value)
      : edit.kind === "increment"
        ? roundQuantity(line.quantidade + line.produto.granularidade)
        : edit.kind === "decrement"
          ? roundQuantity(line.quantidade - line.produto.granularidade)
          : kept;
  return kept === wanted
    ? null
    : { kind: "adjusted", idproduto: line.idproduto, message: adjustmentMessage(line.produto, wanted, kept) };
}

/** What the cart says where a line was, beside "Desfazer". */
export function removedMessage(nome: string): string {
  return `${nome} foi removido do carrinho.`;
}
