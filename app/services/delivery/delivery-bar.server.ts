import { activeDelivery } from "~/models/delivery/active-option";
import { ownAddressId, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { addressOwner, placeLabel, type ShipTo } from "~/services/delivery/delivery-state.server";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { feeLabel, minimumLabel, nextSlotLabel, slotLabel } from "~/models/delivery/option-labels";
import type { DeliveryBar } from "~/models/supplier-layout";
import { readDeliveryChoice } from "~/services/delivery/delivery-choice.server";
import { deliveryOptionsForCep, NO_DELIVERY_OPTION } from "~/services/delivery/delivery-options.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback, withTimeout } from "~/services/upstream-failure.server";

/** What it costs to get the goods never holds a page back longer than this. */
const BAR_TIMEOUT_MS = 1500;

/**
 * The CEP the line may name: a customer's own saved address chosen (never a guest's CEP or another
 * login's address the cookie still holds), or a guest's typed CEP (never a saved address of
 * whoever was logged in before).
 */
export function shownCep(choice: DeliveryChoice | null, idcliente: number | null): string | null {
  if (!choice?.cep) return null;
  if (idcliente !== null) return ownAddressId(choice, idcliente) ? choice.cep : null;
  return choice.idendereco ? null : choice.cep;
}

/**
 * The cart and the checkout say the delivery themselves, priced on the cart (and ask its options
 * once, docs/rules/architecture.md "Speed"): on them the line names the place only, with no figures
 * of its own that could disagree with the page's.
 */
export function pageSaysDelivery(request: Request): boolean {
  return /\/(?:carrinho|checkout)(?:\.data)?$/.test(new URL(request.url).pathname);
}

/**
 * The line for the ship-to the page resolved (`shipTo`, null when the addresses could not be read:
 * then the stored choice, as for a guest). A client served is told the place in the words of the
 * delivery page and the checkout (placeLabel).
 */
export async function loadDeliveryBar(
  request: Request,
  context: SupplierContext,
  shipTo: ShipTo | null,
): Promise<DeliveryBar> {
  const { supplier } = context;
  const choice = shipTo ? shipTo.choice : await readDeliveryChoice(request, supplier.idfornecedor);
  const type = deliveryTypeInEffect(supplier.tag, choice?.tipoEntrega);
  const owner = shipTo ? addressOwner(context) : null;
  const address = type === "DELIVERY" ? (shipTo?.address ?? null) : null;
  const cep = address
    ? address.cep
    : type === "DELIVERY" && !owner
      ? shownCep(choice, addressOwner(context)?.idcliente ?? null)
      : null;
  if (type === "DELIVERY" && !cep)
    return { place: owner ? placeLabel({ place: { kind: "none" } }) : "Informe o CEP de entrega", figures: [] };
  const place = placeLabel({
    place: address ? { kind: "address", address } : cep ? { kind: "cep", cep, position: null } : { kind: "pickup" },
  });
  if (pageSaysDelivery(request)) return { place, figures: [] };
  const located = address ?? choice;
  const position = cep && located?.lat != null && located.lng != null ? { lat: located.lat, lng: located.lng } : null;
  const lookup = await orFallback(
    withTimeout(
      deliveryOptionsForCep(supplier.idfornecedor, { tipoEntrega: type, cep, position, produtos: [] }, context.api),
      BAR_TIMEOUT_MS,
    ),
    null,
    "delivery.bar_failed",
    { supplier: supplier.slug },
  );
  // A place the store does not serve is said at once, not at the end.
  if (lookup?.kind === "refused") return { place, figures: [lookup.message] };
  if (lookup?.kind !== "options") return { place, figures: [] };
  const active = activeDelivery(lookup.options, choice);
  if (!active) return { place, figures: [NO_DELIVERY_OPTION] };
  const { option, slot } = active;
  const pickup = option.tipoEntrega === "RETIRADA";
  const confirmed =
    slot && slot.data_de_entrega === choice?.data_de_entrega
      ? `${pickup ? "Retirada" : "Entrega"}: ${slotLabel(slot)}`
      : nextSlotLabel(option);
  const figures = [`${pickup ? "Retirada" : "Entrega"} ${feeLabel(option)}`, minimumLabel(option), confirmed];
  return { place, figures: figures.filter((figure): figure is string => figure !== null) };
}
