import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { customerStanding, resolveClientPath } from "../data/customers";
import { paymentMethods } from "../data/payment-methods";
import {
  characteristics,
  customContent,
  footer,
  serviceArea,
  staticText,
  supplierConfig,
  supplierSummary,
  theme,
} from "../data/supplier-config";
import {
  findSupplierForDomain,
  searchSuppliers,
  searchSuppliersByLocation,
  type DeliveryType,
} from "../data/supplier-search";
import { findSupplier, requireSupplier } from "../data/suppliers";
import {
  MESSAGES,
  badRequest,
  latLngTogether,
  notFound,
  parseQuery,
  queryLatLng,
  queryNumber,
  queryText,
  requiredQueryText,
} from "../http";

const DELIVERY_TYPES: Record<string, DeliveryType> = {
  DELIVERY: "DELIVERY",
  RETIRADA: "RETIRADA",
  COLETA: "RETIRADA",
  COLLECT: "RETIRADA",
};

const SupplierLookupQuery = z.object({ idfornecedor: queryText, dominio: queryText });

const SupplierSearchQuery = z
  .object({
    idfornecedor: queryText,
    dominio: queryText,
    idempresa: queryText,
    ...queryLatLng,
    tipoEntrega: queryText.refine((value) => !value || value.toUpperCase() in DELIVERY_TYPES),
  })
  .superRefine(latLngTogether);

/** The search by location (§2, "By location"): a point, always; a city (and state) for the pickups there. */
const LocationSearchQuery = z.object({
  lat: queryNumber(-90, 90).pipe(z.number()),
  lng: queryNumber(-180, 180).pipe(z.number()),
  tipoEntrega: queryText.refine((value) => !value || value.toUpperCase() in DELIVERY_TYPES),
  cidade: queryText.pipe(z.string().max(120).optional()),
  uf: queryText.pipe(z.string().max(2).optional()),
});

const CustomContentQuery = z.object({ contentType: requiredQueryText });

/** Supplier and configuration calls of docs/upstream-api.md. */
export function registerSupplierRoutes(router: Router, db: Database): void {
  router.get("/v2/app/:apptoken/configuracao/fornecedor", (req, res) => {
    const { idfornecedor, dominio } = parseQuery(SupplierLookupQuery, req.query);
    if (!idfornecedor && !dominio) throw badRequest(MESSAGES.supplierQueryMissing);
    const supplier = idfornecedor ? findSupplier(db, idfornecedor) : findSupplierForDomain(db, dominio ?? "");
    if (!supplier) throw notFound(MESSAGES.supplierNotFound);
    res.json(supplierConfig(db, supplier));
  });

  router.get("/v2/app/:apptoken/fornecedor", (req, res) => {
    const query = parseQuery(SupplierSearchQuery, req.query);
    const suppliers = searchSuppliers(db, {
      idfornecedor: query.idfornecedor,
      dominio: query.dominio,
      idempresa: query.idempresa,
      point: query.lat !== undefined && query.lng !== undefined ? [query.lat, query.lng] : undefined,
      tipoEntrega: query.tipoEntrega ? DELIVERY_TYPES[query.tipoEntrega.toUpperCase()] : undefined,
    });
    res.json(suppliers.map((supplier) => supplierSummary(db, supplier)));
  });

  router.get("/v2/app/:apptoken/cliente/:idcliente/fornecedor", (req, res) => {
    resolveClientPath(db, req.params.idcliente, "");
    const query = parseQuery(LocationSearchQuery, req.query);
    const found = searchSuppliersByLocation(db, {
      point: [query.lat, query.lng],
      tipoEntrega: query.tipoEntrega ? DELIVERY_TYPES[query.tipoEntrega.toUpperCase()] : undefined,
      cidade: query.cidade,
      uf: query.uf,
    });
    res.json({
      fornecedores: found.fornecedores.map((supplier) => supplierSummary(db, supplier)),
      retiradaNaCidade: found.retiradaNaCidade.map((supplier) => supplierSummary(db, supplier)),
    });
  });

  router.get("/v2/app/:apptoken/fornecedor/areaatendimento", (req, res) => {
    const { idfornecedor } = parseQuery(z.object({ idfornecedor: requiredQueryText }), req.query);
    res.json(serviceArea(db, requireSupplier(db, idfornecedor)));
  });

  router.get("/v2/app/:apptoken/fornecedor/:idfornecedor/formas-pagamento", (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor);
    const { idcliente } = parseQuery(z.object({ idcliente: queryText }), req.query);
    const customer = idcliente ? (customerStanding(db, idcliente, supplier.idfornecedor) ?? null) : null;
    res.json(paymentMethods(db, supplier.idfornecedor, customer));
  });

  router.get("/v2/app/config/fornecedor/:idfornecedor/rodape", (req, res) => {
    res.json(footer(db, requireSupplier(db, req.params.idfornecedor)));
  });

  router.get("/v2/configuracao/fornecedor/:idfornecedor/tema", (req, res) => {
    res.json(theme(db, requireSupplier(db, req.params.idfornecedor)));
  });

  router.get("/v4/app/token/custom-content/:idfornecedor", (req, res) => {
    const supplier = requireSupplier(db, req.params.idfornecedor);
    const { contentType } = parseQuery(CustomContentQuery, req.query);
    res.json(customContent(db, supplier, contentType));
  });

  router.get("/v4/static-text/:idfornecedor", (req, res) => {
    res.json(staticText(db, requireSupplier(db, req.params.idfornecedor)));
  });

  router.get("/v4/caracteristica-cliente/todas/:idfornecedor", (req, res) => {
    res.json(characteristics(db, requireSupplier(db, req.params.idfornecedor), "CLIENTE"));
  });

  router.get("/v4/caracteristica-pedido/todas/:idfornecedor", (req, res) => {
    res.json(characteristics(db, requireSupplier(db, req.params.idfornecedor), "PEDIDO"));
  });
}
