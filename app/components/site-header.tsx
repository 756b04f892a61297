import { Link } from "@remix-run/react";
import { useRef } from "react";
import { imageUrl, supplierPath } from "~/models/links";
import type { CartFigures, HeaderView } from "~/models/supplier-layout";
import * as layout from "~/styles/layout.css";
import { AccountNav } from "./account-nav";
import { CartLink } from "./cart/cart-link";
import { useCartFigures } from "./cart/cart-figures";
import { CategoryMenu } from "./category-menu";
import * as styles from "./site-header.css";
import { SearchBox } from "./search-box";
import { useHeaderMenus } from "./use-header-menus";

/**
 * The store's header: logo and name (home link), search, the account and the cart, then one strip
 * of the categories with the supplier's own menu links that are not categories already. On a
 * phone it is three short rows: logo, account and cart; search; the categories. Its menus (account,
 * "Todas as categorias") open one at a time and close on Escape or a click outside (useHeaderMenus).
 */
export function SiteHeader({ data, cartOnPage }: { data: HeaderView; cartOnPage: CartFigures | null }) {
  const { store, basePath, imageBaseUrl, strip, categories } = data;
  const cartFigures = useCartFigures(cartOnPage, data.cart);
  const header = useRef<HTMLElement>(null);
  useHeaderMenus(header);
  return (
    <header ref={header} className={styles.header}>
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
      </div>
      {categories.length > 0 || strip.length > 0 ? (
        <div className={styles.categoriesBar}>
          <CategoryMenu categories={categories} strip={strip} basePath={basePath} />
        </div>
      ) : null}
    </header>
  );
}
