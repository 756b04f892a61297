import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmSection, ConfirmStart } from "~/components/confirm-section";
import { Fact } from "~/components/fact";
import { DetailHead, PageSection } from "~/components/page-head";
import { FormErrors } from "~/components/forms/form-errors";
import * as styles from "~/components/subscriptions/subscriptions.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { pageMeta } from "~/models/seo";
import { CANCEL_INTENT } from "~/models/subscriptions/subscription-view";
import { replyWithStatus, supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import { handleSubscriptionAction, loadSubscriptionPage } from "./($supplier).assinaturas.$id.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(
    async () => loadSubscriptionPage(request, await requireSupplier(request, params), params),
    request,
  );
}

export const action = supplierAction(async (supplier, { request, params }) =>
  replyWithStatus(await handleSubscriptionAction(request, supplier, params)),
);

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, { title: page ? `Assinatura nº ${page.subscription.idassinatura}` : "Assinatura", noindex: true });

type View = ReturnType<typeof useLoaderData<typeof loader>>["subscription"];

/** Asked before cancelling: what stops, and the button that cancels; "Manter assinatura" goes back. */
function CancelConfirmation({
  subscription,
  backHref,
  errors,
}: {
  subscription: View;
  backHref: string;
  errors: string[] | undefined;
}) {
  return (
    <ConfirmSection
      id="cancelar"
      titleId="assinatura-cancelar"
      title="Cancelar esta assinatura?"
      fact={
        <>
          {subscription.proximaEntrega
            ? `A entrega de ${subscription.proximaEntrega} e as seguintes não serão feitas.`
            : "Nenhuma nova entrega será feita."}{" "}
          O pedido nº {subscription.numpedido} não muda. Para voltar a receber, faça um novo pedido com assinatura.
        </>
      }
      errors={<FormErrors id="assinatura-erros" errors={errors} />}
      submit={{ label: "Sim, cancelar assinatura", name: "intent", value: CANCEL_INTENT }}
      keep={{ href: backHref, label: "Manter assinatura" }}
    />
  );
}

/** A subscription's details (docs/rules/orders.md "Subscriptions"), and the way to cancel it. */
export default function SubscriptionPage() {
  const { subscription, confirming } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const pagePath = supplierPath(basePath, `/assinaturas/${subscription.idassinatura}`);
  const errors = reply?.result.error?.[""] ?? undefined;
  const active = subscription.status === "ATIVA";
  return (
    <section className={styles.page} aria-labelledby="assinatura-titulo">
      <DetailHead
        titleId="assinatura-titulo"
        title={`Assinatura nº ${subscription.idassinatura}`}
        back={{ to: supplierPath(basePath, "/assinaturas"), label: "Minhas assinaturas" }}
      >
        <span className={active ? styles.statusActive : styles.status}>{subscription.statusLabel}</span>
      </DetailHead>
      {confirming || (errors && active) ? (
        <CancelConfirmation subscription={subscription} backHref={pagePath} errors={errors} />
      ) : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          <PageSection id="assinatura-resumo" title="Resumo" className={styles.section}>
            <dl className={styles.facts}>
              <Fact label="Frequência">{subscription.frequencia}</Fact>
              {subscription.proximaEntrega ? (
                <Fact label="Próxima entrega">
                  <strong>{subscription.proximaEntrega}</strong>
                </Fact>
              ) : null}
              <Fact label="Situação">
                {subscription.statusLabel}
                {subscription.canceladaEm ? ` em ${subscription.canceladaEm}` : ""}
              </Fact>
              <Fact label="Desde">{subscription.criadaEm}</Fact>
              <Fact label="Pedido de origem">
                <Link to={supplierPath(basePath, `/pedidos/${subscription.numpedido}`)}>
                  Pedido nº {subscription.numpedido}
                </Link>
              </Fact>
              {subscription.emitidoPor ? <Fact label="Pedido emitido por">{subscription.emitidoPor}</Fact> : null}
            </dl>
          </PageSection>
          <PageSection id="assinatura-produtos" title="Produtos" className={styles.section}>
            <ul className={styles.lines}>
              {subscription.itens.map((item) => (
                <li key={item} className={styles.fact}>
                  {item}
                </li>
              ))}
            </ul>
            <p className={styles.muted}>
              Último valor: {formatBRL(subscription.valorEstimado)} por entrega. Cada entrega é cobrada pelos preços do
              dia.
            </p>
          </PageSection>
        </div>
        <div className={styles.column}>
          <PageSection id="assinatura-entrega" title="Entrega e pagamento" className={styles.section}>
            <p className={styles.fact}>{subscription.entrega}</p>
            <p className={styles.fact}>{subscription.pagamento}</p>
          </PageSection>
          {active && !confirming ? (
            <ConfirmStart
              id="assinatura-cancelamento"
              title="Cancelar assinatura"
              className={styles.section}
              href={`${pagePath}?cancelar#cancelar`}
            >
              As próximas entregas deixam de ser feitas. Você confirma na próxima etapa.
            </ConfirmStart>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
