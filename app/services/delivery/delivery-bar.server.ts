import type { DeliveryChoice } from "~/models/delivery/delivery-choice";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { feeLabel, minimumLabel, nextSlotLabel } from "~/models/delivery/option-figures";
import { formatCep } from "~/models/registration";
import { readDeliveryChoice } from "~/services/delivery/delivery-choice.server";
import { deliveryOptionsForCep, NO_DELIVERY_OPTION } from "~/services/delivery/delivery-options.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback, withTimeout } from "~/services/upstream-failure.server";

/** What it costs to get the goods never holds a page back longer than this. */
const BAR_TIMEOUT_MS = 1500;

/**
 * The line under every store page's header (issue: "a shopper never finds out at the end"): where
 * the shopper buys for — "Entregar em 01310-100", "Retirar na loja" or the question — and what the
 * option in effect costs there: its fee or free-delivery threshold, minimum order and next slot.
 * Read from the delivery choice's cookie and the shared answer of call 52 (no products), so a page
 * adds no call of its own for it.
 */
export type DeliveryBar = { place: string; figures: string[] };

function figuresOf(option: DeliveryOption | undefined): string[] {
  if (!option) return [];
  return [`${option.tipoEntrega === "RETIRADA" ? "Retirada" : "Entrega"} ${feeLabel(option)}`, minimumLabel(option), nextSlotLabel(option)].filter((figure): figure is string => figure !== null);
}

/** `chosenNow`: a choice this very answer makes (the primary address), which the request's cookie does not hold yet. */
export async function loadDeliveryBar(request: Request, context: SupplierContext, chosenNow: DeliveryChoice | null = null): Promise<DeliveryBar> {
  const { supplier } = context;
  const choice = chosenNow ?? (await readDeliveryChoice(request, supplier.idfornecedor));
  const type = deliveryTypeInEffect(supplier.tag, choice?.tipoEntrega);
  const cep = type === "DELIVERY" ? (choice?.cep ?? null) : null;
  if (type === "DELIVERY" && !cep) return { place: "Informe o CEP de entrega", figures: [] };
  const place = cep ? `Entregar em ${formatCep(cep)}` : "Retirar na loja";
  const position = choice?.lat != null && choice.lng != null ? { lat: choice.lat, lng: choice.lng } : null;
  const lookup = await orFallback(
    withTimeout(deliveryOptionsForCep(supplier.idfornecedor, { tipoEntrega: type, cep, position, produtos: [] }, context.api), BAR_TIMEOUT_MS),
    null,
    "delivery.bar_failed",
    { supplier: supplier.slug },
  );
  // A place the store does not serve is said at once, not at the end.
  if (lookup?.kind === "refused") return { place, figures: [lookup.message] };
  if (lookup?.kind !== "options") return { place, figures: [] };
  if (lookup.options.length === 0) return { place, figures: [NO_DELIVERY_OPTION] };
  const option = lookup.options.find((candidate) => candidate.idformaentrega === choice?.idformaentrega) ?? lookup.options[0];
  return { place, figures: figuresOf(option) };
}
