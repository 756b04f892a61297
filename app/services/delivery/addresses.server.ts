import { AccountAcknowledgementSchema } from "~/models/account";
import {
  AddressListSchema,
  AddressSchema,
  BillingAddressSchema,
  CepEntrySchema,
  type Address,
  type BillingAddress,
  type CepEntry,
} from "~/models/delivery/address";
import { appPath, upstreamRequest, type ApiContext } from "~/services/api/client.server";
import { clientPath } from "~/services/api/catalogue.server";
import { nullWhenNotFound } from "~/services/api/errors";
import type { AddressUpdate, NewAddress } from "~/models/requests/new-address";
import type { AddressPlace } from "~/models/shared/address-place";

/** Calls 46–50 of docs/upstream-api.md: a customer's delivery addresses and the CEP lookup. */

/** What the storefront sends for a new or changed address (call 47; its body: app/models/requests/new-address.ts). */
export type AddressFields = AddressPlace & {
  primario: boolean;
  coords: { lat: number; lng: number } | null;
};

const segment = (value: string) => encodeURIComponent(value);

/** GET /v1/app/{apptoken}/{clientpath}/enderecos: the primary address first. */
export function listAddresses(idcliente: number, idfornecedor: string, ctx: ApiContext): Promise<Address[]> {
  return upstreamRequest({
    path: appPath(`/v1/app/{apptoken}/${clientPath(String(idcliente))}/enderecos`),
    query: { idfornecedor },
    schema: AddressListSchema,
    ctx,
  });
}

/** POST /v1/app/{apptoken}/{clientpath}/enderecos (coords and idfornecedor sent with it). */
export function createAddress(
  idcliente: number,
  idfornecedor: string,
  fields: AddressFields,
  ctx: ApiContext,
): Promise<Address> {
  return sendAddress(idcliente, "enderecos", { ...fields, idfornecedor } satisfies NewAddress, ctx);
}

/** POST /v1/app/{apptoken}/{clientpath}/enderecosput: every field replaced. */
export function updateAddress(
  idcliente: number,
  idendereco: string,
  fields: AddressFields,
  ctx: ApiContext,
): Promise<Address> {
  return sendAddress(idcliente, "enderecosput", { ...fields, idendereco } satisfies AddressUpdate, ctx);
}

/** A new address (call 47) or a changed one (call 48) posted to the customer's addresses: the address kept comes back. */
function sendAddress(
  idcliente: number,
  resource: "enderecos" | "enderecosput",
  body: NewAddress | AddressUpdate,
  ctx: ApiContext,
): Promise<Address> {
  return upstreamRequest({
    method: "POST",
    path: appPath(`/v1/app/{apptoken}/${clientPath(String(idcliente))}/${resource}`),
    body,
    schema: AddressSchema,
    ctx,
  });
}

/** POST /v1/app/{apptoken}/cliente/enderecos/{idendereco}/excluir (the token's customer). */
export function deleteAddress(idendereco: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: appPath(`/v1/app/{apptoken}/cliente/enderecos/${segment(idendereco)}/excluir`),
    schema: AccountAcknowledgementSchema,
    ctx,
  });
}

/** GET /v2/app/{apptoken}/cep/{cep}: the CEP's street, district, city, state and position; null when unknown. */
export function lookUpCep(cep: string, ctx: ApiContext): Promise<CepEntry | null> {
  return nullWhenNotFound(
    upstreamRequest({
      path: appPath(`/v2/app/{apptoken}/cep/${segment(cep)}`),
      schema: CepEntrySchema,
      ctx: { ...ctx, token: null },
    }),
  );
}

/** GET /v2/app/{apptoken}/{clientpath}/enderecos/{idendereco}/faturamento: the billing address of an order delivered there (call 49). */
export function getBillingAddress(idcliente: number, idendereco: string, ctx: ApiContext): Promise<BillingAddress> {
  return upstreamRequest({
    path: appPath(`/v2/app/{apptoken}/${clientPath(String(idcliente))}/enderecos/${segment(idendereco)}/faturamento`),
    schema: BillingAddressSchema,
    ctx,
  });
}
