import { activeDelivery } from "~/models/delivery/active-option";
import { ownAddressId, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { slotLabel } from "~/models/delivery/option-figures";
import { feeLabel, minimumLabel, nextSlotLabel } from "~/models/delivery/option-labels";
import { formatCep } from "~/models/registration";
import type { DeliveryBar } from "~/models/supplier-layout";
import { readDeliveryChoice } from "~/services/delivery/delivery-choice.server";
import { deliveryOptionsForCep, NO_DELIVERY_OPTION } from "~/services/delivery/delivery-options.server";
import { addressOwner } from "~/services/delivery/delivery-state.server";
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

/** `chosenNow`: a choice this very answer makes (the primary address), which the request's cookie does not hold yet. */
export async function loadDeliveryBar(
  request: Request,
  context: SupplierContext,
  chosenNow: DeliveryChoice | null = null,
): Promise<DeliveryBar> {
  const { supplier } = context;
  const choice = chosenNow ?? (await readDeliveryChoice(request, supplier.idfornecedor));
  const type = deliveryTypeInEffect(supplier.tag, choice?.tipoEntrega);
  const owner = addressOwner(context);
  const cep = type === "DELIVERY" ? shownCep(choice, owner?.idcliente ?? null) : null;
  if (type === "DELIVERY" && !cep)
    return { place: owner ? "Escolha o endereço de entrega" : "Informe o CEP de entrega", figures: [] };
  const place = cep ? `Entregar em ${formatCep(cep)}` : "Retirar na loja";
  if (pageSaysDelivery(request)) return { place, figures: [] };
  const position = cep && choice?.lat != null && choice.lng != null ? { lat: choice.lat, lng: choice.lng } : null;
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
