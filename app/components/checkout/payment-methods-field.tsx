import type { FieldMeta } from "~/components/forms/use-form-result";
import type { ReactNode } from "react";
import { FieldErrors } from "~/components/forms/field-errors";
import * as forms from "~/components/forms/forms.css";
import { formatBRL } from "~/models/money";
import * as layout from "~/styles/layout.css";
import * as styles from "./checkout.css";

type Method = { idformapagamento: string; descricao: string; tipo: "CARTAO" | "PIX" | "FATURADO" | "NA_ENTREGA" };

type Props = {
  methods: Method[];
  chosen: string | null;
  meta: FieldMeta;
  changeMeta: FieldMeta;
  creditAvailable: number | null;
  /** With JavaScript a new choice reprices at once; without it the button next to the choice does. */
  onChoose: ((idformapagamento: string) => void) | null;
  /** The field that takes the focus (the first in error of the page, without JavaScript). */
  autoFocusName: string | null;
  /** The card's fields, under the card method (docs/decisions/0026). */
  cardFields?: ReactNode;
};

const HOW_IT_GOES: Record<Method["tipo"], string> = {
  CARTAO: "O cartão é cobrado ao finalizar o pedido.",
  PIX: "O código PIX aparece depois de finalizar.",
  FATURADO: "Pagamento por boleto faturado, dentro do seu limite de crédito.",
  NA_ENTREGA: "Você paga ao receber ou retirar o pedido.",
};

/**
 * The payment methods the supplier offers this customer, as native radios. The one the cart is
 * priced for is checked; choosing another reprices the cart (docs/rules/cart.md "Payment method and prices": "Selecting a payment method
 * reloads the cart"). Cash on delivery asks what the change is for.
 */
export function PaymentMethodsField({
  methods,
  chosen,
  meta,
  changeMeta,
  creditAvailable,
  onChoose,
  autoFocusName,
  cardFields,
}: Props) {
  const errors = meta.errors ?? [];
  // The method refused is the one focused (else the first): its message is the group's.
  const focused =
    autoFocusName === meta.name
      ? (methods.find((method) => method.idformapagamento === chosen) ?? methods[0])?.idformapagamento
      : null;
  return (
    <fieldset className={styles.methods} aria-describedby={errors.length > 0 ? meta.errorId : undefined}>
      <legend className={forms.label}>Forma de pagamento</legend>
      {methods.map((method) => (
        <div key={method.idformapagamento} className={styles.methodOption}>
          <label className={styles.method}>
            <input
              type="radio"
              name={meta.name}
              value={method.idformapagamento}
              defaultChecked={method.idformapagamento === chosen}
              onChange={onChoose ? () => onChoose(method.idformapagamento) : undefined}
              {...(errors.length > 0 ? { "aria-invalid": true as const, "aria-describedby": meta.errorId } : {})}
              {...(focused === method.idformapagamento ? { autoFocus: true } : {})}
            />
            <span>{method.descricao}</span>
          </label>
          <p className={`${styles.muted} ${styles.nested}`}>
            {HOW_IT_GOES[method.tipo]}
            {method.tipo === "FATURADO" && creditAvailable !== null
              ? ` Crédito disponível: ${formatBRL(creditAvailable)}.`
              : null}
          </p>
          {method.tipo === "CARTAO" ? cardFields : null}
          {method.tipo === "NA_ENTREGA" ? (
            <div className={`${forms.field} ${styles.nested}`}>
              <label htmlFor={changeMeta.id}>Troco para (opcional)</label>
              <input
                key={changeMeta.key}
                id={changeMeta.id}
                name={changeMeta.name}
                defaultValue={changeMeta.initialValue}
                inputMode="decimal"
                autoComplete="off"
                placeholder="100,00"
                className={forms.input}
                {...(changeMeta.errors
                  ? { "aria-invalid": true as const, "aria-describedby": changeMeta.errorId }
                  : {})}
                {...(autoFocusName === changeMeta.name ? { autoFocus: true } : {})}
              />
              <FieldErrors meta={changeMeta} />
            </div>
          ) : null}
        </div>
      ))}
      <FieldErrors meta={meta} />
      {onChoose ? null : (
        // The page comes back at the payment section, the choice in view.
        <button
          type="submit"
          name="intent"
          value="pagamento"
          className={layout.secondaryButton}
          formNoValidate
          formAction="#pagamento"
        >
          Atualizar preços para a forma escolhida
        </button>
      )}
    </fieldset>
  );
}
