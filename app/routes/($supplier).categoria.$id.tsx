import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { countLabel } from "~/components/listing-filters";
import { ListingView } from "~/components/listing-view";
import * as listing from "~/components/listing.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { catalogueId } from "~/models/catalogue-id";
import { categoryTrail } from "~/models/category-tree";
import { supplierPath } from "~/models/links";
import { pageBeyondLast, listingSearch, sortChoices } from "~/models/listing-query";
import { pageMeta } from "~/models/seo";
import { getSearchFilters, listProducts } from "~/services/api/catalogue.server";
import { nullWhenRefused } from "~/services/api/errors";
import { getCategories } from "~/services/api/supplier.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi, readListingQuery } from "~/services/catalogue-context.server";
import { enterSegment, segmentOfCategory } from "~/services/segment-gate.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { siteOrigin } from "~/services/site-origin.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, api, basePath, account } = context;
    const idcliente = actingClientId(account);
    const id = catalogueId(params.id);
    if (id === null) throw new Response(null, { status: 404 });
    const url = new URL(request.url);
    const { sortOptions, query, issues } = readListingQuery(context, url);
    const idfornecedor = supplier.idfornecedor;
    // The category's segment becomes the active one (and adults-only asks the age first).
    const entered = await enterSegment(request, context, await segmentOfCategory(context, id));
    const catalogue = { ...catalogueApi(context), idsegmento: entered.segment?.idsegmento ?? null };
    const [categories, page, filterGroups] = await Promise.all([
      getCategories(idfornecedor, null, api),
      nullWhenRefused(
        listProducts(
          {
            idfornecedor,
            idcliente,
            idcategoria: id,
            idformapagamento: cartPreferences(account).idformapagamento,
            ...query,
          },
          catalogue,
        ),
      ),
      orFallback(
        getSearchFilters(idfornecedor, { idcategoria: id, idcliente }, catalogue),
        [],
        "category.filters_failed",
        {
          id,
        },
      ),
    ]);
    const trail = categoryTrail(categories, id);
    if (!trail || !page) throw new Response(null, { status: 404 });
    const category = trail[trail.length - 1]!;
    const path = supplierPath(basePath, `/categoria/${id}`);
    const last = pageBeyondLast(query.page, page.total);
    if (last !== null) throw redirect(`${path}${listingSearch(query, { page: last })}`);
    return data(
      {
        path,
        canonical: new URL(
          supplierPath(basePath, `/categoria/${id}`) + listingSearch({ ...query, sort: null, tags: [], text: "" }),
          siteOrigin(request, context),
        ).href,
        trail: trail.map((item) => ({
          label: item.descricao,
          to: supplierPath(basePath, `/categoria/${item.idcategoria}`),
        })),
        category: {
          descricao: category.descricao,
          subcategorias: category.subcategorias.map(({ idcategoria, descricao }) => ({ idcategoria, descricao })),
        },
        query,
        issues,
        page,
        filterGroups,
        sortOptions: sortChoices(sortOptions, "category"),
      },
      { headers: entered.headers },
    );
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Página não encontrada" }];
  const page = data.query.page > 1 ? ` — página ${data.query.page}` : "";
  return pageMeta(matches, {
    title: `${data.category.descricao}${page}`,
    description: `${data.category.descricao}: ${countLabel(data.page.total)}. Confira nossas ofertas!`,
    canonical: data.canonical,
  });
};

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const supplier = useSupplierLayout();
  const basePath = supplier?.basePath ?? "";
  return (
    <>
      <Breadcrumbs items={[{ label: "Início", to: supplierPath(basePath) }, ...data.trail]} />
      <ListingView
        title={data.category.descricao}
        listing={data}
        intro={
          data.category.subcategorias.length > 0 ? (
            <nav aria-label="Subcategorias">
              <ul className={listing.chips}>
                {data.category.subcategorias.map((sub) => (
                  <li key={sub.idcategoria}>
                    <Link className={listing.chip} to={supplierPath(basePath, `/categoria/${sub.idcategoria}`)}>
                      {sub.descricao}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null
        }
        empty={
          <div className={layout.notice}>
            <p>Nenhum produto encontrado nesta categoria com esses filtros.</p>
            <p>
              <Link to={data.path}>Ver todos os produtos de {data.category.descricao}</Link>
            </p>
          </div>
        }
      />
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
