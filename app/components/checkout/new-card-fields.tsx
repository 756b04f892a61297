import type { ComponentProps } from "react";
import { PostalAddressFields } from "~/components/delivery/postal-address-fields";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import type { FieldMeta } from "~/components/forms/use-form-result";
import type { Tokenization } from "./card-tokenization";
import * as styles from "./checkout.css";

/** The new card's fields' names (the billing address as PostalAddressFields names it). */
export type NewCardFieldName =
  | "number"
  | "name"
  | "expiry"
  | "cvc"
  | "cep"
  | "rua"
  | "numero"
  | "complemento"
  | "bairro"
  | "cidade"
  | "uf"
  | "salvarCartao";

/** The card's own fields: what each asks and how the browser may fill it in from a saved card. */
const CARD_FIELDS = {
  number: { label: "Número do cartão", inputMode: "numeric", autoComplete: "cc-number", maxLength: 23 },
  name: { label: "Nome impresso no cartão", autoComplete: "cc-name", autoCapitalize: "characters", maxLength: 80 },
  expiry: {
    label: "Validade (MM/AA)",
    inputMode: "numeric",
    autoComplete: "cc-exp",
    placeholder: "MM/AA",
    maxLength: 7,
  },
} as const satisfies Partial<Record<NewCardFieldName, Omit<ComponentProps<typeof TextField>, "meta">>>;

/** A card's security code: the same input wherever a card is paid with (saved or new). */
export function CvcField({
  meta,
  label = "Código de segurança (CVC)",
  hint,
  autoFocus,
}: {
  meta: FieldMeta;
  label?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      meta={meta}
      label={label}
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={4}
      hint={hint}
      autoFocus={autoFocus}
    />
  );
}

/**
 * A new card: its number, the name printed on it, its expiry and CVC, its billing address (the
 * delivery address to start with) and whether to keep it. The same fields in the checkout form and
 * on the order's payment page; each says what to type again after an answer (`numberHint`, `cvcHint`).
 */
export function NewCardFields({
  fields,
  numberHint,
  cvcHint,
  savedFor = null,
  autoFocusName = null,
}: {
  fields: Record<NewCardFieldName, FieldMeta>;
  numberHint: string | undefined;
  cvcHint: string | undefined;
  /** Whose next purchases a kept card serves, when not the viewer's own (a client served, a company). */
  savedFor?: string | null;
  /** The field that takes the focus (the first in error of the page, without JavaScript). */
  autoFocusName?: string | null;
}) {
  const focus = (meta: FieldMeta) => (autoFocusName === meta.name ? { autoFocus: true } : {});
  const cardField = (name: keyof typeof CARD_FIELDS, hint?: string) => (
    <TextField meta={fields[name]} {...focus(fields[name])} {...CARD_FIELDS[name]} hint={hint} />
  );
  return (
    <>
      {cardField("number", numberHint)}
      {cardField("name")}
      <div className={styles.cardRow}>
        {cardField("expiry")}
        <CvcField meta={fields.cvc} {...focus(fields.cvc)} hint={cvcHint} />
      </div>
      <fieldset className={forms.fieldset}>
        <legend className={forms.label}>Endereço de cobrança do cartão</legend>
        <p className={styles.muted}>Deve ser o mesmo endereço cadastrado no banco emissor do cartão.</p>
        <PostalAddressFields fields={fields} />
      </fieldset>
      <label className={forms.checkbox}>
        <input
          type="checkbox"
          name="salvarCartao"
          defaultChecked={fields.salvarCartao.initialValue === "on"}
          key={fields.salvarCartao.key}
        />
        {savedFor
          ? `Salvar este cartão para as próximas compras de ${savedFor}`
          : "Salvar este cartão para as próximas compras"}
      </label>
    </>
  );
}

/** What to say beside the number after an answer that named the card's last four digits. */
export function retypeNumberHint(lastFour: string | undefined): string | undefined {
  return lastFour
    ? `Por segurança o número não fica na página: digite de novo o número do cartão com final ${lastFour}.`
    : undefined;
}

export const RETYPE_CVC = "Digite de novo: ele não fica na página.";

/**
 * tokenizeCard of ./card-tokenization, its code fetched when a shopper sends a new card (docs/decisions/0056).
 * Should it not come (a release replaced it), the gateway counts as unreachable: the form is sent as
 * it is, as without JavaScript.
 */
export function tokenizeCardOnDemand(gatewayPath: string, form: FormData): Promise<Tokenization> {
  return import(/* on demand */ "./card-tokenization").then(
    // `module.tokenizeCard`, not a destructured parameter: Vite would rewrite that import (onDemandImports in vite.config.ts).
    (module) => module.tokenizeCard(gatewayPath, form),
    (): Tokenization => ({ kind: "unreachable" }),
  );
}
