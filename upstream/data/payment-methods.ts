import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { InstalmentPlan } from "../../app/models/checkout/instalments";
import type { PaymentMethodListSchema } from "../../app/models/supplier";
import { statement } from "../db/statements";
import { numericId } from "../http";
import type { CustomerStanding } from "./customers";
import { hasSupplierTag } from "./suppliers";

/** How a method is paid (call 9's `tipo`). */
export type PaymentKind = "CARTAO" | "PIX" | "FATURADO" | "NA_ENTREGA";

type PaymentMethodRow = {
  idformapagamento: number;
  descricao: string;
  tipo: PaymentKind;
  padrao: number;
  exige_cadastro_aprovado: number;
  parcelas_max: number | null;
  parcelas_sem_juros: number | null;
  parcela_minima: number | null;
  juros_mensal: number | null;
};

/** A card method's instalment plan as call 9 answers it (`parcelamento`); null when it has none. */
export function instalmentPlanOf(row: Pick<PaymentMethodRow, "tipo" | "parcelas_max" | "parcelas_sem_juros" | "parcela_minima" | "juros_mensal">): InstalmentPlan | null {
  if (row.tipo !== "CARTAO" || row.parcelas_max === null) return null;
  return {
    maxParcelas: row.parcelas_max,
    parcelasSemJuros: row.parcelas_sem_juros ?? 1,
    valorMinimoParcela: row.parcela_minima ?? 0,
    jurosMensal: row.juros_mensal ?? 0,
  };
}

/** The instalment plan of an order's payment method; null when it has none. */
export function orderInstalmentPlan(db: Database, idformapagamento: number): InstalmentPlan | null {
  const row = statement(
    db,
    "SELECT tipo, parcelas_max, parcelas_sem_juros, parcela_minima, juros_mensal FROM payment_methods WHERE idformapagamento = ?"
  ).get(idformapagamento) as Parameters<typeof instalmentPlanOf>[0] | undefined;
  return row ? instalmentPlanOf(row) : null;
}

/**
 * GET /v2/app/{apptoken}/fornecedor/{id}/formas-pagamento?idcliente=
 * Methods that need an approved registration (invoicing) are listed only for a customer approved by the supplier;
 * when the supplier's default is not among those offered, the first one offered is the default.
 */
export function paymentMethods(
  db: Database,
  idfornecedor: string,
  customer: CustomerStanding | null
): z.input<typeof PaymentMethodListSchema> {
  const rows = statement(
    db,
    `SELECT idformapagamento, descricao, tipo, padrao, exige_cadastro_aprovado, parcelas_max, parcelas_sem_juros,
       parcela_minima, juros_mensal FROM payment_methods
     WHERE idfornecedor = ? AND ativo = 1 ORDER BY ordem, idformapagamento`
  ).all(idfornecedor) as PaymentMethodRow[];
  const offered = rows.filter((row) => row.exige_cadastro_aprovado === 0 || customer?.cadastro_aprovado === true);
  const defaultOffered = offered.some((row) => row.padrao === 1);
  return offered.map((row, index) => {
    const parcelamento = instalmentPlanOf(row);
    return {
      idformapagamento: row.idformapagamento,
      descricao: row.descricao,
      tipo: row.tipo,
      padrao: defaultOffered ? row.padrao === 1 : index === 0,
      ...(parcelamento ? { parcelamento } : {}),
    };
  });
}

/**
 * The price change, in percent, that paying with this method brings at this supplier:
 * 0 unless the supplier has the tag support-price-variance-by-payment and the method is its own.
 */
export function priceVariationPercent(
  db: Database,
  idfornecedor: string,
  idformapagamento: string | undefined
): number {
  if (!idformapagamento) return 0;
  if (!hasSupplierTag(db, idfornecedor, "support-price-variance-by-payment")) return 0;
  const percent = statement(
    db,
    "SELECT variacao_preco_percentual FROM payment_methods WHERE idformapagamento = ? AND idfornecedor = ? AND ativo = 1"
  )
    .pluck()
    .get(numericId(idformapagamento), idfornecedor) as number | undefined;
  return percent ?? 0;
}

/**
 * An order whose card payment was refused, paid by PIX instead (docs/upstream-api.md §59): it takes
 * the supplier's active PIX method, its payment waiting again; its total is kept. Nothing when the
 * supplier has no PIX method.
 */
export function switchToPix(db: Database, numpedido: number, idfornecedor: string): void {
  const pix = statement(
    db,
    "SELECT idformapagamento, descricao FROM payment_methods WHERE idfornecedor = ? AND tipo = 'PIX' AND ativo = 1 ORDER BY ordem LIMIT 1"
  ).get(idfornecedor) as { idformapagamento: number; descricao: string } | undefined;
  if (!pix) return;
  statement(
    db,
    `UPDATE orders SET idformapagamento = ?, pagamento_tipo = 'PIX', pagamento_descricao = ?, pagamento_status = 'AGUARDANDO',
       pagamento_mensagem = NULL WHERE numpedido = ? AND pagamento_tipo = 'CARTAO' AND pagamento_status = 'RECUSADO'`
  ).run(pix.idformapagamento, pix.descricao, numpedido);
}
