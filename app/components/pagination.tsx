import { Link } from "@remix-run/react";
import * as styles from "./listing.css";

type Props = { page: number; pages: number; hrefFor: (page: number) => string };

/** Page links as real links (they work without JavaScript): previous, a window of numbers, next. */
export function Pagination({ page, pages, hrefFor }: Props) {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, index) => first + index);
  return (
    <nav aria-label="Paginação" className={styles.pagination}>
      <ul className={styles.pageList}>
        {page > 1 ? (
          <li>
            <Link className={styles.pageLink} to={hrefFor(page - 1)} rel="prev" preventScrollReset={false}>
              Anterior
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={styles.pageCurrent} aria-current="page">
                <span className="visually-hidden">Página </span>
                {number}
              </span>
            ) : (
              <Link className={styles.pageLink} to={hrefFor(number)}>
                <span className="visually-hidden">Página </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link className={styles.pageLink} to={hrefFor(page + 1)} rel="next">
              Próxima
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
