import type { ListedProduct } from "~/models/catalogue";
import { analyticsEvent } from "~/models/consent/analytics-event";
import { hasPrice } from "~/models/price-visibility";
import * as styles from "./listing.css";
import { ProductCard } from "./product-card";
import { useSupplierLayout } from "./use-supplier-layout";

/**
 * Products as a responsive grid of cards, priced as the store's visibility rule allows. With
 * `prioritiseFirst`, the grid is what a page is about (a listing) and its first picture the page's largest
 * paint: it loads at once and first, the others when near.
 */
export function ProductGrid({
  products,
  headingLevel = "h2",
  prioritiseFirst = false,
}: {
  products: ListedProduct[];
  headingLevel?: "h2" | "h3";
  prioritiseFirst?: boolean;
}) {
  const view = useSupplierLayout();
  if (!view) return null;
  const seen = products.flatMap((product) =>
    view.showPrices && hasPrice(product)
      ? [{ item_id: product.id, item_name: product.nome, price: product.preco, quantity: 1 }]
      : [],
  );
  return (
    <ul className={styles.grid} data-ga={seen.length > 0 ? analyticsEvent("view_item_list", seen) : undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            view={view}
            headingLevel={headingLevel}
            priority={prioritiseFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
