import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { OrderPlacedSchema, OrderSchema } from "../../app/models/checkout/order";
import { notaFiscalOf, readInvoice } from "./nfe-invoices";
import { orderRating } from "./order-ratings";
import { successMessage } from "./order-rules";
import { orderItems, statusHistory, type OrderRow } from "./orders";

/** How the order calls answer an order (docs/upstream-api.md §53 and §55), from its stored row. */

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** OrderSchema, and what the order was sent with beyond it (the billing address, subscription, characteristics, channel). */
type OrderAnswer = z.input<typeof OrderSchema> & {
  enderecofaturamento: unknown;
  idtipoassinatura: number | null;
  caracteristicas: unknown;
  canalVenda: "WEB" | "MANUAL";
};

/** POST …/pedido: the order placed, as it stands now; `repetido` when its key had placed it already. */
export function placedAnswer(order: OrderRow, repetido: boolean): z.input<typeof OrderPlacedSchema> {
  return {
    numpedido: order.numpedido,
    totalpedido: order.totalpedido,
    taxaentrega: order.taxaentrega,
    idcliente: order.idcliente,
    status: order.status,
    dadospedido: { cupom: order.cupom },
    pagamento: { tipo: order.pagamento_tipo, status: order.pagamento_status },
    mensagemSucesso: successMessage(order.numpedido, order.orcamento === 1),
    repetido,
  };
}

/** GET …/order/{numpedido}: the order as the server keeps it, with its lines and the history of its statuses. */
export function orderAnswer(db: Database, order: OrderRow): OrderAnswer {
  return {
    numpedido: order.numpedido,
    idfornecedor: order.idfornecedor,
    idcliente: order.idcliente,
    status: order.status,
    historico: statusHistory(db, order.numpedido),
    dataPedido: order.criado_em,
    itens: orderItems(db, order.numpedido).map((item) => ({
      idproduto: item.idproduto,
      nome: item.nome,
      quantidade: item.quantidade,
      precoUnitario: item.preco_unitario,
      embalarParaPresente: item.embalar === 1,
      valorEmbalagem: item.valor_embalagem,
      valorDesconto: item.valor_desconto,
      total: item.total,
      ...(item.unidade ? { unidade: item.unidade } : {}),
    })),
    subtotal: order.subtotal,
    valorDesconto: order.valor_desconto,
    valorEmbalagens: order.valor_embalagens,
    taxaentrega: order.taxaentrega,
    totalpedido: order.totalpedido,
    tipoEntrega: order.tipo_entrega,
    formaEntrega: { idformaentrega: order.idformaentrega, descricao: order.forma_entrega_descricao, data_de_entrega: order.data_de_entrega },
    enderecoentrega: parsed(order.endereco_entrega) as OrderAnswer["enderecoentrega"],
    lojaRetira: parsed(order.loja_retira) as OrderAnswer["lojaRetira"],
    enderecofaturamento: parsed(order.endereco_faturamento),
    formaPagamento: {
      idformapagamento: order.idformapagamento,
      descricao: order.pagamento_descricao,
      tipo: order.pagamento_tipo,
      trocoPara: order.troco_para,
    },
    pagamento: { status: order.pagamento_status, mensagem: order.pagamento_mensagem },
    notaFiscal: notaFiscalOf(readInvoice(db, order.numpedido)),
    anotacoes: order.anotacoes,
    numPedidoCliente: order.num_pedido_cliente,
    cupom: order.cupom,
    idtipoassinatura: order.idtipoassinatura,
    caracteristicas: parsed(order.caracteristicas),
    canalVenda: order.canal_venda,
    emitidoPor: order.emitido_por,
    // Who of the company placed it, by id: its user (§37), or null for the client itself and a representative.
    idusuariovinculado: order.idusuario_emissor,
    representante: order.representante_nome,
    numeroErp: order.numero_erp,
    avaliacao: orderRating(db, order.numpedido),
    orcamentoAceitoEm: order.orcamento_aceito_em,
  };
}
