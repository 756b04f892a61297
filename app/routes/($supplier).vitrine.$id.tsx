import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TopPageHead } from "~/components/breadcrumbs";
import { countLabel } from "~/components/listing-filters";
import { ProductGrid } from "~/components/product-grid";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { catalogueId } from "~/models/catalogue-id";
import { supplierPath } from "~/models/links";
import { deviceOf } from "~/models/device";
import { pageMeta } from "~/models/seo";
import { getCarousels } from "~/services/api/catalogue.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { ageConfirmed } from "~/services/segment-choice.server";
import { scopedCarousel } from "~/services/segment-gate.server";
import { AgeQuestion } from "~/components/segments";
import { siteOrigin } from "~/services/site-origin.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

/** The page of a carousel without a title of its own. */
const UNTITLED = "Produtos em destaque";

/**
 * `/{s}/vitrine/{idcarrossel}`: every product of one of the home's product rows ("Ver todos"), as a
 * grid of the listings' cards, priced as the viewer may see (call 11 with `idcarrossel`). An id
 * that is not a whole number is not asked for; a banner carousel, or one the home does not have,
 * is not found.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, basePath, account } = context;
    const id = catalogueId(params.id);
    if (id === null) throw new Response(null, { status: 404 });
    const query = {
      idfornecedor: supplier.idfornecedor,
      idcliente: actingClientId(account),
      device: deviceOf(request.headers),
      idformapagamento: cartPreferences(account).idformapagamento,
      idcarrossel: id,
    };
    const [carousels, confirmed] = await Promise.all([
      getCarousels(query, catalogueApi(context)),
      ageConfirmed(request),
    ]);
    // The answer is asked for this carousel alone; an upstream that gives others too is read for it.
    const found = carousels.find((candidate) => candidate.idcarrossel === id && candidate.tipo === "PRODUTO");
    if (!found) throw new Response(null, { status: 404 });
    // Of the active segment, adults-only products behind the age question (docs/rules/catalogue.md "Age check").
    const carousel = scopedCarousel(found, context, confirmed);
    const path = supplierPath(basePath, `/vitrine/${id}`);
    return {
      title: carousel.titulo ?? UNTITLED,
      products: carousel.produtos,
      ageGated: carousel.ageGated,
      // Counted here: the listings' module that words it stays out of this page's JS.
      count: countLabel(carousel.produtos.length),
      path,
      homePath: supplierPath(basePath),
      basePath,
      canonical: new URL(path, siteOrigin(request, context)).href,
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Página não encontrada" }];
  return pageMeta(matches, {
    title: data.title,
    description: `${data.title}: ${data.count}. Confira nossas ofertas!`,
    canonical: data.canonical,
  });
};

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function CarouselPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <TopPageHead homePath={data.homePath} path={data.path} title={data.title} />
      {data.products.length > 0 ? (
        <>
          <p>{data.count}</p>
          <ProductGrid products={data.products} />
        </>
      ) : data.ageGated > 0 ? null : (
        <div className={layout.notice}>
          <p>Nenhum produto nesta seleção agora.</p>
          <p>
            <Link to={data.homePath}>Voltar para o início</Link>
          </p>
        </div>
      )}
      {data.ageGated > 0 ? <AgeQuestion basePath={data.basePath} back={data.path} count={data.ageGated} /> : null}
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
