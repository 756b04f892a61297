import { MAX_QUANTITY } from "../quantity-input";
import { formatQuantity } from "../quantity-format";

/** What the rule needs of a product: its name, unit and quantity limits. */
export type AdjustedProduct = {
  nome: string;
  unidade: string;
  granularidade: number;
  min_por_pedido: number;
  maxporpedido: number | null;
};

/**
 * Why a wanted quantity became another, in the words of the cart call's notices (docs/upstream-api.md
 * §40, "avisos"; spec section "Cart quantity"): the order maximum first, then the line maximum, the
 * minimum, else the step. The upstream says it when it corrects a save; the cart page says it next
 * to the line it corrected.
 */
export function adjustmentMessage(product: AdjustedProduct, wanted: number, kept: number): string {
  const amount = (value: number) => formatQuantity(value, product.unidade);
  const reason =
    product.maxporpedido !== null && wanted > product.maxporpedido
      ? `máximo de ${amount(product.maxporpedido)} por pedido`
      : wanted > MAX_QUANTITY
        ? `máximo de ${amount(MAX_QUANTITY)} por linha`
        : wanted < product.min_por_pedido
          ? `mínimo de ${amount(product.min_por_pedido)} por pedido`
          : `vendido em múltiplos de ${amount(product.granularidade)}`;
  return `A quantidade de ${product.nome} foi ajustada para ${amount(kept)} (${reason}).`;
}
