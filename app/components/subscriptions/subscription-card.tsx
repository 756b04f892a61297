import { Link } from "@remix-run/react";
import { formatBRL } from "~/models/money";
import { itemsSummary, type SubscriptionView } from "~/models/subscriptions/subscription-view";
import * as styles from "./subscriptions.css";

/** One subscription in the list: its frequency (the link to it), status, next delivery, products, delivery and payment. */
export function SubscriptionCard({ subscription, href }: { subscription: SubscriptionView; href: string }) {
  const active = subscription.status === "ATIVA";
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Link to={href} className={styles.rowLink}>
          {subscription.frequencia}
          <span className="visually-hidden"> — assinatura nº {subscription.idassinatura}</span>
        </Link>
        <span className={active ? styles.statusActive : styles.status}>{subscription.statusLabel}</span>
        {subscription.proximaEntrega ? (
          <p className={styles.next}>
            Próxima entrega: <strong>{subscription.proximaEntrega}</strong>
          </p>
        ) : null}
        {subscription.canceladaEm ? <p className={styles.rowDetail}>Cancelada em {subscription.canceladaEm}</p> : null}
        <p className={styles.rowDetail}>{itemsSummary(subscription.itens)}</p>
        <p className={styles.rowDetail}>
          {subscription.entrega} · {subscription.pagamento}
        </p>
      </div>
      <p className={styles.rowAmount}>
        {formatBRL(subscription.valorEstimado)}
        <span className={styles.rowAmountNote}>por entrega</span>
      </p>
    </li>
  );
}
