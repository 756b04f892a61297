import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as account from "~/components/account/account.css";
import * as forms from "~/components/forms/forms.css";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import * as cards from "~/components/marketplace/marketplace-suppliers.css";
import { SearchNotice } from "~/components/marketplace/search-notice";
import { SupplierCard } from "~/components/marketplace/supplier-card";
import { storeFinderText as text } from "~/models/delivery/store-finder";
import type { SupplierOffer } from "~/models/delivery/supplier-choice";
import { pageMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { chooseOtherStore, loadOtherStores } from "./($supplier).outras-lojas.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadOtherStores(request, await requireSupplier(request, params)), request);
}

export const action = supplierAction(async (supplier, { request }) => chooseOtherStore(request, supplier));

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { title: text.title, noindex: true });

/** The stores of the list, each with its figures and the button that takes the shopper there. */
function StoreChoice({ offers, imageBaseUrl }: { offers: SupplierOffer[]; imageBaseUrl: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <ul className={cards.list}>
      {offers.map((offer) => (
        <li key={offer.supplier.idfornecedor}>
          <SupplierCard offer={offer} imageBaseUrl={imageBaseUrl}>
            <Form method="post" replace>
              <button
                type="submit"
                name="idfornecedor"
                value={offer.supplier.idfornecedor}
                className={layout.button}
                disabled={busy}
              >
                {text.choose(offer.supplier.nome)}
              </button>
            </Form>
          </SupplierCard>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Lojas que atendem este endereço" (ADR 0036): the address this store does not serve, the stores
 * that do (or, none doing, those with a pickup store in its city), and the way back to this store.
 */
export default function OtherStoresPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const page = answered ?? loaded;
  return (
    <section className={account.page} aria-labelledby="titulo-outras-lojas">
      <h1 id="titulo-outras-lojas" className={account.pageTitle}>
        {text.title}
      </h1>
      {page.cep && (page.serving.length > 0 || page.pickupInCity.length > 0) ? (
        <p>{text.notHere(page.from, page.cep)}</p>
      ) : null}
      <SearchNotice notice={page.notice} className={layout.notice} />
      {page.error ? (
        <p className={forms.formError} role="alert">
          {page.error}
        </p>
      ) : null}
      {page.serving.length > 0 ? (
        <>
          <p>{text.chooseLead}</p>
          <StoreChoice offers={page.serving} imageBaseUrl={page.imageBaseUrl} />
        </>
      ) : null}
      {page.pickupInCity.length > 0 ? (
        <>
          <p>{text.pickupLead}</p>
          <StoreChoice offers={page.pickupInCity} imageBaseUrl={page.imageBaseUrl} />
        </>
      ) : null}
      <p>
        <Link to={page.backPath}>{text.stay(page.from)}</Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
