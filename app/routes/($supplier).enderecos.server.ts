import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import type { SessionCustomer } from "~/models/account";
import { addressSummary } from "~/models/delivery/address";
import {
  AddressChoiceSchema,
  AddressFormSchema,
  addressFormValues,
  CepLookupSchema,
  cepFormValues,
  NO_POSITION,
  type AddressForm,
} from "~/models/delivery/address-form";
import { addressIntent, addressText, type AddressIntent } from "~/models/delivery/address-intents";
import { pinNearCep, pinnedPosition } from "~/models/delivery/map-position";
import { supplierPath } from "~/models/links";
import { formatCep } from "~/models/registration";
import { requiresAddress } from "~/models/supplier-tags";
import { UpstreamError } from "~/services/api/errors";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  lookUpCep,
  updateAddress,
  type AddressFields,
} from "~/services/delivery/addresses.server";
import { getEnv } from "~/services/env.server";
import { lookupAnswer } from "~/services/form-lookup.server";
import { setFlashHeader } from "~/services/flash.server";
import {
  forgetAddressHeader,
  readDeliveryChoice,
  saveDeliveryChoiceHeader,
} from "~/services/delivery/delivery-choice.server";
import { deliveryToAddress } from "~/models/delivery/delivery-choice";
import { parseSubmission } from "~/services/form-submission.server";
import { log } from "~/services/logger.server";
import { mapTiles } from "~/services/delivery/map-tiles.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export type AddressReply = {
  status: number;
  intent: AddressIntent;
  result: SubmissionResult<string[]>;
  notice?: string;
};

/** The checkout sent the shopper here (`?voltar=checkout`): the form posts to this address, so its action reads it too. */
const fromCheckout = (request: Request) => new URL(request.url).searchParams.get("voltar") === "checkout";

/**
 * A new address made from the checkout: the delivery goes there (its option and slot chosen again),
 * and the shopper back to the checkout, which says whether the store serves it (ADR 0027).
 */
async function backToCheckout(
  request: Request,
  context: SupplierContext,
  cliente: SessionCustomer,
  address: { idendereco: string; cep: string; lat: number | null; lng: number | null },
): Promise<Response> {
  const idfornecedor = context.supplier.idfornecedor;
  const choice = {
    ...deliveryToAddress(await readDeliveryChoice(request, idfornecedor), address, cliente.idcliente),
    tipoEntrega: "DELIVERY" as const,
    idformaentrega: null,
    data_de_entrega: null,
  };
  const headers = new Headers({ "Set-Cookie": await setFlashHeader({ kind: "success", message: addressText.saved }) });
  headers.append("Set-Cookie", await saveDeliveryChoiceHeader(request, [{ idfornecedor, choice }]));
  return redirect(supplierPath(context.basePath, "/checkout"), { status: 303, headers });
}

/** The list, and the address being changed (`?editar=`), about to be deleted (`?excluir=`) or made (`?novo`). */
export async function loadAddressPage(request: Request, context: SupplierContext, cliente: SessionCustomer) {
  const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
  const search = new URL(request.url).searchParams;
  const find = (key: string) => addresses.find((address) => address.idendereco === search.get(key)) ?? null;
  const editing = find("editar");
  const removing = find("excluir");
  return {
    basePath: context.basePath,
    addresses: addresses.map(addressSummary),
    editing: editing ? { idendereco: editing.idendereco, values: addressFormValues(editing) } : null,
    removing: removing ? addressSummary(removing) : null,
    creating: search.has("novo"),
    /** Came from the checkout ("Cadastrar endereço", out of the store's area): a new address goes back there. */
    fromCheckout: fromCheckout(request),
    keepsOne: requiresAddress(context.supplier.tag) && addresses.length === 1,
    /** Where the map's tiles come from (MAP_TILE_URL); null: no map, the CEP places the address. */
    mapTiles: mapTiles(getEnv()),
  };
}

async function done(context: SupplierContext, message: string, alsoSet: string | null = null): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await setFlashHeader({ kind: "success", message }) });
  if (alsoSet) headers.append("Set-Cookie", alsoSet);
  return redirect(supplierPath(context.basePath, "/enderecos"), { headers });
}

function fieldsOf(form: AddressForm, position: AddressFields["coords"]): AddressFields {
  return {
    descricao: form.descricao || null,
    cep: form.cep,
    rua: form.rua,
    numero: form.numero,
    complemento: form.complemento || null,
    bairro: form.bairro,
    cidade: form.cidade,
    uf: form.uf,
    pais: "Brasil",
    pontoref: form.pontoref || null,
    primario: form.primario === "on",
    coords: position,
  };
}

/** The answer's status for an upstream refusal: the shopper's mistake, an address gone, or a fault. */
function refusalStatus(error: UpstreamError): number {
  if (error.status === 400 || error.status === 422) return 400;
  return error.status === 404 ? 404 : 502;
}

/** A failure of the upstream said in the shopper's words: a 400's own message (docs/rules/delivery.md "Address update refused"), else ours. */
function failureMessage(error: UpstreamError, fallback: string): string {
  if (error.status === 404) return addressText.notFound;
  if (error.status === 400 || error.status === 422) return error.serverMessage ?? fallback;
  return fallback;
}

type Submitted<S extends z.ZodTypeAny> = ReturnType<typeof parseSubmission<S>>;
const refused = <S extends z.ZodTypeAny>(
  submission: Submitted<S>,
  intent: AddressIntent,
  status: number,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
): AddressReply => ({
  status,
  intent,
  result: submission.reply(errors),
});

/** Whether this address is one of the client's (call 46): the storefront changes no other. */
async function ownAddress(cliente: SessionCustomer, idendereco: string, context: SupplierContext): Promise<boolean> {
  const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
  return addresses.some((address) => address.idendereco === idendereco);
}

/** "Buscar CEP": the street, district, city and state of the CEP filled in, the rest kept as typed. */
async function fillFromCep(formData: FormData, context: SupplierContext): Promise<AddressReply> {
  const intent = addressIntent.lookUpCep;
  const submission = parseSubmission(formData, CepLookupSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  try {
    const entry = await lookUpCep(submission.value.cep, context.api);
    if (!entry) return refused(submission, intent, 404, { fieldErrors: { cep: [addressText.cepNotFound] } });
    const result = submission.reply();
    const value = { ...result.initialValue, ...cepFormValues(entry) };
    return {
      status: 200,
      intent,
      result: { ...result, initialValue: value, intent: { type: "update", payload: { value } } },
      notice: addressText.cepFound(formatCep(entry.cep)),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return refused(submission, intent, 502, { formErrors: [addressText.cepLookupFailed] });
  }
}

/** A refused form's values, without a pin that was refused itself: sent again, the CEP places the address. */
function withoutRefusedPin(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error?.lat && !result.error?.lng) return result;
  return { ...result, initialValue: { ...result.initialValue, ...NO_POSITION } };
}

/**
 * Saves a new or changed address, at the map's pin when the shopper placed one for this CEP,
 * otherwise placed by its CEP (the server looks it up: no map needed).
 */
async function save(
  request: Request,
  formData: FormData,
  context: SupplierContext,
  cliente: SessionCustomer,
): Promise<AddressReply | Response> {
  const intent = addressIntent.save;
  const submission = parseSubmission(formData, AddressFormSchema);
  if (submission.status !== "success") return { status: 400, intent, result: withoutRefusedPin(submission.reply()) };
  const form = submission.value;
  // Placed by its CEP when the lookup knows it; otherwise saved without a position (the CEP still
  // tells the supplier where it is, and an upstream may have no CEP lookup at all). The pin is a
  // point the browser sent: it is kept only near the CEP's own point, since a store's service area
  // decides by it whether the address is served. A CEP the lookup does not know (or cannot say)
  // has no point to check the pin against: the address is then saved without one.
  const pin = pinnedPosition(form);
  let position: AddressFields["coords"] = null;
  try {
    const entry = await lookUpCep(form.cep, context.api);
    if (entry) position = { lat: entry.lat, lng: entry.lng };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("addresses.cep_lookup_failed", { supplier: context.supplier.slug, status: error.status ?? error.failure });
  }
  if (pin && position) {
    if (!pinNearCep(pin, position)) {
      log.info("addresses.pin_far_from_cep", { supplier: context.supplier.slug });
      const result = submission.reply({ fieldErrors: { lat: [addressText.pinFarFromCep(formatCep(form.cep))] } });
      return { status: 400, intent, result: withoutRefusedPin(result) };
    }
    position = pin;
  }
  try {
    const fields = fieldsOf(form, position);
    if (form.idendereco) {
      // Only an address of the client acted for is changed: another's is refused before any call that changes it.
      if (!(await ownAddress(cliente, form.idendereco, context)))
        return refused(submission, intent, 404, { formErrors: [addressText.notFound] });
      await updateAddress(cliente.idcliente, form.idendereco, fields, context.api);
    } else {
      const created = await createAddress(cliente.idcliente, context.supplier.idfornecedor, fields, context.api);
      if (fromCheckout(request)) return await backToCheckout(request, context, cliente, created);
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("addresses.save_refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    return refused(submission, intent, refusalStatus(error), {
      formErrors: [failureMessage(error, addressText.failed)],
    });
  }
  return done(context, addressText.saved);
}

/** Makes an address of the list the primary one (call 48 with every field as it is, primario on). */
async function makePrimary(
  formData: FormData,
  context: SupplierContext,
  cliente: SessionCustomer,
): Promise<AddressReply | Response> {
  const intent = addressIntent.makePrimary;
  const submission = parseSubmission(formData, AddressChoiceSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  try {
    const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
    const address = addresses.find((candidate) => candidate.idendereco === submission.value.idendereco);
    if (!address) return refused(submission, intent, 404, { formErrors: [addressText.notFound] });
    const { descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, lat, lng } = address;
    const coords = lat !== null && lng !== null ? { lat, lng } : null;
    await updateAddress(
      cliente.idcliente,
      address.idendereco,
      { descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, primario: true, coords },
      context.api,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The shopper typed nothing here: a refusal of the stored fields is not theirs to read.
    return refused(submission, intent, refusalStatus(error), {
      formErrors: [error.status === 404 ? addressText.notFound : addressText.failed],
    });
  }
  return done(context, addressText.madePrimary);
}

async function remove(
  request: Request,
  formData: FormData,
  context: SupplierContext,
  cliente: SessionCustomer,
): Promise<AddressReply | Response> {
  const intent = addressIntent.remove;
  const submission = parseSubmission(formData, AddressChoiceSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  try {
    // The delete names no client (the token's): the address is checked to be the client's first.
    const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
    if (!addresses.some((address) => address.idendereco === submission.value.idendereco))
      return refused(submission, intent, 404, { formErrors: [addressText.notFound] });
    if (requiresAddress(context.supplier.tag) && addresses.length <= 1)
      return refused(submission, intent, 409, { formErrors: [addressText.lastAddress] });
    await deleteAddress(submission.value.idendereco, context.api);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return refused(submission, intent, refusalStatus(error), {
      formErrors: [failureMessage(error, addressText.removeFailed)],
    });
  }
  // A deleted address is no longer anyone's place to deliver to.
  return done(context, addressText.removed, await forgetAddressHeader(request, submission.value.idendereco));
}

/** POST /enderecos: one action, told apart by the button's intent. */
export async function handleAddressAction(
  request: Request,
  context: SupplierContext,
  cliente: SessionCustomer,
): Promise<AddressReply | Response> {
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case addressIntent.lookUpCep:
      // Without JavaScript, a 303 back to this form, filled (ADR 0033).
      return lookupAnswer(request, context, "enderecos", formData, await fillFromCep(formData, context));
    case addressIntent.makePrimary:
      return makePrimary(formData, context, cliente);
    case addressIntent.remove:
      return remove(request, formData, context, cliente);
    default:
      return save(request, formData, context, cliente);
  }
}
