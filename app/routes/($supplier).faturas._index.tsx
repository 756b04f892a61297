import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHead, PageSection } from "~/components/page-head";
import { CreditLimit, InvoiceRows } from "~/components/invoices/invoice-list";
import * as styles from "~/components/invoices/invoices.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { overdueNotice } from "~/models/invoices/invoice-view";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { noindexMeta } from "~/models/seo";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import { loadInvoicesPage } from "./($supplier).faturas._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { view, headers } = await loadInvoicesPage(request, await requireSupplier(request, params));
    return data(view, { headers });
  }, request);
}

export const meta: MetaFunction<typeof loader> = noindexMeta("Minhas faturas");

/** "Faturas": the invoices to pay and those paid, and the credit limit. */
export default function InvoicesPage() {
  const view = useLoaderData<typeof loader>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const notice = overdueNotice(view);
  const hrefFor = (idfatura: string) => supplierPath(basePath, `/faturas/${idfatura}`);
  const orderHref = (numpedido: string) => supplierPath(basePath, `/pedidos/${numpedido}`);
  const nothing = view.abertas.length === 0 && view.encerradas.length === 0;
  return (
    <section className={styles.page} aria-labelledby="titulo-faturas">
      <PageHead titleId="titulo-faturas" title="Minhas faturas">
        Boletos das compras faturadas: pague pelo app do seu banco com a linha digitável.
      </PageHead>
      {notice ? (
        <div className={styles.overdue} role="status">
          <p className={styles.fact}>
            <strong>{notice}</strong>
          </p>
        </div>
      ) : null}
      {view.credito ? <CreditLimit credit={view.credito} /> : null}
      {nothing ? (
        <div className={styles.section}>
          <p className={styles.fact}>Você não tem faturas nesta loja.</p>
          <p className={styles.muted}>
            As compras com pagamento faturado (boleto) aparecem aqui, com o vencimento e o boleto para pagar.
          </p>
        </div>
      ) : null}
      {view.abertas.length > 0 ? (
        <section className={styles.page} aria-labelledby="faturas-abertas">
          <div className={styles.head}>
            <h2 id="faturas-abertas" className={styles.sectionTitle}>
              A pagar
            </h2>
            <p className={styles.muted}>
              {view.abertas.length === 1 ? "1 fatura" : `${view.abertas.length} faturas`}, {formatBRL(view.totalAberto)}{" "}
              no total.
            </p>
          </div>
          <InvoiceRows rows={view.abertas} hrefFor={hrefFor} orderHref={orderHref} />
        </section>
      ) : null}
      {view.encerradas.length > 0 ? (
        <PageSection id="faturas-pagas" title="Pagas" className={styles.page}>
          <InvoiceRows rows={view.encerradas} hrefFor={hrefFor} orderHref={orderHref} />
        </PageSection>
      ) : null}
      {nothing ? (
        <p className={styles.fact}>
          <Link to={supplierPath(basePath, "/pedidos")}>Ver meus pedidos</Link>
        </p>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
