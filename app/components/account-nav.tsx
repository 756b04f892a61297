import { Form, Link, useLocation } from "@remix-run/react";
import type { AccountSummary } from "~/models/account-summary";
import { loginReturnTo } from "~/models/login-return";
import { supplierPath } from "~/models/links";
import * as styles from "./account-nav.css";

type AccountNavProps = { account: AccountSummary | null; basePath: string };

/**
 * The header's account area. A guest gets "Entrar" (coming back to this page) and "Cadastre-se";
 * a logged-in shopper a native disclosure menu: their account, orders, shopping lists, coupons and quick order, switching
 * client (a linked user or a representative), the company's users (its principal login) and "Sair"
 * (the links as the loader worked them out: accountMenu).
 */
export function AccountNav({ account, basePath }: AccountNavProps) {
  const { pathname, search } = useLocation();
  if (!account) {
    // The page shown now (the layout's data stays as it was while pages change without a reload).
    const returnTo = loginReturnTo(`${pathname}${search}`, basePath);
    const login = `${supplierPath(basePath, "/entrar")}${returnTo ? `?redirectTo=${encodeURIComponent(returnTo)}` : ""}`;
    return (
      <nav aria-label="Conta" className={styles.nav}>
        <ul className={styles.guestLinks}>
          <li>
            <Link to={login} className={styles.guestLink}>
              Entrar
            </Link>
          </li>
          <li>
            <Link to={supplierPath(basePath, "/cadastro")} className={styles.guestLink}>
              Cadastre-se
            </Link>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label="Conta" className={styles.accountNav}>
      <AccountMenu account={account} basePath={basePath} />
    </nav>
  );
}

/**
 * The header closes it on Escape, a click outside, another menu opening or another page (useHeaderMenus).
 * Its links come worked out from the layout's loader (accountMenu).
 */
function AccountMenu({ account, basePath }: { account: AccountSummary; basePath: string }) {
  const { overdue, items } = account.menu;
  return (
    <details className={styles.menu} data-menu="">
      <summary className={styles.summary}>
        <span className={styles.greeting}>{account.nome ? `Olá, ${account.nome}` : "Olá!"}</span>
        {overdue ? (
          <span className={styles.summaryMark} aria-hidden="true">
            !
          </span>
        ) : null}
        {overdue ? <span className="visually-hidden"> — {overdue}</span> : null}
        <span className="visually-hidden"> — menu da conta</span>
      </summary>
      <ul className={styles.panel}>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={supplierPath(basePath, item.path)} className={styles.item}>
              {item.label}
              {item.badge ? " " : null}
              {item.badge ? <span className={styles.menuBadge}>{item.badge}</span> : null}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action={supplierPath(basePath, "/sair")}>
            <button type="submit" className={styles.item}>
              Sair
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
