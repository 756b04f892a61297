import type { Address } from "~/models/delivery/address";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { lookUpDeliveryOptions, type DeliveryState } from "~/services/delivery/delivery-state.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** At most this many other addresses are asked about (one call 51 each, together). */
const MAX_ASKED = 8;

/** A saved address the store delivers to, with the option it would have first (docs/rules/delivery.md "Delivery options"). */
export type ServedAddress = { address: Address; option: DeliveryOption };

/**
 * Out of the store's area (the options refused for the saved address in effect): the customer's
 * other saved addresses this store serves, asked together (call 51 each), in the order of the
 * list, so that the checkout offers them right there (ADR 0027). None when the place is not
 * refused, not a saved address, or the store keeps only one address; an address whose lookup
 * fails is left out.
 */
export async function servedAddresses(
  context: SupplierContext,
  delivery: DeliveryState,
  idformapagamento: string | null,
): Promise<ServedAddress[]> {
  const { place, lookup } = delivery;
  if (lookup?.kind !== "refused" || place.kind !== "address" || delivery.type !== "DELIVERY") return [];
  const others = delivery.addresses
    .filter((address) => address.idendereco !== place.address.idendereco)
    .slice(0, MAX_ASKED);
  const looked = await Promise.all(
    others.map(async (address): Promise<ServedAddress | null> => {
      const options = await lookUpDeliveryOptions(context, "DELIVERY", { kind: "address", address }, idformapagamento);
      const first = options?.kind === "options" ? options.options[0] : undefined;
      return first ? { address, option: first } : null;
    }),
  );
  return looked.filter((served): served is ServedAddress => served !== null);
}
