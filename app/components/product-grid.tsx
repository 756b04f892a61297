import type { ListedProduct } from "~/models/catalogue";
import * as styles from "./listing.css";
import { ProductCard } from "./product-card";
import { useSupplierLayout } from "./use-supplier-layout";

/** Products as a responsive grid of cards, priced as the store's visibility rule allows. */
export function ProductGrid({
  products,
  headingLevel = "h2",
}: {
  products: ListedProduct[];
  headingLevel?: "h2" | "h3";
}) {
  const supplier = useSupplierLayout();
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            basePath={supplier?.basePath ?? ""}
            imageBaseUrl={supplier?.imageBaseUrl ?? "/imagens"}
            showPrices={supplier?.showPrices ?? false}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
