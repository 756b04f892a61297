import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TopPageHead } from "~/components/breadcrumbs";
import { ComboCard } from "~/components/combos/combo-card";
import * as styles from "~/components/combos/combo-card.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { comboMessages as text } from "~/models/messages/combo";
import { hasModuleAccess } from "~/models/module-access";
import { pageMeta } from "~/models/seo";
import { listCombos } from "~/services/api/combo-list.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { siteOrigin } from "~/services/site-origin.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

/**
 * `/{s}/combos` (docs/rules/catalogue.md "Combos page"): the combos offered to the client served (the
 * customer, the client a representative acts for, a company's client: call 22's client list) or to
 * everyone (a guest: call 22's list for all), each a card linking to its page, priced as the viewer
 * may see. Where the supplier's modules leave combos out the page is not found; a failed call is the
 * page with a message (503), never an error page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, basePath, account } = context;
    if (!hasModuleAccess(supplier.modulos, ["COMBOS"])) throw new Response(null, { status: 404 });
    const combos = await orFallback(
      listCombos(
        {
          idfornecedor: supplier.idfornecedor,
          idcliente: actingClientId(account),
          idformapagamento: cartPreferences(account).idformapagamento,
        },
        catalogueApi(context),
      ),
      null,
      "combos.list_failed",
      { supplier: supplier.slug },
    );
    const path = supplierPath(basePath, "/combos");
    return data(
      {
        combos,
        path,
        homePath: supplierPath(basePath),
        canonical: new URL(path, siteOrigin(request, context)).href,
      },
      combos === null ? { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } } : undefined,
    );
  }, request);
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  page
    ? pageMeta(matches, {
        title: text.title,
        description: `${text.intro} Confira nossas ofertas!`,
        canonical: page.canonical,
      })
    : [{ title: text.title }];

/** The headers of an answer (Retry-After of a failed list, of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function CombosPage() {
  const page = useLoaderData<typeof loader>();
  const view = useSupplierLayout();
  if (!view) return null;
  return (
    <>
      <TopPageHead homePath={page.homePath} path={page.path} title={text.title} />
      {page.combos === null ? (
        <div className={layout.notice} role="alert">
          <p>{text.failed}</p>
          <p>
            <Link to={page.path} reloadDocument>
              Tentar novamente
            </Link>
          </p>
        </div>
      ) : page.combos.length === 0 ? (
        <div className={layout.notice}>
          <p>{text.empty}</p>
          <p>{text.emptyHint}</p>
          <p>
            <Link to={page.homePath}>Voltar para o início</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{text.intro}</p>
          <ul className={styles.list}>
            {page.combos.map((combo) => (
              <li key={combo.idcombo}>
                <ComboCard combo={combo} view={view} signedIn={view.account != null} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
