import { changeQuantity } from "./cart-quantity";
import type { QuantityFacts } from "./product-facts";
import { parseQuantityText } from "./quantity-input";

/** The − and + of a quantity field (the product page's stepper). */
export type StepDirection = "menos" | "mais";

/** The smallest quantity a shopper can buy: the minimum, raised to the step (docs/rules/cart.md "Cart quantity"). */
export function smallestQuantity(facts: QuantityFacts): number {
  return changeQuantity(0, { kind: "set", value: facts.minimum }, rulesOf(facts));
}

/**
 * The product page's quantity after − or +, by docs/rules/cart.md "Cart quantity": one step up or down, at
 * least the minimum (− at the minimum stays there: the page adds, it never removes), at most the
 * maximum. What was typed is read as the cart reads it; text that is not a quantity starts again
 * from the minimum.
 */
export function steppedQuantity(typed: string, direction: StepDirection, facts: QuantityFacts): number {
  const parsed = parseQuantityText(typed);
  const rules = rulesOf(facts);
  const smallest = smallestQuantity(facts);
  if (!parsed.ok || parsed.value <= 0) return smallest;
  const current = changeQuantity(0, { kind: "set", value: parsed.value }, rules);
  // A typed value off the step first goes to the step, in the direction asked.
  if (direction === "mais" && current > parsed.value) return current;
  const next = changeQuantity(current, { kind: direction === "mais" ? "increment" : "decrement" }, rules);
  return next === 0 ? smallest : Math.max(next, smallest);
}

/**
 * The quantity a product page opens with: the minimum, or the quantity a − / + sent without
 * JavaScript (`?quantidade=2`), made valid by the product's rules.
 */
export function openingQuantity(search: URLSearchParams, facts: QuantityFacts): number {
  const parsed = parseQuantityText((search.get("quantidade") ?? "").slice(0, 40));
  if (!parsed.ok || parsed.value <= 0) return smallestQuantity(facts);
  return changeQuantity(0, { kind: "set", value: parsed.value }, rulesOf(facts));
}

function rulesOf(facts: QuantityFacts) {
  return { granularidade: facts.step, min_por_pedido: facts.minimum, maxporpedido: facts.maximum };
}
