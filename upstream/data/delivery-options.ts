import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { DeliveryOptionSchema } from "../../app/models/delivery/delivery-option";
import { statement } from "../db/statements";
import { openSlots, type DeliveryWindow } from "./delivery-slots";
import { supplierStore } from "./supplier-config";
import type { DeliveryType } from "./supplier-search";
import type { SupplierRow } from "./suppliers";

/** One option as calls 51 and 52 answer it. */
export type DeliveryOptionAnswer = z.input<typeof DeliveryOptionSchema>;

type OptionRow = {
  idformaentrega: string;
  descricao: string;
  valor_cheio: number;
  frete_gratis_acima: number | null;
  pedido_minimo: number | null;
  antecedencia_minutos: number;
};

/** Σ quantidade × valor of the lines call 52 is sent, each line rounded to the cent as a cart line is. */
export function linesSubtotal(lines: readonly { quantidade: number; valor: number }[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.quantidade * line.valor * 100), 0) / 100;
}

/**
 * Calls 51 and 52: the supplier's options of this type for an order of this subtotal, in the
 * supplier's order, with their slots still open at `now`. The fee is 0 from the free-delivery
 * threshold on; the minimum order leaves no option out (the storefront says what is missing). An
 * option without an open slot is left out, and so is every pickup at a store without a position.
 */
export function deliveryOptions(
  db: Database,
  supplier: SupplierRow,
  tipoEntrega: DeliveryType,
  subtotal: number,
  now: Date
): DeliveryOptionAnswer[] {
  const loja = tipoEntrega === "RETIRADA" ? supplierStore(db, supplier) : null;
  if (tipoEntrega === "RETIRADA" && !loja) return [];
  const rows = statement(
    db,
    `SELECT idformaentrega, descricao, valor_cheio, frete_gratis_acima, pedido_minimo, antecedencia_minutos
     FROM delivery_options WHERE idfornecedor = ? AND tipo_entrega = ? ORDER BY ordem, idformaentrega`
  ).all(supplier.idfornecedor, tipoEntrega) as OptionRow[];
  const windows = statement(db, "SELECT dia_semana, inicio, fim FROM delivery_windows WHERE idformaentrega = ?");
  return rows.flatMap((row) => {
    const agendamentos = openSlots(windows.all(row.idformaentrega) as DeliveryWindow[], row.antecedencia_minutos, now);
    if (agendamentos.length === 0) return [];
    const free = row.frete_gratis_acima !== null && subtotal >= row.frete_gratis_acima;
    return [
      {
        idformaentrega: row.idformaentrega,
        descricao: row.descricao,
        tipoEntrega,
        valor: free ? 0 : row.valor_cheio,
        valor_cheio: row.valor_cheio,
        frete_gratis_acima: row.frete_gratis_acima,
        pedido_minimo: row.pedido_minimo,
        subtotal,
        loja,
        agendamentos,
      },
    ];
  });
}
