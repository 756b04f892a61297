import { Form } from "@remix-run/react";
import type { Cart, SubscriptionTypes } from "~/models/cart";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/styles/layout.css";
import * as styles from "./cart.css";

type Props = {
  cart: Pick<Cart, "idformapagamento" | "idtipoassinatura">;
  paymentMethods: Array<{ idformapagamento: string; descricao: string }>;
  /** Null when the supplier offers no subscriptions (spec §4 "Cart save": the list is emptied). */
  subscriptions: (SubscriptionTypes & { mensagem: string | null }) | null;
};

/**
 * The payment method the prices are for (spec §4: "Selecting a payment method reloads the cart")
 * and the subscription type, each a small form that works without JavaScript.
 */
export function CartOptions({ cart, paymentMethods, subscriptions }: Props) {
  return (
    <>
      {paymentMethods.length > 1 ? (
        <Form method="post" className={forms.form}>
          <div className={forms.field}>
            <label htmlFor="idformapagamento">Forma de pagamento</label>
            <select id="idformapagamento" name="idformapagamento" className={`${forms.input} ${styles.select}`} defaultValue={cart.idformapagamento ?? undefined} key={cart.idformapagamento}>
              {paymentMethods.map((method) => (
                <option key={method.idformapagamento} value={method.idformapagamento}>
                  {method.descricao}
                </option>
              ))}
            </select>
            <p className={styles.lineMeta}>Os preços podem variar conforme a forma de pagamento.</p>
          </div>
          <button type="submit" name="intent" value="pagamento" className={layout.secondaryButton}>
            Atualizar preços
          </button>
        </Form>
      ) : null}
      {subscriptions && subscriptions.tipos.length > 0 ? (
        <Form method="post" className={forms.form}>
          <div className={forms.field}>
            <label htmlFor="idtipoassinatura">{subscriptions.label ?? "Assinatura"}</label>
            <select id="idtipoassinatura" name="idtipoassinatura" className={`${forms.input} ${styles.select}`} defaultValue={cart.idtipoassinatura ?? ""} key={cart.idtipoassinatura}>
              <option value="">Pedido avulso (sem assinatura)</option>
              {subscriptions.tipos.map((tipo) => (
                <option key={tipo.idtipoassinatura} value={tipo.idtipoassinatura}>
                  {tipo.descricao}
                </option>
              ))}
            </select>
            {subscriptions.mensagem ? <p className={styles.lineMeta}>{subscriptions.mensagem}</p> : null}
          </div>
          <button type="submit" name="intent" value="assinatura" className={layout.secondaryButton}>
            Escolher assinatura
          </button>
        </Form>
      ) : null}
    </>
  );
}
