import { describe, expect, it } from "vitest";
import { IdempotencyKeySchema } from "~/models/checkout/order";
import { orderKey } from "~/services/checkout/place-order.server";

const FORM_KEY = "c0ffee2026checkout7f3a9b";
const AURORA = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01";
const BOM_SABOR = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02";

describe("the idempotency key an order is placed with (docs/upstream-api.md §53: one order per client and key)", () => {
  it("is the same for the same form, store and client: a second press is the same order", () => {
    expect(orderKey(AURORA, "501", FORM_KEY)).toBe(orderKey(AURORA, "501", FORM_KEY));
  });

  it.each([
    {
      about: "another store (a form key carried from one store's checkout to another's)",
      other: [BOM_SABOR, "501", FORM_KEY],
    },
    {
      about: "another client (a representative who switched clients with the page open)",
      other: [AURORA, "502", FORM_KEY],
    },
    { about: "another form", other: [AURORA, "501", "c0ffee2026checkout7f3a9c"] },
  ] as const)("differs for $about", ({ other: [idfornecedor, idcliente, chave] }) => {
    expect(orderKey(idfornecedor, idcliente, chave)).not.toBe(orderKey(AURORA, "501", FORM_KEY));
  });

  it("is a key the upstream takes (16–64 letters, digits, - and _) and does not carry the form's key", () => {
    const key = orderKey(AURORA, "501", FORM_KEY);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(key).not.toContain(FORM_KEY);
  });
});
