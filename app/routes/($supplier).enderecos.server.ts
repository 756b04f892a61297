import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { SessionCustomer } from "~/models/account";
import { addressSummary, type Address } from "~/models/delivery/address";
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
import { handleIntent, intentForm, type IntentReply } from "~/services/intent-forms.server";
import { log } from "~/services/logger.server";
import { mapTiles } from "~/services/delivery/map-tiles.server";
import { offeredDeliveryTypes } from "~/models/delivery/delivery-type";
import { keptChoiceOf } from "~/services/delivery/delivery-state.server";
import { findStoresFor, leaveFor, stayMessage, type StoreFinding } from "~/services/delivery/store-finder.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export type AddressReply = IntentReply<AddressIntent>;

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

async function done(
  context: SupplierContext,
  message: string,
  alsoSet: string | null = null,
  kind: "success" | "warning" = "success",
): Promise<Response> {
  const headers = new Headers({ "Set-Cookie": await setFlashHeader({ kind, message }) });
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

/** Whether this address is one of the client's (call 46): the storefront changes no other. */
async function ownAddress(cliente: SessionCustomer, idendereco: string, context: SupplierContext): Promise<boolean> {
  const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
  return addresses.some((address) => address.idendereco === idendereco);
}

type Sent = { request: Request; context: SupplierContext; cliente: SessionCustomer };

/** "Buscar CEP": the street, district, city and state of the CEP filled in, the rest kept as typed. */
const fillFromCep = intentForm(addressIntent.lookUpCep, CepLookupSchema, async (submission, { context }: Sent) => {
  try {
    const entry = await lookUpCep(submission.value.cep, context.api);
    if (!entry) return submission.refuse(404, { fieldErrors: { cep: [addressText.cepNotFound] } });
    const result = submission.result();
    const value = { ...result.initialValue, ...cepFormValues(entry) };
    return {
      status: 200,
      intent: addressIntent.lookUpCep,
      result: { ...result, initialValue: value, intent: { type: "update", payload: { value } } },
      notice: addressText.cepFound(formatCep(entry.cep)),
    } satisfies AddressReply;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return submission.refuse(502, { formErrors: [addressText.cepLookupFailed] });
  }
});

/** A refused form's values, without a pin that was refused itself: sent again, the CEP places the address. */
function withoutRefusedPin(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.error?.lat && !result.error?.lng) return result;
  return { ...result, initialValue: { ...result.initialValue, ...NO_POSITION } };
}

/**
 * Saves a new or changed address, at the map's pin when the shopper placed one for this CEP,
 * otherwise placed by its CEP (the server looks it up: no map needed).
 */
const save = intentForm(
  addressIntent.save,
  AddressFormSchema,
  async (submission, { request, context, cliente }: Sent) => {
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
      log.warn("addresses.cep_lookup_failed", {
        supplier: context.supplier.slug,
        status: error.status ?? error.failure,
      });
    }
    if (pin && position) {
      if (!pinNearCep(pin, position)) {
        log.info("addresses.pin_far_from_cep", { supplier: context.supplier.slug });
        const refusal = submission.refuse(400, {
          fieldErrors: { lat: [addressText.pinFarFromCep(formatCep(form.cep))] },
        });
        return { ...refusal, result: withoutRefusedPin(refusal.result) };
      }
      position = pin;
    }
    let savedAddress: Address;
    try {
      const fields = fieldsOf(form, position);
      if (form.idendereco) {
        // Only an address of the client acted for is changed: another's is refused before any call that changes it.
        if (!(await ownAddress(cliente, form.idendereco, context)))
          return submission.refuse(404, { formErrors: [addressText.notFound] });
        savedAddress = await updateAddress(cliente.idcliente, form.idendereco, fields, context.api);
      } else {
        savedAddress = await createAddress(cliente.idcliente, context.supplier.idfornecedor, fields, context.api);
      }
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.info("addresses.save_refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
      return submission.refuse(refusalStatus(error), { formErrors: [failureMessage(error, addressText.failed)] });
    }
    // Who serves it (ADR 0036): another store takes the shopper there; none, or a failed search, is
    // said with the save. A shopper who chose pickup where the store also delivers stays, picking up
    // (at a store that only has pickup, an address added is one to have things delivered to).
    const { kept } = await keptChoiceOf(request, context);
    const pickingUp = offeredDeliveryTypes(context.supplier.tag).forced === null && kept?.tipoEntrega === "RETIRADA";
    const finding: StoreFinding = pickingUp ? { kind: "served" } : await findStoresFor(savedAddress, context);
    const away = await leaveFor(request, context, finding);
    if (away) return away;
    if (!form.idendereco && fromCheckout(request)) return backToCheckout(request, context, cliente, savedAddress);
    const unserved = stayMessage(finding);
    return unserved
      ? done(context, `${addressText.saved} ${unserved}.`, null, "warning")
      : done(context, addressText.saved);
  },
  withoutRefusedPin,
);

/**
 * An address of the client's list, for a change the shopper typed nothing for (made primary,
 * deleted): checked to be the client's first (the delete names no client, the token's), then
 * changed; an upstream refusal said in the storefront's words.
 */
const listedAddressForm = (
  intent: AddressIntent,
  failed: (error: UpstreamError) => string,
  change: (address: Address, addresses: Address[], sent: Sent) => Promise<string | Response>,
) =>
  intentForm(intent, AddressChoiceSchema, async (submission, sent: Sent) => {
    const { context, cliente } = sent;
    try {
      const addresses = await listAddresses(cliente.idcliente, context.supplier.idfornecedor, context.api);
      const address = addresses.find((candidate) => candidate.idendereco === submission.value.idendereco);
      if (!address) return submission.refuse(404, { formErrors: [addressText.notFound] });
      const outcome = await change(address, addresses, sent);
      return typeof outcome === "string" ? submission.refuse(409, { formErrors: [outcome] }) : outcome;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return submission.refuse(refusalStatus(error), { formErrors: [failed(error)] });
    }
  });

/** Makes an address of the list the primary one (call 48 with every field as it is, primario on). */
const makePrimary = listedAddressForm(
  addressIntent.makePrimary,
  // The shopper typed nothing here: a refusal of the stored fields is not theirs to read.
  (error) => (error.status === 404 ? addressText.notFound : addressText.failed),
  async (address, _addresses, { context, cliente }) => {
    const { descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, lat, lng } = address;
    const coords = lat !== null && lng !== null ? { lat, lng } : null;
    await updateAddress(
      cliente.idcliente,
      address.idendereco,
      { descricao, cep, rua, numero, complemento, bairro, cidade, uf, pais, pontoref, primario: true, coords },
      context.api,
    );
    return done(context, addressText.madePrimary);
  },
);

/** Deletes an address of the list; a store that needs one keeps the last. */
const remove = listedAddressForm(
  addressIntent.remove,
  (error) => failureMessage(error, addressText.removeFailed),
  async (address, addresses, { request, context }) => {
    if (requiresAddress(context.supplier.tag) && addresses.length <= 1) return addressText.lastAddress;
    await deleteAddress(address.idendereco, context.api);
    // A deleted address is no longer anyone's place to deliver to.
    return done(context, addressText.removed, await forgetAddressHeader(request, address.idendereco));
  },
);

/** POST /enderecos: one action, told apart by the button's intent (saving when it names none). */
export function handleAddressAction(
  request: Request,
  context: SupplierContext,
  cliente: SessionCustomer,
): Promise<AddressReply | Response> {
  const forms = {
    [addressIntent.save]: save,
    // Without JavaScript, a 303 back to this form, filled (ADR 0033).
    [addressIntent.lookUpCep]: async (formData: FormData, sent: Sent) => {
      const reply = await fillFromCep(formData, sent);
      return reply instanceof Response ? reply : lookupAnswer(request, context, "enderecos", formData, reply);
    },
    [addressIntent.makePrimary]: makePrimary,
    [addressIntent.remove]: remove,
  };
  return handleIntent(request, forms, addressIntent.save, { request, context, cliente });
}
