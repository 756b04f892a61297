import { describe, expect, it } from "vitest";
import { lineQuantityLabel, withQuantityText } from "~/models/quantity-format";

/**
 * How an order or cart line says how much of a product (spec "Cart quantity"; docs/upstream-api.md
 * `unidade`): a product sold by weight reads as that weight "de" the product, as a Brazilian shop
 * says it ("1,5 kg de Banana prata"); a pack or unit with its unit ("2 fd · Arroz"); a line whose
 * unit is not known as a count ("2 × Arroz").
 */
describe("lineQuantityLabel", () => {
  it.each([
    ["by weight, a fraction", 1.5, "Banana prata", "kg", "1,5 kg de Banana prata"],
    ["by weight, whole", 5, "Uva niágara", "kg", "5 kg de Uva niágara"],
    ["by weight, grams", 250, "Queijo minas", "g", "250 g de Queijo minas"],
    ["by weight, the unit's case", 0.75, "Tomate", "KG", "0,75 KG de Tomate"],
    ["by weight, three decimals", 1.125, "Café", "kg", "1,125 kg de Café"],
    ["by volume", 2, "Azeite a granel", "l", "2 l de Azeite a granel"],
    ["a bundle", 2, "Arroz branco tipo 1 5 kg", "fd", "2 fd · Arroz branco tipo 1 5 kg"],
    ["units", 3, "Abacaxi pérola", "un", "3 un · Abacaxi pérola"],
    ["a box", 1, "Trufas sortidas", "cx", "1 cx · Trufas sortidas"],
    ["no unit known", 2, "Arroz", undefined, "2 × Arroz"],
    ["no unit known, a fraction", 1.5, "Banana prata", undefined, "1,5 × Banana prata"],
  ])("%s", (_case, quantidade, nome, unidade, expected) => {
    expect(lineQuantityLabel({ quantidade, nome, unidade })).toBe(expected);
  });
});

/** The order pages get each line's quantity said by the server: the line as it was, with that text. */
describe("withQuantityText", () => {
  it.each([
    [{ idproduto: "2041", nome: "Banana prata", quantidade: 1.5, unidade: "kg", total: 9 }, "1,5 kg de Banana prata"],
    [{ idproduto: "1001", nome: "Arroz", quantidade: 2, total: 310.2 }, "2 × Arroz"],
  ])("%o", (line, text) => {
    expect(withQuantityText(line)).toEqual({ ...line, quantidadeTexto: text });
  });
});
