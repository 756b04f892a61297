import { describe, expect, it } from "vitest";
import { adjustmentMessage, type AdjustedProduct } from "~/models/shared/quantity-adjustment";

const banana: AdjustedProduct = {
  nome: "Banana prata",
  unidade: "kg",
  granularidade: 0.5,
  min_por_pedido: 1,
  maxporpedido: 5,
};
const arroz: AdjustedProduct = {
  nome: "Arroz",
  unidade: "fd",
  granularidade: 3,
  min_por_pedido: 1,
  maxporpedido: null,
};

/**
 * docs/upstream-api.md §40 (the cart's "avisos"; spec section "Cart quantity"): a corrected quantity
 * is said with why, the order maximum first, then the line maximum (100000), the minimum, else the
 * step. The upstream's notice and the cart page's message are this one sentence.
 */
describe("adjustmentMessage: why a wanted quantity became another", () => {
  it.each([
    [
      "between steps: the step",
      banana,
      1.2,
      1.5,
      "A quantidade de Banana prata foi ajustada para 1,5 kg (vendido em múltiplos de 0,5 kg).",
    ],
    [
      "below the minimum: the minimum",
      banana,
      0.5,
      1,
      "A quantidade de Banana prata foi ajustada para 1 kg (mínimo de 1 kg por pedido).",
    ],
    [
      "above the order maximum: the order maximum",
      banana,
      12,
      5,
      "A quantidade de Banana prata foi ajustada para 5 kg (máximo de 5 kg por pedido).",
    ],
    [
      "above the line maximum with no order maximum: the line maximum",
      arroz,
      100_001,
      99_999,
      "A quantidade de Arroz foi ajustada para 99.999 fd (máximo de 100.000 fd por linha).",
    ],
  ])("%s", (_case, product, wanted, kept, message) => {
    expect(adjustmentMessage(product, wanted, kept)).toBe(message);
  });
});
