import { Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ListedProduct } from "~/models/catalogue";
import type { ListingQuery } from "~/models/listing-query";
import { listingSearch, pageCount } from "~/models/listing-query";
import type { SearchFilterGroup } from "~/models/product";
import * as layout from "~/styles/layout.css";
import { ListingFilters, countLabel } from "./listing-filters";
import * as styles from "./listing.css";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-grid";

/** What a listing page's loader gives: the page's path and query, what was corrected, one page of products and the filters. */
type Listing = {
  path: string;
  query: ListingQuery;
  issues: { page?: true; sort?: true };
  page: { produtos: ListedProduct[]; total: number };
  sortOptions: { chave: string; descricao: string }[];
  filterGroups: SearchFilterGroup[];
};

type Props = {
  title: string;
  listing: Listing;
  intro?: ReactNode;
  empty: ReactNode;
  /** What stands in for products held back (the age question, docs/rules/catalogue.md "Age check"). */
  held?: ReactNode;
};

/** One listing for categories and search: heading, filters, results 20 a page, pagination. */
export function ListingView({ title, listing, intro, empty, held }: Props) {
  const { path, query, issues: corrected, sortOptions, filterGroups } = listing;
  const { produtos: products, total } = listing.page;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const pages = pageCount(total);
  const showFilters = total > 0 || query.tags.length > 0;
  return (
    <>
      <h1>{title}</h1>
      {intro}
      {corrected.page || corrected.sort ? (
        <p className={layout.notice} role="status">
          {corrected.page ? "A página pedida não existe; mostramos a primeira. " : ""}
          {corrected.sort ? "Essa ordenação não está disponível; usamos a ordenação padrão." : ""}
        </p>
      ) : null}
      {/* Nothing found and nothing filtered: no sort box or filters over an empty list. */}
      <div className={showFilters ? styles.layoutGrid : undefined}>
        {showFilters ? (
          <ListingFilters
            action={path}
            query={query}
            sortOptions={sortOptions}
            filterGroups={filterGroups}
            total={total}
          />
        ) : null}
        <section
          className={`${styles.results} ${loading ? styles.pending : ""}`}
          aria-labelledby="resultados"
          aria-busy={loading}
        >
          <div className={styles.toolbar}>
            <p id="resultados" role="status" tabIndex={-1}>
              {countLabel(total)}
              {pages > 1 ? ` · página ${query.page} de ${pages}` : ""}
            </p>
          </div>
          {held}
          {products.length === 0 && held ? null : products.length === 0 && total > 0 ? (
            <div className={layout.notice}>
              <p>Esta página não tem produtos.</p>
              <p>
                <Link to={`${path}${listingSearch(query, { page: 1 })}`}>Ir para a primeira página</Link>
              </p>
            </div>
          ) : products.length === 0 ? (
            empty
          ) : (
            <ProductGrid products={products} prioritiseFirst />
          )}
          <Pagination page={query.page} pages={pages} hrefFor={(page) => `${path}${listingSearch(query, { page })}`} />
        </section>
      </div>
    </>
  );
}
