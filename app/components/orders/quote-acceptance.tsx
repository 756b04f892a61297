import { Form, Link, useNavigation } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-errors";
import { formatBRL } from "~/models/money";
import { QUOTE_ACCEPT_INTENT, type QuoteAcceptanceView } from "~/models/orders/quote-acceptance-view";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/styles/layout.css";
import * as styles from "./orders.css";

/**
 * A quote on its page (tag support-budget; docs/rules/orders.md "Quotes"): waiting for the store's prices, priced with
 * "Aceitar orçamento" (which leads to the confirmation, a page of its own that works without
 * JavaScript), accepted (it is an order now), or cancelled.
 */
export function QuoteAcceptance({ acceptance, acceptHref }: { acceptance: QuoteAcceptanceView; acceptHref: string }) {
  if (acceptance.state === "priced") {
    return (
      <section id="orcamento" className={styles.due} aria-labelledby="orcamento-titulo">
        <h2 id="orcamento-titulo" className={styles.sectionTitle}>
          Orçamento precificado: {formatBRL(acceptance.totalpedido)}
        </h2>
        <p className={styles.fact}>
          O fornecedor definiu os preços abaixo. Aceite o orçamento para que ele vire um pedido.
        </p>
        <p className={styles.fact}>
          <Link to={acceptHref} className={layout.button}>
            Aceitar orçamento
          </Link>
        </p>
      </section>
    );
  }
  const text =
    acceptance.state === "accepted"
      ? `Você aceitou este orçamento em ${acceptance.aceitoEm}: ele agora é um pedido.`
      : acceptance.state === "awaiting-price"
        ? "O fornecedor está analisando este orçamento. Os preços abaixo podem mudar: quando ele for precificado, você poderá aceitá-lo aqui."
        : "Este orçamento foi cancelado e não pode mais ser aceito.";
  return (
    <p id="orcamento" className={styles.muted} role={acceptance.state === "accepted" ? "note" : undefined}>
      {text}
    </p>
  );
}

/** A method the accepted quote may be paid with, and what the credit limit means for it (an invoice only). */
export type AcceptancePaymentMethod = {
  idformapagamento: string;
  descricao: string;
  tipo: string;
  note: string | null;
};

/**
 * The confirmation: the total accepted goes with the form, so that a quote priced again since is not
 * accepted unseen; with the methods offered, the choice of how to pay, the quote's own checked, and
 * next to an invoice what the credit limit means (docs/rules/checkout.md "Credit limit and quotes").
 */
export function QuoteAcceptanceForm({
  totalpedido,
  backHref,
  errors,
  payment,
  paymentErrors,
}: {
  totalpedido: number;
  backHref: string;
  errors: string[] | undefined;
  payment: { chosen: string | null; methods: AcceptancePaymentMethod[] } | null;
  /** Why the method chosen cannot pay this quote (above the credit, not offered): said next to the choice. */
  paymentErrors: string[] | undefined;
}) {
  // With JavaScript a second click while the first is on its way sends nothing (without it, the server refuses a second acceptance).
  const sending = useNavigation().state === "submitting";
  const errorId = "aceite-pagamento-erro";
  const refused = paymentErrors !== undefined && paymentErrors.length > 0;
  return (
    <Form method="post" className={styles.column}>
      <FormErrors id="aceite-erros" errors={errors} />
      <input type="hidden" name="totalpedido" value={totalpedido.toFixed(2)} />
      {payment && payment.methods.length > 0 ? (
        <fieldset className={styles.choice} aria-describedby={refused ? errorId : undefined}>
          <legend className={styles.legend}>Como você vai pagar</legend>
          {payment.methods.map((method) => (
            <div key={method.idformapagamento}>
              <label className={styles.choiceOption}>
                <input
                  type="radio"
                  name="idformapagamento"
                  value={method.idformapagamento}
                  defaultChecked={method.idformapagamento === payment.chosen}
                  required
                  {...(refused ? { "aria-invalid": true as const, "aria-describedby": errorId } : {})}
                />
                <span>{method.descricao}</span>
              </label>
              {method.note ? <p className={styles.choiceNote}>{method.note}</p> : null}
            </div>
          ))}
          {refused ? (
            <p id={errorId} className={forms.error} tabIndex={-1} autoFocus>
              {paymentErrors.join(" ")}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value={QUOTE_ACCEPT_INTENT}
          className={layout.button}
          aria-disabled={sending || undefined}
          onClick={(event) => sending && event.preventDefault()}
        >
          Confirmar pedido de {formatBRL(totalpedido)}
        </button>
        <Link to={backHref} className={layout.secondaryButton}>
          Voltar ao orçamento
        </Link>
      </div>
    </Form>
  );
}
