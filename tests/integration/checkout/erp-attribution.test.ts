/**
 * ERP attribution (docs/rules/account.md "API-key login"; docs/upstream-api.md §32, §53): an order placed after an
 * API-key login carries the key's `idapikeys`, so the supplier's ERP knows it came through its
 * integration; an order after a login with a password carries none. Through the real server without
 * JavaScript at Distribuidora Aurora, reading what the upstream kept.
 */
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";
import { addToCart, CHECKOUT_ENV, choosePickup, logIn, placeOrder } from "./checkout-shopper";

const storefront = seededStorefront({ env: CHECKOUT_ENV });

/** What the upstream kept of an order: its `idapikeys`, and the id of Aurora's demo key. */
function keptAttribution(numpedido: string): { idapikeys: string | null; demoKey: number } {
  const db = new Database(databasePath(storefront.dataDir), { readonly: true });
  try {
    const idapikeys = db.prepare("SELECT idapikeys FROM orders WHERE numpedido = ?").pluck().get(Number(numpedido));
    const demoKey = db
      .prepare(
        "SELECT min(idapikeys) FROM api_keys WHERE idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = 'aurora')",
      )
      .pluck()
      .get();
    return { idapikeys: idapikeys as string | null, demoKey: demoKey as number };
  } finally {
    db.close();
  }
}

async function placeInvoicedPickup(who: Shopper) {
  await addToCart(who, "aurora", "1001", "2");
  await choosePickup(who, "aurora");
  return placeOrder(who, "aurora", { idformapagamento: "11" });
}

describe("ERP attribution", () => {
  it("an order placed after an API-key login carries the key's idapikeys", async () => {
    const erp = new Shopper(storefront.server.url);
    const entered = await erp.get("/aurora?api_key=demo-api-key&id_erp_usuario=ERP-1001");
    expect(entered.status).toBe(302);
    expect(erp.cookie("commerce-auth-token")).toBeTruthy();
    const { numpedido } = await placeInvoicedPickup(erp);
    const kept = keptAttribution(numpedido);
    expect(kept.idapikeys).toBe(String(kept.demoKey));
  });

  it("an order placed after a login with a password carries none", async () => {
    const ana = await logIn(storefront.server, "aurora", "cliente@exemplo.com.br");
    const { numpedido } = await placeInvoicedPickup(ana);
    expect(keptAttribution(numpedido).idapikeys).toBeNull();
  });
});
