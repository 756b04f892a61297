import type { ListedProduct } from "~/models/catalogue";
import { ProductCard } from "./product-card";
import * as styles from "./product-carousel.css";

type Props = { id: string; title: string | null; products: ListedProduct[]; basePath: string; imageBaseUrl: string; showPrices: boolean; onProductClick?: (productId: string) => void };

/** A titled, horizontally scrollable row of product cards. */
export function ProductCarousel({ id, title, products, basePath, imageBaseUrl, showPrices, onProductClick }: Props) {
  const headingId = `carrossel-${id}`;
  return (
    <section className={styles.region} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : "Produtos"}>
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.track}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} basePath={basePath} imageBaseUrl={imageBaseUrl} showPrices={showPrices} headingLevel={title ? "h3" : "h2"} onClick={onProductClick ? () => onProductClick(product.id) : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
