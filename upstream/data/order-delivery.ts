import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { OrderSubmissionSchema } from "../../app/models/checkout/order";
import { MESSAGES, badRequest, conflict, unprocessable } from "../http";
import { findOwnAddress } from "./addresses";
import { deliveryOptions } from "./delivery-options";
import { minimumRefusal, ORDER_MESSAGES } from "./order-rules";
import { NOT_SERVED, servesPoint } from "./supplier-search";
import type { SupplierRow } from "./suppliers";

/** The submission's delivery fields, as the order schema parses them. */
type DeliveryChoice = Pick<z.output<typeof OrderSubmissionSchema>, "tipoEntrega" | "formaEntrega" | "enderecoentrega">;

/** How the order reaches the shopper, as stored with it. */
export type OrderDelivery = {
  tipo_entrega: "DELIVERY" | "RETIRADA";
  idformaentrega: string;
  forma_entrega_descricao: string;
  data_de_entrega: string;
  /** JSON: the address delivered to, with its position; null for a pickup. */
  endereco_entrega: string | null;
  /** JSON: the store picked up at; null for a delivery. */
  loja_retira: string | null;
  taxaentrega: number;
};

/** The store default name when the supplier gave its store none (docs/rules/delivery.md "Service area"). */
const DEFAULT_STORE_NAME = "Loja do Fornecedor";

/** Where a delivery goes: a saved address of the customer's, or a postal address with its position, served by the supplier. */
function deliveryAddress(db: Database, supplier: SupplierRow, idcliente: number, choice: DeliveryChoice["enderecoentrega"]) {
  if (choice?.idendereco) {
    const { cep, rua, numero, complemento, bairro, cidade, uf, pais, lat, lng } = findOwnAddress(db, idcliente, Number(choice.idendereco));
    if (lat === null || lng === null || !servesPoint(db, supplier, [lat, lng])) throw unprocessable(NOT_SERVED);
    return { cep, rua, numero, complemento, bairro, cidade, uf, pais, coordenadas: { lat, lng } };
  }
  if (choice?.endereco && choice.coordenadas) {
    if (!servesPoint(db, supplier, [choice.coordenadas.lat, choice.coordenadas.lng])) throw unprocessable(NOT_SERVED);
    return { ...choice.endereco, coordenadas: choice.coordenadas };
  }
  throw badRequest(`${MESSAGES.invalidBody}: enderecoentrega.`);
}

/**
 * The delivery of an order of this subtotal (docs/upstream-api.md §53): the option chosen among those
 * calls 51 and 52 offer now (its fee, free from its threshold), one of its open slots, an address the
 * supplier serves (for a delivery) or its store (for a pickup), and its minimum order reached.
 */
export function orderDelivery(
  db: Database,
  supplier: SupplierRow,
  idcliente: number,
  choice: DeliveryChoice,
  subtotal: number,
  now: Date
): OrderDelivery {
  const option = deliveryOptions(db, supplier, choice.tipoEntrega, subtotal, now).find(
    (offered) => String(offered.idformaentrega) === choice.formaEntrega.idformaentrega
  );
  if (!option) throw unprocessable(ORDER_MESSAGES.deliveryOptionUnavailable);
  const address = choice.tipoEntrega === "DELIVERY" ? deliveryAddress(db, supplier, idcliente, choice.enderecoentrega) : null;
  // The slot is compared as an instant: the same start written with another offset is the same slot.
  const asked = choice.formaEntrega.data_de_entrega === null ? Number.NaN : Date.parse(choice.formaEntrega.data_de_entrega);
  const slot = option.agendamentos?.find((open) => Date.parse(open.data_de_entrega) === asked);
  if (!slot) throw conflict(ORDER_MESSAGES.slotGone);
  const shortfall = minimumRefusal({ descricao: option.descricao, pedido_minimo: option.pedido_minimo ?? null }, subtotal);
  if (shortfall) throw unprocessable(shortfall);
  const loja = option.loja && { nome: option.loja.nome ?? DEFAULT_STORE_NAME, descricao_endereco_loja: option.loja.descricao_endereco_loja ?? null };
  return {
    tipo_entrega: choice.tipoEntrega,
    idformaentrega: String(option.idformaentrega),
    forma_entrega_descricao: option.descricao,
    data_de_entrega: slot.data_de_entrega,
    endereco_entrega: address && JSON.stringify(address),
    loja_retira: loja ? JSON.stringify(loja) : null,
    taxaentrega: option.valor,
  };
}
