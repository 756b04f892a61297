import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { resolveClient } from "../data/customers";
import { linkAction } from "../data/link-actions";
import { textFilters, textSearch } from "../data/product-search";
import { requireProductRow } from "../data/product-detail";
import { productFilters, searchFilters } from "../data/search-tags";
import { requireSupplier } from "../data/suppliers";
import { parseQuery, queryDeliveryType, queryInteger, querySearchText, queryText } from "../http";

const FilterQuery = z.object({
  idcategoria: queryInteger(1, Number.MAX_SAFE_INTEGER),
  idcliente: queryText,
  query: querySearchText,
  tipoentrega: queryDeliveryType,
});

/** Search filter and campaign link calls of docs/upstream-api.md. */
export function registerSearchTagRoutes(router: Router, db: Database): void {
  router.get("/v4/tag-pesquisa/:idfornecedor/lista", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    const query = parseQuery(FilterQuery, req.query);
    resolveClient(db, query.idcliente, idfornecedor);
    res.json(
      searchFilters(db, {
        idfornecedor,
        idcategoria: query.idcategoria,
        ...textFilters(textSearch(db, idfornecedor, query.query)),
        tipoEntrega: query.tipoentrega,
      }),
    );
  });

  router.get("/v4/tag-pesquisa/:idfornecedor/filtros-produto/:idproduto", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    res.json(productFilters(db, requireProductRow(db, idfornecedor, req.params.idproduto).id));
  });

  router.get("/v4/link-acao/:idfornecedor/:idlink", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    res.json(linkAction(db, idfornecedor, req.params.idlink));
  });
}
