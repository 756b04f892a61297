import type { Database } from "better-sqlite3";
import express, { type Request, type RequestHandler, type Router } from "express";
import { z } from "zod";
import { CardTokenRequestSchema } from "../../app/models/requests/card-token-request";
import { requireCustomerSession } from "../auth";
import { cardBrand, GATEWAY_MESSAGES, isExpired } from "../data/card-gateway";
import { CARD_TOKEN_TTL_MS, createCardToken, gatewayPublicKey, supplierOfPublicKey } from "../data/card-tokens";
import { customerStanding } from "../data/customers";
import { paymentMethods } from "../data/payment-methods";
import { findSupplier, findSupplierByDomain } from "../data/suppliers";
import { HttpError, MESSAGES, badRequest, forbidden, notFound, parseQuery, queryText, unprocessable } from "../http";
import { queryId } from "./cart-params";

/** Where the reference server serves its test gateway: under this prefix, on its own port. */
export const GATEWAY_PREFIX = "/gateway-teste";

const GATEWAY_TEXT = {
  methodNotFound: "Forma de pagamento não encontrada.",
  notByCard: "Esta forma de pagamento não é por cartão.",
  unknownKey: "Chave pública inválida.",
  originNotAllowed: "Origem não permitida.",
} as const;

/** What the gateway says of each field of a card it cannot read: the storefront shows it next to that field. */
const FIELD_TEXT = {
  chavePublica: GATEWAY_TEXT.unknownKey,
  number: GATEWAY_MESSAGES.invalidNumber,
  name: "Informe o nome como está impresso no cartão.",
  expiry: "Informe a validade como MM/AA.",
  cvc: "Informe o código de segurança de 3 ou 4 números do verso do cartão.",
} as const;

const GatewayTokenQuery = z.object({ idsupplier: queryText, idformapagamento: queryId });

/** A card refused, with the field at fault: `{ mensagem, campo }`. */
const fieldRefusal = (status: 400 | 422, campo: keyof typeof FIELD_TEXT, mensagem: string = FIELD_TEXT[campo]) =>
  new HttpError(status, mensagem, { mensagem, campo });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a browser page at this origin may call the gateway: a storefront on this machine (any
 * port: the reference server runs beside it) or at a supplier's own domain over HTTPS.
 */
function isStorefrontOrigin(db: Database, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  if (LOOPBACK_HOSTS.has(hostname)) return protocol === "http:" || protocol === "https:";
  return protocol === "https:" && findSupplierByDomain(db, hostname) !== undefined;
}

/**
 * CORS of the tokenization call: a storefront's origin may POST JSON to it from the browser. A
 * request from another origin is refused before its body is read.
 */
function storefrontCors(db: Database): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (origin === undefined) return next();
    if (!isStorefrontOrigin(db, origin)) return next(forbidden(GATEWAY_TEXT.originNotAllowed));
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    if (req.method !== "OPTIONS") return next();
    res.setHeader("Access-Control-Allow-Methods", "POST");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
    res.status(204).end();
  };
}

/** The absolute address of the tokenization call, as the caller reached this server. */
const tokenizationUrl = (req: Request) =>
  `${req.protocol}://${req.get("host") ?? "127.0.0.1"}${GATEWAY_PREFIX}/v1/tokens`;

/**
 * Call 60 of docs/upstream-api.md (docs/rules/checkout.md "Credit card" `gateways/token`): the gateway's
 * public key for paying by card at a supplier, and the test gateway's tokenization call, which the
 * shopper's browser makes so that the card's number never passes through the storefront.
 */
export function registerCardGatewayRoutes(router: Router, db: Database, { now }: { now: () => Date }): void {
  router.get("/v4/gateways/token", (req, res) => {
    const session = requireCustomerSession(db, req);
    const query = parseQuery(GatewayTokenQuery, req.query);
    if (!query.idsupplier) throw badRequest(`${MESSAGES.invalidQuery}: idsupplier.`);
    if (query.idformapagamento === undefined) throw badRequest(`${MESSAGES.invalidQuery}: idformapagamento.`);
    const supplier = findSupplier(db, query.idsupplier);
    if (!supplier) throw notFound(MESSAGES.supplierNotFound);
    if (supplier.idfornecedor !== session.idfornecedor) throw forbidden();
    const offered = paymentMethods(
      db,
      supplier.idfornecedor,
      customerStanding(db, String(session.idcliente), supplier.idfornecedor) ?? null,
    );
    const method = offered.find((row) => Number(row.idformapagamento) === query.idformapagamento);
    if (!method) throw notFound(GATEWAY_TEXT.methodNotFound);
    if (method.tipo !== "CARTAO") throw unprocessable(GATEWAY_TEXT.notByCard);
    res.setHeader("Cache-Control", "no-store");
    res.json({
      gateway: "teste",
      chavePublica: gatewayPublicKey(supplier.idfornecedor),
      urlTokenizacao: tokenizationUrl(req),
      expiraEm: new Date(now().getTime() + CARD_TOKEN_TTL_MS).toISOString(),
    });
  });

  const tokens = express.Router();
  tokens.use(storefrontCors(db));
  tokens.post("/v1/tokens", express.json({ limit: "2kb" }), (req, res) => {
    const parsed = CardTokenRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      throw typeof field === "string" && field in FIELD_TEXT
        ? fieldRefusal(400, field as keyof typeof FIELD_TEXT)
        : badRequest(`${MESSAGES.invalidBody}.`);
    }
    const card = parsed.data;
    const idfornecedor = supplierOfPublicKey(db, card.chavePublica);
    if (!idfornecedor) throw fieldRefusal(400, "chavePublica");
    const bandeira = cardBrand(card.number);
    if (bandeira === null) throw fieldRefusal(422, "number");
    const at = now();
    if (isExpired(card.expiry, at)) throw fieldRefusal(422, "expiry", GATEWAY_MESSAGES.expired);
    res.setHeader("Cache-Control", "no-store");
    res.status(201).json(createCardToken(db, idfornecedor, { ...card, bandeira }, at));
  });
  router.use(GATEWAY_PREFIX, tokens);
}
