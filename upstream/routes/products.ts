import type { Database } from "better-sqlite3";
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import { resolveClient, resolveClientPath } from "../data/customers";
import { priceVariationPercent } from "../data/payment-methods";
import { productDetail, productSectors, requireProductRow } from "../data/product-detail";
import { DEFAULT_DELIVERY_TYPE } from "../data/products";
import { emptyPage, productPage, suggestions, textFilters, textSearch } from "../data/product-search";
import { requireSupplier } from "../data/suppliers";
import {
  parseQuery,
  queryDeliveryType,
  queryIdList,
  queryInteger,
  queryOptIn,
  querySearchText,
  queryText,
  requiredQueryText,
} from "../http";

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;
const MAX_BY_TAGS = 50;

const paging = {
  page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
  limit: queryInteger(1, MAX_PAGE_SIZE).transform((value) => value ?? DEFAULT_PAGE_SIZE),
  ordenacao: queryText,
  tagsPesquisa: queryIdList,
};

const ListingQuery = z.object({
  ...paging,
  fornec: requiredQueryText,
  categ: queryInteger(1, Number.MAX_SAFE_INTEGER),
  sk: querySearchText,
  formapagamento: queryText,
  ignorepolicy: queryOptIn,
  tipoentrega: queryDeliveryType,
  idsegmento: queryText,
});

const FullTextQuery = z.object({
  ...paging,
  idfornecedor: requiredQueryText,
  query: querySearchText,
  idcliente: queryText,
  formapagamento: queryText,
  tipoentrega: queryDeliveryType,
  idsegmento: queryText,
});

const SuggestionQuery = z.object({
  query: querySearchText,
  idcliente: queryText,
  formapagamento: queryText,
  tipoentrega: queryDeliveryType,
  idsegmento: queryText,
});

const ProductQuery = z.object({
  idformapagamento: queryText,
  disableSimilares: queryOptIn,
  idcliente: queryText,
  tipoEntrega: queryDeliveryType,
});

const ByTagsQuery = z.object({
  tagsPesquisa: queryIdList.refine((ids) => ids.length > 0, "informe as tags"),
  idformapagamento: queryText,
  tipoentrega: queryDeliveryType,
});

/** Product calls of docs/upstream-api.md: listings, search, suggestions, one product, products by tags. */
export function registerProductRoutes(router: Router, db: Database): void {
  const listing: RequestHandler = (req, res) => {
    const query = parseQuery(ListingQuery, req.query);
    const { idfornecedor } = requireSupplier(db, query.fornec);
    resolveClientPath(db, req.params.idcliente ?? "", idfornecedor);
    const filters = {
      idfornecedor,
      idcategoria: query.categ,
      ...textFilters(textSearch(db, idfornecedor, query.sk)),
      tags: query.tagsPesquisa,
      tipoEntrega: query.tipoentrega,
      idsegmento: query.idsegmento,
    };
    res.json(
      productPage(db, filters, {
        ordenacao: query.ordenacao,
        pagina: query.page,
        limite: query.limit,
        priceVariationPercent: priceVariationPercent(db, idfornecedor, query.formapagamento),
        ignorePolicy: query.ignorepolicy,
      }),
    );
  };
  router.get("/v2/app/:apptoken/listaprodutos/:idcliente", listing);
  router.get("/v1/app/:apptoken/listaprodutosf/:idcliente", listing);

  router.get("/v2/app/token/listaprodutos/full-text/pesquisar", (req, res) => {
    const query = parseQuery(FullTextQuery, req.query);
    const { idfornecedor } = requireSupplier(db, query.idfornecedor);
    resolveClient(db, query.idcliente, idfornecedor);
    const search = textSearch(db, idfornecedor, query.query);
    const request = {
      ordenacao: query.ordenacao,
      pagina: query.page,
      limite: query.limit,
      priceVariationPercent: priceVariationPercent(db, idfornecedor, query.formapagamento),
    };
    // correcao: the text searched instead of a mistyped one (docs/upstream-api.md §15).
    res.json(
      search
        ? {
            ...productPage(
              db,
              {
                idfornecedor,
                ...textFilters(search),
                tags: query.tagsPesquisa,
                tipoEntrega: query.tipoentrega,
                idsegmento: query.idsegmento,
              },
              request,
            ),
            correcao: search.correcao,
          }
        : emptyPage(request),
    );
  });

  router.get("/v4/produto/sugestoes/:idfornecedor", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    const query = parseQuery(SuggestionQuery, req.query);
    resolveClient(db, query.idcliente, idfornecedor);
    res.json(
      suggestions(
        db,
        idfornecedor,
        query.query,
        { priceVariationPercent: priceVariationPercent(db, idfornecedor, query.formapagamento) },
        query.tipoentrega,
        query.idsegmento,
      ),
    );
  });

  router.get("/v2/app/:apptoken/fornecedor/:idfornecedor/produto/:id", (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor);
    const query = parseQuery(ProductQuery, req.query);
    const customer = resolveClient(db, query.idcliente, supplier.idfornecedor);
    res.json(
      productDetail(db, supplier, req.params.id, {
        priceVariationPercent: priceVariationPercent(db, supplier.idfornecedor, query.idformapagamento),
        idcliente: customer?.idcliente ?? null,
        similares: !query.disableSimilares,
        tipoEntrega: query.tipoEntrega ?? DEFAULT_DELIVERY_TYPE,
      }),
    );
  });

  router.get("/v2/app/setores-produto/obter-setor/:idfornecedor/:idproduto", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    res.json(productSectors(db, requireProductRow(db, idfornecedor, req.params.idproduto).id));
  });

  router.get("/v2/app/fornecedor/:idfornecedor/produto-by-tags", (req, res) => {
    const { idfornecedor } = requireSupplier(db, req.params.idfornecedor);
    const { tagsPesquisa, idformapagamento, tipoentrega } = parseQuery(ByTagsQuery, req.query);
    const request = {
      pagina: 1,
      limite: MAX_BY_TAGS,
      priceVariationPercent: priceVariationPercent(db, idfornecedor, idformapagamento),
    };
    res.json(productPage(db, { idfornecedor, tags: tagsPesquisa, tipoEntrega: tipoentrega }, request).produtos);
  });
}
