import { Link } from "@remix-run/react";
import * as styles from "./orders.css";

export type OrdersSubscriptionsView = "orders" | "subscriptions";

const LINKS: readonly { view: OrdersSubscriptionsView; label: string; path: string }[] = [
  { view: "orders", label: "Pedidos", path: "/pedidos" },
  { view: "subscriptions", label: "Assinaturas", path: "/assinaturas" },
];

/**
 * The switch between the customer's orders (/{s}/pedidos) and subscriptions (/{s}/assinaturas):
 * two plain links, so it works without JavaScript; the current one carries aria-current="page".
 * `href` turns a storefront path into the supplier's (e.g. `(path) => supplierPath(basePath, path)`).
 */
export function OrdersSubscriptionsSwitch({
  current,
  href,
}: {
  current: OrdersSubscriptionsView;
  href: (path: string) => string;
}) {
  return (
    <nav aria-label="Pedidos ou assinaturas">
      <ul className={styles.tabs}>
        {LINKS.map((link) => (
          <li key={link.view}>
            <Link
              to={href(link.path)}
              className={link.view === current ? styles.currentTab : styles.tab}
              aria-current={link.view === current ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
