import type { Database } from "better-sqlite3";
import type { OrderStatus, PaymentStatus } from "../../app/models/checkout/order";
import { statement } from "../db/statements";
import type { PaymentKind } from "./payment-methods";

/**
 * The orders as stored (upstream/db/migrations/013_orders.sql): placing one with its lines and first
 * status, finding one by number, by key or an identical one, and changing its status or its payment's.
 */

/** What the payment calls read of an order. */
export type OrderPaymentRow = {
  numpedido: number;
  idcliente: number;
  idfornecedor: string;
  totalpedido: number;
  pagamento_tipo: PaymentKind;
  pagamento_status: PaymentStatus;
  status: OrderStatus;
  idformapagamento: number;
};

/** An order's row as stored. */
export type OrderRow = OrderPaymentRow & {
  chave_idempotencia: string;
  status: OrderStatus;
  orcamento: number;
  itens_assinatura: string;
  tipo_entrega: "DELIVERY" | "RETIRADA";
  idformaentrega: string;
  forma_entrega_descricao: string;
  data_de_entrega: string | null;
  endereco_entrega: string | null;
  loja_retira: string | null;
  endereco_faturamento: string | null;
  idformapagamento: number;
  pagamento_descricao: string;
  pagamento_mensagem: string | null;
  troco_para: number | null;
  subtotal: number;
  valor_desconto: number;
  valor_embalagens: number;
  taxaentrega: number;
  cupom: string | null;
  anotacoes: string | null;
  num_pedido_cliente: string | null;
  emitido_por: string | null;
  /** The company's user whose session placed it (upstream/db/migrations/016_order_ratings.sql). */
  idusuario_emissor: number | null;
  idrepresentante: string | null;
  representante_nome: string | null;
  idtipoassinatura: number | null;
  caracteristicas: string;
  canal_venda: "WEB" | "MANUAL";
  idapikeys: string | null;
  numero_erp: string | null;
  criado_em: string;
  /** When the customer accepted the priced quote (upstream/db/migrations/019_quote_acceptance.sql); null otherwise. */
  orcamento_aceito_em: string | null;
};

/** A line of an order as stored. */
export type OrderItemRow = {
  idproduto: number;
  nome: string;
  quantidade: number;
  preco_unitario: number;
  embalar: number;
  valor_embalagem: number;
  valor_desconto: number;
  total: number;
  /** The product's unit (`kg`, `fd`…), null when the product is no longer in the catalogue. */
  unidade?: string | null;
};

/** A new order: its row but its number, and its lines in order. */
export type NewOrder = Omit<OrderRow, "numpedido" | "orcamento_aceito_em"> & { itens: readonly OrderItemRow[] };

/** The columns a new order fills (all but its number). */
const NEW_ORDER_COLUMNS = [
  "idfornecedor", "idcliente", "chave_idempotencia", "status", "orcamento", "itens_assinatura", "tipo_entrega", "idformaentrega",
  "forma_entrega_descricao", "data_de_entrega", "endereco_entrega", "loja_retira", "endereco_faturamento", "idformapagamento",
  "pagamento_descricao", "pagamento_tipo", "pagamento_status", "pagamento_mensagem", "troco_para", "subtotal", "valor_desconto",
  "valor_embalagens", "taxaentrega", "totalpedido", "cupom", "anotacoes", "num_pedido_cliente", "emitido_por", "idusuario_emissor", "idrepresentante",
  "representante_nome", "idtipoassinatura", "caracteristicas", "canal_venda", "idapikeys", "numero_erp", "criado_em",
] as const satisfies readonly (keyof Omit<NewOrder, "itens">)[];

/** The first number the server gives (an order number the shopper reads, so never a small one). */
const FIRST_NUMPEDIDO = 10001;

/** The order with this number, as the payment calls read it; undefined when there is none. */
export function findOrderRow(db: Database, numpedido: number): OrderPaymentRow | undefined {
  return statement(
    db,
    "SELECT numpedido, idcliente, idfornecedor, totalpedido, pagamento_tipo, pagamento_status, status, idformapagamento FROM orders WHERE numpedido = ?"
  ).get(numpedido) as OrderPaymentRow | undefined;
}

/** Records where the order's payment stands, and the gateway's message (null for none). */
export function setPaymentStatus(db: Database, numpedido: number, status: PaymentStatus, mensagem: string | null): void {
  statement(db, "UPDATE orders SET pagamento_status = ?, pagamento_mensagem = ? WHERE numpedido = ?").run(status, mensagem, numpedido);
}

/** The whole stored order with this number; undefined when there is none. */
export function readOrder(db: Database, numpedido: number): OrderRow | undefined {
  return statement(db, "SELECT * FROM orders WHERE numpedido = ?").get(numpedido) as OrderRow | undefined;
}

/** The order's lines, in the order they were placed. */
export function orderItems(db: Database, numpedido: number): OrderItemRow[] {
  return statement(
    db,
    `SELECT i.idproduto, i.nome, i.quantidade, i.preco_unitario, i.embalar, i.valor_embalagem, i.valor_desconto, i.total,
            p.unidade
     FROM order_items i LEFT JOIN products p ON p.id = i.idproduto WHERE i.numpedido = ? ORDER BY i.posicao`
  ).all(numpedido) as OrderItemRow[];
}

/** The statuses the order went through, oldest first. */
export function statusHistory(db: Database, numpedido: number): { status: OrderStatus; data: string }[] {
  return statement(db, "SELECT status, data FROM order_status_history WHERE numpedido = ? ORDER BY idhistorico").all(numpedido) as {
    status: OrderStatus;
    data: string;
  }[];
}

/** The number of the client's order placed with this idempotency key; undefined when none was. */
export function orderNumberByKey(db: Database, idcliente: number, chave: string): number | undefined {
  return statement(db, "SELECT numpedido FROM orders WHERE idcliente = ? AND chave_idempotencia = ?").pluck().get(idcliente, chave) as
    | number
    | undefined;
}

/**
 * The number of the latest order of this client at this supplier with the same items and payment
 * method placed at `since` or later; undefined when there is none.
 */
export function identicalOrderNumber(
  db: Database,
  order: Pick<OrderRow, "idcliente" | "idfornecedor" | "itens_assinatura" | "idformapagamento">,
  since: string
): number | undefined {
  return statement(
    db,
    `SELECT numpedido FROM orders
     WHERE idcliente = ? AND idfornecedor = ? AND itens_assinatura = ? AND idformapagamento = ? AND criado_em >= ?
     ORDER BY numpedido DESC LIMIT 1`
  )
    .pluck()
    .get(order.idcliente, order.idfornecedor, order.itens_assinatura, order.idformapagamento, since) as number | undefined;
}

/** Appends a status to the order's history and makes it the order's status. */
export function setOrderStatus(db: Database, numpedido: number, status: OrderStatus, data: string): void {
  db.transaction(() => {
    statement(db, "UPDATE orders SET status = ? WHERE numpedido = ?").run(status, numpedido);
    statement(db, "INSERT INTO order_status_history (numpedido, status, data) VALUES (?, ?, ?)").run(numpedido, status, data);
  })();
}

/**
 * Stores the order, its lines and its first status under the next number (the highest so far plus
 * one), and answers that number. Called within the placing transaction, so no two orders take one.
 */
export function insertOrder(db: Database, { itens, ...order }: NewOrder): number {
  const highest = statement(db, "SELECT max(numpedido) FROM orders").pluck().get() as number | null;
  const numpedido = Math.max(highest ?? 0, FIRST_NUMPEDIDO - 1) + 1;
  statement(db, `INSERT INTO orders (numpedido, ${NEW_ORDER_COLUMNS.join(", ")}) VALUES (@numpedido, ${NEW_ORDER_COLUMNS.map((column) => `@${column}`).join(", ")})`).run({
    ...order,
    numpedido,
  });
  const insertItem = statement(
    db,
    `INSERT INTO order_items (numpedido, posicao, idproduto, nome, quantidade, preco_unitario, embalar, valor_embalagem, valor_desconto, total)
     VALUES (@numpedido, @posicao, @idproduto, @nome, @quantidade, @preco_unitario, @embalar, @valor_embalagem, @valor_desconto, @total)`
  );
  itens.forEach((item, posicao) => insertItem.run({ ...item, numpedido, posicao }));
  statement(db, "INSERT INTO order_status_history (numpedido, status, data) VALUES (?, ?, ?)").run(numpedido, order.status, order.criado_em);
  return numpedido;
}
