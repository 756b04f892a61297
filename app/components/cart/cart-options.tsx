import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Cart, SubscriptionTypes } from "~/models/cart";
import * as forms from "~/components/forms/forms.css";
import { formatBRL } from "~/models/money";
import * as layout from "~/styles/layout.css";
import * as styles from "./cart.css";

type Props = {
  cart: Pick<Cart, "idformapagamento" | "idtipoassinatura">;
  paymentMethods: Array<{ idformapagamento: string; descricao: string }>;
  /**
   * Null when the supplier offers no subscriptions (docs/rules/cart.md "Cart save": the list is emptied);
   * `chosen`: what the page says of the subscription the cart keeps (chosenSubscriptionText, in the loader).
   */
  subscriptions: (SubscriptionTypes & { mensagem: string | null; chosen: string | null }) | null;
  /** With JavaScript a new payment method reprices the cart as soon as it is chosen; without it its button does. */
  hydrated: boolean;
  /** The payment method was just changed: the page says the prices, and the total, are now for it. */
  repriced: boolean;
  total: number;
};

/**
 * "Assinatura escolhida: Mensal.": the subscription the server keeps with the cart (a choice still on
 * its way is not said yet), or null. Worked out by the cart's loader: the page's JS only shows it.
 */
export function chosenSubscriptionText(
  subscriptions: Pick<SubscriptionTypes, "tipos">,
  idtipoassinatura: string | null,
): string | null {
  const chosen = subscriptions.tipos.find((tipo) => tipo.idtipoassinatura === idtipoassinatura)?.descricao;
  return chosen ? `Assinatura escolhida: ${chosen}.` : null;
}

/**
 * The payment method the prices are for (docs/rules/cart.md "Payment method and prices": "Selecting a payment method reloads the cart")
 * and the subscription type, each a small form that works without JavaScript. With JavaScript a
 * payment method chosen is sent at once (through the form, so that edits still waiting are saved
 * first) and the select keeps its focus; without it "Atualizar preços" posts and the page comes
 * back at the select (#idformapagamento) with the new prices. Either way the page says so, and
 * it says the subscription the cart keeps once the server has it — before going to the checkout,
 * the shopper sees that the choice was saved.
 */
export function CartOptions({ cart, paymentMethods, subscriptions, hydrated, repriced, total }: Props) {
  const [chosen, setChosen] = useState(cart.idformapagamento ?? "");
  // The server's answer is the method the prices are for (a refused choice goes back).
  useEffect(() => setChosen(cart.idformapagamento ?? ""), [cart]);
  const chosenName = paymentMethods.find((method) => method.idformapagamento === cart.idformapagamento)?.descricao;
  return (
    <>
      {paymentMethods.length > 1 ? (
        <Form method="post" className={forms.form}>
          <input type="hidden" name="intent" value="pagamento" />
          <div className={forms.field}>
            <label htmlFor="idformapagamento">Forma de pagamento</label>
            <select
              id="idformapagamento"
              name="idformapagamento"
              aria-describedby="forma-pagamento-nota"
              className={`${forms.input} ${styles.select}`}
              value={chosen}
              onChange={(event) => {
                setChosen(event.currentTarget.value);
                if (hydrated) event.currentTarget.form?.requestSubmit();
              }}
            >
              {paymentMethods.map((method) => (
                <option key={method.idformapagamento} value={method.idformapagamento}>
                  {method.descricao}
                </option>
              ))}
            </select>
            <p id="forma-pagamento-nota" className={styles.lineMeta}>
              Os preços podem variar conforme a forma de pagamento.
            </p>
            <p role="status" className={styles.lineMeta}>
              {repriced && chosenName ? `Preços atualizados para ${chosenName}: total de ${formatBRL(total)}.` : null}
            </p>
          </div>
          {hydrated ? null : (
            <button type="submit" className={layout.secondaryButton}>
              Atualizar preços
            </button>
          )}
        </Form>
      ) : null}
      {subscriptions && subscriptions.tipos.length > 0 ? (
        <Form method="post" className={forms.form}>
          <div className={forms.field}>
            <label htmlFor="idtipoassinatura">{subscriptions.label ?? "Assinatura"}</label>
            <select
              id="idtipoassinatura"
              name="idtipoassinatura"
              className={`${forms.input} ${styles.select}`}
              defaultValue={cart.idtipoassinatura ?? ""}
              key={cart.idtipoassinatura}
            >
              <option value="">Pedido avulso (sem assinatura)</option>
              {subscriptions.tipos.map((tipo) => (
                <option key={tipo.idtipoassinatura} value={tipo.idtipoassinatura}>
                  {tipo.descricao}
                </option>
              ))}
            </select>
            {subscriptions.mensagem ? <p className={styles.lineMeta}>{subscriptions.mensagem}</p> : null}
            <p role="status" className={styles.lineMeta}>
              {subscriptions.chosen}
            </p>
          </div>
          <button type="submit" name="intent" value="assinatura" className={layout.secondaryButton}>
            Escolher assinatura
          </button>
        </Form>
      ) : null}
    </>
  );
}
