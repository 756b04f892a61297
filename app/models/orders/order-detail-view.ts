import type { Order } from "~/models/checkout/order";
import { orderStatusLabel, paymentStatusLabel } from "~/models/checkout/order-status";
import { slotLabelOf } from "~/models/checkout/order-view";
import { formatOrderMoment } from "./order-dates";
import { orderSteps, wasQuote } from "./order-steps";

/**
 * The order details page (spec §2 "order details (status steps, … ERP number)"): what the customer
 * is shown of one of their orders, worked out on the server so that the page gets only that.
 */

/** Spec §4 "Payment": a card or PIX payment not made yet (or refused) can still be made, unless the order was cancelled. */
export function paymentDue(order: Pick<Order, "status" | "formaPagamento" | "pagamento">): boolean {
  const online = order.formaPagamento.tipo === "CARTAO" || order.formaPagamento.tipo === "PIX";
  const open = order.pagamento.status === "AGUARDANDO" || order.pagamento.status === "RECUSADO";
  return online && open && order.status !== "CANCELADO";
}

/** An order is rated once, after it was delivered or picked up (call 62). */
export function mayRate(order: Pick<Order, "status" | "avaliacao">): boolean {
  return order.status === "ENTREGUE" && order.avaliacao === null;
}

export function orderDetailView(order: Order) {
  const { formaPagamento, pagamento } = order;
  return {
    numpedido: order.numpedido,
    quote: wasQuote(order),
    dataPedido: formatOrderMoment(order.dataPedido),
    statusLabel: orderStatusLabel(order.status),
    cancelled: order.status === "CANCELADO",
    steps: orderSteps(order).map((step) => ({ ...step, data: step.data === null ? null : formatOrderMoment(step.data) })),
    itens: order.itens.map(({ idproduto, nome, quantidade, precoUnitario, total }) => ({ idproduto, nome, quantidade, precoUnitario, total })),
    totals: {
      subtotal: order.subtotal,
      valorDesconto: order.valorDesconto,
      valorEmbalagens: order.valorEmbalagens,
      taxaentrega: order.taxaentrega,
      totalpedido: order.totalpedido,
    },
    cupom: order.cupom,
    tipoEntrega: order.tipoEntrega,
    entrega: order.formaEntrega ? { descricao: order.formaEntrega.descricao, quando: slotLabelOf(order.formaEntrega.data_de_entrega) } : null,
    endereco: order.enderecoentrega,
    loja: order.lojaRetira,
    pagamento: {
      descricao: formaPagamento.descricao,
      statusLabel: pagamento.status === "NAO_SE_APLICA" ? null : paymentStatusLabel(pagamento.status),
      mensagem: pagamento.status === "RECUSADO" || pagamento.status === "PENDENTE" ? pagamento.mensagem : null,
      trocoPara: formaPagamento.tipo === "NA_ENTREGA" ? formaPagamento.trocoPara : null,
      due: paymentDue(order),
    },
    emitidoPor: order.emitidoPor,
    numeroErp: order.numeroErp,
    numPedidoCliente: order.numPedidoCliente,
    anotacoes: order.anotacoes,
    avaliacao: order.avaliacao ? { ...order.avaliacao, avaliadoEm: formatOrderMoment(order.avaliacao.avaliadoEm) } : null,
    mayRate: mayRate(order),
  };
}
export type OrderDetailView = ReturnType<typeof orderDetailView>;
