import type { CartTotals } from "~/models/cart-edit";
import { deliveryFigure, orderFigures, type FeeTerms } from "~/models/checkout/order-figures";
import { formatBRL } from "~/models/money";
import { creditNote } from "~/models/credit-note";
import * as styles from "./cart.css";
import { SummaryRow } from "./summary-row";

/**
 * docs/rules/cart.md "Cart total": "Total = sum of price times quantity, plus gift-wrap cost" — less the coupon's discount.
 * A coupon the shopper applied that is not priced in now (`droppedCoupon`) is said where its
 * discount was, with the way to the coupon box that says why. The delivery in effect (`option`;
 * "a calcular" while there is none) is in the total, as the checkout's (orderFigures): the same
 * figures on both pages.
 */
export function CartSummary({
  totals,
  lines,
  droppedCoupon = null,
  option,
  pickup,
}: {
  totals: CartTotals;
  lines: number;
  droppedCoupon?: string | null;
  option: FeeTerms | null;
  pickup: boolean;
}) {
  const figures = orderFigures(totals, option);
  return (
    <section className={styles.summary} aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo">Resumo</h2>
      <SummaryRow
        className={styles.summaryRow}
        label={
          <>
            Produtos ({lines} {lines === 1 ? "item" : "itens"})
          </>
        }
      >
        {formatBRL(totals.subtotal)}
      </SummaryRow>
      {totals.valorEmbalagens > 0 ? (
        <SummaryRow className={styles.summaryRow} label="Embalagens para presente">
          {formatBRL(totals.valorEmbalagens)}
        </SummaryRow>
      ) : null}
      {totals.valorDesconto > 0 ? (
        <SummaryRow className={`${styles.summaryRow} ${styles.discount}`} label="Desconto">
          − {formatBRL(totals.valorDesconto)}
        </SummaryRow>
      ) : null}
      {droppedCoupon ? (
        <p className={`${styles.summaryRow} ${styles.droppedCoupon}`}>
          <span>Desconto do cupom {droppedCoupon}</span>
          <a href="#cupom-nao-aplicado">não aplicado</a>
        </p>
      ) : null}
      <SummaryRow className={styles.summaryRow} label={pickup ? "Retirada" : "Entrega"}>
        {deliveryFigure(figures.delivery)}
      </SummaryRow>
      <SummaryRow className={styles.summaryTotal} label="Total">
        {formatBRL(figures.total)}
      </SummaryRow>
    </section>
  );
}

/**
 * A company's credit under the cart's total (call 69: limite_credito_disponivel), where the customer
 * may pay by invoice: what is left to invoice and, when the cart is to be invoiced and its total
 * passes it, by how much (the checkout refuses such an order).
 */
export function CartCredit({
  credit,
  total,
}: {
  credit: { available: number; paymentType: string | null } | null;
  total: number;
}) {
  const note = credit ? creditNote(credit.available, total, credit.paymentType) : null;
  if (!note) return null;
  return (
    <div className={styles.credit} id="credito">
      <p className={styles.creditLine}>{note.available}</p>
      {note.shortfall ? (
        <p className={styles.creditShortfall} role="status">
          {note.shortfall}
        </p>
      ) : null}
    </div>
  );
}
