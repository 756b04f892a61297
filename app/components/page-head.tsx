import { Link } from "@remix-run/react";
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

/**
 * The head of a detail page (an order, an invoice, a subscription, a quote's acceptance): the way
 * back to where it is reached from, its title, and what the page says under the title (its status,
 * its facts).
 */
export function DetailHead({
  titleId,
  title,
  back,
  children,
}: {
  titleId: string;
  title: string;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className={styles.head}>
      <p className={styles.fact}>
        <Link to={back.to}>{`← ${back.label}`}</Link>
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A section of one of those pages (its panel, `className`), labelled by its title. */
export function PageSection({
  id,
  title,
  className,
  anchor,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  /** The section's own id, where a form's answer comes back to it (`#anchor`). */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
