import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { OrderSummarySchema } from "../../app/models/orders/order-summary";
import { statement } from "../db/statements";
import type { OrderRow } from "./orders";

/** A client's orders at a supplier as call 61 lists them (docs/upstream-api.md §61). */

type SummaryRow = Pick<
  OrderRow,
  "numpedido" | "criado_em" | "status" | "totalpedido" | "tipo_entrega" | "pagamento_descricao" | "pagamento_tipo" | "pagamento_status" | "emitido_por" | "idusuario_emissor" | "orcamento" | "orcamento_aceito_em"
> & { quantidade_itens: number };

export type HistoryFilter = {
  idcliente: number;
  idfornecedor: string;
  /** Only the orders this company user placed; null for every order of the client. */
  idusuario: number | null;
};

/** The client's orders at the supplier, newest first, each with how many lines it has. */
export function orderSummaries(db: Database, { idcliente, idfornecedor, idusuario }: HistoryFilter): z.input<typeof OrderSummarySchema>[] {
  const rows = statement(
    db,
    `SELECT o.numpedido, o.criado_em, o.status, o.totalpedido, o.tipo_entrega, o.pagamento_descricao, o.pagamento_tipo,
            o.pagamento_status, o.emitido_por, o.idusuario_emissor, o.orcamento, o.orcamento_aceito_em,
            (SELECT count(*) FROM order_items i WHERE i.numpedido = o.numpedido) AS quantidade_itens
     FROM orders o
     WHERE o.idcliente = @idcliente AND o.idfornecedor = @idfornecedor AND (@idusuario IS NULL OR o.idusuario_emissor = @idusuario)
     ORDER BY o.criado_em DESC, o.numpedido DESC`
  ).all({ idcliente, idfornecedor, idusuario }) as SummaryRow[];
  return rows.map((row) => ({
    numpedido: row.numpedido,
    dataPedido: row.criado_em,
    status: row.status,
    totalpedido: row.totalpedido,
    // docs/rules/checkout.md "Order response": in order lists the delivery type arrives in lower case.
    tipoentrega: row.tipo_entrega,
    formaPagamento: { descricao: row.pagamento_descricao, tipo: row.pagamento_tipo },
    pagamento: { status: row.pagamento_status },
    quantidadeItens: row.quantidade_itens,
    emitidoPor: row.emitido_por,
    idusuariovinculado: row.idusuario_emissor,
    orcamento: row.orcamento === 1,
    orcamentoAceito: row.orcamento_aceito_em !== null,
  }));
}
