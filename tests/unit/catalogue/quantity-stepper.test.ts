import { describe, expect, it } from "vitest";
import { openingQuantity, steppedQuantity } from "~/models/quantity-stepper";

// docs/rules/cart.md "Cart quantity": "Change by the granularity step (default 1) upward or downward … The
// result is capped at maxporpedido. Below min_por_pedido … an increase or direct set jumps to the
// minimum, or to the next multiple of the granularity." The product page's − / + follow it, and −
// never goes below what can be bought (the page adds; it does not remove).

const byKg = { step: 0.5, minimum: 1, maximum: 5 };
const byUnit = { step: 1, minimum: 1, maximum: null };
const byBox = { step: 6, minimum: 12, maximum: null };

describe("steppedQuantity: the product page's − / +", () => {
  it.each<[string, string, "mais" | "menos", { step: number; minimum: number; maximum: number | null }, number]>([
    ["one step up", "1", "mais", byKg, 1.5],
    ["one step down", "2", "menos", byKg, 1.5],
    ["− at the minimum stays at the minimum", "1", "menos", byKg, 1],
    ["+ at the maximum stays at the maximum", "5", "mais", byKg, 5],
    ["+ past the maximum typed comes back to it", "7", "mais", byKg, 5],
    ["a decimal comma is read", "1,5", "mais", byKg, 2],
    ["a typed value off the step goes up to the step with +", "1,2", "mais", byKg, 1.5],
    ["a typed value off the step goes down a step with −", "1,7", "menos", byKg, 1.5],
    ["text that is not a quantity starts from the minimum", "abc", "mais", byKg, 1],
    ["an empty field starts from the minimum", "", "menos", byKg, 1],
    ["zero starts from the minimum", "0", "mais", byUnit, 1],
    ["by the unit", "3", "mais", byUnit, 4],
    ["a box of 6 from 12: + goes to 18", "12", "mais", byBox, 18],
    ["a box of 6 from 12: − at 12 stays", "12", "menos", byBox, 12],
    ["below the minimum + jumps to the minimum", "6", "mais", byBox, 12],
  ])("%s (%j %s)", (_case, typed, direction, facts, expected) => {
    expect(steppedQuantity(typed, direction, facts)).toBe(expected);
  });
});

describe("openingQuantity: the quantity a product page opens with", () => {
  it.each<[string, string, number]>([
    ["no query: the minimum", "", 1],
    ["a − or + sent without JavaScript names the quantity", "quantidade=2,5", 2.5],
    ["a point is read as the comma", "quantidade=1.5", 1.5],
    ["off the step: up to the step", "quantidade=1,2", 1.5],
    ["past the maximum: the maximum", "quantidade=7", 5],
    ["below the minimum: the minimum", "quantidade=0,5", 1],
    ["zero: the minimum", "quantidade=0", 1],
    ["not a quantity: the minimum", "quantidade=abc", 1],
    ["a very long text is cut before it is read", `quantidade=${"9".repeat(500)}`, 1],
  ])("%s", (_case, query, expected) => {
    expect(openingQuantity(new URLSearchParams(query), byKg)).toBe(expected);
  });

  it("the minimum is raised to the step", () => {
    expect(openingQuantity(new URLSearchParams(""), { step: 0.5, minimum: 0.3, maximum: null })).toBe(0.5);
  });
});
