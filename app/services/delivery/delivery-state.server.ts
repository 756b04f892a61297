import { activeDelivery, type ActiveDelivery } from "~/models/delivery/active-option";
import type { Address } from "~/models/delivery/address";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect, offeredDeliveryTypes } from "~/models/delivery/delivery-type";
import { hasTag } from "~/models/supplier-tags";
import { deliveryToAddress, keptChoice, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { addressPlaceText, needsLastOrder, shipToAddress } from "~/models/delivery/ship-to";
import { lastDelivery } from "~/services/delivery/last-delivery.server";
import { listAddresses } from "~/services/delivery/addresses.server";
import { readDeliveryChoice } from "~/services/delivery/delivery-choice.server";
import {
  deliveryOptionsForAddress,
  deliveryOptionsForCep,
  NO_DELIVERY_OPTION,
  type DeliveryOptionsResult,
} from "~/services/delivery/delivery-options.server";
import { formatCep } from "~/models/registration";
import { slotLabel } from "~/models/delivery/option-labels";
import { formatBRL } from "~/models/money";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * Where the goods go: pickup at the store, a saved address of the customer, a CEP given by a
 * shopper without saved addresses (a guest, or a representative who has not picked a client), or
 * nowhere yet.
 */
export type DeliveryPlace =
  | { kind: "pickup" }
  | { kind: "address"; address: Address }
  | { kind: "cep"; cep: string; position: { lat: number; lng: number } | null }
  | { kind: "none" };

/**
 * The customer whose saved addresses the delivery uses: the client the session acts for — the
 * customer, the company of a sub-user, or the client a representative picked (whose token the
 * address calls accept, docs/upstream-api.md §46). None for a guest or a representative who has
 * not picked a client.
 */
export function addressOwner(context: SupplierContext) {
  return context.account?.session.cliente ?? null;
}

/** The owner's addresses as this supplier uses them: with uses-single-address only the first (docs/rules/delivery.md "Address"). */
export async function usableAddresses(context: SupplierContext): Promise<Address[]> {
  const owner = addressOwner(context);
  if (!owner) return [];
  const addresses = await listAddresses(owner.idcliente, context.supplier.idfornecedor, context.api);
  return hasTag(context.supplier.tag, "uses-single-address") ? addresses.slice(0, 1) : addresses;
}

/** The delivery choice of the client served, their addresses and the one their order goes to. */
export type ShipTo = {
  /** The choice in effect: the stored one when it is this client's, else the one the rule makes (null: none). */
  choice: DeliveryChoice | null;
  addresses: Address[];
  address: Address | null;
  /** A choice made now for this client, for the answer to keep (the request's cookie does not hold it). */
  made: DeliveryChoice | null;
};

/**
 * The ship-to of the client served (docs/rules/delivery.md "Ship-to"): the choice kept for this
 * client while its address is still theirs (or pickup), else the last delivery order's address
 * while still theirs, else the primary one; a guest's pickup carried into a login stays. A guest
 * or a representative without a client keeps the stored choice (a CEP, or pickup).
 */
export async function resolveShipTo(request: Request, context: SupplierContext): Promise<ShipTo> {
  const tags = context.supplier.tag;
  const owner = addressOwner(context);
  const [{ kept, carried }, addresses] = await Promise.all([keptChoiceOf(request, context), usableAddresses(context)]);
  if (!owner) return { choice: kept, addresses, address: null, made: null };
  // Pickup chosen for this client stays, and asks for no address.
  if (kept?.tipoEntrega === "RETIRADA") return { choice: kept, addresses, address: null, made: carried };
  const facts = {
    addresses,
    chosen: kept?.idendereco ?? null,
    usePrimary: hasTag(tags, "use-primary-address"),
    singleAddress: hasTag(tags, "uses-single-address"),
  };
  const last = needsLastOrder(facts) ? await lastDelivery(context, owner.idcliente) : null;
  const address = shipToAddress({ ...facts, lastOrder: last?.kind === "known" ? last.to : null });
  // A delivery to an address still theirs stays as it was chosen (its option and slot with it).
  if (kept && address?.idendereco === kept.idendereco) return { choice: kept, addresses, address, made: carried };
  if (!address) return { choice: kept, addresses, address: null, made: null };
  // A new place for this client: the first option and slot are in effect until others are chosen.
  const choice: DeliveryChoice = {
    ...deliveryToAddress(kept, address, owner.idcliente),
    tipoEntrega: "DELIVERY",
    idformaentrega: null,
    data_de_entrega: null,
  };
  // Kept unless the orders could not be read: then the rule is asked again on the next page.
  return { choice, addresses, address, made: last?.kind === "unknown" ? null : choice };
}

/**
 * The choice kept for the client served, read without their addresses (call 46): the stored one when
 * it is this client's, or a guest's pickup carried into the login (`carried`, for the answer to keep);
 * a guest's or a representative's without a client as it is stored.
 */
export async function keptChoiceOf(
  request: Request,
  context: SupplierContext,
): Promise<{ kept: DeliveryChoice | null; carried: DeliveryChoice | null }> {
  const stored = await readDeliveryChoice(request, context.supplier.idfornecedor);
  return keptChoice(stored, addressOwner(context)?.idcliente ?? null);
}

/** Where the goods go for this type, choice and addresses. */
export function deliveryPlace(
  type: DeliveryType,
  choice: DeliveryChoice | null,
  address: Address | null,
  hasOwner: boolean,
): DeliveryPlace {
  if (type === "RETIRADA") return { kind: "pickup" };
  if (hasOwner) return address ? { kind: "address", address } : { kind: "none" };
  if (choice?.cep)
    return {
      kind: "cep",
      cep: choice.cep,
      position: choice.lat !== null && choice.lng !== null ? { lat: choice.lat, lng: choice.lng } : null,
    };
  return { kind: "none" };
}

/**
 * The options for a place. A customer's pickup and saved addresses go through call 51 (priced on
 * their cart); anyone else's through call 52 with no products. Null when there is no place yet.
 */
export function lookUpDeliveryOptions(
  context: SupplierContext,
  type: DeliveryType,
  place: DeliveryPlace,
  idformapagamento: string | null,
): Promise<DeliveryOptionsResult> | null {
  const owner = addressOwner(context);
  const idfornecedor = context.supplier.idfornecedor;
  if (place.kind === "none") return null;
  if (owner && place.kind !== "cep") {
    const idendereco = place.kind === "address" ? place.address.idendereco : null;
    return deliveryOptionsForAddress(
      owner.idcliente,
      idfornecedor,
      { tipoEntrega: type, idendereco, idformapagamento },
      context.api,
    );
  }
  const cep = place.kind === "cep" ? place.cep : null;
  const position = place.kind === "cep" ? place.position : null;
  return deliveryOptionsForCep(idfornecedor, { tipoEntrega: type, cep, position, produtos: [] }, context.api);
}

export type DeliveryState = {
  offered: ReturnType<typeof offeredDeliveryTypes>;
  type: DeliveryType;
  choice: DeliveryChoice | null;
  addresses: Address[];
  place: DeliveryPlace;
  lookup: DeliveryOptionsResult | null;
  active: ActiveDelivery | null;
};

/** Everything the delivery page and the cart show: the type, the place, the options and the one in effect. */
export async function loadDeliveryState(
  request: Request,
  context: SupplierContext,
  idformapagamento: string | null,
): Promise<DeliveryState> {
  const tags = context.supplier.tag;
  const { choice, addresses, address } = await resolveShipTo(request, context);
  const type = deliveryTypeInEffect(tags, choice?.tipoEntrega);
  const place = deliveryPlace(type, choice, address, addressOwner(context) !== null);
  const lookup = await lookUpDeliveryOptions(context, type, place, idformapagamento);
  const active = lookup?.kind === "options" ? activeDelivery(lookup.options, choice) : null;
  return { offered: offeredDeliveryTypes(tags), type, choice, addresses, place, lookup, active };
}

/**
 * The shopper's words for the place, the same under the header, on the delivery page and at the
 * checkout: "Entregar em Principal: Rua da Mooca, 2100…", "Retirar na loja", or the question.
 */
export function placeLabel(state: Pick<DeliveryState, "place">): string {
  const { place } = state;
  if (place.kind === "pickup") return "Retirar na loja";
  if (place.kind === "address") return `Entregar em ${addressPlaceText(place.address)}`;
  if (place.kind === "cep") return `Entregar em ${formatCep(place.cep)}`;
  return "Informe onde receber o pedido.";
}

/** What the cart shows (CartDeliveryView): the option and slot in effect, or why there is none. */
export function cartDeliveryView(state: DeliveryState) {
  const { lookup, active } = state;
  const message =
    lookup === null
      ? null
      : lookup.kind === "options"
        ? lookup.options.length === 0
          ? NO_DELIVERY_OPTION
          : null
        : lookup.message;
  // A confirmed slot that passed (or that the store no longer offers) is never replaced silently.
  const chosenSlot = state.choice?.data_de_entrega ?? null;
  const slotChanged = chosenSlot !== null && active !== null && active.slot?.data_de_entrega !== chosenSlot;
  // The slot and the free-delivery threshold as the cart says them (server-rendered: no date formatting in the cart's JS).
  const slot = active?.slot ? slotLabel(active.slot) : null;
  const threshold = active?.option.frete_gratis_acima ?? null;
  const freeFrom = threshold === null ? null : `Grátis a partir de ${formatBRL(threshold)} em produtos.`;
  return { place: placeLabel(state), option: active?.option ?? null, slot, freeFrom, message, slotChanged };
}
