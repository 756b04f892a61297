import { Link } from "@remix-run/react";
import * as layout from "~/styles/layout.css";
import * as styles from "./site-header.css";

/** The shared host's header, before a supplier is chosen. */
export function MarketplaceHeader() {
  return (
    <header className={styles.header}>
      <div className={`${layout.container} ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          Loja virtual
        </Link>
      </div>
    </header>
  );
}
