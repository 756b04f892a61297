import { Link } from "@remix-run/react";
import type { ComponentProps } from "react";
import { supplierPath } from "~/models/links";
import { CartDelivery, type CartDeliveryView } from "~/components/delivery/cart-delivery";
import { FreightEstimateBox } from "~/components/delivery/freight-estimate";
import type { FreightEstimate } from "~/models/delivery/freight-estimate";
import * as layout from "~/styles/layout.css";
import { CartOptions } from "./cart-options";
import { CartCredit, CartSummary } from "./cart-summary";
import { CouponBox, type CouponBoxProps } from "./coupon-box";
import type { CartPlaced } from "./cart-lines";
import type { CartEditor } from "./use-cart-editor";
import * as styles from "./cart.css";

type Props = Pick<ComponentProps<typeof CartOptions>, "paymentMethods" | "subscriptions" | "hydrated"> & {
  editor: CartEditor;
  cartPath: string;
  basePath: string;
  chosenCoupon: string | null;
  restricted: boolean;
  credit: ComponentProps<typeof CartCredit>["credit"];
  delivery: CartDeliveryView | null;
  /** The freight estimate for a CEP, offered while no option is in effect ("a calcular"). */
  freight: FreightEstimate | null;
  /** The coupon the action refused without JavaScript (the page again with the form's reply). */
  couponReply: CouponBoxProps["lastResult"];
  placed: CartPlaced | null;
  /** The "finish" button's text (the supplier's own, or the default). */
  checkoutLabel: string;
};

/** The cart's summary: totals, credit, the way to the checkout, delivery, coupon and options. */
export function CartAside({
  editor,
  cartPath,
  basePath,
  chosenCoupon,
  restricted,
  credit,
  delivery,
  freight,
  couponReply,
  placed,
  checkoutLabel,
  ...options
}: Props) {
  const { cart, totals } = editor;
  return (
    <aside className={styles.column} aria-label="Resumo do pedido" onSubmitCapture={editor.guard}>
      <CartSummary
        totals={totals}
        lines={editor.lines.length}
        droppedCoupon={editor.coupon.pending?.code ?? null}
        option={delivery?.option ?? null}
        pickup={delivery?.option?.tipoEntrega === "RETIRADA"}
      />
      <CartCredit credit={credit} total={totals.totalCompras} />
      {restricted ? null : (
        <Link to={supplierPath(basePath, "/checkout")} className={`${layout.button} ${styles.summaryCheckout}`}>
          {checkoutLabel}
        </Link>
      )}
      {delivery ? (
        <CartDelivery
          view={delivery}
          subtotal={totals.subtotal}
          changePath={`${supplierPath(basePath, "/entrega")}?voltar=carrinho`}
        />
      ) : null}
      {freight && !delivery?.option ? <FreightEstimateBox estimate={freight} action={cartPath} /> : null}
      <CouponBox
        view={editor.coupon}
        cartPath={cartPath}
        couponsPath={supplierPath(basePath, "/cupons")}
        chosenCode={chosenCoupon}
        lastResult={couponReply}
        outcome={
          placed?.at === "cupom" ? { kind: placed.kind, message: placed.message, typed: placed.typed ?? null } : null
        }
      />
      <CartOptions cart={cart} {...options} repriced={placed?.at === "pagamento"} total={totals.totalCompras} />
      <Link to={supplierPath(basePath)}>Continuar comprando</Link>
    </aside>
  );
}
