import { describe, expect, it } from "vitest";
import { changeQuantity, roundQuantity, tidyLines, type QuantityChange } from "~/models/cart-quantity";

const unit = { granularidade: 1, min_por_pedido: 1, maxporpedido: null };
const byKilo = { granularidade: 0.5, min_por_pedido: 1, maxporpedido: null };
const boxOfSix = { granularidade: 6, min_por_pedido: 12, maxporpedido: 48 };
const capped = { granularidade: 1, min_por_pedido: 1, maxporpedido: 2 };

const inc: QuantityChange = { kind: "increment" };
const dec: QuantityChange = { kind: "decrement" };
const set = (value: number): QuantityChange => ({ kind: "set", value });
const del: QuantityChange = { kind: "delete" };

describe('docs/rules/cart.md "Cart quantity"', () => {
  describe("'Change by the granularity step (default 1) upward or downward, set directly, or delete. The result is capped at maxporpedido.'", () => {
    it.each([
      ["+ by 1", unit, 3, inc, 4],
      ["− by 1", unit, 3, dec, 2],
      ["+ by 0.5 kg", byKilo, 1.5, inc, 2],
      ["− by 0.5 kg", byKilo, 2, dec, 1.5],
      ["set directly", unit, 3, set(7), 7],
      ["delete", unit, 3, del, 0],
      ["+ capped at the maximum", capped, 2, inc, 2],
      ["set capped at the maximum", capped, 1, set(10), 2],
      ["+ by a box, capped at 48", boxOfSix, 48, inc, 48],
    ])("%s: %j from %s, %j → %s", (_case, product, current, change, expected) => {
      expect(changeQuantity(current, change, product)).toBe(expected);
    });
  });

  describe("'Below min_por_pedido (default 1), a decrease or delete goes to 0; an increase or direct set jumps to the minimum, or to the next multiple of the granularity.'", () => {
    it.each([
      ["+ from 0 jumps to the minimum", boxOfSix, 0, inc, 12],
      ["set below the minimum jumps to it", boxOfSix, 0, set(5), 12],
      ["set between multiples goes to the next multiple", boxOfSix, 12, set(13), 18],
      ["set 1.2 kg goes to 1.5 kg", byKilo, 0, set(1.2), 1.5],
      ["− at the minimum goes to 0", boxOfSix, 12, dec, 0],
      ["− below the minimum goes to 0", byKilo, 1, dec, 0],
      ["delete below the minimum", boxOfSix, 12, del, 0],
    ])("%s", (_case, product, current, change, expected) => {
      expect(changeQuantity(current, change, product)).toBe(expected);
    });
  });

  it("'A decrease is allowed only if the result stays at or above min_por_pedido.'", () => {
    expect(changeQuantity(18, dec, boxOfSix)).toBe(12);
    expect(changeQuantity(12, dec, boxOfSix)).toBe(0);
  });

  describe("'Values are rounded to 3 decimals. A quantity above 0 but below the step is raised to the step.'", () => {
    it.each([
      [0.1 + 0.2, 0.3],
      [1.23456, 1.235],
      [2, 2],
    ])("roundQuantity(%s) → %s", (value, expected) => {
      expect(roundQuantity(value)).toBe(expected);
    });
    it("a quantity above 0 but below the step is raised to the step", () => {
      expect(changeQuantity(0, set(0.2), { granularidade: 0.5, min_por_pedido: 0.5, maxporpedido: null })).toBe(0.5);
      expect(changeQuantity(0, set(0.0001), unit)).toBe(1);
    });
    it("many 0.5 kg steps stay exact", () => {
      let quantity = 1;
      for (let step = 0; step < 15; step++) quantity = changeQuantity(quantity, inc, byKilo);
      expect(quantity).toBe(8.5);
    });
    it("zero, negative and non-numbers set remove the line", () => {
      expect(changeQuantity(3, set(0), unit)).toBe(0);
      expect(changeQuantity(3, set(-2), unit)).toBe(0);
      expect(changeQuantity(3, set(Number.NaN), unit)).toBe(0);
    });
  });

  it("'Lines with quantity 0 are dropped; the rest are sorted by name.'", () => {
    const lines = [
      { nome: "Óleo de soja", quantidade: 2 },
      { nome: "Açúcar cristal", quantidade: 0 },
      { nome: "arroz branco", quantidade: 1 },
      { nome: "Feijão carioca", quantidade: 3 },
    ];
    expect(tidyLines(lines, (line) => line.nome).map((line) => line.nome)).toEqual([
      "arroz branco",
      "Feijão carioca",
      "Óleo de soja",
    ]);
  });

  describe("a line never holds more than 100 000 (the cart call's limit): the largest multiple of the step below it", () => {
    const byThree = { granularidade: 3, min_por_pedido: 3, maxporpedido: null };
    it.each([
      ["set 100 000 by steps of 3", byThree, 0, set(100_000), 99_999],
      ["set far above the limit", unit, 0, set(1e12), 100_000],
      ["+ at the limit stays there", unit, 100_000, inc, 100_000],
      ["+ by 3 near the limit", byThree, 99_999, inc, 99_999],
      ["+ by 0.5 kg at the limit", byKilo, 100_000, inc, 100_000],
      ["a lower maximum still wins", capped, 0, set(100_000), 2],
    ])("%s", (_case, product, current, change, expected) => {
      expect(changeQuantity(current, change, product)).toBe(expected);
    });
  });
});
