import { describe, expect, it } from "vitest";
import type { CartEdit } from "~/models/cart-edit";
import { lineFeedback, type FeedbackLine } from "~/models/cart-line-feedback";

// Issue "Phone-first shopping" §4: "7 kg typed where the maximum is 5 kg quietly becomes 5 kg with
// no message"; "− at the minimum removes the line at once with no confirmation or undo". docs/rules/cart.md "Cart quantity"
// "Cart quantity": "The result is capped at maxporpedido. Below min_por_pedido (default 1), a
// decrease or delete goes to 0; an increase or direct set jumps to the minimum, or to the next
// multiple of the granularity."

const grapes: FeedbackLine = {
  idproduto: "3008",
  quantidade: 2,
  embalarParaPresente: false,
  produto: { nome: "Uva niágara", unidade: "kg", granularidade: 0.5, min_por_pedido: 1, maxporpedido: 5 },
};
const wine: FeedbackLine = {
  idproduto: "2040",
  quantidade: 6,
  embalarParaPresente: true,
  produto: { nome: "Vinho tinto", unidade: "un", granularidade: 6, min_por_pedido: 6, maxporpedido: null },
};
const at = (line: FeedbackLine, quantidade: number): FeedbackLine => ({ ...line, quantidade });

describe("lineFeedback: what the cart says next to a line after an edit", () => {
  it.each<[string, FeedbackLine, CartEdit, ReturnType<typeof lineFeedback>]>([
    ["a typed quantity kept as typed says nothing", grapes, { idproduto: "3008", kind: "set", value: 3 }, null],
    [
      "7 kg typed where the maximum is 5 kg",
      grapes,
      { idproduto: "3008", kind: "set", value: 7 },
      {
        kind: "adjusted",
        idproduto: "3008",
        message: "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).",
      },
    ],
    [
      "1,2 kg typed, sold by half kilos",
      grapes,
      { idproduto: "3008", kind: "set", value: 1.2 },
      {
        kind: "adjusted",
        idproduto: "3008",
        message: "A quantidade de Uva niágara foi ajustada para 1,5 kg (vendido em múltiplos de 0,5 kg).",
      },
    ],
    [
      "0,5 kg typed below the minimum of 1 kg",
      grapes,
      { idproduto: "3008", kind: "set", value: 0.5 },
      {
        kind: "adjusted",
        idproduto: "3008",
        message: "A quantidade de Uva niágara foi ajustada para 1 kg (mínimo de 1 kg por pedido).",
      },
    ],
    [
      "+ at the maximum",
      at(grapes, 5),
      { idproduto: "3008", kind: "increment" },
      {
        kind: "adjusted",
        idproduto: "3008",
        message: "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).",
      },
    ],
    ["+ below the maximum says nothing", grapes, { idproduto: "3008", kind: "increment" }, null],
    ["− above the minimum says nothing", grapes, { idproduto: "3008", kind: "decrement" }, null],
    [
      "− at the minimum removes the line, with what undo puts back",
      at(grapes, 1),
      { idproduto: "3008", kind: "decrement" },
      { kind: "removed", idproduto: "3008", nome: "Uva niágara", quantidade: 1, embalar: false },
    ],
    [
      "Remover removes the line, its gift wrap kept for undo",
      wine,
      { idproduto: "2040", kind: "delete" },
      { kind: "removed", idproduto: "2040", nome: "Vinho tinto", quantidade: 6, embalar: true },
    ],
    [
      "0 typed removes the line",
      wine,
      { idproduto: "2040", kind: "set", value: 0 },
      { kind: "removed", idproduto: "2040", nome: "Vinho tinto", quantidade: 6, embalar: true },
    ],
    ["gift wrap says nothing", wine, { idproduto: "2040", kind: "wrap", on: false }, null],
    ["another line's edit says nothing here", wine, { idproduto: "3008", kind: "delete" }, null],
  ])("%s", (_case, line, edit, expected) => {
    expect(lineFeedback(line, edit)).toEqual(expected);
  });

  it("a line that is not in the cart says nothing", () => {
    expect(lineFeedback(undefined, { idproduto: "3008", kind: "delete" })).toBeNull();
  });
});
