import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHead } from "~/components/page-head";
import { OrdersSubscriptionsSwitch } from "~/components/orders/orders-subscriptions-switch";
import { SubscriptionCard } from "~/components/subscriptions/subscription-card";
import * as styles from "~/components/subscriptions/subscriptions.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadSubscriptionsPage } from "./($supplier).assinaturas._index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadSubscriptionsPage(await requireSupplier(request, params)), request);
}

export const meta: MetaFunction<typeof loader> = noindexMeta("Minhas assinaturas");

/** The customer's subscriptions, each a link to its page (where it is cancelled). */
export default function SubscriptionsPage() {
  const { subscriptions, offered } = useLoaderData<typeof loader>();
  const basePath = useSupplierLayout()?.basePath ?? "";
  const href = (path: string) => supplierPath(basePath, path);
  return (
    <section className={styles.page} aria-labelledby="titulo-assinaturas">
      <PageHead titleId="titulo-assinaturas" title="Minhas assinaturas">
        Pedidos que se repetem sozinhos, no intervalo que você escolheu.
      </PageHead>
      <OrdersSubscriptionsSwitch current="subscriptions" href={href} />
      {subscriptions.length === 0 ? (
        <div className={styles.section}>
          <p className={styles.fact}>Você ainda não tem assinaturas nesta loja.</p>
          {offered ? (
            <p className={styles.muted}>
              Para assinar, escolha com que frequência quer receber o pedido no carrinho, antes de finalizá-lo.
            </p>
          ) : (
            <p className={styles.muted}>Esta loja não oferece assinaturas.</p>
          )}
          <p className={styles.fact}>
            <Link to={href(offered ? "/carrinho" : "/")} className={layout.button}>
              {offered ? "Ir para o carrinho" : "Ver produtos"}
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.idassinatura}
              subscription={subscription}
              href={href(`/assinaturas/${subscription.idassinatura}`)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
