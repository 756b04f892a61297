import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { ListingQuery } from "~/models/listing-query";
import { listingSearch } from "~/models/listing-query";
import type { SearchFilterGroup } from "~/models/product";
import { ClearFiltersLink } from "./forms/clear-filters-link";
import { Options } from "./forms/options";
import * as layout from "~/styles/layout.css";
import * as styles from "./listing.css";

type Props = {
  action: string;
  query: ListingQuery;
  sortOptions: { chave: string; descricao: string }[];
  filterGroups: SearchFilterGroup[];
  /** How many products the filters chosen now find (the results' count). */
  total: number;
};

export function countLabel(total: number): string {
  return total === 1 ? "1 produto" : `${total.toLocaleString("pt-BR")} produtos`;
}

/**
 * Sorting and filters as one GET form inside a "Filtrar e ordenar" disclosure, closed on a phone so
 * that the products come first (on a wide screen it is a side column, always open). Without
 * JavaScript "Aplicar" submits it. With JavaScript every change submits it at once and the results
 * update in place (a newer change cancels the request of an older one); the button at the foot of
 * the open panel then says how many products the choice finds ("Ver 6 produtos") and closes the
 * panel onto the results.
 */
export function ListingFilters({ action, query, sortOptions, filterGroups, total }: Props) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const updating = navigation.state === "loading" && navigation.location.pathname === action;
  if (sortOptions.length === 0 && filterGroups.length === 0) return null;
  const showResults = () => {
    const details = disclosure.current;
    if (details) details.open = false;
    const results = document.getElementById("resultados");
    results?.scrollIntoView({ block: "start" });
    results?.focus({ preventScroll: true });
  };
  return (
    <details ref={disclosure} className={styles.filterDisclosure}>
      <summary className={styles.filterSummary}>
        Filtrar e ordenar
        {query.tags.length > 0 ? (
          <span className={styles.filterCount}>
            {query.tags.length}
            <span className="visually-hidden">
              {" "}
              {query.tags.length === 1 ? "filtro aplicado" : "filtros aplicados"}
            </span>
          </span>
        ) : null}
      </summary>
      <Form
        method="get"
        action={action}
        className={styles.filters}
        aria-label="Ordenar e filtrar"
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      >
        {query.text ? <input type="hidden" name="q" value={query.text} /> : null}
        {sortOptions.length > 0 ? (
          <p>
            <label className={styles.label}>
              Ordenar por
              <select className={styles.select} name="ordem" defaultValue={query.sort ?? ""} key={query.sort ?? ""}>
                <Options options={sortOptions.map((option) => ({ value: option.chave, label: option.descricao }))} />
              </select>
            </label>
          </p>
        ) : null}
        {filterGroups.map((group) => (
          <fieldset key={group.grupo} className={styles.fieldset}>
            <legend className={styles.legend}>{group.grupo}</legend>
            {group.tags.map((tag) => (
              <label key={tag.idtag} className={styles.option}>
                <input
                  type="checkbox"
                  name="filtro"
                  value={tag.idtag}
                  defaultChecked={query.tags.includes(tag.idtag)}
                  key={`${tag.idtag}-${query.tags.includes(tag.idtag)}`}
                />
                {tag.descricao}
                {tag.quantidade != null ? (
                  <span>
                    ({tag.quantidade}
                    <span className="visually-hidden"> {tag.quantidade === 1 ? "produto" : "produtos"}</span>)
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        ))}
        <div className={styles.filterActions}>
          {hydrated ? (
            <button type="button" className={`${layout.button} ${styles.seeResults}`} onClick={showResults}>
              {updating ? "Atualizando…" : `Ver ${countLabel(total)}`}
            </button>
          ) : (
            <button type="submit" className={layout.button}>
              Aplicar
            </button>
          )}
          {query.tags.length > 0 ? (
            <ClearFiltersLink to={`${action}${listingSearch(query, { tags: [], page: 1 })}`} inPlace />
          ) : null}
        </div>
      </Form>
    </details>
  );
}
