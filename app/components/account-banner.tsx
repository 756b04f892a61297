import { Form, Link } from "@remix-run/react";
import type { AccountSummary } from "~/models/account-summary";
import { supplierPath } from "~/models/links";
import * as layout from "~/styles/layout.css";
import * as styles from "./account-banner.css";

/**
 * Under the header, whom the orders are for (docs/rules/account.md "Representative"): the client a representative acts for, with
 * "Trocar cliente" and "Encerrar atendimento"; a representative who has not picked one yet; the
 * client a linked user buys for, with "Trocar". Nothing for other shoppers. What it says comes
 * worked out from the layout's loader (accountBanner).
 */
export function AccountBanner({ account, basePath }: { account: AccountSummary | null; basePath: string }) {
  const banner = account?.banner;
  if (!banner) return null;
  const picker = supplierPath(basePath, "/clientes");
  return (
    <section aria-label={banner.label} className={styles.banner}>
      <div className={`${layout.container} ${styles.inner}`}>
        <p className={styles.text}>
          {banner.lead}
          {banner.name ? <strong>{banner.name}</strong> : null}
        </p>
        <div className={styles.actions}>
          <Link to={picker} className={styles.action}>
            {banner.link.label}
            {banner.link.hidden ? <span className="visually-hidden">{banner.link.hidden}</span> : null}
          </Link>
          {banner.end ? (
            <Form method="post" action={picker}>
              <input type="hidden" name="intent" value="encerrar" />
              <button type="submit" className={styles.action}>
                Encerrar atendimento
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
