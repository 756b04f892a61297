import { Link } from "@remix-run/react";
import * as cartStyles from "~/components/cart/cart.css";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { feeFor, missingForMinimum } from "~/models/delivery/option-figures";
import { formatBRL } from "~/models/money";

/** What the cart shows of the delivery: the place, the option in effect, or why there is none. */
export type CartDeliveryView = {
  place: string;
  option: DeliveryOption | null;
  /** The slot in effect as the page says it ("qua., 25/11, 08:00–12:00"; the server's slotLabel). */
  slot: string | null;
  /** "Grátis a partir de R$ 150,00 em produtos.": the option's free-delivery threshold, said while the fee is due. */
  freeFrom: string | null;
  message: string | null;
  /** The slot confirmed is no longer offered: the one shown replaces it. */
  slotChanged: boolean;
};

/**
 * The delivery or pickup of this cart, priced on the subtotal as the shopper edits it: the fee
 * (free from the threshold on), the slot, and how much is missing for the minimum order.
 */
export function CartDelivery({
  view,
  subtotal,
  changePath,
}: {
  view: CartDeliveryView;
  subtotal: number;
  changePath: string;
}) {
  const { option, slot } = view;
  const fee = option ? feeFor(option, subtotal) : null;
  const missing = option ? missingForMinimum(option, subtotal) : 0;
  const pickup = option?.tipoEntrega === "RETIRADA";
  return (
    <section className={cartStyles.summary} aria-labelledby="entrega-titulo">
      <h2 id="entrega-titulo">{pickup ? "Retirada" : "Entrega"}</h2>
      <p>{view.place}</p>
      {option ? (
        <>
          <p className={cartStyles.summaryRow}>
            <span>{option.descricao}</span>
            <span>{fee === 0 ? "Grátis" : formatBRL(fee ?? 0)}</span>
          </p>
          {fee !== 0 && view.freeFrom ? <p>{view.freeFrom}</p> : null}
          {slot ? <p>{`${pickup ? "Retirada" : "Entrega"}: ${slot}`}</p> : null}
          {view.slotChanged ? (
            <p role="status">
              O horário que você escolheu não está mais disponível: mostramos o próximo. Confira ou escolha outro.
            </p>
          ) : null}
          {missing > 0 && option.pedido_minimo !== null ? (
            <p role="status">{`Pedido mínimo ${formatBRL(option.pedido_minimo)}: faltam ${formatBRL(missing)} em produtos.`}</p>
          ) : null}
        </>
      ) : view.message ? (
        <p role="status">{view.message}</p>
      ) : null}
      <Link to={changePath}>{option ? "Alterar entrega ou horário" : "Escolher entrega ou retirada"}</Link>
    </section>
  );
}
