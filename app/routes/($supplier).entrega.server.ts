import { redirect } from "@remix-run/node";
import { representedClientName } from "~/models/account-role";
import { addressSummary } from "~/models/delivery/address";
import { offersSlot } from "~/models/delivery/active-option";
import { AddressChoiceSchema } from "~/models/delivery/address-form";
import { addressText } from "~/models/delivery/address-intents";
import { deliveryToAddress, deliveryToCep, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { DeliveryCepFormSchema, DeliverySlotFormSchema, DeliveryTypeFormSchema } from "~/models/delivery/delivery-form";
import { deliveryIntent, deliveryText, type DeliveryIntent } from "~/models/delivery/delivery-intents";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { slotLabel } from "~/models/delivery/option-labels";
import { addressPlaceText } from "~/models/delivery/ship-to";
import { supplierPath } from "~/models/links";
import { formatCep } from "~/models/registration";
import { UpstreamError } from "~/services/api/errors";
import { cartPreferences } from "~/services/cart.server";
import { lookUpCep } from "~/services/delivery/addresses.server";
import { saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import { NO_DELIVERY_OPTION } from "~/services/delivery/delivery-options.server";
import {
  addressOwner,
  keptChoiceOf,
  loadDeliveryState,
  lookUpDeliveryOptions,
  placeLabel,
  resolveShipTo,
} from "~/services/delivery/delivery-state.server";
import { findStoresFor, leaveFor, stayMessage } from "~/services/delivery/store-finder.server";
import { setFlashHeader } from "~/services/flash.server";
import { handleIntent, intentForm, type IntentReply } from "~/services/intent-forms.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export type DeliveryReply = IntentReply<DeliveryIntent>;

/** The pages that send the shopper here to change the delivery and take them back once it is chosen. */
const RETURN_PAGES = { carrinho: "/carrinho", checkout: "/checkout" } as const;
export type DeliveryReturnPage = keyof typeof RETURN_PAGES;

const returnPage = (voltar: FormDataEntryValue | null): DeliveryReturnPage | null =>
  voltar === "carrinho" || voltar === "checkout" ? voltar : null;

/**
 * Where the shopper goes once a choice is made (choosing is confirming): back to the page they came
 * from, else this page again, on its way nowhere else.
 */
function nextPath(context: SupplierContext, formData: FormData): string {
  const back = returnPage(formData.get("voltar"));
  return supplierPath(context.basePath, back ? RETURN_PAGES[back] : "/entrega");
}

const paymentMethodOf = (context: SupplierContext) =>
  context.account ? cartPreferences(context.account).idformapagamento : null;

/** The page: the type offered and in effect, where the goods go, the options and the one in effect. */
export async function loadDeliveryPage(request: Request, context: SupplierContext) {
  const state = await loadDeliveryState(request, context, paymentMethodOf(context));
  const { lookup, active, place } = state;
  return {
    basePath: context.basePath,
    returnTo: returnPage(new URL(request.url).searchParams.get("voltar")),
    offered: state.offered,
    type: state.type,
    /** The place in the words the line under the header and the checkout use. */
    placeLabel: placeLabel(state),
    signedIn: context.account !== null,
    owner: addressOwner(context) !== null,
    /** The client a representative delivers to, by name (their addresses are the client's). */
    clientName: context.account ? representedClientName(context.account.session) : null,
    addresses: state.addresses.map(addressSummary),
    chosenAddress: place.kind === "address" ? place.address.idendereco : null,
    cep: place.kind === "cep" ? formatCep(place.cep) : null,
    options:
      lookup === null
        ? ({ kind: "needs-place" } as const)
        : lookup.kind === "options"
          ? lookup.options.length > 0
            ? ({ kind: "options", options: lookup.options } as const)
            : ({ kind: "refused", message: NO_DELIVERY_OPTION, changeAddress: true } as const)
          : lookup,
    active: active
      ? { idformaentrega: active.option.idformaentrega, data_de_entrega: active.slot?.data_de_entrega ?? null }
      : null,
  };
}

type Sent = { request: Request; context: SupplierContext };

/** The choice kept (with a message saying it), and the shopper on to `to`. */
async function saved({ request, context }: Sent, choice: DeliveryChoice, to: string, message: string) {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await saveDeliveryChoiceHeader(request, [{ idfornecedor: context.supplier.idfornecedor, choice }]),
  );
  headers.append("Set-Cookie", await setFlashHeader({ kind: "success", message }));
  return redirect(to, { status: 303, headers });
}

/**
 * The choice in effect for the client served (docs/rules/delivery.md "Ship-to"), for a change of one
 * part of it; nothing chosen yet: delivery with no place.
 */
async function currentChoice({ request, context }: Sent, { addresses = true } = {}): Promise<DeliveryChoice> {
  // Pickup asks for no address: the choice kept is changed without reading the addresses (call 46),
  // so an address list that fails never stands between the shopper and "Retirar na loja".
  const choice = addresses
    ? (await resolveShipTo(request, context)).choice
    : (await keptChoiceOf(request, context)).kept;
  return (
    choice ?? {
      tipoEntrega: deliveryTypeInEffect(context.supplier.tag, null),
      cep: null,
      lat: null,
      lng: null,
      idendereco: null,
      idcliente: addressOwner(context)?.idcliente ?? null,
      idformaentrega: null,
      data_de_entrega: null,
    }
  );
}

const forms: Record<DeliveryIntent, (formData: FormData, sent: Sent) => Promise<DeliveryReply | Response>> = {
  /** "Receber no endereço" or "Retirar na loja": a type the supplier offers; its first option and slot are in effect. */
  [deliveryIntent.type]: intentForm(deliveryIntent.type, DeliveryTypeFormSchema, async ({ value, formData }, sent) => {
    const type = deliveryTypeInEffect(sent.context.supplier.tag, value.tipoEntrega as DeliveryType);
    const choice = await currentChoice(sent, { addresses: type !== "RETIRADA" });
    const kept = { ...choice, tipoEntrega: type, idformaentrega: null, data_de_entrega: null };
    const said = type === "RETIRADA" ? deliveryText.pickupChosen : deliveryText.deliveryChosen;
    return saved(sent, kept, nextPath(sent.context, formData), said);
  }),

  /** A CEP typed in (a shopper without saved addresses): looked up and placed, refused next to the field. */
  [deliveryIntent.cep]: intentForm(deliveryIntent.cep, DeliveryCepFormSchema, async (submission, sent) => {
    const fieldError = (status: number, message: string) =>
      submission.refuse(status, { fieldErrors: { cep: [message] } });
    let entry;
    try {
      entry = await lookUpCep(submission.value.cep, sent.context.api);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return fieldError(502, deliveryText.cepLookupFailed);
    }
    if (!entry) return fieldError(404, addressText.cepNotFound);
    // Who serves it (ADR 0036): another store takes the shopper there; none, or a failed search, is said here.
    const finding = await findStoresFor(entry, sent.context);
    const away = await leaveFor(sent.request, sent.context, finding);
    if (away) return away;
    const unserved = stayMessage(finding);
    if (unserved) return fieldError(finding.kind === "failed" ? 502 : 400, unserved);
    const position = { lat: entry.lat, lng: entry.lng };
    const place = { kind: "cep", cep: entry.cep, position } as const;
    const lookup = await lookUpDeliveryOptions(sent.context, "DELIVERY", place, paymentMethodOf(sent.context));
    if (lookup?.kind === "refused") return fieldError(400, lookup.message);
    const to = nextPath(sent.context, submission.formData);
    return saved(sent, deliveryToCep(entry.cep, position), to, deliveryText.placeChosen(placeLabel({ place })));
  }),

  /** A saved address of the client served: the delivery goes there, with its first option and slot. */
  [deliveryIntent.address]: intentForm(deliveryIntent.address, AddressChoiceSchema, async (submission, sent) => {
    const owner = addressOwner(sent.context);
    const current = await resolveShipTo(sent.request, sent.context);
    const address = current.addresses.find((candidate) => candidate.idendereco === submission.value.idendereco);
    if (!owner || !address) return submission.refuse(404, { formErrors: [deliveryText.addressGone] });
    const finding = await findStoresFor(address, sent.context);
    const away = await leaveFor(sent.request, sent.context, finding);
    if (away) return away;
    const unserved = stayMessage(finding);
    if (unserved) return submission.refuse(finding.kind === "failed" ? 502 : 400, { formErrors: [unserved] });
    const same = current.choice?.tipoEntrega === "DELIVERY" && current.choice.idendereco === address.idendereco;
    const choice: DeliveryChoice = {
      ...deliveryToAddress(current.choice, address, owner.idcliente),
      tipoEntrega: "DELIVERY",
      // The same place keeps its option and slot; a new one starts from its first.
      ...(same ? {} : { idformaentrega: null, data_de_entrega: null }),
    };
    const to = nextPath(sent.context, submission.formData);
    return saved(sent, choice, to, deliveryText.addressChosen(addressPlaceText(address)));
  }),

  /** "Quando?": the option and slot checked against what the upstream offers now. */
  [deliveryIntent.slot]: intentForm(deliveryIntent.slot, DeliverySlotFormSchema, async (submission, sent) => {
    const { idformaentrega, dataDeEntrega } = submission.value.agendamento;
    const state = await loadDeliveryState(sent.request, sent.context, paymentMethodOf(sent.context));
    // Without options on the page there is no choice to say it next to: the form's own message.
    const refuseForm = (status: number, message: string) => submission.refuse(status, { formErrors: [message] });
    if (state.lookup === null) return refuseForm(400, deliveryText.needsPlace);
    if (state.lookup.kind !== "options")
      return refuseForm(state.lookup.kind === "refused" ? 400 : 502, state.lookup.message);
    const option = state.lookup.options.find((candidate) => candidate.idformaentrega === idformaentrega);
    const slot =
      option && dataDeEntrega
        ? option.agendamentos.find((candidate) => candidate.data_de_entrega === dataDeEntrega)
        : null;
    if (!option || (dataDeEntrega ? !offersSlot(option, dataDeEntrega) : option.agendamentos.length > 0))
      return submission.refuse(409, { fieldErrors: { agendamento: [deliveryText.slotGone] } });
    const choice: DeliveryChoice = {
      ...(state.choice ?? (await currentChoice(sent))),
      tipoEntrega: state.type,
      idformaentrega: option.idformaentrega,
      data_de_entrega: slot?.data_de_entrega ?? null,
    };
    const what = `${option.descricao}${slot ? `: ${slotLabel(slot)}` : ""}.`;
    return saved(sent, choice, nextPath(sent.context, submission.formData), deliveryText.saved(what));
  }),
};

/** POST /entrega: one action, told apart by the button's intent (a slot when it names none). */
export function handleDeliveryAction(request: Request, context: SupplierContext): Promise<DeliveryReply | Response> {
  return handleIntent(request, forms, deliveryIntent.slot, { request, context });
}
