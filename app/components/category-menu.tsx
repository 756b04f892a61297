import { Link } from "@remix-run/react";
import type { Category } from "~/models/catalogue";
import { supplierPath } from "~/models/links";
import * as layout from "~/styles/layout.css";
import * as styles from "./category-menu.css";
import { LinkList } from "./link-list";

function CategoryTree({ categories, basePath, nested = false }: { categories: Category[]; basePath: string; nested?: boolean }) {
  return (
    <ul className={nested ? styles.subtree : styles.tree}>
      {categories.map((category) => (
        <li key={category.idcategoria}>
          <Link className={styles.treeLink} to={supplierPath(basePath, `/categoria/${category.idcategoria}`)}>
            {category.descricao}
          </Link>
          {category.subcategorias.length > 0 ? <CategoryTree categories={category.subcategorias} basePath={basePath} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/** All categories in a disclosure (the full tree), plus the top level as a scrollable strip. Works without JavaScript. */
export function CategoryMenu({ categories, basePath }: { categories: Category[]; basePath: string }) {
  return (
    <nav aria-label="Categorias" className={`${layout.container} ${styles.nav}`}>
      <details className={styles.all}>
        <summary className={styles.summary}>Todas as categorias</summary>
        <div className={styles.panel}>
          <CategoryTree categories={categories} basePath={basePath} />
        </div>
      </details>
      <LinkList
        links={categories.map((category) => ({ descricao: category.descricao, destino: `/categoria/${category.idcategoria}` }))}
        basePath={basePath}
        className={layout.scrollStrip}
        linkClassName={styles.stripLink}
      />
    </nav>
  );
}
