import type { Database } from "better-sqlite3";
import { customerStanding } from "./customers";
import { paymentMethods, priceVariationPercent } from "./payment-methods";

/** The payment method a customer's cart is priced for, and the price change it brings in percent. */
export type CustomerPayment = { idformapagamento: number | null; priceVariationPercent: number };

/**
 * The method asked for when the supplier offers it to this customer (call 9), otherwise the
 * customer's default (`padrao`); null only at a supplier without payment methods.
 */
export function customerPayment(db: Database, idfornecedor: string, idcliente: number, asked: number | undefined): CustomerPayment {
  const offered = paymentMethods(db, idfornecedor, customerStanding(db, String(idcliente), idfornecedor) ?? null);
  const chosen = offered.find((method) => Number(method.idformapagamento) === asked) ?? offered.find((method) => method.padrao);
  const idformapagamento = chosen === undefined ? null : Number(chosen.idformapagamento);
  return {
    idformapagamento,
    priceVariationPercent: idformapagamento === null ? 0 : priceVariationPercent(db, idfornecedor, String(idformapagamento)),
  };
}
