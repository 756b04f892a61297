import { Form, Link, useLocation } from "@remix-run/react";
import { loginReturnTo, type AccountSummary } from "~/models/account-summary";
import { overdueLabel } from "~/models/invoices/overdue-label";
import { supplierPath } from "~/models/links";
import * as styles from "./account-nav.css";

type AccountNavProps = { account: AccountSummary | null; basePath: string };

/**
 * The header's account area. A guest gets "Entrar" (coming back to this page) and "Cadastre-se";
 * a logged-in shopper a native disclosure menu: their account, orders, shopping lists, coupons and quick order, switching
 * client (a linked user or a representative), the company's users (its principal login) and "Sair".
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

/** The header closes it on Escape, a click outside, another menu opening or another page (useHeaderMenus). */
function AccountMenu({ account, basePath }: { account: AccountSummary; basePath: string }) {
  const representative = account.representante !== null;
  const ownAccount = !representative || account.atendendo !== null;
  // docs/rules/account.md "Login": the invoices loaded after login; one past due is said on the menu itself.
  const overdue = ownAccount ? (account.faturas?.vencidas ?? 0) : 0;
  return (
    <details className={styles.menu} data-menu="">
      <summary className={styles.summary}>
        <span className={styles.greeting}>{account.nome ? `Olá, ${account.nome}` : "Olá!"}</span>
        {overdue > 0 ? (
          <span className={styles.summaryMark} aria-hidden="true">
            !
          </span>
        ) : null}
        {overdue > 0 ? <span className="visually-hidden"> — {overdueLabel(overdue)}</span> : null}
        <span className="visually-hidden"> — menu da conta</span>
      </summary>
      <ul className={styles.panel}>
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/conta")} className={styles.item}>
              Minha conta
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/pedidos")} className={styles.item}>
              Meus pedidos
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/listas")} className={styles.item}>
              Listas de compras
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/assinaturas")} className={styles.item}>
              Assinaturas
            </Link>
          </li>
        ) : null}
        {ownAccount && account.faturas?.mostrar !== false ? (
          <li>
            <Link to={supplierPath(basePath, "/faturas")} className={styles.item}>
              Faturas
              {overdue > 0 ? " " : null}
              {overdue > 0 ? (
                <span className={styles.menuBadge}>{overdue === 1 ? "1 vencida" : `${overdue} vencidas`}</span>
              ) : null}
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/enderecos")} className={styles.item}>
              {representative ? "Endereços do cliente" : "Meus endereços"}
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/cupons")} className={styles.item}>
              Meus cupons
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/cartoes")} className={styles.item}>
              Meus cartões
            </Link>
          </li>
        ) : null}
        {ownAccount ? (
          <li>
            <Link to={supplierPath(basePath, "/pedido-rapido")} className={styles.item}>
              Pedido rápido
            </Link>
          </li>
        ) : null}
        {representative || account.trocaCliente ? (
          <li>
            <Link to={supplierPath(basePath, "/clientes")} className={styles.item}>
              Trocar cliente
            </Link>
          </li>
        ) : null}
        {account.principal && !representative ? (
          <li>
            <Link to={supplierPath(basePath, "/usuarios")} className={styles.item}>
              Usuários
            </Link>
          </li>
        ) : null}
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
