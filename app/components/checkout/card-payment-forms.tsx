import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { PostalAddressFields } from "~/components/delivery/postal-address-fields";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import { useFormResult } from "~/components/forms/use-form-result";
import type { NewCardForm } from "~/models/checkout/card-form";
import { cardIntent } from "~/models/checkout/form-names";
import type { SavedCard } from "~/models/checkout/payment";
import { formatBRL } from "~/models/money";
import * as styles from "./checkout.css";

type Props = {
  total: number;
  cards: SavedCard[];
  /** The billing fields to start with (the delivery address), as the form shows them. */
  billing: Record<string, string> | null;
  lastIntent: string | null;
  lastResult: SubmissionResult<string[]> | null;
};

const PRE_AUTHORIZATION =
  "O valor pré-autorizado no cartão pode ficar um pouco acima do total, por causa da variação de peso e de faturamento; a cobrança final é a do valor do pedido.";

/**
 * Spec §4 "Payment", §5 "Card payments need a card, with a billing address matching the card
 * issuer's": a saved card with its CVC typed again, or a new card with its billing address (the
 * delivery address to start with) and whether to keep it. A refusal stays on the form that was
 * sent, with what was typed but the CVC.
 */
export function CardPaymentForms({ total, cards, billing, lastIntent, lastResult }: Props) {
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [savedForm, savedFields] = useFormResult<{ idcreditcard: string; cvc: string }>({ id: "cartao-salvo", lastResult: lastIntent === cardIntent.savedCard ? lastResult : null });
  const [newForm, newFields] = useFormResult<Record<keyof NewCardForm, unknown>>({
    id: "cartao-novo",
    lastResult: lastIntent === cardIntent.newCard ? lastResult : null,
    defaultValue: billing ?? {},
  });
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
          <TextField meta={savedFields.cvc} label="Código de segurança (CVC)" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
          <button type="submit" name="intent" value={cardIntent.savedCard} className={styles.placeButton} disabled={paying}>
            {payLabel} com o cartão salvo
          </button>
        </Form>
      ) : (
        // A saved card refused once none is left to list (removed meanwhile): said where the cards were.
        <FormErrors id={savedForm.errorId} errors={savedForm.errors} />
      )}
      <Form method="post" {...newForm.props} className={forms.form}>
        <h3 className={styles.sectionTitle}>{cards.length > 0 ? "Outro cartão" : "Dados do cartão"}</h3>
        <FormErrors id={newForm.errorId} errors={newForm.errors} />
        <TextField meta={newFields.number} label="Número do cartão" inputMode="numeric" autoComplete="cc-number" maxLength={23} />
        <TextField meta={newFields.name} label="Nome impresso no cartão" autoComplete="cc-name" autoCapitalize="characters" maxLength={80} />
        <div className={styles.cardRow}>
          <TextField meta={newFields.expiry} label="Validade (MM/AA)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" maxLength={7} />
          <TextField meta={newFields.cvc} label="Código de segurança (CVC)" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </div>
        <fieldset className={forms.fieldset}>
          <legend className={forms.label}>Endereço de cobrança do cartão</legend>
          <p className={styles.muted}>Deve ser o mesmo endereço cadastrado no banco emissor do cartão.</p>
          <PostalAddressFields fields={newFields} />
        </fieldset>
        <label className={forms.checkbox}>
          <input type="checkbox" name="salvarCartao" defaultChecked={newFields.salvarCartao.initialValue === "on"} key={newFields.salvarCartao.key} />
          Salvar este cartão para as próximas compras
        </label>
        <button type="submit" name="intent" value={cardIntent.newCard} className={styles.placeButton} disabled={paying}>
          {payLabel}
        </button>
      </Form>
    </>
  );
}
