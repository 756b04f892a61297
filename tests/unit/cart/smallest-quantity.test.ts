import { describe, expect, it } from "vitest";
import { CartIntentSchema } from "~/models/cart-intent";
import { messages } from "~/models/messages";
import { isBelowSmallestQuantity, parseQuantityText } from "~/models/quantity-input";

// docs/rules/cart.md "Cart quantity": "Cart quantities rounded to 3 decimals": a quantity above 0 that rounds to 0 names
// nothing a cart can keep, and is refused with words next to the field.

describe("a quantity that rounds to 0", () => {
  it.each<[number, boolean]>([
    [0, false],
    [0.0000001, true],
    [0.0004, true],
    [0.0004999, true],
    [0.0005, false],
    [0.001, false],
    [0.5, false],
    [1, false],
  ])("%s → below the smallest: %s", (value, below) => {
    expect(isBelowSmallestQuantity(value)).toBe(below);
  });

  it.each([["0,0000001"], ["0.0004"], ["0,000000000001"]])(
    "typed as %j is refused with the Portuguese message",
    (text) => {
      expect(parseQuantityText(text)).toEqual({ ok: false, message: messages.cart.quantityTooSmall });
    },
  );

  it.each([
    ["0,0005", 0.0005],
    ["0,001", 0.001],
    ["0", 0],
  ])("typed as %j is taken (%s)", (text, value) => {
    expect(parseQuantityText(text)).toEqual({ ok: true, value });
  });

  it("is refused in every cart form: the buy button, a line set directly, a page's save", () => {
    const failures = [
      CartIntentSchema.safeParse({ intent: "adicionar", idproduto: "3001", quantidade: "0,0000001" }),
      CartIntentSchema.safeParse({ intent: "definir", idproduto: "3001", quantidade: "0,0000001" }),
      CartIntentSchema.safeParse({
        intent: "salvar",
        linhas: JSON.stringify([{ idproduto: "3001", quantidade: 0.0000001, embalarParaPresente: false }]),
      }),
    ];
    for (const failure of failures) {
      expect(failure.success).toBe(false);
      expect(failure.error?.issues.map((issue) => issue.message)).toContain(messages.cart.quantityTooSmall);
    }
  });
});
