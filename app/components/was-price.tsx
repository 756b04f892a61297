import { formatBRL } from "~/models/money";

/**
 * The price before, struck through, read "De R$ … por" ahead of the price now that follows it; nothing
 * when there is none.
 */
export function WasPrice({ price, className }: { price: number | null; className: string }) {
  if (price === null) return null;
  return (
    <>
      <s className={className}>
        <span className="visually-hidden">De </span>
        {formatBRL(price)}
      </s>{" "}
      <span className="visually-hidden">por </span>
    </>
  );
}
