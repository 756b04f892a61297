import { Link, useLocation } from "@remix-run/react";
import { AddToCartForm } from "./cart/add-to-cart-form";
import { useSupplierLayout } from "./use-supplier-layout";
import type { ProductSummary } from "~/models/catalogue";
import { buyLoginPath, imageUrl, supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import * as styles from "./product-card.css";

type Props = {
  product: ProductSummary;
  basePath: string;
  imageBaseUrl: string;
  showPrices: boolean;
  headingLevel: "h3" | "h2";
  /** Called when the shopper follows the product link (with JavaScript). */
  onClick?: () => void;
};

/** One click adds the product's minimum; a guest is asked to log in and comes back to this page (spec §6). */
function CardBuyButton({ product, basePath, showPrices }: Pick<Props, "product" | "basePath" | "showPrices">) {
  const signedIn = useSupplierLayout()?.account != null;
  const { pathname, search } = useLocation();
  if (signedIn && !showPrices) return null;
  return (
    <AddToCartForm
      basePath={basePath}
      idproduto={product.id}
      nome={product.nome}
      minimum={product.min_por_pedido}
      loginHref={signedIn ? null : buyLoginPath(basePath, `${pathname}${search}`)}
    />
  );
}

/** A product in a list or carousel: image, name, price as the visibility rule allows, availability. */
export function ProductCard({ product, basePath, imageBaseUrl, showPrices, headingLevel: Heading, onClick }: Props) {
  const hasListPrice = product.preconf != null && product.preconf > product.preco;
  return (
    <article className={styles.card}>
      <Link className={styles.link} to={supplierPath(basePath, `/produto/${product.id}`)} onClick={onClick} prefetch="intent">
        {product.imagem ? (
          <img className={styles.image} src={imageUrl(imageBaseUrl, product.imagem)} alt="" width={240} height={240} loading="lazy" decoding="async" />
        ) : null}
        <Heading className={styles.name}>{product.nome}</Heading>
      </Link>
      {showPrices ? (
        <p>
          {hasListPrice ? (
            <>
              <s className={styles.listPrice}>
                <span className="visually-hidden">De </span>
                {formatBRL(product.preconf!)}
              </s>{" "}
              <span className="visually-hidden">por </span>
            </>
          ) : null}
          <span className={styles.price}>{formatBRL(product.preco)}</span>
          <span className={styles.listPrice}> / {product.unidade}</span>
        </p>
      ) : (
        <p className={styles.hiddenPrice}>Preço disponível após o login</p>
      )}
      {product.disponivel ? <CardBuyButton product={product} basePath={basePath} showPrices={showPrices} /> : <p className={styles.unavailable}>Indisponível</p>}
    </article>
  );
}
