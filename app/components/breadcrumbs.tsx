import { Link } from "@remix-run/react";
import * as styles from "./breadcrumbs.css";

export type Crumb = { label: string; to: string };

/** Where the page sits in the store: a list of links, the last one the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Você está em" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.to} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.to}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The head of a page one step from the home (a showcase, the combos): where it sits, and its title. */
export function TopPageHead({ homePath, path, title }: { homePath: string; path: string; title: string }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Início", to: homePath },
          { label: title, to: path },
        ]}
      />
      <h1>{title}</h1>
    </>
  );
}
