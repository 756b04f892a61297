import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import * as styles from "~/components/checkout/checkout.css";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { orderOutcomeText } from "~/models/checkout/order-outcome";
import { supplierPath } from "~/models/links";
import { pageMeta } from "~/models/seo";
import { CartRefusal } from "~/services/cart.server";
import { loadConfirmationPage } from "~/services/checkout/order-confirmation.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    try {
      return data(await loadConfirmationPage(request, context), { headers: { "Cache-Control": "no-store" } });
    } catch (error) {
      // No client to order for any more (a representative's switch): the checkout says what to do.
      if (error instanceof CartRefusal) throw redirect(supplierPath(context.basePath, "/checkout"));
      throw error;
    }
  }, request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, { title: "Confirmando o pedido", noindex: true });

/**
 * "Estamos confirmando o seu pedido…" (ADR 0021): the order may have been placed, the supplier has
 * not confirmed it yet. The page asks again by itself — with JavaScript a timer, without it a
 * refresh — for a while, and whenever "Verificar de novo" is pressed; the loader lands on the
 * order's page once the order is found.
 */
export default function OrderConfirmationPage() {
  const page = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const nextPath = page.next?.path;
  const nextSeconds = page.next?.seconds;
  useEffect(() => {
    if (!nextPath || !nextSeconds) return;
    const timer = setTimeout(() => navigate(nextPath, { replace: true, preventScrollReset: true }), nextSeconds * 1000);
    return () => clearTimeout(timer);
  }, [nextPath, nextSeconds, navigate]);
  const checking = navigation.state !== "idle";
  return (
    <section className={styles.sections} aria-labelledby="confirmacao-titulo">
      {page.next ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${page.next.seconds};url=${page.next.path}`} />
        </noscript>
      ) : null}
      <h1 id="confirmacao-titulo">{orderOutcomeText.confirming}</h1>
      <div className={styles.section}>
        <p className={styles.fact} role="status">
          {page.next ? orderOutcomeText.confirmingNext : orderOutcomeText.stillUnknown}
        </p>
        {page.next ? <p className={styles.muted}>{orderOutcomeText.checkingBySelf(page.next.seconds)}</p> : null}
        <Form method="get" action={page.checkPath} id="verificar-pedido" replace preventScrollReset>
          <input type="hidden" name="chave" value={page.chave} />
          <button type="submit" className={layout.button} disabled={checking} aria-disabled={checking}>
            {checking ? "Verificando…" : "Verificar de novo"}
          </button>
        </Form>
        <p className={styles.fact}>
          <Link to={page.ordersPath}>Ver Meus pedidos</Link>
        </p>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}
