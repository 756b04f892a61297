import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { OrderPlacedSchema, type OrderPlaced } from "../../../app/models/checkout/order";
import { PixChargeSchema, type PixCharge } from "../../../app/models/checkout/payment";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { V2 } from "./accounts-client";
import type { CartUpstream, Shopper } from "./cart-client";

/**
 * Orders to pay, placed the way the storefront places them (calls 52 and 53), and their PIX charges
 * (call 59), for the payment tests and the operator's `pay-pix`.
 */

/** Aurora's payment methods (call 9). */
export const AURORA_METHODS = { invoice: 11, pix: 12, card: 13 } as const;

/** Aurora's rice (R$ 155,90): two of them reach the pickup's minimum of R$ 300,00. */
const RICE = 1001;

/** The first pickup slot call 52 offers at aurora's distribution centre now. */
async function pickupSlot(api: CartUpstream): Promise<string> {
  const options = await api.ok(
    DeliveryOptionListSchema,
    api.call("POST", "/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
      body: { produtos: [] },
      supplier: null,
    }),
  );
  const slot = options[0]?.agendamentos[0]?.data_de_entrega;
  if (!slot) throw new Error(`No pickup slot at aurora: ${JSON.stringify(options)}`);
  return slot;
}

export type OrderToPay = { idformapagamento: number; quantidade?: number; orcamento?: boolean };

/**
 * An order of rice the shopper picks up at aurora, paid with the method; orders of one shopper
 * within a minute must differ in quantity or method (the identical-order check).
 */
export async function placePickupOrder(
  api: CartUpstream,
  who: Shopper,
  { idformapagamento, quantidade = 2, orcamento = false }: OrderToPay,
): Promise<OrderPlaced> {
  const body = {
    chaveIdempotencia: randomBytes(16).toString("hex"),
    idfornecedor: "aurora",
    itens: [{ idproduto: RICE, quantidade }],
    tipoEntrega: "RETIRADA",
    formaEntrega: { idformaentrega: "aurora-retirada", data_de_entrega: await pickupSlot(api) },
    orcamento,
    formaPagamento: { idformapagamento },
  };
  return api.ok(
    OrderPlacedSchema,
    api.call("POST", `${V2}/usuario/${who.idcliente}/pedido`, { token: who.token, body }),
  );
}

/** Call 59's path for the order. */
export const pixPath = (numpedido: string | number) => `/v4/payment/pix/${numpedido}`;

/** POST call 59: the order's charge, made now (201) or the one it has (200). */
export async function requestPixCharge(
  api: CartUpstream,
  who: Shopper,
  numpedido: string,
  status: 200 | 201 = 201,
): Promise<PixCharge> {
  const response = await api.call("POST", pixPath(numpedido), { token: who.token });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return PixChargeSchema.parse(body);
}

/** GET call 59: the order's charge as it stands. */
export const readPixCharge = (api: CartUpstream, who: Shopper, numpedido: string) =>
  api.ok(PixChargeSchema, api.call("GET", pixPath(numpedido), { token: who.token }));
