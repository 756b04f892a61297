import type { Database } from "better-sqlite3";
import type { Response, Router } from "express";
import { z } from "zod";
import { DeliveryTypeSchema } from "../../app/models/delivery/delivery-option";
import { DeliveryProductsSchema } from "../../app/models/requests/delivery-products";
import { findOwnAddress } from "../data/addresses";
import { cartSubtotal } from "../data/carts";
import { findCep } from "../data/cep-directory";
import { customerPayment } from "../data/customer-payment";
import { deliveryOptions, linesSubtotal } from "../data/delivery-options";
import { NOT_SERVED, offersDeliveryType, servesPoint, type DeliveryType } from "../data/supplier-search";
import { requireSupplier, type SupplierRow } from "../data/suppliers";
import type { LatLng } from "../geo";
import {
  HttpError,
  MESSAGES,
  badRequest,
  latLngTogether,
  linesJsonBody,
  parseBody,
  parseQuery,
  queryLatLng,
  queryText,
  unauthorized,
} from "../http";
import { CEP_MESSAGES, cepText } from "./addresses";
import { queryId, requireCartOwner } from "./cart-params";

/** Call 52's body (app/models/requests/delivery-products.ts), read tolerantly: no lines, or no body, is `[]`. */
const ProductsRead = DeliveryProductsSchema.extend({ produtos: DeliveryProductsSchema.shape.produtos.default([]) });

/** A refusal another address can fix (§51): the storefront offers to change the CEP (`openModal`). */
const changeAddress = (message: string) => new HttpError(400, message, { Mensagem: message, openModal: true });

const queryDeliveryType = queryText.pipe(DeliveryTypeSchema);

const AddressQuery = z.object({ tipoEntrega: queryDeliveryType, idendereco: queryId, idformapagamento: queryId });

const CepQuery = z.object({ tipoEntrega: queryDeliveryType, ...queryLatLng }).superRefine(latLngTogether);

/** What an order is, read only once it is needed: where it goes (null: a place without a position) and its subtotal. */
type Order = { point: () => LatLng | null; subtotal: () => number };

export type DeliveryOptionRoutesOptions = {
  /** `{apptoken}`, which call 51's path carries joined to the customer's id. */
  appToken: string;
  /** The time the slots are open at. */
  now: () => Date;
};

/**
 * Calls 51 and 52 of docs/upstream-api.md (docs/rules/delivery.md "Delivery options"): how an order can reach the
 * shopper, for a saved address of a logged-in customer (their cart's subtotal) or for a CEP or point
 * (the products sent), and for pickup.
 */
export function registerDeliveryOptionRoutes(
  router: Router,
  db: Database,
  { appToken, now }: DeliveryOptionRoutesOptions,
): void {
  /**
   * The supplier's options of the type for the order: none when it does not offer the type; a
   * delivery needs a point the supplier serves. Pickups read neither the address nor the point.
   */
  const answerOptions = (res: Response, supplier: SupplierRow, tipoEntrega: DeliveryType, order: Order) => {
    if (!offersDeliveryType(db, supplier, tipoEntrega)) {
      res.json([]);
      return;
    }
    if (tipoEntrega === "DELIVERY") {
      const point = order.point();
      if (!point || !servesPoint(db, supplier, point)) throw changeAddress(NOT_SERVED);
    }
    res.json(deliveryOptions(db, supplier, tipoEntrega, order.subtotal(), now()));
  };

  // The path's first segment is the app token immediately followed by the customer's id.
  router.get("/v4/app/:joined/formas-entrega/:idfornecedor", (req, res) => {
    const joined = req.params.joined ?? "";
    if (!joined.startsWith(appToken)) throw unauthorized(MESSAGES.invalidAppToken);
    const owner = requireCartOwner(db, req, { ref: req.params.idfornecedor, param: "idfornecedor" }, [
      joined.slice(appToken.length),
    ]);
    const query = parseQuery(AddressQuery, req.query);
    answerOptions(res, requireSupplier(db, owner.idfornecedor), query.tipoEntrega, {
      point: () => {
        if (query.idendereco === undefined) throw badRequest(`${MESSAGES.invalidQuery}: idendereco.`);
        const { lat, lng } = findOwnAddress(db, owner.idcliente, query.idendereco);
        return lat === null || lng === null ? null : [lat, lng];
      },
      subtotal: () =>
        cartSubtotal(db, owner, customerPayment(db, owner.idfornecedor, owner.idcliente, query.idformapagamento)),
    });
  });

  router.post("/v4/app/formas-entrega/:idfornecedor/:cep", linesJsonBody("produtos"), (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor ?? "");
    const query = parseQuery(CepQuery, req.query);
    const { produtos } = parseBody(ProductsRead, req.body);
    answerOptions(res, supplier, query.tipoEntrega, {
      point: () => {
        const cep = cepText.safeParse(req.params.cep ?? "");
        if (!cep.success) throw changeAddress(CEP_MESSAGES.malformed);
        if (query.lat !== undefined && query.lng !== undefined) return [query.lat, query.lng];
        const entry = findCep(db, cep.data);
        if (!entry) throw changeAddress(CEP_MESSAGES.unknown);
        return [entry.lat, entry.lng];
      },
      subtotal: () => linesSubtotal(produtos),
    });
  });
}
