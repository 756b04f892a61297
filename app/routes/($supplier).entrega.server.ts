import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { representedClientName } from "~/models/account-role";
import { addressSummary } from "~/models/delivery/address";
import { offersSlot } from "~/models/delivery/active-option";
import { deliveryToAddress, deliveryToCep, type DeliveryChoice } from "~/models/delivery/delivery-choice";
import { DeliveryCepFormSchema, DeliverySlotFormSchema, DeliveryTypeFormSchema } from "~/models/delivery/delivery-form";
import { deliveryIntent, deliveryText, type DeliveryIntent } from "~/models/delivery/delivery-intents";
import type { DeliveryType } from "~/models/delivery/delivery-option";
import { deliveryTypeInEffect } from "~/models/delivery/delivery-type";
import { slotLabel } from "~/models/delivery/option-figures";
import { addressText } from "~/models/delivery/address-intents";
import { AddressChoiceSchema } from "~/models/delivery/address-form";
import { supplierPath } from "~/models/links";
import { formatCep } from "~/models/registration";
import { cartPreferences } from "~/services/cart.server";
import { lookUpCep } from "~/services/delivery/addresses.server";
import { readDeliveryChoice, saveDeliveryChoiceHeader } from "~/services/delivery/delivery-choice.server";
import { NO_DELIVERY_OPTION } from "~/services/delivery/delivery-options.server";
import {
  addressOwner,
  loadDeliveryState,
  lookUpDeliveryOptions,
  usableAddresses,
} from "~/services/delivery/delivery-state.server";
import { UpstreamError } from "~/services/api/errors";
import { setFlashHeader } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export type DeliveryReply = { status: number; intent: DeliveryIntent; result: SubmissionResult<string[]> };

/** The pages that send the shopper here to change the delivery and take them back once it is chosen. */
const RETURN_PAGES = { carrinho: "/carrinho", checkout: "/checkout" } as const;
export type DeliveryReturnPage = keyof typeof RETURN_PAGES;

const returnPage = (voltar: FormDataEntryValue | null): DeliveryReturnPage | null =>
  voltar === "carrinho" || voltar === "checkout" ? voltar : null;

/** The page again after a change of type or place, still on its way back to the page it came from. */
function pagePath(context: SupplierContext, formData: FormData): string {
  const back = returnPage(formData.get("voltar"));
  return supplierPath(context.basePath, "/entrega") + (back ? `?voltar=${back}` : "");
}

/** Where the shopper goes once the slot is confirmed: back to the page they came from. */
function returnPath(context: SupplierContext, formData: FormData): string {
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

async function saved(
  request: Request,
  context: SupplierContext,
  choice: DeliveryChoice,
  to: string,
  message?: string,
  status = 302,
): Promise<Response> {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await saveDeliveryChoiceHeader(request, [{ idfornecedor: context.supplier.idfornecedor, choice }]),
  );
  if (message) headers.append("Set-Cookie", await setFlashHeader({ kind: "success", message }));
  return redirect(to, { status, headers });
}

/** The choice as it stands, for a change of one part of it (nothing chosen yet: delivery with no place). */
async function currentChoice(request: Request, context: SupplierContext): Promise<DeliveryChoice> {
  return (
    (await readDeliveryChoice(request, context.supplier.idfornecedor)) ?? {
      tipoEntrega: deliveryTypeInEffect(context.supplier.tag, null),
      cep: null,
      lat: null,
      lng: null,
      idendereco: null,
      idcliente: null,
      idformaentrega: null,
      data_de_entrega: null,
    }
  );
}

/** "Como você quer receber?": a type the supplier offers; the option and slot are chosen again. */
async function chooseType(
  request: Request,
  formData: FormData,
  context: SupplierContext,
): Promise<DeliveryReply | Response> {
  const intent = deliveryIntent.type;
  const submission = parseSubmission(formData, DeliveryTypeFormSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const type = deliveryTypeInEffect(context.supplier.tag, submission.value.tipoEntrega as DeliveryType);
  const choice = await currentChoice(request, context);
  return saved(
    request,
    context,
    { ...choice, tipoEntrega: type, idformaentrega: null, data_de_entrega: null },
    pagePath(context, formData),
  );
}

/** A CEP typed in: looked up and placed, refused next to the field when unknown or not served. */
async function chooseCep(
  request: Request,
  formData: FormData,
  context: SupplierContext,
): Promise<DeliveryReply | Response> {
  const intent = deliveryIntent.cep;
  const submission = parseSubmission(formData, DeliveryCepFormSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const fieldError = (status: number, message: string): DeliveryReply => ({
    status,
    intent,
    result: submission.reply({ fieldErrors: { cep: [message] } }),
  });
  let entry;
  try {
    entry = await lookUpCep(submission.value.cep, context.api);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return fieldError(502, deliveryText.cepLookupFailed);
  }
  if (!entry) return fieldError(404, addressText.cepNotFound);
  const choice = deliveryToCep(entry.cep, { lat: entry.lat, lng: entry.lng });
  const lookup = await lookUpDeliveryOptions(
    context,
    "DELIVERY",
    { kind: "cep", cep: choice.cep!, position: { lat: entry.lat, lng: entry.lng } },
    paymentMethodOf(context),
  );
  if (lookup?.kind === "refused") return fieldError(400, lookup.message);
  return saved(request, context, choice, pagePath(context, formData));
}

/** A saved address of the customer picked for the delivery. */
async function chooseAddress(
  request: Request,
  formData: FormData,
  context: SupplierContext,
): Promise<DeliveryReply | Response> {
  const intent = deliveryIntent.address;
  const submission = parseSubmission(formData, AddressChoiceSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const owner = addressOwner(context);
  const addresses = await usableAddresses(context);
  const address = addresses.find((candidate) => candidate.idendereco === submission.value.idendereco);
  if (!owner || !address)
    return { status: 404, intent, result: submission.reply({ formErrors: [deliveryText.addressGone] }) };
  // A new place: the option and slot are chosen again for it.
  const choice: DeliveryChoice = {
    ...deliveryToAddress(await currentChoice(request, context), address, owner.idcliente),
    tipoEntrega: "DELIVERY",
    idformaentrega: null,
    data_de_entrega: null,
  };
  // Chosen on the checkout (`confirmar`, out of the store's area): straight back there, where the
  // first option and slot are in effect and can be changed; otherwise this page, to choose them.
  if (formData.get("confirmar") === "1" && returnPage(formData.get("voltar")))
    return saved(
      request,
      context,
      choice,
      returnPath(context, formData),
      deliveryText.addressChosen(placeText(address)),
      303,
    );
  return saved(request, context, choice, pagePath(context, formData));
}

/** "Trabalho: Rua dos Pinheiros, 870…": an address as the shopper named it. */
const placeText = (address: { descricao: string | null; textoendereco: string }) =>
  `${address.descricao ? `${address.descricao}: ` : ""}${address.textoendereco}`;

/** "Quando?": the option and slot confirmed against what the upstream offers now. */
async function chooseSlot(
  request: Request,
  formData: FormData,
  context: SupplierContext,
): Promise<DeliveryReply | Response> {
  const intent = deliveryIntent.slot;
  const submission = parseSubmission(formData, DeliverySlotFormSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const { idformaentrega, dataDeEntrega } = submission.value.agendamento;
  const state = await loadDeliveryState(request, context, paymentMethodOf(context));
  const refuse = (status: number, message: string): DeliveryReply => ({
    status,
    intent,
    result: submission.reply({ fieldErrors: { agendamento: [message] } }),
  });
  // Without options on the page there is no choice to say it next to: the form's own message.
  const refuseForm = (status: number, message: string): DeliveryReply => ({
    status,
    intent,
    result: submission.reply({ formErrors: [message] }),
  });
  if (state.lookup === null) return refuseForm(400, deliveryText.needsPlace);
  if (state.lookup.kind !== "options")
    return refuseForm(state.lookup.kind === "refused" ? 400 : 502, state.lookup.message);
  const option = state.lookup.options.find((candidate) => candidate.idformaentrega === idformaentrega);
  const slot =
    option && dataDeEntrega
      ? option.agendamentos.find((candidate) => candidate.data_de_entrega === dataDeEntrega)
      : null;
  if (!option || (dataDeEntrega ? !offersSlot(option, dataDeEntrega) : option.agendamentos.length > 0))
    return refuse(409, deliveryText.slotGone);
  const place = state.place;
  const base = await currentChoice(request, context);
  const owner = addressOwner(context);
  const choice: DeliveryChoice = {
    ...(place.kind === "address" && owner ? deliveryToAddress(base, place.address, owner.idcliente) : base),
    tipoEntrega: state.type,
    idformaentrega: option.idformaentrega,
    data_de_entrega: slot?.data_de_entrega ?? null,
  };
  const what = `${option.descricao}${slot ? `: ${slotLabel(slot)}` : ""}.`;
  return saved(request, context, choice, returnPath(context, formData), deliveryText.saved(what));
}

/** POST /entrega: one action, told apart by the button's intent. */
export async function handleDeliveryAction(
  request: Request,
  context: SupplierContext,
): Promise<DeliveryReply | Response> {
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case deliveryIntent.type:
      return chooseType(request, formData, context);
    case deliveryIntent.cep:
      return chooseCep(request, formData, context);
    case deliveryIntent.address:
      return chooseAddress(request, formData, context);
    default:
      return chooseSlot(request, formData, context);
  }
}
