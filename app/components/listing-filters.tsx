import { Form, Link, useSubmit } from "@remix-run/react";
import type { ListingQuery } from "~/models/listing-query";
import { listingSearch } from "~/models/listing-query";
import type { SearchFilterGroup } from "~/models/product";
import * as layout from "~/styles/layout.css";
import * as styles from "./listing.css";

type Props = {
  action: string;
  query: ListingQuery;
  sortOptions: { chave: string; descricao: string }[];
  filterGroups: SearchFilterGroup[];
};

/**
 * Sorting and filters as one GET form: without JavaScript "Aplicar" submits it; with JavaScript
 * every change submits it at once and the results update in place (a newer change cancels the
 * request of an older one).
 */
export function ListingFilters({ action, query, sortOptions, filterGroups }: Props) {
  const submit = useSubmit();
  return (
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
            <select className={styles.select} name="ordem" defaultValue={query.sort ?? undefined} key={query.sort}>
              {sortOptions.map((option) => (
                <option key={option.chave} value={option.chave}>
                  {option.descricao}
                </option>
              ))}
            </select>
          </label>
        </p>
      ) : null}
      {filterGroups.map((group) => (
        <fieldset key={group.grupo} className={styles.fieldset}>
          <legend className={styles.legend}>{group.grupo}</legend>
          {group.tags.map((tag) => (
            <label key={tag.idtag} className={styles.option}>
              <input type="checkbox" name="filtro" value={tag.idtag} defaultChecked={query.tags.includes(tag.idtag)} key={`${tag.idtag}-${query.tags.includes(tag.idtag)}`} />
              {tag.descricao}
              {tag.quantidade != null ? (
                <span>
                  ({tag.quantidade}
                  <span className="visually-hidden"> produtos</span>)
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className={layout.button}>
        Aplicar
      </button>
      {query.tags.length > 0 ? (
        <p>
          <Link to={`${action}${listingSearch(query, { tags: [], page: 1 })}`} replace preventScrollReset>
            Limpar filtros
          </Link>
        </p>
      ) : null}
    </Form>
  );
}
