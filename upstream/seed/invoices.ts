import type { Database } from "better-sqlite3";
import { cnpjWithCheckDigits } from "../../app/models/document";
import { addDays, insertInvoice } from "../data/invoices";
import { SUPPLIER_IDS } from "./suppliers";

/**
 * Invoices (docs/upstream-api.md §69): aurora issues boletos through Bradesco, due 28 days after an
 * invoiced order ("Boleto faturado 28 dias"). The demo customers' invoices from before the storefront
 * (billed by the supplier's own system) account for the credit they have used: Ana (501) R$ 519,50 of
 * R$ 3.000,00; the company (502) R$ 12.749,60 of R$ 50.000,00, of which R$ 4.329,50 is past due; its
 * branch 504 R$ 5.130,00 of R$ 15.000,00. Days count from the day the database is seeded.
 */
export function insertInvoices(db: Database, today: string): void {
  db.prepare(
    `INSERT INTO invoice_settings (idfornecedor, banco, banco_nome, agencia, conta, carteira, beneficiario, documento, prazo_dias)
     VALUES (?, '237', 'Bradesco', '3381', '0012345', '09', 'Distribuidora Aurora Ltda.', ?, 28)`,
  ).run(SUPPLIER_IDS.aurora, cnpjWithCheckDigits("246813570001"));
  const aurora = SUPPLIER_IDS.aurora;
  const issued = (
    idcliente: number,
    descricao: string,
    valor: number,
    daysAgo: number,
    paidDaysAgo: number | null = null,
  ) => {
    const emissao = addDays(today, -daysAgo);
    insertInvoice(db, {
      idfornecedor: aurora,
      idcliente,
      numpedido: null,
      descricao,
      valor,
      emissao,
      vencimento: addDays(emissao, 28),
      paga_em: paidDaysAgo === null ? null : `${addDays(today, -paidDaysAgo)}T15:00:00.000Z`,
    });
  };
  issued(501, "Pedido ERP 8805", 1236.8, 50, 24);
  issued(501, "Pedido ERP 8812", 519.5, 16);
  issued(502, "Pedido ERP 7710", 6110, 64, 37);
  issued(502, "Pedido ERP 7731", 4329.5, 33);
  issued(502, "Pedido ERP 7748", 8420.1, 9);
  issued(504, "Pedido ERP 7752", 5130, 4);
}
