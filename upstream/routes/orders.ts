import type { Database } from "better-sqlite3";
import type { ErrorRequestHandler, Request, Response, Router } from "express";
import { OrderSubmissionSchema } from "../../app/models/checkout/order";
import { requireCustomerSession } from "../auth";
import { orderAnswer, placedAnswer } from "../data/order-answers";
import { orderAuthor } from "../data/order-author";
import { duplicateOrder, placeOrder, type PlacementContext } from "../data/order-placement";
import { ORDER_MESSAGES } from "../data/order-rules";
import { readOrder, type OrderRow } from "../data/orders";
import type { CustomerSession } from "../data/sessions";
import { requireSupplier } from "../data/suppliers";
import {
  HttpError,
  MESSAGES,
  badRequest,
  bodyParserStatus,
  linesJsonBody,
  notFound,
  numericId,
  parseBody,
} from "../http";
import { requireCartSession, today } from "./cart-params";

const ORDER_PATH = "/v2/app/:apptoken/usuario/:idcliente/pedido";

export type OrderRoutesOptions = {
  /** The time orders are placed at (their slots, the identical-order minute, `criado_em`). */
  now: () => Date;
};

/** The body is bounded as a cart's is: at most 256 kB, its lines at most MAX_BODY_LINES. */
const jsonOrder = linesJsonBody("itens");

/**
 * Every refusal of calls 53 and 54 in the shape of OrderRefusalSchema, whichever rule gave it:
 * `mensagem`, and `itensName` and `pedidoIdentico` where the refusal is about them.
 */
const refusalShape: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const parserStatus = error instanceof HttpError ? undefined : bodyParserStatus(error);
  const refusal = parserStatus ? new HttpError(parserStatus, `${MESSAGES.invalidBody}.`) : error;
  if (!(refusal instanceof HttpError)) return next(error);
  next(
    new HttpError(refusal.status, refusal.message, {
      mensagem: refusal.message,
      mensagemErro: null,
      itensName: null,
      pedidoIdentico: false,
      ...refusal.body,
    }),
  );
};

/**
 * Calls 53–55 of docs/upstream-api.md (docs/rules/checkout.md "Order submission"): placing an order the server
 * prices itself, asking whether an order was placed already, and reading one's own order.
 */
export function registerOrderRoutes(router: Router, db: Database, { now }: OrderRoutesOptions): void {
  /** The body parsed, and who places it where and when (401, 403, 404 as for the cart). */
  const submission = (req: Request) => {
    // The token before the body: an ended session is said first, whatever was sent.
    requireCustomerSession(db, req);
    const order = parseBody(OrderSubmissionSchema, req.body);
    const { owner, session } = requireCartSession(db, req, { ref: order.idfornecedor, param: "idfornecedor" }, [
      req.params.idcliente ?? "",
    ]);
    const context: PlacementContext = {
      owner,
      supplier: requireSupplier(db, owner.idfornecedor),
      author: orderAuthor(db, session),
      now: now(),
      hoje: today(),
    };
    return { order, context };
  };

  router.post(
    ORDER_PATH,
    jsonOrder,
    (req: Request, res: Response) => {
      const { order, context } = submission(req);
      const placed = placeOrder(db, context, order);
      res.json(placedAnswer(placed.order, placed.repetido));
    },
    refusalShape,
  );

  router.post(
    `${ORDER_PATH}/duplicidade`,
    jsonOrder,
    (req: Request, res: Response) => {
      const { order, context } = submission(req);
      const numpedido = duplicateOrder(db, context, order);
      res.json({ duplicado: numpedido !== null, numpedido });
    },
    refusalShape,
  );

  router.get("/v2/app/:apptoken/order/:numpedido", (req, res) => {
    const session = requireCustomerSession(db, req);
    res.json(orderAnswer(db, requireOwnOrder(db, session, req.params.numpedido ?? "")));
  });
}

/**
 * The session's client's order at the session's supplier with the number of the path: a 400 for a
 * number that is none, a 404 otherwise (another client's order, or one at another supplier than the
 * session's, is not told apart from none).
 */
export function requireOwnOrder(db: Database, session: CustomerSession, param: string): OrderRow {
  const numpedido = numericId(param);
  if (numpedido === null) throw badRequest(`${MESSAGES.invalidQuery}: numpedido.`);
  const order = readOrder(db, numpedido);
  if (!order || order.idcliente !== session.idcliente || order.idfornecedor !== session.idfornecedor) {
    throw notFound(ORDER_MESSAGES.orderNotFound);
  }
  return order;
}
