import { describe, expect, it } from "vitest";
import { lineMessages, removedLinePlace, type LineMessageSources } from "~/models/cart/line-messages";

// What the cart says beside a line (issue "Phone-first shopping" §4, app/models/cart-line-feedback.ts
// [docs/rules/cart.md "Cart quantity"]; docs/decisions/0006-cart-upstream-with-optimistic-edits.md: "Without
// JavaScript every control is a small form posting an intent; the answer is a redirect back with a
// one-time message, or the cart page with the refusal next to its line"). With JavaScript the page
// reads the edit itself; its own reading comes first, then the action's.

type Removed = { idproduto: string; nome: string; quantidade: number; embalar: boolean };
const none: LineMessageSources<Removed> = { typed: null, refused: null, adjusted: null, placed: null };
const grapes: Removed = { idproduto: "3008", nome: "Uva niágara", quantidade: 1, embalar: false };
const adjusted = "A quantidade de Uva niágara foi ajustada para 5 kg (máximo de 5 kg por pedido).";
const typed = { idproduto: "3008", message: "Digite uma quantidade.", typed: "abc" };

describe("lineMessages: the notice and the error beside a line", () => {
  it.each<[string, Partial<LineMessageSources<Removed>>, string, ReturnType<typeof lineMessages>]>([
    ["nothing to say", {}, "3008", { notice: null, error: null }],
    ["a typed quantity the page cannot read, on its line", { typed }, "3008", { notice: null, error: typed }],
    [
      "a typed quantity the page cannot read says nothing on another line",
      { typed },
      "2040",
      { notice: null, error: null },
    ],
    [
      "the action refused a line's quantity (no JavaScript): the message and what was typed",
      { refused: { idproduto: "3008", message: "A quantidade máxima é 5 kg.", quantidade: "7" } },
      "3008",
      { notice: null, error: { idproduto: "3008", message: "A quantidade máxima é 5 kg.", typed: "7" } },
    ],
    [
      "a refusal that names no line is not a line's",
      { refused: { idproduto: null, message: "Não foi possível salvar o carrinho.", quantidade: null } },
      "3008",
      { notice: null, error: null },
    ],
    [
      "the page's own error comes before the action's",
      { typed, refused: { idproduto: "2040", message: "A quantidade máxima é 5 kg.", quantidade: "7" } },
      "2040",
      { notice: null, error: null },
    ],
    [
      "a quantity the rules changed, read by the page",
      { adjusted: { idproduto: "3008", message: adjusted } },
      "3008",
      { notice: adjusted, error: null },
    ],
    [
      "a quantity the rules changed, placed by the action at the line",
      { placed: { at: "linha-3008", message: adjusted } },
      "3008",
      { notice: adjusted, error: null },
    ],
    [
      "the action's message placed at another line",
      { placed: { at: "linha-2040", message: adjusted } },
      "3008",
      { notice: null, error: null },
    ],
    [
      "the action's message for a line that went is said where it was, not on a line",
      { placed: { at: "linha-3008", message: "Uva niágara foi removido do carrinho.", undo: grapes } },
      "3008",
      { notice: null, error: null },
    ],
    [
      "the page's reading of another line leaves the action's message in place",
      { adjusted: { idproduto: "2040", message: "other" }, placed: { at: "linha-3008", message: adjusted } },
      "3008",
      { notice: adjusted, error: null },
    ],
    [
      "the page's reading comes before the action's",
      { adjusted: { idproduto: "3008", message: "page" }, placed: { at: "linha-3008", message: adjusted } },
      "3008",
      { notice: "page", error: null },
    ],
  ])("%s", (_case, sources, idproduto, expected) => {
    expect(lineMessages({ ...none, ...sources }, idproduto)).toEqual(expected);
  });
});

describe("removedLinePlace: the line that went stands where it stood, in name order", () => {
  const named = (...names: string[]) =>
    names.map((nome, index) => ({ idproduto: String(index + 1), produto: { nome } }));
  it.each<[string, ReturnType<typeof named>, Removed | null, number | null]>([
    ["no line went", named("Arroz", "Feijão"), null, null],
    ["between the lines named before and after it", named("Arroz", "Vinho"), grapes, 1],
    ["first, before every name after it", named("Vinho", "Xarope"), grapes, 0],
    ["last, after every name before it", named("Arroz", "Feijão"), grapes, 2],
    ["alone in a cart left empty", [], grapes, 0],
    [
      "Portuguese collation: an accented name sorts with its letter",
      named("Açúcar", "Ávila", "Zimbro"),
      { ...grapes, nome: "Azeite" },
      2,
    ],
    [
      "nowhere once it is back among the lines",
      [{ idproduto: "3008", produto: { nome: "Uva niágara" } }],
      grapes,
      null,
    ],
  ])("%s", (_case, lines, removed, at) => {
    const place = removedLinePlace(lines, removed);
    expect(place && place.at).toBe(at);
    if (place) expect(place.removed).toBe(removed);
  });
});
