import { Link } from "@remix-run/react";

/**
 * The coupon the cart no longer takes, why, and the way back to it: said on the checkout among the
 * products on a phone and in the summary on a wide screen (`className` shows it on one of them).
 */
export function CouponDroppedNotice({
  dropped,
  cartPath,
  className,
}: {
  dropped: { code: string; reason: string } | null;
  cartPath: string;
  className: string;
}) {
  if (!dropped) return null;
  return (
    <p className={className}>
      O cupom <strong>{dropped.code}</strong> não está mais aplicado: {dropped.reason}{" "}
      <Link to={`${cartPath}#titulo-cupom`}>Ver no carrinho</Link>
    </p>
  );
}
