import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useMemo, useState, type FormEvent } from "react";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { useFormResult } from "~/components/forms/use-form-result";
import type { NewCardForm } from "~/models/checkout/card-form";
import { cardIntent } from "~/models/checkout/form-names";
import type { SavedCard } from "~/models/checkout/payment";
import { formatBRL } from "~/models/money";
import * as styles from "./checkout.css";
import { CvcField, NewCardFields, RETYPE_CVC, retypeNumberHint, tokenizeCardOnDemand } from "./new-card-fields";

type Props = {
  total: number;
  cards: SavedCard[];
  /** The client a representative pays for, or a company's user buys for: a card saved is theirs, and the checkbox says so. */
  savedFor?: string | null;
  /** The billing fields to start with (the delivery address), as the form shows them. */
  billing: Record<string, string> | null;
  /** The storefront's route naming the card gateway (docs/decisions/0011). */
  gatewayPath: string;
  lastIntent: string | null;
  lastResult: SubmissionResult<string[]> | null;
  /** The instalments the store offers for this total (docs/rules/checkout.md "Instalments"); one choice: none shown. */
  instalments?: { value: string; label: string }[];
};

/** The number of instalments, when the store offers more than one (each form has its own). */
function InstalmentsField({
  id,
  choices,
  chosen,
}: {
  id: string;
  choices: { value: string; label: string }[];
  chosen: string | undefined;
}) {
  if (choices.length < 2) return null;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        Parcelas
      </label>
      <select
        id={id}
        name="parcelas"
        defaultValue={chosen ?? "1"}
        className={`${forms.input} ${styles.instalmentSelect}`}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const PRE_AUTHORIZATION =
  "O valor pré-autorizado no cartão pode ficar um pouco acima do total, por causa da variação de peso e de faturamento; a cobrança final é a do valor do pedido.";

/**
 * docs/rules/checkout.md "Payment", docs/rules/checkout.md "Credit card": "Card payments need a card, with a billing address matching the card
 * issuer's": a saved card with its CVC typed again, or a new card with its billing address (the
 * delivery address to start with) and whether to keep it. A refusal stays on the form that was
 * sent, with what was typed but the CVC and the number (of which the last four digits are named).
 */
export function CardPaymentForms({
  total,
  cards,
  savedFor = null,
  billing,
  gatewayPath,
  lastIntent,
  lastResult,
  instalments = [],
}: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [tokenizing, setTokenizing] = useState(false);
  /**
   * The last card sent with a token, as of the server's answer then shown (`after`): the gateway's
   * refusal of it, shown until the server answers again; or its number, which the server never saw,
   * to show again with the server's refusal as a form sent without JavaScript shows it.
   */
  const [sent, setSent] = useState<{
    after: SubmissionResult<string[]> | null;
    refusal?: SubmissionResult<string[]>;
    number?: string;
  } | null>(null);
  const paying = tokenizing || (navigation.state !== "idle" && navigation.formMethod === "POST");
  const newCardAnswer = lastIntent === cardIntent.newCard ? lastResult : null;
  const newCardResult = useMemo(() => {
    if (!sent) return newCardAnswer;
    if (sent.after === newCardAnswer) return sent.refusal ?? newCardAnswer;
    return newCardAnswer && sent.number !== undefined
      ? { ...newCardAnswer, initialValue: { ...newCardAnswer.initialValue, number: sent.number } }
      : newCardAnswer;
  }, [sent, newCardAnswer]);
  const [savedForm, savedFields] = useFormResult<{ idcreditcard: string; cvc: string }>({
    id: "cartao-salvo",
    lastResult: lastIntent === cardIntent.savedCard ? lastResult : null,
  });
  const [newForm, newFields] = useFormResult<Record<keyof NewCardForm | "numeroFinal" | "parcelas", unknown>>({
    id: "cartao-novo",
    lastResult: newCardResult,
    defaultValue: billing ?? {},
  });

  /**
   * With JavaScript the card goes to the gateway first, and the form is sent with its token instead
   * of the number and the CVC. When the gateway cannot be reached the form is sent as it is, as
   * without JavaScript: the storefront forwards the card to the upstream and keeps nothing of it.
   */
  const payWithToken = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    const typed = new FormData(event.currentTarget);
    typed.set("intent", cardIntent.newCard);
    setTokenizing(true);
    void tokenizeCardOnDemand(gatewayPath, typed).then((outcome) => {
      setTokenizing(false);
      if (outcome.kind === "refused") {
        const { cvc: _cvc, ...kept } = Object.fromEntries(typed) as Record<string, string>;
        setSent({
          after: newCardAnswer,
          refusal: { status: "error", initialValue: kept, error: { [outcome.field]: [outcome.message] } },
        });
        return;
      }
      if (outcome.kind === "token") {
        setSent({ after: newCardAnswer, number: String(typed.get("number") ?? "") });
        typed.delete("number");
        typed.delete("cvc");
        typed.set("token", outcome.token);
      } else {
        setSent(null);
      }
      submit(typed, { method: "post" });
    });
  };
  const payLabel = `Pagar ${formatBRL(total)}`;
  return (
    <>
      <p className={styles.muted}>{PRE_AUTHORIZATION}</p>
      {cards.length > 0 ? (
        <Form method="post" {...savedForm.props} className={forms.form}>
          <FormErrors id={savedForm.errorId} errors={savedForm.errors} />
          <fieldset className={styles.methods}>
            <legend className={forms.label}>Cartões salvos</legend>
            {cards.map((card, index) => (
              <label key={card.idcreditcard} className={styles.method}>
                <input type="radio" name="idcreditcard" value={card.idcreditcard} defaultChecked={index === 0} />
                <span>
                  {card.bandeira} {card.mask} · {card.nome} · validade {card.validade}
                </span>
              </label>
            ))}
          </fieldset>
          <CvcField meta={savedFields.cvc} />
          <InstalmentsField id="cartao-salvo-parcelas" choices={instalments} chosen={undefined} />
          <button
            type="submit"
            name="intent"
            value={cardIntent.savedCard}
            className={styles.placeButton}
            disabled={paying}
          >
            {payLabel} com o cartão salvo
          </button>
        </Form>
      ) : (
        // A saved card refused once none is left to list (removed meanwhile): said where the cards were.
        <FormErrors id={savedForm.errorId} errors={savedForm.errors} />
      )}
      <Form method="post" {...newForm.props} onSubmit={payWithToken} className={forms.form}>
        <h3 className={styles.sectionTitle}>{cards.length > 0 ? "Outro cartão" : "Dados do cartão"}</h3>
        <FormErrors id={newForm.errorId} errors={newForm.errors} />
        <NewCardFields
          fields={newFields}
          numberHint={retypeNumberHint(newFields.numeroFinal.initialValue)}
          cvcHint={newFields.numeroFinal.initialValue ? RETYPE_CVC : undefined}
          savedFor={savedFor}
        />
        <InstalmentsField id="cartao-novo-parcelas" choices={instalments} chosen={newFields.parcelas.initialValue} />
        <button type="submit" name="intent" value={cardIntent.newCard} className={styles.placeButton} disabled={paying}>
          {payLabel}
        </button>
      </Form>
    </>
  );
}
