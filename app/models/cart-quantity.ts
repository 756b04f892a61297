import type { ProductSummary } from "./catalogue";
import { MAX_QUANTITY } from "./quantity-input";

/**
 * docs/rules/cart.md "Cart quantity": how a line's quantity changes by the product's packaging rules.
 *
 * - Change by the granularity step (default 1) upward or downward, set directly, or delete. The
 *   result is capped at maxporpedido.
 * - Below min_por_pedido (default 1), a decrease or delete goes to 0; an increase or direct set
 *   jumps to the minimum, or to the next multiple of the granularity.
 * - A decrease is allowed only if the result stays at or above min_por_pedido.
 * - Values are rounded to 3 decimals. A quantity above 0 but below the step is raised to the step.
 * - Lines with quantity 0 are dropped; the rest are sorted by name.
 *
 * A line never holds more than MAX_QUANTITY (the cart call's limit): past it, the largest multiple
 * of the step below it.
 */

/** A product's packaging rules, with the schema's defaults applied (step 1, minimum 1, no maximum). */
export type QuantityRules = Pick<ProductSummary, "granularidade" | "min_por_pedido" | "maxporpedido">;

export type QuantityChange =
  { kind: "increment" } | { kind: "decrement" } | { kind: "set"; value: number } | { kind: "delete" };

/** docs/rules/cart.md "Cart quantity": "Cart quantities rounded to 3 decimals." */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The smallest multiple of the step at or above the value (a hair of tolerance for binary fractions). */
function upToStep(value: number, step: number): number {
  return roundQuantity(Math.ceil(roundQuantity(value / step) - 1e-9) * step);
}

/** The largest multiple of the step at or below the value. */
function downToStep(value: number, step: number): number {
  return roundQuantity(Math.floor(roundQuantity(value / step) + 1e-9) * step);
}

/** A wanted quantity made valid: at least the minimum, a multiple of the step, at most the maximum. */
function validQuantity(wanted: number, product: QuantityRules): number {
  if (!Number.isFinite(wanted) || wanted <= 0) return 0;
  const atLeastMinimum = upToStep(Math.max(wanted, product.min_por_pedido), product.granularidade);
  const ceiling = Math.min(product.maxporpedido ?? Infinity, downToStep(MAX_QUANTITY, product.granularidade));
  return roundQuantity(Math.min(atLeastMinimum, ceiling));
}

/** The line's quantity after a change; 0 means the line goes away. */
export function changeQuantity(current: number, change: QuantityChange, product: QuantityRules): number {
  switch (change.kind) {
    case "delete":
      return 0;
    case "increment":
      return validQuantity(current + product.granularidade, product);
    case "set":
      return validQuantity(change.value, product);
    case "decrement": {
      const next = roundQuantity(current - product.granularidade);
      return next < product.min_por_pedido ? 0 : validQuantity(next, product);
    }
  }
}

/** Lines with quantity 0 are dropped; the rest are sorted by name (Portuguese collation). */
export function tidyLines<Line extends { quantidade: number }>(
  lines: readonly Line[],
  nameOf: (line: Line) => string,
): Line[] {
  return lines.filter((line) => line.quantidade > 0).sort((a, b) => nameOf(a).localeCompare(nameOf(b), "pt-BR"));
}
