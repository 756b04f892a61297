import type { Database } from "better-sqlite3";
import { conflict, unprocessable } from "../http";
import { availableCredit, consumeCredit } from "./customer-credit";
import { customerStanding } from "./customers";
import { creditRefusal, initialPaymentStatus, ORDER_MESSAGES } from "./order-rules";
import { paymentMethods } from "./payment-methods";
import { readOrder, setOrderStatus, type OrderRow } from "./orders";
import { statement } from "../db/statements";

/** A priced quote accepted by its customer (docs/upstream-api.md §67): the quote becomes an order. */

export const QUOTE_MESSAGES = {
  notAQuote: "Este pedido não é um orçamento.",
  alreadyAccepted: "Este orçamento já foi aceito.",
  notPriced: "Este orçamento ainda não foi precificado pelo fornecedor.",
  cancelled: "Este orçamento foi cancelado.",
  totalChanged: "O fornecedor mudou os valores deste orçamento. Confira os novos valores antes de aceitar.",
} as const;

/** The status a quote takes when its customer accepts it: the order is received (docs/rules/orders.md "Order statuses" ENVIADO). */
export const ACCEPTED_STATUS = "ENVIADO" as const;

/**
 * Why this quote cannot be accepted now for the total its customer saw (null: it can), in the order
 * the refusals are told: accepted already, not a quote, not priced, cancelled, priced again since.
 */
export function acceptanceRefusal(order: Pick<OrderRow, "orcamento" | "orcamento_aceito_em" | "status" | "totalpedido">, totalSeen: number) {
  if (order.orcamento_aceito_em !== null) return conflict(QUOTE_MESSAGES.alreadyAccepted);
  if (order.orcamento !== 1) return unprocessable(QUOTE_MESSAGES.notAQuote);
  if (order.status === "ORCAMENTO_NOVO") return unprocessable(QUOTE_MESSAGES.notPriced);
  if (order.status !== "ORCAMENTO_PRECIFICADO") return unprocessable(QUOTE_MESSAGES.cancelled);
  if (Math.round(order.totalpedido * 100) !== Math.round(totalSeen * 100)) return conflict(QUOTE_MESSAGES.totalChanged);
  return null;
}

/**
 * The quote paid by another method than it was sent with, one call 9 offers its customer now (a 422
 * otherwise): its total stays the store's, priced already.
 */
function changeMethod(db: Database, order: OrderRow, idformapagamento: string): void {
  const offered = paymentMethods(db, order.idfornecedor, customerStanding(db, String(order.idcliente), order.idfornecedor) ?? null);
  const method = offered.find((candidate) => String(candidate.idformapagamento) === idformapagamento);
  if (!method) throw unprocessable(ORDER_MESSAGES.paymentMethodUnavailable);
  statement(db, "UPDATE orders SET idformapagamento = ?, pagamento_tipo = ?, pagamento_descricao = ? WHERE numpedido = ?").run(
    Number(method.idformapagamento),
    method.tipo,
    method.descricao,
    order.numpedido
  );
}

/**
 * Accepts the client's priced quote, in one transaction that takes the write lock first (two
 * acceptances at once make one order): the order is received (ENVIADO, in its history), its payment
 * due as a new order's would be (card and PIX wait for payment; an invoice is taken off the credit
 * available, and refused above it), and the acceptance recorded. `idformapagamento`: the method the
 * customer pays with, when not the one the quote was sent with. Answers the order as it stands.
 */
export function acceptQuote(
  db: Database,
  numpedido: number,
  totalSeen: number,
  at: string,
  idformapagamento?: string
): OrderRow {
  return db
    .transaction((): OrderRow => {
      let order = readOrder(db, numpedido) as OrderRow;
      const refusal = acceptanceRefusal(order, totalSeen);
      if (refusal) throw refusal;
      const owner = { idcliente: order.idcliente, idfornecedor: order.idfornecedor };
      if (idformapagamento !== undefined && Number(idformapagamento) !== order.idformapagamento) {
        changeMethod(db, order, idformapagamento);
        order = readOrder(db, numpedido) as OrderRow;
      }
      if (order.pagamento_tipo === "FATURADO") {
        const overCredit = creditRefusal(order.totalpedido, availableCredit(db, owner));
        if (overCredit) throw unprocessable(overCredit);
        consumeCredit(db, owner, order.totalpedido);
      }
      statement(db, "UPDATE orders SET orcamento_aceito_em = ?, pagamento_status = ? WHERE numpedido = ?").run(
        at,
        initialPaymentStatus(order.pagamento_tipo, false),
        numpedido
      );
      setOrderStatus(db, numpedido, ACCEPTED_STATUS, at);
      return readOrder(db, numpedido) as OrderRow;
    })
    .immediate();
}
