import { describe, expect, it } from "vitest";
import { progressiveTiers, unitPrice, wholesaleThreshold, type PricedProduct } from "~/models/pricing";

const base: PricedProduct = { preco: 10 };
const tiers: PricedProduct = { preco: 10, descontoProgressivo: { "10": 9, "50": 8 } };
const wholesale: PricedProduct = { preco: 10, precovendaatacado: 7, minvendaatacado: 24, multiploincremento: 12 };

describe("price rule, docs/rules/cart.md \"Price rule\": 'first match wins'", () => {
  it.each([
    [
      "1. The attendant price (precoatendente) wins over everything",
      { ...tiers, ...wholesale, precoatendente: 5 },
      100,
      [],
      5,
      "attendant",
    ],
    [
      "2. tier: the highest tier whose threshold is at or below the quantity (below all tiers)",
      tiers,
      9,
      [],
      10,
      "normal",
    ],
    ["2. tier: exactly at a threshold", tiers, 10, [], 9, "tier"],
    ["2. tier: between thresholds takes the lower one", tiers, 49, [], 9, "tier"],
    ["2. tier: above the highest", tiers, 500, [], 8, "tier"],
    [
      "3. wholesale: quantity × multiploincremento reaches minvendaatacado (2 × 12 = 24)",
      wholesale,
      2,
      [],
      7,
      "wholesale",
    ],
    ["3. wholesale: 1 × 12 = 12 does not reach 24", wholesale, 1, [], 10, "normal"],
    [
      "3. wholesale: with disable-product-multiple the quantity alone counts (2 < 24)",
      wholesale,
      2,
      ["disable-product-multiple"],
      10,
      "normal",
    ],
    [
      "3. wholesale: with disable-product-multiple, 24 reaches 24",
      wholesale,
      24,
      ["disable-product-multiple"],
      7,
      "wholesale",
    ],
    ["3. wholesale only if lower than the normal price", { ...wholesale, precovendaatacado: 12 }, 10, [], 10, "normal"],
    [
      "2 before 3: a matching tier wins over wholesale",
      { ...wholesale, descontoProgressivo: { "2": 9.5 } },
      2,
      [],
      9.5,
      "tier",
    ],
    ["4. The normal price", base, 3, [], 10, "normal"],
  ] as const)("%s", (_rule, product, quantity, tags, price, rule) => {
    expect(unitPrice(product, quantity, tags)).toEqual({ price, rule });
  });
});

describe("progressive tiers", () => {
  it("sorts by threshold and drops entries that are not numbers", () => {
    expect(progressiveTiers({ "50": 8, x: 1, "10": 9, "-1": 2 })).toEqual([
      [10, 9],
      [50, 8],
    ]);
  });
});

describe("wholesale threshold shown to shoppers", () => {
  it.each([
    ["24 units in boxes of 12 → from 2 boxes", wholesale, [], 2],
    ["without the multiple → from 24", wholesale, ["disable-product-multiple"], 24],
    ["no wholesale price → none", base, [], null],
    ["a wholesale price above the normal one → none", { ...wholesale, precovendaatacado: 11 }, [], null],
  ] as const)("%s", (_case, product, tags, expected) => {
    expect(wholesaleThreshold(product, tags)).toBe(expected);
  });
});
