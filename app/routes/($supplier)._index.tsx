import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { BannerCarousel } from "~/components/banner-carousel";
import { CombosTeaser } from "~/components/combos/combos-teaser";
import { welcome } from "~/components/banner-carousel.css";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { MarketplaceHome } from "~/components/marketplace/marketplace-home";
import { ProductCarousel } from "~/components/product-carousel";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { catalogueId } from "~/models/catalogue-id";
import { deviceOf } from "~/models/device";
import { supplierPath } from "~/models/links";
import { hasModuleAccess } from "~/models/module-access";
import { getCarousels } from "~/services/api/catalogue.server";
import { listCombos } from "~/services/api/combo-list.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { ageConfirmed } from "~/services/segment-choice.server";
import { scopedCarousel } from "~/services/segment-gate.server";
import { AgeQuestion, SegmentChooser } from "~/components/segments";
import { resolvePage } from "~/services/supplier-context.server";
import { orFallback, withErrorPage, withTimeout } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadMarketplace } from "./($supplier)._index.server";

/** A slow carousel call never holds the home page back longer than this. */
const CAROUSELS_TIMEOUT_MS = 3000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await resolvePage(request, params);
    if (context.kind === "marketplace") return loadMarketplace(request, context.api);
    const query = {
      idfornecedor: context.supplier.idfornecedor,
      idcliente: actingClientId(context.account),
      device: deviceOf(request.headers),
      idformapagamento: cartPreferences(context.account).idformapagamento,
    };
    const [carousels, combos, confirmed] = await Promise.all([
      orFallback(
        withTimeout(getCarousels(query, catalogueApi(context)), CAROUSELS_TIMEOUT_MS),
        null,
        "home.carousels_failed",
        {
          supplier: context.supplier.slug,
        },
      ),
      // docs/rules/catalogue.md "Combos page": the home links the combos offered to this viewer, when there are any.
      hasModuleAccess(context.supplier.modulos, ["COMBOS"])
        ? orFallback(
            withTimeout(listCombos(query, catalogueApi(context)), CAROUSELS_TIMEOUT_MS),
            null,
            "home.combos_failed",
            { supplier: context.supplier.slug },
          )
        : null,
      ageConfirmed(request),
    ]);
    // A product row whose id a page can carry has "Ver todos": its own page (/vitrine/{idcarrossel}).
    const withPage = (carousel: NonNullable<typeof carousels>[number]) => ({
      ...scopedCarousel(carousel, context, confirmed),
      allPath:
        carousel.tipo === "PRODUTO" && catalogueId(carousel.idcarrossel)
          ? supplierPath(context.basePath, `/vitrine/${carousel.idcarrossel}`)
          : null,
    });
    return {
      kind: "home" as const,
      carousels: carousels?.toSorted((a, b) => a.ordem - b.ordem).map(withPage) ?? null,
      combos:
        combos && combos.length > 0 ? { count: combos.length, path: supplierPath(context.basePath, "/combos") } : null,
    };
  });
}

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function Home() {
  const page = useLoaderData<typeof loader>();
  const supplier = useSupplierLayout();
  if (page.kind === "marketplace" || !supplier) {
    return page.kind === "marketplace" ? (
      <MarketplaceHome field={page.field} listing={page.listing} imageBaseUrl={page.imageBaseUrl} />
    ) : null;
  }
  const { store, basePath, segments, activeSegment } = supplier;
  let firstBanner = true;
  // The combos' link comes under the first banner (or first, without one): in sight on a phone.
  const combos = page.combos ? <CombosTeaser count={page.combos.count} path={page.combos.path} /> : null;
  const teaserAfter = page.carousels?.find((carousel) => carousel.tipo === "BANNER" && carousel.banners.length > 0);
  return (
    <>
      <h1 className={store.boasVindas ? welcome : "visually-hidden"}>{store.boasVindas ?? store.nome}</h1>
      {activeSegment === null ? <SegmentChooser segments={segments} active={null} basePath={basePath} /> : null}
      {teaserAfter ? null : combos}
      {page.carousels === null ? (
        <p className={layout.notice} role="status">
          Não foi possível carregar os destaques agora. Navegue pelas categorias ou tente novamente em instantes.
        </p>
      ) : (
        page.carousels.map((carousel) => {
          // What a row of either kind takes: its id, its title, the store's view.
          const row = { id: carousel.idcarrossel, title: carousel.titulo, view: supplier };
          if (carousel.tipo === "BANNER" && carousel.banners.length > 0) {
            const eager = firstBanner;
            firstBanner = false;
            return (
              <Fragment key={carousel.idcarrossel}>
                <BannerCarousel {...row} banners={carousel.banners} eager={eager} />
                {carousel === teaserAfter ? combos : null}
              </Fragment>
            );
          }
          if (carousel.tipo === "PRODUTO" && carousel.produtos.length > 0) {
            return (
              <Fragment key={carousel.idcarrossel}>
                <ProductCarousel
                  {...row}
                  products={carousel.produtos}
                  all={
                    carousel.allPath
                      ? {
                          href: carousel.allPath,
                          label: "Ver todos",
                          hint: `em ${carousel.titulo ?? "Produtos em destaque"}`,
                        }
                      : null
                  }
                />
                {carousel.ageGated > 0 ? (
                  <AgeQuestion basePath={basePath} back={supplierPath(basePath)} count={carousel.ageGated} />
                ) : null}
              </Fragment>
            );
          }
          if (carousel.tipo === "PRODUTO" && carousel.ageGated > 0) {
            return (
              <section key={carousel.idcarrossel} aria-label={carousel.titulo ?? "Produtos em destaque"}>
                {carousel.titulo ? <h2>{carousel.titulo}</h2> : null}
                <AgeQuestion basePath={basePath} back={supplierPath(basePath)} count={carousel.ageGated} />
              </section>
            );
          }
          return null;
        })
      )}
    </>
  );
}

export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplier?.basePath || "/"} />;
}
