import { FieldErrors } from "~/components/forms/field-errors";
import * as forms from "~/components/forms/forms.css";
import type { FieldMeta } from "~/components/forms/use-form-result";
import type { SavedCard } from "~/models/checkout/payment";
import * as styles from "./checkout.css";
import { CvcField, NewCardFields, RETYPE_CVC, retypeNumberHint, type NewCardFieldName } from "./new-card-fields";

/** The card fields' names in the checkout form (the billing address as PostalAddressFields names it). */
export type CheckoutCardFieldName = NewCardFieldName | "idcreditcard" | "cvcSalvo" | "parcelas" | "numeroFinal";

type Props = {
  fields: Record<CheckoutCardFieldName, FieldMeta>;
  cards: SavedCard[];
  /** The client a representative pays for, or a company's user buys for: a card saved is theirs, and the checkbox says so. */
  savedFor?: string | null;
  instalments: { value: string; label: string }[];
  /** The page came back from the server: the number and CVC typed are not in it (said next to them). */
  typedBefore: boolean;
  /** The field that takes the focus (the first in error of the page, without JavaScript). */
  autoFocusName: string | null;
};

const NOT_KEPT = "Por segurança, o número e o código de segurança não ficam na página: digite-os de novo.";

/**
 * The card inside the checkout form (docs/decisions/0026): a saved card with its CVC, or a new card
 * with its billing address (the delivery address to start with) and whether to keep it, and the
 * instalments the store offers for this total. Posted with the order; with JavaScript the new card
 * goes to the gateway first and only its token is posted.
 */
export function CheckoutCardFields({ fields, cards, savedFor = null, instalments, typedBefore, autoFocusName }: Props) {
  const focus = (meta: FieldMeta) => (autoFocusName === meta.name ? { autoFocus: true } : {});
  const chosenSaved = fields.idcreditcard.initialValue ?? cards[0]?.idcreditcard ?? "novo";
  const numberHint = retypeNumberHint(fields.numeroFinal.initialValue) ?? (typedBefore ? NOT_KEPT : undefined);
  const instalmentErrors = fields.parcelas.errors ?? [];
  return (
    <div className={`${styles.nested} ${styles.cardFields}`}>
      {cards.length > 0 ? (
        <fieldset
          className={styles.methods}
          aria-describedby={fields.idcreditcard.errors ? fields.idcreditcard.errorId : undefined}
        >
          <legend className={forms.label}>Qual cartão?</legend>
          {cards.map((card) => (
            <label key={card.idcreditcard} className={styles.method}>
              <input
                type="radio"
                name="idcreditcard"
                value={card.idcreditcard}
                defaultChecked={chosenSaved === card.idcreditcard}
                key={`${fields.idcreditcard.key}-${card.idcreditcard}`}
              />
              <span>
                {card.bandeira} {card.mask} · {card.nome} · validade {card.validade}
              </span>
            </label>
          ))}
          <label className={styles.method}>
            <input
              type="radio"
              name="idcreditcard"
              value="novo"
              defaultChecked={chosenSaved === "novo"}
              key={`${fields.idcreditcard.key}-novo`}
            />
            <span>Outro cartão</span>
          </label>
          <FieldErrors meta={fields.idcreditcard} />
          <CvcField
            meta={fields.cvcSalvo}
            {...focus(fields.cvcSalvo)}
            label="Código de segurança (CVC) do cartão salvo"
            hint={typedBefore ? NOT_KEPT : undefined}
          />
        </fieldset>
      ) : null}
      <div className={styles.newCard}>
        {cards.length > 0 ? <p className={forms.label}>Outro cartão</p> : null}
        <NewCardFields
          fields={fields}
          numberHint={numberHint}
          cvcHint={typedBefore ? RETYPE_CVC : undefined}
          autoFocusName={autoFocusName}
          savedFor={savedFor}
        />
      </div>
      {instalments.length > 1 ? (
        <div className={forms.field}>
          <label htmlFor={fields.parcelas.id} className={forms.label}>
            Parcelas
          </label>
          <select
            key={fields.parcelas.key}
            id={fields.parcelas.id}
            name="parcelas"
            defaultValue={fields.parcelas.initialValue ?? "1"}
            {...focus(fields.parcelas)}
            className={`${forms.input} ${styles.instalmentSelect}`}
            {...(instalmentErrors.length > 0
              ? { "aria-invalid": true as const, "aria-describedby": fields.parcelas.errorId }
              : {})}
          >
            {instalments.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <FieldErrors meta={fields.parcelas} />
        </div>
      ) : null}
    </div>
  );
}
