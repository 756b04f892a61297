import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AccountSummary } from "~/models/account-summary";
import { supplierPath } from "~/models/links";
import * as layout from "~/styles/layout.css";
import * as styles from "./account-banner.css";

/**
 * Under the header, whom the orders are for (docs/rules/account.md "Representative"): the client a representative acts for, with
 * "Trocar cliente" and "Encerrar atendimento"; a representative who has not picked one yet; the
 * client a linked user buys for, with "Trocar". Nothing for other shoppers.
 */
export function AccountBanner({ account, basePath }: { account: AccountSummary | null; basePath: string }) {
  if (!account) return null;
  const picker = supplierPath(basePath, "/clientes");
  if (account.representante && account.atendendo) {
    return (
      <Strip label="Atendimento do representante">
        <p className={styles.text}>
          Atendendo: <strong>{account.atendendo}</strong>
        </p>
        <div className={styles.actions}>
          <Link to={picker} className={styles.action}>
            Trocar cliente
          </Link>
          <Form method="post" action={picker}>
            <input type="hidden" name="intent" value="encerrar" />
            <button type="submit" className={styles.action}>
              Encerrar atendimento
            </button>
          </Form>
        </div>
      </Strip>
    );
  }
  if (account.representante) {
    return (
      <Strip label="Atendimento do representante">
        <p className={styles.text}>Escolha um cliente para atender</p>
        <div className={styles.actions}>
          <Link to={picker} className={styles.action}>
            Ver clientes
          </Link>
        </div>
      </Strip>
    );
  }
  if (account.comprandoPara) {
    return (
      <Strip label="Cliente da compra">
        <p className={styles.text}>
          Comprando para: <strong>{account.comprandoPara}</strong>
        </p>
        <div className={styles.actions}>
          <Link to={picker} className={styles.action}>
            Trocar<span className="visually-hidden"> cliente</span>
          </Link>
        </div>
      </Strip>
    );
  }
  return null;
}

function Strip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.banner}>
      <div className={`${layout.container} ${styles.inner}`}>{children}</div>
    </section>
  );
}
