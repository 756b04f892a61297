import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import {
  ConfirmPaymentSchema,
  NewCardSchema,
  SavedCardPaymentSchema,
  TokenizedCardSchema,
} from "../../app/models/checkout/payment";
import { requireCustomerSession, requireOwnClient } from "../auth";
import { cardMask, chargeCard, chargeNewCard, chargeSavedCard, issuerAnswerOf } from "../data/card-gateway";
import { redeemCardToken } from "../data/card-tokens";
import { ORDER_MESSAGES } from "../data/order-rules";
import { findOrderRow, type OrderPaymentRow } from "../data/orders";
import { orderInstalmentPlan, switchToPix } from "../data/payment-methods";
import { offersInstalments } from "../../app/models/checkout/instalments";
import {
  chargeAsOf,
  createPixCharge,
  findPixReceiver,
  latestPixCharge,
  pixChargeAnswer,
  pixStatus,
  recordCardPayment,
} from "../data/payments";
import { deleteSavedCard, listSavedCards, requireOwnSavedCard } from "../data/saved-cards";
import type { CustomerSession } from "../data/sessions";
import {
  MESSAGES,
  badRequest,
  conflict,
  jsonBody,
  notFound,
  numericId,
  parseBody,
  parseQuery,
  queryText,
  unprocessable,
} from "../http";
import { requireCartOwner } from "./cart-params";

const PAYMENT_MESSAGES = {
  alreadyPaid: "Este pedido já está pago.",
  inAnalysis:
    "O pagamento deste pedido está em análise pelo emissor do cartão. Aguarde a resposta antes de pagar de novo.",
  nothingToPay: "Este pedido não tem pagamento a fazer.",
  notByCard: "Este pedido não é pago com cartão.",
  notByPix: "Este pedido não é pago por PIX.",
  noPixReceiver: "Este fornecedor não recebe por PIX.",
  pixChargeNotFound: "Cobrança PIX não encontrada.",
  cardTokenInvalid: "Os dados do cartão expiraram. Digite o cartão de novo.",
  instalmentsNotOffered: "Este número de parcelas não está disponível para este pedido. Escolha outro.",
} as const;

/**
 * A new card's own fields as the contract has them; its billing fields are left to the gateway, so
 * that an incomplete billing address gets the issuer's refusal rather than a malformed-body 400.
 */
const NewCardBody = NewCardSchema.pick({
  number: true,
  name: true,
  expiry: true,
  cvc: true,
  salvarCartao: true,
}).passthrough();

/** A card tokenized at the gateway (call 60), its billing fields left to the gateway as for a new card. */
const TokenizedCardBody = TokenizedCardSchema.pick({ token: true, salvarCartao: true }).passthrough();

const ConfirmPaymentBody = ConfirmPaymentSchema.extend({
  creditcard: z.union([
    NewCardBody.transform((card) => ({ kind: "new" as const, card })),
    TokenizedCardBody.transform((card) => ({ kind: "token" as const, card })),
    SavedCardPaymentSchema.transform((card) => ({ kind: "saved" as const, card })),
  ]),
});

const SavedCardsQuery = z.object({
  idfornecedor: queryText,
  /** The gateway keeps credit cards only: a debit list is empty. */
  tipo: queryText.transform((value) => value?.toUpperCase()).pipe(z.enum(["CREDITO", "DEBITO"]).default("CREDITO")),
});

export type PaymentRoutesOptions = {
  /** The time cards expire and PIX charges run by. */
  now: () => Date;
  /** When set, a PIX charge pays itself this many milliseconds after it is made (a demo or test payer). */
  pixPayAfterMs?: number;
};

/**
 * Calls 57–59 of docs/upstream-api.md (docs/rules/checkout.md "Payment", docs/rules/checkout.md "Credit card"): paying the
 * session's orders by card, new or kept, through the test gateway (§56) or by PIX, and the
 * customer's kept cards.
 */
export function registerPaymentRoutes(
  router: Router,
  db: Database,
  { now, pixPayAfterMs }: PaymentRoutesOptions,
): void {
  /** The session's order with this number (another's is unknown to it), to be paid this way. */
  const requireOrderToPay = (session: CustomerSession, numpedido: string, kind: "CARTAO" | "PIX"): OrderPaymentRow => {
    const id = numericId(numpedido);
    if (id === null) throw badRequest(`${MESSAGES.invalidQuery}: numpedido.`);
    const order = findOrderRow(db, id);
    if (!order || order.idcliente !== session.idcliente || order.idfornecedor !== session.idfornecedor) {
      throw notFound(ORDER_MESSAGES.orderNotFound);
    }
    if (order.pagamento_tipo !== kind)
      throw unprocessable(kind === "CARTAO" ? PAYMENT_MESSAGES.notByCard : PAYMENT_MESSAGES.notByPix);
    if (order.pagamento_status === "NAO_SE_APLICA") throw unprocessable(PAYMENT_MESSAGES.nothingToPay);
    return order;
  };

  /** The order's latest charge as it stands now (paid by itself when the server is told to). */
  const currentCharge = (order: OrderPaymentRow, at: Date) => {
    const latest = latestPixCharge(db, order.numpedido);
    return latest && chargeAsOf(db, latest, at, pixPayAfterMs);
  };

  router.post("/v4/app/payment/confirm-payment/:numpedido", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    const { idclient, creditcard, parcelas } = parseBody(ConfirmPaymentBody, req.body);
    requireOwnClient(session, idclient);
    const order = requireOrderToPay(session, req.params.numpedido ?? "", "CARTAO");
    if (order.pagamento_status === "APROVADO") throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    // A payment in the issuer's analysis may still be approved: a second card would be a second charge.
    if (order.pagamento_status === "PENDENTE") throw conflict(PAYMENT_MESSAGES.inAnalysis);
    // Instalments the method's plan offers for this total only (1×, at once, always).
    if (!offersInstalments(orderInstalmentPlan(db, order.idformapagamento), order.totalpedido, parcelas))
      throw unprocessable(PAYMENT_MESSAGES.instalmentsNotOffered);
    const at = now();
    if (creditcard.kind === "saved") {
      const saved = requireOwnSavedCard(db, session, numericId(creditcard.card.idcreditcard));
      res.json(recordCardPayment(db, order, chargeSavedCard(saved, at), null, at, parcelas));
      return;
    }
    if (creditcard.kind === "token") {
      const { card } = creditcard;
      // Spent by this payment whatever its verdict: a card refused is tokenized again to be tried again.
      const tokenized = redeemCardToken(db, session.idfornecedor, card.token, at);
      if (!tokenized) throw unprocessable(PAYMENT_MESSAGES.cardTokenInvalid);
      const verdict = chargeCard(
        { bandeira: tokenized.bandeira, expiry: tokenized.validade, issuer: issuerAnswerOf(tokenized.issuer) },
        card,
        at,
      );
      const { bandeira, mascara, nome, validade } = tokenized;
      res.json(
        recordCardPayment(
          db,
          order,
          verdict,
          card.salvarCartao ? { bandeira, mascara, nome, validade } : null,
          at,
          parcelas,
        ),
      );
      return;
    }
    const { card } = creditcard;
    const verdict = chargeNewCard(card, at);
    const keep =
      card.salvarCartao && verdict.bandeira !== null
        ? { bandeira: verdict.bandeira, mascara: cardMask(card.number), nome: card.name.trim(), validade: card.expiry }
        : null;
    res.json(recordCardPayment(db, order, verdict, keep, at, parcelas));
  });

  router.get("/v4/app/creditcard/:idclient", (req, res) => {
    const query = parseQuery(SavedCardsQuery, req.query);
    const owner = requireCartOwner(db, req, { ref: query.idfornecedor, param: "idfornecedor" }, [
      req.params.idclient ?? "",
    ]);
    res.json({ creditcards: query.tipo === "CREDITO" ? listSavedCards(db, owner) : [] });
  });

  router.delete("/v4/creditcard/:idcreditcard", (req, res) => {
    const session = requireCustomerSession(db, req);
    deleteSavedCard(db, session, numericId(req.params.idcreditcard ?? ""));
    res.status(204).end();
  });

  router.post("/v4/payment/pix/:numpedido", (req, res) => {
    const session = requireCustomerSession(db, req);
    // An order whose card was refused may be paid by PIX instead: it takes the store's PIX method (§59).
    const refusedCard = findOrderRow(db, numericId(req.params.numpedido ?? "") ?? 0);
    if (
      refusedCard?.idcliente === session.idcliente &&
      refusedCard.idfornecedor === session.idfornecedor &&
      refusedCard.pagamento_tipo === "CARTAO" &&
      refusedCard.pagamento_status === "RECUSADO" &&
      findPixReceiver(db, refusedCard.idfornecedor)
    )
      switchToPix(db, refusedCard.numpedido, refusedCard.idfornecedor);
    const order = requireOrderToPay(session, req.params.numpedido ?? "", "PIX");
    const at = now();
    const current = currentCharge(order, at);
    if (current && pixStatus(current, at) !== "EXPIRADA") {
      res.json(pixChargeAnswer(current, at));
      return;
    }
    if (order.pagamento_status === "APROVADO") throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    const receiver = findPixReceiver(db, order.idfornecedor);
    if (!receiver) throw unprocessable(PAYMENT_MESSAGES.noPixReceiver);
    res.status(201).json(pixChargeAnswer(createPixCharge(db, order, receiver, at), at));
  });

  router.get("/v4/payment/pix/:numpedido", (req, res) => {
    const session = requireCustomerSession(db, req);
    const order = requireOrderToPay(session, req.params.numpedido ?? "", "PIX");
    const at = now();
    const current = currentCharge(order, at);
    if (!current) throw notFound(PAYMENT_MESSAGES.pixChargeNotFound);
    res.json(pixChargeAnswer(current, at));
  });
}
