import type { Database } from "better-sqlite3";
import { orderStatusLabel, paymentStatusLabel } from "../../app/models/checkout/order-status";
import type { OrderStatus } from "../../app/models/checkout/order";
import { statement } from "../db/statements";
import type { OrderItemRow, OrderRow } from "./orders";
import { writeXlsx, type Sheet } from "./xlsx-writer";

/** The client's orders as a spreadsheet (docs/upstream-api.md §66): one sheet of orders, one of their products. */

/** The most orders one file holds, newest first. */
export const MAX_EXPORTED_ORDERS = 5000;

export type ExportFilter = {
  idcliente: number;
  idfornecedor: string;
  /** Only the orders this company user placed; null for every order of the client. */
  idusuario: number | null;
  /** Orders (accepted quotes among them), or the quotes not accepted. */
  tipo: "pedidos" | "orcamentos";
  status: OrderStatus | null;
  /** First and last day (YYYY-MM-DD, in São Paulo), each optional. */
  de: string | null;
  ate: string | null;
};

/** The first instant of a São Paulo day (UTC−3 all year since 2019), as stored instants are written. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`).toISOString();
const nextDayStart = (day: string) => new Date(new Date(`${day}T00:00:00-03:00`).getTime() + 86_400_000).toISOString();

type ExportedOrder = Pick<
  OrderRow,
  | "numpedido" | "criado_em" | "status" | "orcamento" | "orcamento_aceito_em" | "tipo_entrega" | "forma_entrega_descricao" | "pagamento_descricao"
  | "pagamento_tipo" | "pagamento_status" | "subtotal" | "valor_desconto" | "valor_embalagens" | "taxaentrega" | "totalpedido" | "num_pedido_cliente"
  | "emitido_por" | "representante_nome"
>;

/** The orders the filter picks, newest first (then the higher number first), at most MAX_EXPORTED_ORDERS. */
export function exportedOrders(db: Database, filter: ExportFilter): ExportedOrder[] {
  return statement(
    db,
    `SELECT numpedido, criado_em, status, orcamento, orcamento_aceito_em, tipo_entrega, forma_entrega_descricao, pagamento_descricao,
            pagamento_tipo, pagamento_status, subtotal, valor_desconto, valor_embalagens, taxaentrega, totalpedido, num_pedido_cliente,
            emitido_por, representante_nome
     FROM orders
     WHERE idcliente = @idcliente AND idfornecedor = @idfornecedor
       AND (@idusuario IS NULL OR idusuario_emissor = @idusuario)
       AND (CASE WHEN @quotes = 1 THEN orcamento = 1 AND orcamento_aceito_em IS NULL ELSE orcamento = 0 OR orcamento_aceito_em IS NOT NULL END)
       AND (@status IS NULL OR status = @status)
       AND (@from IS NULL OR criado_em >= @from)
       AND (@until IS NULL OR criado_em < @until)
     ORDER BY criado_em DESC, numpedido DESC
     LIMIT ${MAX_EXPORTED_ORDERS}`
  ).all({
    idcliente: filter.idcliente,
    idfornecedor: filter.idfornecedor,
    idusuario: filter.idusuario,
    quotes: filter.tipo === "orcamentos" ? 1 : 0,
    status: filter.status,
    from: filter.de === null ? null : dayStart(filter.de),
    until: filter.ate === null ? null : nextDayStart(filter.ate),
  }) as ExportedOrder[];
}

type ExportedLine = Pick<OrderItemRow, "idproduto" | "nome" | "quantidade" | "preco_unitario" | "valor_desconto" | "total"> & { numpedido: number };

function exportedLines(db: Database, numbers: readonly number[]): ExportedLine[] {
  if (numbers.length === 0) return [];
  return statement(
    db,
    `SELECT i.numpedido, i.idproduto, i.nome, i.quantidade, i.preco_unitario, i.valor_desconto, i.total
     FROM order_items i JOIN json_each(?) n ON n.value = i.numpedido
     ORDER BY i.numpedido DESC, i.posicao`
  ).all(JSON.stringify(numbers)) as ExportedLine[];
}

const kindOf = (order: ExportedOrder) => (order.orcamento === 1 ? (order.orcamento_aceito_em ? "Orçamento aceito" : "Orçamento") : "Pedido");

/** The workbook of the orders the filter picks: "Pedidos", one row each, and "Produtos", one row per line. */
export function ordersWorkbook(db: Database, filter: ExportFilter): Uint8Array {
  const orders = exportedOrders(db, filter);
  const placedAt = new Map(orders.map((order) => [order.numpedido, order.criado_em]));
  const lines = exportedLines(db, orders.map((order) => order.numpedido)).sort(
    (a, b) => (placedAt.get(b.numpedido) ?? "").localeCompare(placedAt.get(a.numpedido) ?? "") || b.numpedido - a.numpedido
  );
  const pedidos: Sheet = {
    name: "Pedidos",
    columns: [
      { header: "Número", kind: "number", width: 10 },
      { header: "Tipo", kind: "text", width: 16 },
      { header: "Data", kind: "datetime", width: 17 },
      { header: "Situação", kind: "text", width: 30 },
      { header: "Entrega ou retirada", kind: "text", width: 26 },
      { header: "Forma de pagamento", kind: "text", width: 24 },
      { header: "Pagamento", kind: "text", width: 22 },
      { header: "Subtotal", kind: "money", width: 14 },
      { header: "Desconto", kind: "money", width: 12 },
      { header: "Embalagens", kind: "money", width: 12 },
      { header: "Taxa de entrega", kind: "money", width: 14 },
      { header: "Total", kind: "money", width: 14 },
      { header: "Seu número de pedido", kind: "text", width: 20 },
      { header: "Emitido por", kind: "text", width: 22 },
    ],
    rows: orders.map((order) => [
      order.numpedido,
      kindOf(order),
      order.criado_em,
      orderStatusLabel(order.status),
      `${order.tipo_entrega === "RETIRADA" ? "Retirada" : "Entrega"}: ${order.forma_entrega_descricao}`,
      order.pagamento_descricao,
      order.pagamento_status === "NAO_SE_APLICA" ? null : paymentStatusLabel(order.pagamento_status),
      order.subtotal,
      order.valor_desconto,
      order.valor_embalagens,
      order.taxaentrega,
      order.totalpedido,
      order.num_pedido_cliente,
      order.emitido_por ?? order.representante_nome,
    ]),
  };
  const produtos: Sheet = {
    name: "Produtos",
    columns: [
      { header: "Pedido", kind: "number", width: 10 },
      { header: "Código", kind: "number", width: 10 },
      { header: "Produto", kind: "text", width: 40 },
      { header: "Quantidade", kind: "number", width: 12 },
      { header: "Preço unitário", kind: "money", width: 14 },
      { header: "Desconto", kind: "money", width: 12 },
      { header: "Total", kind: "money", width: 14 },
    ],
    rows: lines.map((line) => [line.numpedido, line.idproduto, line.nome, line.quantidade, line.preco_unitario, line.valor_desconto, line.total]),
  };
  return writeXlsx([pedidos, produtos]);
}
