import { redirect } from "@remix-run/node";
import { supplierPath } from "~/models/links";
import { requiresAddress } from "~/models/supplier-tags";
import { saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import { addressOwner, resolveShipTo, type ShipTo } from "~/services/delivery/delivery-state.server";
import { setFlashHeader } from "~/services/flash.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback } from "~/services/upstream-failure.server";

/** Where a customer without an address may still go at a store that requires one: to make one, or to leave. */
const OPEN_WITHOUT_ADDRESS = [
  "/enderecos",
  "/sair",
  "/entrar",
  "/termos",
  "/login-token",
  "/clientes",
  "/conta",
  "/paginas",
  "/erro",
];

export const ADDRESS_REQUIRED = "Cadastre um endereço de entrega para comprar nesta loja.";

/**
 * The ship-to of every store page (docs/rules/delivery.md "Address", "Ship-to"): the client served's
 * place resolved once for the page, so that the line under the header names the one the delivery
 * page and the checkout name; at a store with has-delivery and requires-address-to-access, a
 * customer with no address is sent to make one before browsing. Returns the redirect to throw, or
 * the ship-to with the Set-Cookie header of a choice made now (null: nothing to keep).
 */
export async function applyAddressTags(
  request: Request,
  context: SupplierContext,
): Promise<{ redirect: Response } | { shipTo: ShipTo | null; setCookie: string | null }> {
  // The addresses failing to load never locks a customer out: the page goes on, asking again next time.
  const shipTo = await orFallback(resolveShipTo(request, context), null, "delivery.addresses_failed", {
    supplier: context.supplier.slug,
  });
  const owner = addressOwner(context);
  if (owner && shipTo && shipTo.addresses.length === 0 && requiresAddress(context.supplier.tag)) {
    const path = new URL(request.url).pathname.slice(context.basePath.length) || "/";
    if (!OPEN_WITHOUT_ADDRESS.some((open) => path === open || path.startsWith(`${open}/`))) {
      const headers = { "Set-Cookie": await setFlashHeader({ kind: "info", message: ADDRESS_REQUIRED }) };
      return { redirect: redirect(`${supplierPath(context.basePath, "/enderecos")}?novo=1`, { headers }) };
    }
  }
  const made = shipTo?.made ?? null;
  return {
    shipTo,
    setCookie: made
      ? await saveDeliveryChoiceHeader(request, [{ idfornecedor: context.supplier.idfornecedor, choice: made }])
      : null,
  };
}
