import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { z } from "zod";
import { LIST_PAGE_SIZE, MAX_LIST_PAGE } from "../../app/models/lists/shopping-list";
import {
  NewShoppingListSchema,
  ShoppingListNameSchema,
  ShoppingListQuantitySchema,
} from "../../app/models/requests/shopping-list";
import { requireCustomerSession, requireOwnClient, requireSessionAtSupplier } from "../auth";
import type { CartOwner } from "../data/cart-store";
import { loadCart, saveCart, type CartPricing } from "../data/carts";
import { customerPayment } from "../data/customer-payment";
import {
  LIST_MESSAGES,
  addProduct,
  allLines,
  clientLists,
  copyProduct,
  createList,
  disableList,
  listPage,
  removeLine,
  renameList,
  setQuantity,
  visibleList,
} from "../data/shopping-lists";
import {
  MESSAGES,
  badRequest,
  conflict,
  jsonBody,
  linesJsonBody,
  numericId,
  parseBody,
  parseQuery,
  queryInteger,
  queryText,
} from "../http";
import { queryId, today } from "./cart-params";

const BASE = "/v4/shopping-list";

const ListsQuery = z.object({
  idclient: queryText,
  type: queryText.transform((value) => value?.toUpperCase()).pipe(z.enum(["CLIENTE", "SUGERIDA"]).optional()),
});

const PageQuery = z.object({
  page: queryInteger(1, 100_000),
  limit: queryInteger(1, MAX_LIST_PAGE),
  idformapagamento: queryId,
});

const PricedQuery = z.object({ idformapagamento: queryId });

/** A path id as a number; 400 naming it when it is not a whole number of 1 to 15 digits. */
function pathId(req: Request, name: string): number {
  const value = numericId(req.params[name] ?? "");
  if (value === null) throw badRequest(`${MESSAGES.invalidQuery}: ${name}.`);
  return value;
}

/** Whose lists: the session's client at the session's supplier (401 without a session). */
function ownerOf(db: Database, req: Request): CartOwner {
  const session = requireCustomerSession(db, req);
  return { idfornecedor: session.idfornecedor, idcliente: session.idcliente };
}

/** Like ownerOf, with the supplier the path names (404 unknown, 403 another than the session's). */
function ownerAtSupplier(db: Database, req: Request): CartOwner {
  const session = requireSessionAtSupplier(db, req);
  return { idfornecedor: session.idfornecedor, idcliente: session.idcliente };
}

/** The pricing of a cart for the payment method asked for, with the coupon the cart keeps. */
function cartPricing(db: Database, owner: CartOwner, idformapagamento: number | undefined): CartPricing {
  return {
    payment: customerPayment(db, owner.idfornecedor, owner.idcliente, idformapagamento),
    idtipoassinatura: null,
    canal: "WEB",
    codigoCupom: null,
    removerCupom: false,
    automaticAllowed: true,
    hoje: today(),
    // The apply call names no delivery type: the lines go in as they are, and the cart read back
    // with the shopper's type (docs/upstream-api.md §40) says which the type does not offer.
    tipoEntrega: null,
  };
}

/**
 * Calls 71–81 of docs/upstream-api.md: the client's shopping lists and those its supplier suggests,
 * their lines, a new list, a product added or copied, a list disabled or put in the cart; and the
 * optional calls that change a line's quantity, remove a line and rename a list.
 */
export function registerShoppingListRoutes(router: Router, db: Database): void {
  /** Call 72. */
  router.get(`${BASE}/:idfornecedor`, (req, res) => {
    const owner = ownerAtSupplier(db, req);
    const query = parseQuery(ListsQuery, req.query);
    if (query.idclient === undefined) throw badRequest(`${MESSAGES.invalidQuery}: idclient.`);
    requireOwnClient(requireCustomerSession(db, req), query.idclient);
    res.json(clientLists(db, owner, query.type));
  });

  /** Call 73. */
  router.get(`${BASE}/:idlista/products/:idcliente`, (req, res) => {
    const idlista = pathId(req, "idlista");
    requireOwnClient(requireCustomerSession(db, req), req.params.idcliente ?? "");
    const owner = ownerOf(db, req);
    const query = parseQuery(PageQuery, req.query);
    const list = visibleList(db, owner, idlista);
    const payment = customerPayment(db, owner.idfornecedor, owner.idcliente, query.idformapagamento);
    res.json(
      listPage(db, owner, list, query.page ?? 1, query.limit ?? LIST_PAGE_SIZE, {
        priceVariationPercent: payment.priceVariationPercent,
      }),
    );
  });

  /** Call 74. */
  router.post(`${BASE}/:idfornecedor`, linesJsonBody("itens"), (req, res) => {
    const owner = ownerAtSupplier(db, req);
    const body = parseBody(NewShoppingListSchema, req.body);
    requireOwnClient(requireCustomerSession(db, req), String(body.idcliente));
    res.json(createList(db, owner, body.nome, body.itens));
  });

  /** Call 75. */
  router.post(`${BASE}/:idlista/product/:idproduto/add`, jsonBody, (req, res) => {
    const idlista = pathId(req, "idlista");
    const idproduto = pathId(req, "idproduto");
    const owner = ownerOf(db, req);
    const body = parseBody(ShoppingListQuantitySchema, req.body);
    res.json(addProduct(db, owner, idlista, idproduto, body.quantidade));
  });

  /** Call 76. */
  router.post(`${BASE}/:idlista/product/:idproduto/copy/:destino`, (req, res) => {
    const idlista = pathId(req, "idlista");
    const idproduto = pathId(req, "idproduto");
    const destino = pathId(req, "destino");
    res.json(copyProduct(db, ownerOf(db, req), idlista, idproduto, destino));
  });

  /** Call 77. */
  router.delete(`${BASE}/:idlista/disable/:idcliente`, (req, res) => {
    const idlista = pathId(req, "idlista");
    requireOwnClient(requireCustomerSession(db, req), req.params.idcliente ?? "");
    res.json(disableList(db, ownerOf(db, req), idlista));
  });

  /** Call 78: every line added to the cart as call 40 adds (modoRepeticaoPedido), in one change. */
  router.post(`${BASE}/:idlista/apply/:idcliente`, (req, res) => {
    const idlista = pathId(req, "idlista");
    requireOwnClient(requireCustomerSession(db, req), req.params.idcliente ?? "");
    const owner = ownerOf(db, req);
    const query = parseQuery(PricedQuery, req.query);
    const list = visibleList(db, owner, idlista);
    const pricing = cartPricing(db, owner, query.idformapagamento);
    const answer = db.transaction(() => {
      if (loadCart(db, owner, pricing).bloqueio_atendimento) throw conflict(LIST_MESSAGES.serviceLock);
      const lines = allLines(db, list.idlista).map((line) => ({
        idproduto: line.idproduto,
        quantidade: line.quantidade,
        embalarParaPresente: false,
      }));
      return saveCart(db, owner, pricing, { lines, add: true, unlock: false });
    })();
    res.json(answer);
  });

  /** Call 79 (optional). */
  router.put(`${BASE}/:idlista/product/:idproduto`, jsonBody, (req, res) => {
    const idlista = pathId(req, "idlista");
    const idproduto = pathId(req, "idproduto");
    const owner = ownerOf(db, req);
    const body = parseBody(ShoppingListQuantitySchema, req.body);
    res.json(setQuantity(db, owner, idlista, idproduto, body.quantidade));
  });

  /** Call 80 (optional). */
  router.delete(`${BASE}/:idlista/product/:idproduto`, (req, res) => {
    const idlista = pathId(req, "idlista");
    const idproduto = pathId(req, "idproduto");
    res.json(removeLine(db, ownerOf(db, req), idlista, idproduto));
  });

  /** Call 81 (optional). */
  router.put(`${BASE}/:idlista/nome`, jsonBody, (req, res) => {
    const idlista = pathId(req, "idlista");
    const owner = ownerOf(db, req);
    const body = parseBody(ShoppingListNameSchema, req.body);
    res.json(renameList(db, owner, idlista, body.nome));
  });
}
