import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { OrderSubmissionSchema } from "../../app/models/checkout/order";
import { roundCents } from "../../app/models/money";
import { HttpError, MESSAGES, badRequest, forbidden, unprocessable } from "../http";
import type { CartItem } from "./cart-lines";
import { writeCart, type CartOwner } from "./cart-store";
import { availableCredit, consumeCredit } from "./customer-credit";
import { customerStanding } from "./customers";
import { subscribeOrder } from "./customer-subscriptions";
import { invoiceOrder } from "./invoices";
import type { OrderAuthor } from "./order-author";
import { orderDelivery } from "./order-delivery";
import { orderLines, priceOrder, type PricedOrder } from "./order-pricing";
import { changeRefusal, creditRefusal, identicalSince, initialPaymentStatus, itemsSignature, ORDER_MESSAGES } from "./order-rules";
import { identicalOrderNumber, insertOrder, orderNumberByKey, readOrder, type NewOrder, type OrderItemRow, type OrderRow } from "./orders";
import { paymentMethods, priceVariationPercent } from "./payment-methods";
import { isSubscriptionType } from "./subscriptions";
import { hasSupplierTag, type SupplierRow } from "./suppliers";

/** An order as POST …/pedido and …/pedido/duplicidade receive it, parsed. */
export type SubmittedOrder = z.output<typeof OrderSubmissionSchema>;

/** Who places the order, where, and when. */
export type PlacementContext = {
  owner: CartOwner;
  supplier: SupplierRow;
  author: OrderAuthor;
  now: Date;
  /** Today in São Paulo, which coupons' dates are read on (as call 40 reads them). */
  hoje: string;
};

/** The order placed, and whether its key had placed it already. */
export type Placement = { order: OrderRow; repetido: boolean };

/** A text the shopper left empty is none. */
const text = (value: string | null) => value?.trim() || null;

/** The order's lines as placed by the server's prices. */
const orderItemRows = (priced: PricedOrder): OrderItemRow[] =>
  priced.lines.map((line) => ({
    idproduto: Number(line.idproduto),
    nome: line.produto.nome,
    quantidade: line.quantidade,
    preco_unitario: line.precoUnitario,
    embalar: line.embalarParaPresente ? 1 : 0,
    valor_embalagem: line.valorEmbalagem ?? 0,
    valor_desconto: line.valorDesconto ?? 0,
    total: line.total,
  }));

/** The payment method chosen, among those call 9 offers this customer; a 422 otherwise. */
function chosenMethod(db: Database, owner: CartOwner, submission: SubmittedOrder, approved: boolean) {
  const offered = paymentMethods(db, owner.idfornecedor, { idcliente: owner.idcliente, cadastro_aprovado: approved });
  const method = offered.find((candidate) => String(candidate.idformapagamento) === submission.formaPagamento.idformapagamento);
  if (!method) throw unprocessable(ORDER_MESSAGES.paymentMethodUnavailable);
  return { idformapagamento: Number(method.idformapagamento), descricao: method.descricao, tipo: method.tipo };
}

/** The submission's lines as the cart would keep them, and the products that cannot be sold now. */
const submittedLines = (db: Database, owner: CartOwner, submission: SubmittedOrder) =>
  orderLines(
    db,
    owner,
    submission.itens.map((line) => ({ ...line, idproduto: Number(line.idproduto) })),
    submission.tipoEntrega,
  );

/** Who orders what, paid how: the identical-order check's terms. */
const identityOf = (owner: CartOwner, items: readonly CartItem[], idformapagamento: number) => ({
  ...owner,
  itens_assinatura: itemsSignature(items),
  idformapagamento,
});

/**
 * Whether this customer may send this order at all: something to order, a standing the supplier
 * accepts orders from (tag restrict-not-approved-user-submission), a quote only where the supplier
 * takes them (support-budget), a subscription type the supplier offers. Answers the standing.
 */
function admit(db: Database, owner: CartOwner, submission: SubmittedOrder): { approved: boolean } {
  if (submission.itens.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
  const approved = customerStanding(db, String(owner.idcliente), owner.idfornecedor)?.cadastro_aprovado === true;
  if (!approved && hasSupplierTag(db, owner.idfornecedor, "restrict-not-approved-user-submission")) throw forbidden(ORDER_MESSAGES.awaitingApproval);
  if (submission.orcamento && !hasSupplierTag(db, owner.idfornecedor, "support-budget")) throw badRequest(ORDER_MESSAGES.quoteNotOffered);
  const { idtipoassinatura } = submission;
  if (idtipoassinatura !== null && !isSubscriptionType(db, owner.idfornecedor, Number(idtipoassinatura))) {
    throw badRequest(`${MESSAGES.invalidBody}: idtipoassinatura.`);
  }
  return { approved };
}

/** The order's lines, refused when a product cannot be sold, when none is left, or when the same order was just placed. */
function newLines(db: Database, context: PlacementContext, submission: SubmittedOrder, idformapagamento: number) {
  const { items, missing } = submittedLines(db, context.owner, submission);
  if (missing.length > 0) {
    throw new HttpError(422, ORDER_MESSAGES.unavailableProducts, { mensagem: ORDER_MESSAGES.unavailableProducts, itensName: missing.join(", ") });
  }
  // Quantities so small that the quantity rules leave nothing make no order either.
  if (items.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
  const identity = identityOf(context.owner, items, idformapagamento);
  if (identicalOrderNumber(db, identity, identicalSince(context.now)) !== undefined) {
    throw new HttpError(409, ORDER_MESSAGES.identicalOrder, { mensagem: ORDER_MESSAGES.identicalOrder, pedidoIdentico: true });
  }
  return { items, identity };
}

/**
 * The order the submission makes, checked against every rule of docs/upstream-api.md §53 in turn;
 * the first that fails refuses it with its status and message.
 */
function draftOrder(db: Database, context: PlacementContext, submission: SubmittedOrder): NewOrder {
  const { owner, now } = context;
  const quote = submission.orcamento;
  const { approved } = admit(db, owner, submission);
  const method = chosenMethod(db, owner, submission, approved);
  const { items, identity } = newLines(db, context, submission, method.idformapagamento);
  const payment = { idformapagamento: method.idformapagamento, priceVariationPercent: priceVariationPercent(db, owner.idfornecedor, String(method.idformapagamento)) };
  const priced = priceOrder(db, owner, { payment, canal: submission.canalVenda, hoje: context.hoje, cupom: text(submission.cupom), automaticAllowed: submission.cupomAplicacaoAutomatica }, items);
  const delivery = orderDelivery(db, context.supplier, owner.idcliente, submission, priced.subtotal, now);
  const totalpedido = roundCents(priced.totalCompras + delivery.taxaentrega);
  const troco_para = method.tipo === "NA_ENTREGA" ? submission.formaPagamento.trocoPara : null;
  const refusal =
    (method.tipo === "FATURADO" && !quote ? creditRefusal(totalpedido, availableCredit(db, owner)) : null) ?? changeRefusal(troco_para, totalpedido);
  if (refusal) throw unprocessable(refusal);
  return {
    ...identity,
    ...delivery,
    ...context.author,
    chave_idempotencia: submission.chaveIdempotencia,
    status: quote ? "ORCAMENTO_NOVO" : "ENVIADO",
    orcamento: quote ? 1 : 0,
    endereco_faturamento: submission.enderecofaturamento && JSON.stringify(submission.enderecofaturamento),
    pagamento_descricao: method.descricao,
    pagamento_tipo: method.tipo,
    pagamento_status: initialPaymentStatus(method.tipo, quote),
    pagamento_mensagem: null,
    troco_para,
    subtotal: priced.subtotal,
    valor_desconto: priced.valorDesconto,
    valor_embalagens: priced.valorEmbalagens,
    totalpedido,
    cupom: priced.cupom,
    anotacoes: text(submission.anotacoes),
    num_pedido_cliente: text(submission.numPedidoCliente),
    idtipoassinatura: submission.idtipoassinatura === null ? null : Number(submission.idtipoassinatura),
    caracteristicas: JSON.stringify(submission.caracteristicas),
    canal_venda: submission.canalVenda,
    idapikeys: submission.idapikeys,
    numero_erp: null,
    criado_em: now.toISOString(),
    itens: orderItemRows(priced),
  };
}

/**
 * POST …/pedido (docs/upstream-api.md §53): the order placed, in one transaction that takes the
 * database's write lock first, so that two requests with one key make one order: the key's order when
 * it placed one already; otherwise a new order, its invoiced total taken off the customer's credit (and
 * its invoice issued), its subscription started when it has a subscription type, and the customer's
 * cart at the supplier emptied (its kept coupon too).
 */
export function placeOrder(db: Database, context: PlacementContext, submission: SubmittedOrder): Placement {
  const { owner } = context;
  // Read back within the transaction: the order as stored, which a replay answers too.
  const stored = (numpedido: number) => readOrder(db, numpedido) as OrderRow;
  return db
    .transaction((): Placement => {
      const placed = orderNumberByKey(db, owner.idcliente, submission.chaveIdempotencia);
      if (placed !== undefined) return { order: stored(placed), repetido: true };
      const order = draftOrder(db, context, submission);
      if (order.pagamento_tipo === "FATURADO" && order.orcamento === 0) consumeCredit(db, owner, order.totalpedido);
      writeCart(db, owner, { items: [], observacao: null, numPedidoCliente: null, cupom: null });
      const placedOrder = stored(insertOrder(db, order));
      // An order with a subscription type starts its subscription (§68); an invoiced one gets its boleto (§69).
      subscribeOrder(db, placedOrder);
      invoiceOrder(db, placedOrder);
      return { order: placedOrder, repetido: false };
    })
    .immediate();
}

/**
 * POST …/pedido/duplicidade (§54): the order this submission already made — the one placed with its
 * key, or an identical one (same items and payment method) placed within the last minute; null for none.
 */
export function duplicateOrder(db: Database, context: PlacementContext, submission: SubmittedOrder): number | null {
  const { owner } = context;
  const placed = orderNumberByKey(db, owner.idcliente, submission.chaveIdempotencia);
  if (placed !== undefined) return placed;
  const { items, missing } = submittedLines(db, owner, submission);
  if (missing.length > 0 || items.length === 0) return null;
  const identity = identityOf(owner, items, Number(submission.formaPagamento.idformapagamento));
  return identicalOrderNumber(db, identity, identicalSince(context.now)) ?? null;
}
