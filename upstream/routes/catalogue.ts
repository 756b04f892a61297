import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { HOME_PAGE, carouselsForPage } from "../data/carousels";
import { categoryTree } from "../data/categories";
import { resolveClientPath } from "../data/customers";
import { priceVariationPercent } from "../data/payment-methods";
import { requireSupplier } from "../data/suppliers";
import { DEFAULT_DELIVERY_TYPE } from "../data/products";
import { parseQuery, queryDeliveryType, queryFlag, queryText } from "../http";

const CategoryQuery = z.object({ idsegmento: queryText });

const CarouselQuery = z.object({
  page: queryText.transform((value) => value ?? HOME_PAGE),
  idcarrossel: queryText,
  idformapagamento: queryText,
  loadProdutos: queryFlag,
  tipoentrega: queryDeliveryType,
});

/** Catalogue calls of docs/upstream-api.md: the category tree and a page's carousels. */
export function registerCatalogueRoutes(router: Router, db: Database): void {
  router.get("/v2/app/:apptoken/listacategoriasprodutos/:idfornecedor", (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor);
    const { idsegmento } = parseQuery(CategoryQuery, req.query);
    res.json(categoryTree(db, supplier.idfornecedor, idsegmento));
  });

  router.get("/v2/app/:apptoken/cliente/:idcliente/customizacao/carrossel/list-for-page/:idfornecedor", (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor);
    resolveClientPath(db, req.params.idcliente, supplier.idfornecedor);
    const query = parseQuery(CarouselQuery, req.query);
    res.json(
      carouselsForPage(db, supplier.idfornecedor, {
        pagina: query.page,
        idcarrossel: query.idcarrossel,
        loadProdutos: query.loadProdutos,
        priceVariationPercent: priceVariationPercent(db, supplier.idfornecedor, query.idformapagamento),
        tipoEntrega: query.tipoentrega ?? DEFAULT_DELIVERY_TYPE,
      }),
    );
  });
}
