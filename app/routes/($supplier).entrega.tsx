import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as account from "~/components/account/account.css";
import { DeliveryAddressChoice, DeliveryCepForm, DeliveryTypeForm } from "~/components/delivery/delivery-choice-forms";
import { DeliveryOptionsChoice, PickupStore } from "~/components/delivery/delivery-options-choice";
import * as styles from "~/components/delivery/delivery.css";
import { FormErrors } from "~/components/forms/form-errors";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { deliveryIntent } from "~/models/delivery/delivery-intents";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { replyWithStatus, supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleDeliveryAction, loadDeliveryPage } from "./($supplier).entrega.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadDeliveryPage(request, await requireSupplier(request, params)), request);
}

export const action = supplierAction(async (supplier, { request }) =>
  replyWithStatus(await handleDeliveryAction(request, supplier)),
);

export const meta: MetaFunction<typeof loader> = noindexMeta("Entrega ou retirada");

/**
 * "Entrega ou retirada" (docs/rules/delivery.md "Delivery type", "Delivery options", "Ship-to"): the
 * place in effect, said as the header and the checkout say it, then how the order reaches the
 * shopper, where, and when — each choice a button of its own that is kept as it is pressed (no
 * separate confirmation), for the cart and the order.
 */
export default function DeliveryPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replyTo = (intent: string) => (reply?.intent === intent ? reply.result : undefined);
  const { options } = page;
  const store = options.kind === "options" ? (options.options.find((option) => option.loja)?.loja ?? null) : null;
  return (
    <section className={account.page} aria-labelledby="titulo-entrega">
      <h1 id="titulo-entrega" className={account.pageTitle}>
        Entrega ou retirada
      </h1>
      <p className={styles.placeNow}>{page.placeLabel}</p>
      <DeliveryTypeForm
        types={page.offered.types}
        forced={page.offered.forced}
        type={page.type}
        clientName={page.clientName}
        returnTo={page.returnTo}
        lastResult={replyTo(deliveryIntent.type)}
      />
      {page.type === "DELIVERY" ? (
        page.owner ? (
          <DeliveryAddressChoice
            addresses={page.addresses}
            chosen={page.chosenAddress}
            clientName={page.clientName}
            addressesPath={supplierPath(page.basePath, "/enderecos")}
            returnTo={page.returnTo}
            lastResult={replyTo(deliveryIntent.address)}
          />
        ) : (
          <DeliveryCepForm
            cep={page.cep}
            returnTo={page.returnTo}
            signedIn={page.signedIn}
            lastResult={replyTo(deliveryIntent.cep)}
          />
        )
      ) : null}
      {store ? <PickupStore store={store} /> : null}
      {options.kind === "options" ? (
        <DeliveryOptionsChoice
          options={options.options}
          active={page.active}
          returnTo={page.returnTo}
          lastResult={replyTo(deliveryIntent.slot)}
        />
      ) : (
        <FormErrors
          id="entrega-opcoes-erro"
          errors={
            options.kind === "needs-place"
              ? (replyTo(deliveryIntent.slot)?.error?.[""] ?? undefined)
              : [options.message]
          }
        />
      )}
      {page.returnTo ? (
        <p>
          <Link
            to={supplierPath(page.basePath, page.returnTo === "checkout" ? "/checkout" : "/carrinho")}
            className={layout.secondaryButton}
          >
            {page.returnTo === "checkout" ? "Voltar à finalização do pedido" : "Voltar ao carrinho"}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplier?.basePath || "/"} />;
}
