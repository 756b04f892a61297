import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as styles from "~/components/checkout/checkout.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { orderOutcomeText } from "~/models/checkout/order-outcome";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { CartRefusal } from "~/services/cart.server";
import { loadConfirmationPage } from "~/services/checkout/order-confirmation.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    try {
      return data(await loadConfirmationPage(request, context));
    } catch (error) {
      // No client to order for any more (a representative's switch): the checkout says what to do.
      if (error instanceof CartRefusal) throw redirect(supplierPath(context.basePath, "/checkout"));
      throw error;
    }
  }, request);
}

export const meta: MetaFunction<typeof loader> = noindexMeta("Confirmando o pedido");

/**
 * "Estamos confirmando o seu pedido…" (ADR 0021): the order may have been placed, the supplier has
 * not confirmed it yet. With JavaScript the page asks again by itself (its loader, without
 * reloading the page) every few seconds for two minutes after the order was sent; with or without
 * it, "Verificar de novo" asks at once. The loader lands on the order's page once it is found.
 */
export default function OrderConfirmationPage() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { askEvery } = page;
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (!askEvery || !idle) return;
    const timer = setTimeout(() => revalidator.revalidate(), askEvery * 1000);
    return () => clearTimeout(timer);
  }, [askEvery, idle, revalidator]);
  return (
    <section className={styles.sections} aria-labelledby="confirmacao-titulo">
      <h1 id="confirmacao-titulo">{orderOutcomeText.confirming}</h1>
      <div className={styles.section}>
        <p className={styles.fact}>{askEvery ? orderOutcomeText.confirmingNext : orderOutcomeText.stillUnknown}</p>
        {askEvery ? (
          <p className={styles.muted}>
            {hydrated ? orderOutcomeText.checkingBySelf(askEvery) : orderOutcomeText.checkByButton}
          </p>
        ) : null}
        <Form method="get" action={page.checkPath} id="verificar-pedido" replace preventScrollReset>
          <input type="hidden" name="chave" value={page.chave} />
          {page.desde !== null ? <input type="hidden" name="desde" value={page.desde} /> : null}
          {/* Busy while the page asks, by itself or on the button: a second ask would cut the first
              off. It waits as aria-disabled, not disabled, which would drop the keyboard's focus
              to the page's start every few seconds. */}
          <button
            type="submit"
            className={layout.button}
            aria-disabled={!idle || undefined}
            onClick={(event) => !idle && event.preventDefault()}
          >
            {idle ? "Verificar de novo" : "Verificando…"}
          </button>
        </Form>
        <p className={styles.fact}>
          <Link to={page.ordersPath}>Ver Meus pedidos</Link>
        </p>
      </div>
    </section>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
