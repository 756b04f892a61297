import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { requireCustomerSession } from "../auth";
import {
  cancelSubscription,
  findSubscription,
  listSubscriptions,
  SUBSCRIPTION_MESSAGES,
} from "../data/customer-subscriptions";
import type { CustomerSession } from "../data/sessions";
import { subscriptionTypes } from "../data/subscriptions";
import { requireSupplier } from "../data/suppliers";
import { MESSAGES, badRequest, conflict, notFound, numericId } from "../http";
import { requireCartSession } from "./cart-params";

export type SubscriptionRoutesOptions = {
  /** The clock next deliveries are worked out by and cancellations recorded with. */
  now: () => Date;
};

/**
 * Calls 44 and 68 of docs/upstream-api.md: the subscription types of a supplier, the same for every
 * shopper (no token needed); a customer's subscriptions, one of them, and cancelling it.
 */
export function registerSubscriptionRoutes(router: Router, db: Database, { now }: SubscriptionRoutesOptions): void {
  router.get("/v4/subscription/type/list/:idfornecedor", (req, res) => {
    res.json(subscriptionTypes(db, requireSupplier(db, req.params.idfornecedor).idfornecedor));
  });

  router.get("/v4/subscription/list/:idfornecedor/:idcliente", (req, res) => {
    const { owner } = requireCartSession(db, req, { ref: req.params.idfornecedor, param: "idfornecedor" }, [
      req.params.idcliente ?? "",
    ]);
    res.json(listSubscriptions(db, owner, now()));
  });

  /** The session's client's subscription at the session's supplier: 400 for an id that is none, 404 for any other. */
  const ownSubscription = (req: Request, session: CustomerSession) => {
    const idassinatura = numericId(req.params.idassinatura ?? "");
    if (idassinatura === null) throw badRequest(`${MESSAGES.invalidQuery}: idassinatura.`);
    const subscription = findSubscription(db, session, idassinatura, now());
    if (!subscription) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return { idassinatura, subscription };
  };

  router.get("/v4/subscription/get/:idassinatura", (req, res) => {
    res.json(ownSubscription(req, requireCustomerSession(db, req)).subscription);
  });

  router.delete("/v4/subscription/cancel/:idassinatura", (req, res) => {
    const session = requireCustomerSession(db, req);
    const { idassinatura } = ownSubscription(req, session);
    if (!cancelSubscription(db, idassinatura, now())) throw conflict(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    res.json(findSubscription(db, session, idassinatura, now()));
  });
}
