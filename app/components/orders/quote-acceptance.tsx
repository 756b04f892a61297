import { Form, Link, useNavigation } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-errors";
import { formatBRL } from "~/models/money";
import { QUOTE_ACCEPT_INTENT, type QuoteAcceptanceView } from "~/models/orders/quote-acceptance-view";
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

/** The confirmation: the total accepted goes with the form, so that a quote priced again since is not accepted unseen. */
export function QuoteAcceptanceForm({
  totalpedido,
  backHref,
  errors,
}: {
  totalpedido: number;
  backHref: string;
  errors: string[] | undefined;
}) {
  // With JavaScript a second click while the first is on its way sends nothing (without it, the server refuses a second acceptance).
  const sending = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.column}>
      <FormErrors id="aceite-erros" errors={errors} />
      <input type="hidden" name="totalpedido" value={totalpedido.toFixed(2)} />
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
