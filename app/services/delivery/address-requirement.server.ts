import { redirect } from "@remix-run/node";
import { deliveryToAddress, ownAddressId, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { supplierPath } from "~/models/links";
import { hasTag, requiresAddress } from "~/models/supplier-tags";
import { readDeliveryChoice, saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import { addressOwner, usableAddresses } from "~/services/delivery/delivery-state.server";
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
 * A customer's addresses as the store's tags ask (docs/rules/delivery.md "Address"): at a store with has-delivery
 * and requires-address-to-access, a customer with no address is sent to make one before browsing;
 * with use-primary-address the primary address becomes the delivery address. Looked up once: a
 * delivery choice with an address already kept needs nothing. Returns the redirect to throw, or
 * the Set-Cookie header of the primary address chosen, or nothing.
 */
export async function applyAddressTags(
  request: Request,
  context: SupplierContext,
): Promise<{ redirect: Response } | { setCookie: string; choice: DeliveryChoice } | null> {
  const tags = context.supplier.tag;
  const requires = requiresAddress(tags);
  const usePrimary = hasTag(tags, "use-primary-address");
  const owner = addressOwner(context);
  if ((!requires && !usePrimary) || !owner) return null;
  const current = await readDeliveryChoice(request, context.supplier.idfornecedor);
  // An address of this customer already chosen (a deleted one is forgotten when it is deleted).
  if (ownAddressId(current, owner.idcliente)) return null;
  // The addresses failing to load never locks a customer out: the page goes on, asking again next time.
  const addresses = await orFallback(usableAddresses(context), null, "delivery.addresses_failed", {
    supplier: context.supplier.slug,
  });
  if (addresses === null) return null;
  const primary = addresses.find((address) => address.primario) ?? addresses[0];
  if (!primary) {
    const path = new URL(request.url).pathname.slice(context.basePath.length) || "/";
    if (!requires || OPEN_WITHOUT_ADDRESS.some((open) => path === open || path.startsWith(`${open}/`))) return null;
    const headers = { "Set-Cookie": await setFlashHeader({ kind: "info", message: ADDRESS_REQUIRED }) };
    return { redirect: redirect(`${supplierPath(context.basePath, "/enderecos")}?novo=1`, { headers }) };
  }
  if (!usePrimary) return null;
  const choice = deliveryToAddress(current, primary, owner.idcliente);
  return {
    choice,
    setCookie: await saveDeliveryChoiceHeader(request, [{ idfornecedor: context.supplier.idfornecedor, choice }]),
  };
}
