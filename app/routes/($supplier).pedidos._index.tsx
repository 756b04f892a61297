import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHead } from "~/components/page-head";
import { OrderFiltersForm } from "~/components/orders/order-filters";
import * as filterStyles from "~/components/orders/order-filters.css";
import { OrderListTabs, OrderRows } from "~/components/orders/order-list";
import { OrdersSubscriptionsSwitch } from "~/components/orders/orders-subscriptions-switch";
import * as styles from "~/components/orders/orders.css";
import { Pagination } from "~/components/pagination";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import {
  describeFilters,
  filterParams,
  hasFilters,
  TAB_STATUSES,
  type OrderFilters,
} from "~/models/orders/order-filters";
import type { OrderListTab } from "~/models/orders/order-form-names";
import { noindexMeta } from "~/models/seo";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadOrdersPage } from "./($supplier).pedidos._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadOrdersPage(request, await requireSupplier(request, params)), request);
}

export const meta: MetaFunction<typeof loader> = noindexMeta("Meus pedidos");

const EMPTY: Record<OrderListTab, string> = {
  pedidos: "Você ainda não fez pedidos nesta loja.",
  orcamentos: "Você ainda não enviou orçamentos nesta loja.",
};

const NONE_FOUND: Record<OrderListTab, string> = {
  pedidos: "Nenhum pedido encontrado com esses filtros.",
  orcamentos: "Nenhum orçamento encontrado com esses filtros.",
};

/** The list's address for a tab, filters and page: `?tipo=` when quotes, the filters, `?pagina=` past the first. */
function listQuery(tab: OrderListTab, filters: OrderFilters, page = 1): string {
  const params = new URLSearchParams([
    ...(tab === "pedidos" ? [] : [["tipo", tab]]),
    ...filterParams(filters),
    ...(page > 1 ? [["pagina", String(page)]] : []),
  ]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** "Meus pedidos": the customer's orders and quotes, each a link to its details, filtered by status and period. */
export default function OrdersPage() {
  const { tab, rows, counts, page, pages, found, filters, showTabs } = useLoaderData<typeof loader>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const listPath = supplierPath(basePath, "/pedidos");
  const active = hasFilters(filters);
  // Switching tabs keeps the period, and the status where the other tab has it.
  const tabHref = (to: OrderListTab) =>
    listPath +
    listQuery(to, {
      ...filters,
      status: filters.status && TAB_STATUSES[to].includes(filters.status) ? filters.status : null,
    });
  const pageHref = (number: number) => listPath + listQuery(tab, filters, number);
  const noun =
    tab === "orcamentos"
      ? found === 1
        ? "orçamento encontrado"
        : "orçamentos encontrados"
      : found === 1
        ? "pedido encontrado"
        : "pedidos encontrados";
  return (
    <section className={styles.page} aria-labelledby="titulo-pedidos">
      <PageHead titleId="titulo-pedidos" title="Meus pedidos">
        Acompanhe o andamento, pague o que ficou pendente e repita um pedido com um clique.
      </PageHead>
      <OrdersSubscriptionsSwitch current="orders" href={(path) => supplierPath(basePath, path)} />
      {showTabs ? <OrderListTabs current={tab} counts={counts} hrefFor={tabHref} /> : null}
      {counts[tab] > 0 ? <OrderFiltersForm tab={tab} filters={filters} action={listPath} active={active} /> : null}
      {found > 0 ? (
        <div className={filterStyles.result}>
          <p className={filterStyles.found} aria-live="polite">
            {found} {noun}
            {active ? ` · ${describeFilters(filters)}` : ""}
          </p>
          <a
            href={`${supplierPath(basePath, "/pedidos/exportar")}${listQuery(tab, filters)}`}
            className={layout.secondaryButton}
          >
            Exportar {tab === "orcamentos" ? "orçamentos" : "pedidos"} (planilha)
          </a>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <div className={styles.section}>
          <p className={styles.fact}>{active && counts[tab] > 0 ? NONE_FOUND[tab] : EMPTY[tab]}</p>
          <p className={styles.actions}>
            {active && counts[tab] > 0 ? (
              <Link
                to={listPath + listQuery(tab, { status: null, periodo: null, de: null, ate: null })}
                className={layout.secondaryButton}
              >
                Limpar filtros
              </Link>
            ) : null}
            <Link to={supplierPath(basePath)} className={layout.button}>
              Ver produtos
            </Link>
          </p>
        </div>
      ) : (
        <OrderRows
          rows={rows}
          quotes={tab === "orcamentos"}
          hrefFor={(numpedido) => supplierPath(basePath, `/pedidos/${numpedido}`)}
        />
      )}
      <Pagination page={page} pages={pages} hrefFor={pageHref} />
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
