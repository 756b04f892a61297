import { Link } from "@remix-run/react";

/**
 * "Limpar filtros" under a list's filters: the list again at `to`, without them. `inPlace` where the
 * results follow the filters on the same screen (the catalogue's listing: the history entry is
 * replaced and the page keeps its scroll); otherwise a new page, as the filters' own button gives
 * (the orders).
 */
export function ClearFiltersLink({
  to,
  inPlace = false,
  className,
}: {
  to: string;
  inPlace?: boolean;
  className?: string;
}) {
  return (
    <Link to={to} className={className} {...(inPlace ? { replace: true, preventScrollReset: true } : {})}>
      Limpar filtros
    </Link>
  );
}
