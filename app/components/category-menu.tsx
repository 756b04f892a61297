import { Link } from "@remix-run/react";
import type { Category } from "~/models/catalogue";
import { supplierPath } from "~/models/links";
import type { MenuLink } from "~/models/supplier";
import * as layout from "~/styles/layout.css";
import * as styles from "./category-menu.css";
import { LineIcon } from "./line-icon";
import { LinkList } from "./link-list";

function CategoryTree({
  categories,
  basePath,
  nested = false,
}: {
  categories: Category[];
  basePath: string;
  nested?: boolean;
}) {
  return (
    <ul className={nested ? styles.subtree : styles.tree}>
      {categories.map((category) => (
        <li key={category.idcategoria}>
          <Link className={styles.treeLink} to={supplierPath(basePath, `/categoria/${category.idcategoria}`)}>
            {category.descricao}
          </Link>
          {category.subcategorias.length > 0 ? (
            <CategoryTree categories={category.subcategorias} basePath={basePath} nested />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * All categories in a disclosure (the full tree), plus one strip of the top level and the
 * supplier's other menu links, scrolling sideways with a shade at the edge that has more. Works
 * without JavaScript; with it the header closes the disclosure on Escape, a click outside or when
 * the account menu opens (useHeaderMenus).
 */
export function CategoryMenu({
  categories,
  strip,
  basePath,
}: {
  categories: Category[];
  /** The strip's links (categoryStrip, by the layout's loader). */
  strip: MenuLink[];
  basePath: string;
}) {
  return (
    <nav aria-label="Categorias" className={`${layout.container} ${styles.nav}`}>
      {categories.length > 0 ? (
        <details className={styles.all} data-menu="">
          <summary className={styles.summary}>
            <LineIcon className={styles.icon}>
              <path d="M4 6h16M4 12h16M4 18h16" />
            </LineIcon>
            <span className={styles.summaryText}>Todas as categorias</span>
          </summary>
          <div className={styles.panel}>
            <CategoryTree categories={categories} basePath={basePath} />
          </div>
        </details>
      ) : null}
      <LinkList links={strip} basePath={basePath} className={styles.strip} linkClassName={styles.stripLink} />
    </nav>
  );
}
