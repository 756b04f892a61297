import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { resolveClient } from "../data/customers";
import { staticPage, staticPages } from "../data/static-pages";
import { requireSupplier } from "../data/suppliers";
import { parseQuery, queryText } from "../http";

/** Static page calls of docs/upstream-api.md. */
export function registerStaticPageRoutes(router: Router, db: Database): void {
  router.get("/v4/pagina-estatica/:idfornecedor/listar", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    resolveClient(db, parseQuery(z.object({ idcliente: queryText }), req.query).idcliente, idfornecedor);
    res.json(staticPages(db, idfornecedor));
  });

  router.get("/v4/pagina-estatica/:idfornecedor/slug/:slug", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    res.json(staticPage(db, idfornecedor, req.params.slug));
  });
}
