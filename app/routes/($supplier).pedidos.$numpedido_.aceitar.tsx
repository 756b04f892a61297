import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OrderLines } from "~/components/orders/order-lines";
import { QuoteAcceptance, QuoteAcceptanceForm } from "~/components/orders/quote-acceptance";
import { DetailHead, PageSection } from "~/components/page-head";
import * as styles from "~/components/orders/orders.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { orderPageTitle } from "~/models/orders/order-not-found";
import { errorStatus } from "~/components/error-status";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleQuoteAcceptance, loadQuoteAcceptance } from "./($supplier).pedidos.$numpedido_.aceitar.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadQuoteAcceptance(await requireSupplier(request, params), params), request);
}

export const action = supplierAction(async (supplier, { request, params }) => {
  const reply = await handleQuoteAcceptance(request, supplier, params);
  if (reply instanceof Response) throw reply;
  return data({ result: reply.result }, { status: reply.status });
});

export const meta: MetaFunction<typeof loader> = ({ matches, data: page, error }) =>
  pageMeta(matches, {
    title: page ? `Aceitar orçamento ${page.numpedido}` : orderPageTitle(errorStatus(error), "Aceitar orçamento"),
    noindex: true,
  });

/** "Aceitar orçamento": the confirmation step, a page of its own (the same with JavaScript on and off). */
export default function QuoteAcceptancePage() {
  const quote = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  return (
    <section className={styles.page} aria-labelledby="aceite-titulo">
      <DetailHead
        titleId="aceite-titulo"
        title={`Aceitar o orçamento nº ${quote.numpedido}`}
        back={{ to: quote.orderPath, label: `Orçamento nº ${quote.numpedido}` }}
      />
      {quote.mayAccept ? (
        <>
          <PageSection id="aceite-resumo" title="O que você está pedindo" className={styles.section}>
            <OrderLines lines={quote.itens} classes={styles} />
            {quote.totals.taxaentrega > 0 ? (
              <p className={styles.totalRow}>
                <span>Taxa de entrega</span>
                <span className={styles.amount}>{formatBRL(quote.totals.taxaentrega)}</span>
              </p>
            ) : null}
            <p className={styles.grandTotal}>
              <span>Total</span>
              <span className={styles.amount}>{formatBRL(quote.totals.totalpedido)}</span>
            </p>
            <p className={styles.fact}>
              {quote.tipoEntrega === "RETIRADA" ? "Retirada" : "Entrega"}
              {quote.entrega
                ? `: ${quote.entrega.descricao}${quote.entrega.quando ? ` · ${quote.entrega.quando}` : ""}`
                : ""}
            </p>
            {quote.payment && quote.payment.methods.length > 0 ? null : (
              <p className={styles.fact}>Pagamento: {quote.pagamento}</p>
            )}
          </PageSection>
          <p className={styles.fact}>
            Ao confirmar, o orçamento vira um pedido com estes preços e o fornecedor começa a prepará-lo.
          </p>
          <QuoteAcceptanceForm
            totalpedido={quote.totals.totalpedido}
            backHref={quote.orderPath}
            errors={reply?.result.error?.[""] ?? undefined}
            payment={quote.payment}
            paymentErrors={reply?.result.error?.idformapagamento ?? undefined}
          />
        </>
      ) : (
        <div className={styles.section}>
          <QuoteAcceptance acceptance={quote.acceptance} acceptHref={`${quote.orderPath}/aceitar`} />
          <p className={styles.fact}>
            <Link to={quote.orderPath} className={layout.secondaryButton}>
              Ver {quote.acceptance.state === "accepted" ? "pedido" : "orçamento"}
            </Link>
          </p>
        </div>
      )}
      <p className={styles.muted}>
        <Link to={supplierPath(basePath, "/pedidos?tipo=orcamentos")}>Meus orçamentos</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
