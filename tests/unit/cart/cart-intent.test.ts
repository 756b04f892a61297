import { describe, expect, it } from "vitest";
import { CartIntentSchema } from "~/models/cart-intent";
import { parseQuantityText, quantityMessages } from "~/models/quantity-input";

describe("a typed quantity", () => {
  it.each([
    ["2", 2],
    ["1,5", 1.5],
    [" 0.75 ", 0.75],
    ["0", 0],
    ["100000", 100000],
    ["1,1234567891", 1.1234567891],
  ])("%j is %s (the quantity rules round it afterwards)", (text, value) => {
    expect(parseQuantityText(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["-1", quantityMessages.invalid],
    ["abc", quantityMessages.invalid],
    ["", quantityMessages.invalid],
    ["1e3", quantityMessages.invalid],
    ["1.000,5", quantityMessages.invalid],
    ["100001", quantityMessages.range],
    ["999999999", quantityMessages.range],
  ])("%j is refused: %s", (text, message) => {
    expect(parseQuantityText(text)).toEqual({ ok: false, message });
  });
});

describe("the cart forms' intents", () => {
  it("takes each intent with its fields", () => {
    expect(CartIntentSchema.parse({ intent: "adicionar", idproduto: "2026", quantidade: "1,5" })).toEqual({
      intent: "adicionar",
      idproduto: "2026",
      quantidade: 1.5,
    });
    expect(CartIntentSchema.parse({ intent: "embrulhar", idproduto: "2001", embalar: "sim" })).toMatchObject({
      embalar: "sim",
    });
    expect(CartIntentSchema.parse({ intent: "assinatura" })).toEqual({ intent: "assinatura", idtipoassinatura: "" });
    expect(
      CartIntentSchema.parse({
        intent: "salvar",
        linhas: '[{"idproduto":"2001","quantidade":2,"embalarParaPresente":true}]',
      }),
    ).toEqual({
      intent: "salvar",
      linhas: [{ idproduto: "2001", quantidade: 2, embalarParaPresente: true }],
    });
  });

  it.each([
    ["an unknown intent", { intent: "pagar" }],
    ["adding nothing", { intent: "adicionar", idproduto: "2001", quantidade: "0" }],
    ["a tampered product id", { intent: "mais", idproduto: "1; DROP TABLE" }],
    ["lines that are not JSON", { intent: "salvar", linhas: "[{" }],
    [
      "a negative line",
      { intent: "salvar", linhas: '[{"idproduto":"1","quantidade":-2,"embalarParaPresente":false}]' },
    ],
    ["notes of 501 characters", { intent: "detalhes", observacao: "x".repeat(501) }],
    ["a payment method that is not an id", { intent: "pagamento", idformapagamento: "../12" }],
  ])("refuses %s", (_case, input) => {
    expect(CartIntentSchema.safeParse(input).success).toBe(false);
  });

  it("refuses more than 500 lines in one save", () => {
    const lines = Array.from({ length: 501 }, (_, index) => ({
      idproduto: String(index + 1),
      quantidade: 1,
      embalarParaPresente: false,
    }));
    expect(CartIntentSchema.safeParse({ intent: "salvar", linhas: JSON.stringify(lines) }).success).toBe(false);
  });
});
