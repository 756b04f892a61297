import { Link } from "@remix-run/react";
import type { CreditView, InvoiceRow } from "~/models/invoices/invoice-view";
import { formatBRL } from "~/models/money";
import { PageSection } from "~/components/page-head";
import * as styles from "./invoices.css";

const statusClass = (row: InvoiceRow) =>
  row.status === "VENCIDA" ? styles.statusOverdue : row.status === "PAGA" ? styles.statusPaid : styles.status;

export function InvoiceStatus({ row }: { row: InvoiceRow }) {
  return <span className={statusClass(row)}>{row.statusLabel}</span>;
}

/** The credit limit (docs/rules/orders.md "Invoices and credit limit": limite_credito_total, limite_credito_disponivel): total, used and available. */
export function CreditLimit({ credit }: { credit: CreditView }) {
  return (
    <PageSection id="faturas-credito" title="Limite de crédito" className={styles.section}>
      <dl className={styles.credit}>
        <div className={styles.creditItem}>
          <dt className={styles.creditName}>Disponível</dt>
          <dd className={styles.creditValue}>{credit.disponivel === null ? "—" : formatBRL(credit.disponivel)}</dd>
        </div>
        {credit.usado !== null ? (
          <div className={styles.creditItem}>
            <dt className={styles.creditName}>Em uso</dt>
            <dd className={styles.creditValue}>{formatBRL(credit.usado)}</dd>
          </div>
        ) : null}
        <div className={styles.creditItem}>
          <dt className={styles.creditName}>Limite total</dt>
          <dd className={styles.creditValue}>{formatBRL(credit.total)}</dd>
        </div>
      </dl>
      {credit.disponivel !== null && credit.total > 0 ? (
        <meter
          className={styles.creditBar}
          min={0}
          max={credit.total}
          value={Math.max(0, credit.disponivel)}
          aria-label="Crédito disponível do limite total"
        />
      ) : null}
      <p className={styles.muted}>
        Compras faturadas usam este limite; ele volta a ficar disponível quando a fatura é paga.
      </p>
    </PageSection>
  );
}

/** One card per invoice: what it bills, its status and due day, its amount, and the ways to its details and to pay it. */
export function InvoiceRows({
  rows,
  hrefFor,
  orderHref,
}: {
  rows: readonly InvoiceRow[];
  hrefFor: (idfatura: string) => string;
  orderHref: (numpedido: string) => string;
}) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => {
        const payable = row.status === "ABERTA" || row.status === "VENCIDA";
        return (
          <li key={row.idfatura} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>
                {row.numpedido ? <Link to={orderHref(row.numpedido)}>{row.descricao}</Link> : row.descricao}
              </p>
              <InvoiceStatus row={row} />
              <p className={styles.rowDetail}>{row.quando}</p>
            </div>
            <p className={styles.rowAmount}>{formatBRL(row.valor)}</p>
            <div className={styles.rowLinks}>
              {payable ? (
                <Link to={`${hrefFor(row.idfatura)}#pagamento`} className={styles.link}>
                  Pagar com boleto<span className="visually-hidden"> — {row.descricao}</span>
                </Link>
              ) : null}
              <Link to={`${hrefFor(row.idfatura)}#informacoes`} className={styles.link}>
                Detalhes da fatura<span className="visually-hidden"> — {row.descricao}</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
