import type { CartTotals } from "~/models/cart-edit";
import { formatBRL } from "~/models/money";
import * as styles from "./cart.css";

/** Spec §4: "Total = sum of price times quantity, plus gift-wrap cost" — less the coupon's discount. */
export function CartSummary({ totals, lines }: { totals: CartTotals; lines: number }) {
  return (
    <section className={styles.summary} aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo">Resumo</h2>
      <p className={styles.summaryRow}>
        <span>
          Produtos ({lines} {lines === 1 ? "item" : "itens"})
        </span>
        <span>{formatBRL(totals.subtotal)}</span>
      </p>
      {totals.valorEmbalagens > 0 ? (
        <p className={styles.summaryRow}>
          <span>Embalagens para presente</span>
          <span>{formatBRL(totals.valorEmbalagens)}</span>
        </p>
      ) : null}
      {totals.valorDesconto > 0 ? (
        <p className={`${styles.summaryRow} ${styles.discount}`}>
          <span>Desconto</span>
          <span>− {formatBRL(totals.valorDesconto)}</span>
        </p>
      ) : null}
      <p className={styles.summaryTotal}>
        <span>Total</span>
        <span>{formatBRL(totals.totalCompras)}</span>
      </p>
    </section>
  );
}
