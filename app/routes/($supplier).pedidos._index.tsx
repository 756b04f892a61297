import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { OrderListTabs, OrderRows } from "~/components/orders/order-list";
import * as styles from "~/components/orders/orders.css";
import { Pagination } from "~/components/pagination";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import type { OrderListTab } from "~/models/orders/order-form-names";
import { pageMeta } from "~/models/seo";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadOrdersPage } from "./($supplier).pedidos._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadOrdersPage(request, await requireSupplier(request, params)), request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, { title: "Meus pedidos", noindex: true });

const EMPTY: Record<OrderListTab, string> = {
  pedidos: "Você ainda não fez pedidos nesta loja.",
  orcamentos: "Você ainda não enviou orçamentos nesta loja.",
};

/** "Meus pedidos": the customer's orders and quotes, each a link to its details. */
export default function OrdersPage() {
  const { tab, rows, counts, page, pages, showTabs } = useLoaderData<typeof loader>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const listPath = supplierPath(basePath, "/pedidos");
  const tabHref = (to: OrderListTab) => (to === "pedidos" ? listPath : `${listPath}?tipo=${to}`);
  const pageHref = (number: number) => {
    const query = new URLSearchParams({ ...(tab === "pedidos" ? {} : { tipo: tab }), ...(number > 1 ? { pagina: String(number) } : {}) }).toString();
    return query ? `${listPath}?${query}` : listPath;
  };
  return (
    <section className={styles.page} aria-labelledby="titulo-pedidos">
      <div className={styles.head}>
        <h1 id="titulo-pedidos" className={styles.title}>
          Meus pedidos
        </h1>
        <p className={styles.muted}>Acompanhe o andamento, pague o que ficou pendente e repita um pedido com um clique.</p>
      </div>
      {showTabs ? <OrderListTabs current={tab} counts={counts} hrefFor={tabHref} /> : null}
      {rows.length === 0 ? (
        <div className={styles.section}>
          <p className={styles.fact}>{EMPTY[tab]}</p>
          <p className={styles.fact}>
            <Link to={supplierPath(basePath)} className={layout.button}>
              Ver produtos
            </Link>
          </p>
        </div>
      ) : (
        <OrderRows rows={rows} quotes={tab === "orcamentos"} hrefFor={(numpedido) => supplierPath(basePath, `/pedidos/${numpedido}`)} />
      )}
      <Pagination page={page} pages={pages} hrefFor={pageHref} />
    </section>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}
