import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { subscriptionTypes } from "../data/subscriptions";
import { requireSupplier } from "../data/suppliers";

/** Call 44: the subscription types of a supplier, the same for every shopper (no token needed). */
export function registerSubscriptionRoutes(router: Router, db: Database): void {
  router.get("/v4/subscription/type/list/:idfornecedor", (req, res) => {
    res.json(subscriptionTypes(db, requireSupplier(db, req.params.idfornecedor).idfornecedor));
  });
}
