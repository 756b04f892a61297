import { discountPercent, piecePrice } from "~/models/shopping-info";
import { useSupplierLayout } from "./use-supplier-layout";
import * as styles from "./price-notes.css";

/** "-16%" beside a price below its list price; read as "16% de desconto". */
export function DiscountTag({ listPrice, price }: { listPrice: number | null; price: number }) {
  const percent = discountPercent(listPrice, price);
  if (percent === null) return null;
  return (
    <span className={styles.discount}>
      <span aria-hidden="true">{`-${percent}%`}</span>
      <span className="visually-hidden">{`(${percent}% de desconto)`}</span>
    </span>
  );
}

/** "R$ 7,99 cada · fardo com 10" under the price of a product sold in packs (none unless the store's multiples count pieces). */
export function PiecePrice({
  price,
  product,
  className,
}: {
  price: number;
  product: { multiploincremento?: number | null; unidade: string };
  className?: string;
}) {
  const countsPieces = useSupplierLayout()?.piecePrices ?? true;
  const piece = piecePrice(price, product, countsPieces ? [] : ["disable-product-multiple"]);
  if (!piece) return null;
  return <p className={className ? `${styles.piece} ${className}` : styles.piece}>{piece.text}</p>;
}
