import type { ReactNode } from "react";
import * as styles from "~/styles/account-page.css";

/**
 * The head of one of the customer's list pages (orders, invoices, subscriptions): its title, whose
 * id the page's section is labelled by, and the line that says what the page is for.
 */
export function PageHead({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>{children}</p>
    </div>
  );
}

