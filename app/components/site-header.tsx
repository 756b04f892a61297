import { Link } from "@remix-run/react";
import { imageUrl, supplierPath } from "~/models/links";
import type { SupplierLayoutData } from "~/routes/($supplier)";
import * as layout from "~/styles/layout.css";
import { AccountNav } from "./account-nav";
import { CartLink } from "./cart/cart-link";
import { useCartFigures, type CartFigures } from "./cart/cart-figures";
import { CategoryMenu } from "./category-menu";
import * as styles from "./site-header.css";
import { SearchBox } from "./search-box";
import { LinkList } from "./link-list";

/** The store's header: logo and name (home link), the supplier's menus, and the category menu. */
export function SiteHeader({ data, cartOnPage }: { data: SupplierLayoutData; cartOnPage: CartFigures | null }) {
  const { store, basePath, imageBaseUrl, menu, categories } = data;
  const cartFigures = useCartFigures(cartOnPage, data.cart);
  return (
    <header className={styles.header}>
      <div className={`${layout.container} ${styles.bar}`}>
        <Link to={supplierPath(basePath)} className={styles.brand} aria-label={`${store.nome} — página inicial`}>
          {store.logo ? (
            <img className={styles.logo} src={imageUrl(imageBaseUrl, store.logo)} alt="" width={120} height={40} />
          ) : null}
          <span className={store.logo ? styles.nameBesideLogo : undefined}>{store.nome}</span>
        </Link>
        <SearchBox basePath={basePath} />
        <AccountNav account={data.account} basePath={basePath} />
        <CartLink basePath={basePath} summary={cartFigures} showPrices={data.showPrices} />
        {menu.length > 0 ? (
          <nav aria-label="Menu principal" className={styles.menuNav}>
            <LinkList links={menu} basePath={basePath} className={layout.scrollStrip} linkClassName={styles.menuLink} />
          </nav>
        ) : null}
      </div>
      {categories.length > 0 ? (
        <div className={styles.categoriesBar}>
          <CategoryMenu categories={categories} basePath={basePath} />
        </div>
      ) : null}
    </header>
  );
}
