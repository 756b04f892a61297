import type { Order } from "~/models/checkout/order";
import { orderStatusLabel } from "~/models/checkout/order-status";
import { slotLabelOf } from "~/models/checkout/order-view";
import { formatOrderMoment } from "./order-dates";
import { paymentDue, paymentLabel } from "./order-payment";
import { orderSteps, wasQuote } from "./order-steps";
import { quoteAcceptanceView } from "./quote-acceptance-view";
import { shopperText } from "~/models/shared/shopper-text";
import { withQuantityText } from "~/models/quantity-format";

/**
 * The order details page (docs/rules/orders.md "Order details": "order details (status steps, … ERP number)"): what the customer
 * is shown of one of their orders, worked out on the server so that the page gets only that.
 */

/** An order is rated once, after it was delivered or picked up (call 62). */
export function mayRate(order: Pick<Order, "status" | "avaliacao">): boolean {
  return order.status === "ENTREGUE" && order.avaliacao === null;
}

export function orderDetailView(order: Order) {
  const { formaPagamento, pagamento } = order;
  return {
    numpedido: order.numpedido,
    /** Still a quote: an accepted one is an order (call 67). */
    quote: wasQuote(order) && order.orcamentoAceitoEm === null,
    /** Where the quote stands (awaiting its price, priced to accept, accepted, cancelled); null for an order never a quote. */
    acceptance: quoteAcceptanceView(order),
    dataPedido: formatOrderMoment(order.dataPedido),
    statusLabel: orderStatusLabel(order.status),
    cancelled: order.status === "CANCELADO",
    steps: orderSteps(order).map((step) => ({
      ...step,
      data: step.data === null ? null : formatOrderMoment(step.data),
    })),
    itens: order.itens.map(({ idproduto, nome, quantidade, precoUnitario, total, unidade }) =>
      withQuantityText({
        idproduto,
        nome,
        quantidade,
        precoUnitario,
        total,
        ...(unidade ? { unidade } : {}),
      }),
    ),
    totals: {
      subtotal: order.subtotal,
      valorDesconto: order.valorDesconto,
      valorEmbalagens: order.valorEmbalagens,
      taxaentrega: order.taxaentrega,
      totalpedido: order.totalpedido,
    },
    cupom: order.cupom,
    tipoEntrega: order.tipoEntrega,
    entrega: order.formaEntrega
      ? { descricao: order.formaEntrega.descricao, quando: slotLabelOf(order.formaEntrega.data_de_entrega) }
      : null,
    endereco: order.enderecoentrega,
    loja: order.lojaRetira,
    pagamento: {
      descricao: formaPagamento.descricao,
      statusLabel: paymentLabel(order.status, pagamento.status),
      mensagem:
        pagamento.status === "RECUSADO" || pagamento.status === "PENDENTE" ? shopperText(pagamento.mensagem) : null,
      trocoPara: formaPagamento.tipo === "NA_ENTREGA" ? formaPagamento.trocoPara : null,
      due: paymentDue(order),
    },
    emitidoPor: order.emitidoPor,
    numeroErp: order.numeroErp,
    numPedidoCliente: order.numPedidoCliente,
    anotacoes: order.anotacoes,
    avaliacao: order.avaliacao
      ? { ...order.avaliacao, avaliadoEm: formatOrderMoment(order.avaliacao.avaliadoEm) }
      : null,
    mayRate: mayRate(order),
  };
}
export type OrderDetailView = ReturnType<typeof orderDetailView>;
