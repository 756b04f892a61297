import { z } from "zod";
import {
  GatewayTokenSchema,
  PaymentResultSchema,
  PixChargeSchema,
  SavedCardListSchema,
  type ConfirmPayment,
} from "~/models/checkout/payment";
import { upstreamRequest, type ApiContext } from "./client.server";

/** Calls 57–60 of docs/upstream-api.md: pay an order by card or PIX, the customer's saved cards, the card gateway. */

const segment = (value: string) => encodeURIComponent(value);

/** POST /v4/app/payment/confirm-payment/{numpedido}: the card charged (never retried; never logged). */
export function confirmCardPayment(numpedido: string, payment: ConfirmPayment, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `/v4/app/payment/confirm-payment/${segment(numpedido)}`,
    body: payment,
    schema: PaymentResultSchema,
    ctx,
  });
}

/** GET /v4/app/creditcard/{idclient}: the customer's saved cards at this supplier. */
export async function listSavedCards(idcliente: string, idfornecedor: string, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: `/v4/app/creditcard/${segment(idcliente)}`,
    query: { idfornecedor, tipo: "CREDITO" },
    schema: SavedCardListSchema,
    ctx,
  });
  return answer.creditcards;
}

/** DELETE /v4/creditcard/{idcreditcard}. */
export async function deleteSavedCard(idcreditcard: string, ctx: ApiContext): Promise<void> {
  await upstreamRequest({
    method: "DELETE",
    path: `/v4/creditcard/${segment(idcreditcard)}`,
    schema: z.unknown(),
    ctx,
  });
}

/** POST /v4/payment/pix/{numpedido}: the order's PIX charge, made once and then the same one. */
export function createPixCharge(numpedido: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `/v4/payment/pix/${segment(numpedido)}`,
    schema: PixChargeSchema,
    ctx,
  });
}

/** GET /v4/payment/pix/{numpedido}: the charge as it stands (paid, expired). */
export function getPixCharge(numpedido: string, ctx: ApiContext) {
  return upstreamRequest({ path: `/v4/payment/pix/${segment(numpedido)}`, schema: PixChargeSchema, ctx });
}

/** GET /v4/gateways/token: the gateway of the supplier's card method, its public key and tokenization address. */
export function getGatewayToken(idsupplier: string, idformapagamento: string, ctx: ApiContext) {
  return upstreamRequest({
    path: "/v4/gateways/token",
    query: { idsupplier, idformapagamento },
    schema: GatewayTokenSchema,
    ctx,
  });
}
