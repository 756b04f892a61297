import { Link } from "@remix-run/react";
import type { OrderRow } from "~/models/orders/order-list-view";
import type { OrderListTab } from "~/models/orders/order-form-names";
import { formatBRL } from "~/models/money";
import * as styles from "./orders.css";

const TAB_LABELS: Record<OrderListTab, string> = { pedidos: "Pedidos", orcamentos: "Orçamentos" };

/** The orders/quotes switch: plain links (`?tipo=`), so it works without JavaScript. */
export function OrderListTabs({
  current,
  counts,
  hrefFor,
}: {
  current: OrderListTab;
  counts: Record<OrderListTab, number>;
  hrefFor: (tab: OrderListTab) => string;
}) {
  return (
    <nav aria-label="Pedidos ou orçamentos">
      <ul className={styles.tabs}>
        {(Object.keys(TAB_LABELS) as OrderListTab[]).map((tab) => (
          <li key={tab}>
            <Link
              to={hrefFor(tab)}
              className={tab === current ? styles.currentTab : styles.tab}
              aria-current={tab === current ? "page" : undefined}
            >
              {TAB_LABELS[tab]} ({counts[tab]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One card per order: its number (the link to it), status, date, how it is received, payment and total. */
export function OrderRows({
  rows,
  quotes,
  hrefFor,
}: {
  rows: readonly OrderRow[];
  quotes: boolean;
  hrefFor: (numpedido: string) => string;
}) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.numpedido} className={styles.row}>
          <div className={styles.rowMain}>
            <Link to={hrefFor(row.numpedido)} className={styles.rowLink}>
              {quotes ? "Orçamento" : "Pedido"} nº {row.numpedido}
            </Link>
            <span className={styles.status}>{row.statusLabel}</span>
            <p className={styles.rowDetail}>
              {row.data} · {row.entrega} · {row.itens}
            </p>
            <p className={styles.rowDetail}>{row.pagamento}</p>
            {row.emitidoPor ? <p className={styles.rowDetail}>Pedido emitido por {row.emitidoPor}</p> : null}
          </div>
          <p className={styles.rowTotal}>{formatBRL(row.total)}</p>
        </li>
      ))}
    </ul>
  );
}
