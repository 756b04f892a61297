import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { ProductGrid } from "~/components/product-grid";
import * as styles from "~/components/listing.css";
import { ListingView } from "~/components/listing-view";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { listingSearch, pageBeyondLast, sortChoices } from "~/models/listing-query";
import { pageMeta } from "~/models/seo";
import { getSearchFilters, listProducts, searchProducts } from "~/services/api/catalogue.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi, readListingQuery } from "~/services/catalogue-context.server";
import { ageConfirmed } from "~/services/segment-choice.server";
import { gateByAge } from "~/models/segment";
import { AgeQuestion } from "~/components/segments";
import { requireSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

const NO_RESULTS = { produtos: [], total: 0, pagina: 1, limite: 20, correcao: null };
const BEST_SELLERS = "mais_vendidos";
/** Products a search that finds nothing offers. */
const OFFERED_COUNT = 8;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, basePath, account } = context;
    const idcliente = actingClientId(account);
    const url = new URL(request.url);
    const { sortOptions, query, issues } = readListingQuery(context, url);
    const idfornecedor = supplier.idfornecedor;
    const idformapagamento = cartPreferences(account).idformapagamento;
    const [answer, filterGroups, confirmed] = query.text
      ? await Promise.all([
          searchProducts({ idfornecedor, idcliente, idformapagamento, ...query }, catalogueApi(context)),
          orFallback(
            getSearchFilters(idfornecedor, { text: query.text, idcliente }, catalogueApi(context)),
            [],
            "search.filters_failed",
          ),
          ageConfirmed(request),
        ])
      : [NO_RESULTS, [], true];
    // docs/rules/catalogue.md "Age check": adults-only results stay behind the question.
    const gated = gateByAge(answer.produtos, supplier.segmentos, confirmed);
    const page = { ...answer, produtos: gated.shown };
    const path = supplierPath(basePath, "/busca");
    const last = query.text ? pageBeyondLast(query.page, page.total) : null;
    if (last !== null) throw redirect(`${path}${listingSearch(query, { page: last })}`);
    // What a search that finds nothing offers instead, and only then (a search with results shows
    // none, so they are not asked for): the store's best sellers.
    const bestSellersSort = sortOptions.some((option) => option.chave === BEST_SELLERS) ? BEST_SELLERS : null;
    const offered =
      page.total === 0
        ? await orFallback(
            listProducts(
              {
                idfornecedor,
                idcliente,
                page: 1,
                limit: OFFERED_COUNT,
                sort: bestSellersSort,
                tags: [],
                idformapagamento,
              },
              catalogueApi(context),
            ).then((list) =>
              gateByAge(list.produtos, supplier.segmentos, confirmed)
                .shown.filter((product) => product.disponivel)
                .slice(0, OFFERED_COUNT),
            ),
            [],
            "search.offered_failed",
          )
        : [];
    return {
      path,
      query,
      issues,
      page,
      ageGated: gated.gated,
      here: `${path}${listingSearch(query)}`,
      filterGroups,
      sortOptions: sortChoices(sortOptions, "search"),
      offered,
      offeredTitle: bestSellersSort ? "Mais vendidos da loja" : "Produtos da loja",
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, { title: data?.query.text ? `Busca: ${data.query.text}` : "Busca", noindex: true });

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function SearchPage() {
  const data = useLoaderData<typeof loader>();
  const supplier = useSupplierLayout();
  const home = supplierPath(supplier?.basePath ?? "");
  const categories = (supplier?.categories ?? []).slice(0, 6);
  const text = data.query.text;
  const correction = data.page.total > 0 ? data.page.correcao : null;
  return (
    <ListingView
      title={text ? `Resultados para “${correction ?? text}”` : "Buscar produtos"}
      intro={
        correction ? (
          <p
            className={layout.notice}
            role="status"
          >{`Nenhum produto para “${text}”: mostramos os resultados para “${correction}”.`}</p>
        ) : null
      }
      listing={data}
      held={
        data.ageGated > 0 ? (
          <AgeQuestion basePath={supplier?.basePath ?? ""} back={data.here} count={data.ageGated} />
        ) : null
      }
      empty={
        <>
          <div className={layout.notice}>
            {text ? (
              <p>{`Não encontramos produtos para “${text}”. Confira a ortografia, use menos palavras${data.query.tags.length > 0 ? " ou remova filtros" : ""}.`}</p>
            ) : (
              <p>Digite o nome, a marca ou o código de um produto no campo de busca.</p>
            )}
            <p>
              <Link to={home}>Ver os destaques da loja</Link>
              {categories.length > 0 ? " ou uma categoria: " : null}
              {categories.map((category, index) => (
                <Fragment key={category.idcategoria}>
                  {index > 0 ? ", " : null}
                  <Link to={supplierPath(supplier?.basePath ?? "", `/categoria/${category.idcategoria}`)}>
                    {category.descricao}
                  </Link>
                </Fragment>
              ))}
            </p>
          </div>
          {data.offered.length > 0 ? (
            <section aria-labelledby="oferecidos" className={styles.offered}>
              <h2 id="oferecidos">{data.offeredTitle}</h2>
              <ProductGrid products={data.offered} />
            </section>
          ) : null}
        </>
      }
    />
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
