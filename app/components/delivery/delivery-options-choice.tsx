import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as account from "~/components/account/account.css";
import { SubmitButton } from "~/components/account/submit-button";
import { FormErrors } from "~/components/forms/form-errors";
import { useFormResult } from "~/components/forms/use-form-result";
import * as formStyles from "~/components/forms/forms.css";
import { deliveryIntent, slotValue } from "~/models/delivery/delivery-intents";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { slotLabel } from "~/models/delivery/option-figures";
import { feeLabel, minimumLabel, nextSlotLabel } from "~/models/delivery/option-labels";
import { openingHoursLines } from "~/models/delivery/opening-hours";
import * as styles from "./delivery.css";

/** What an option costs and asks: its fee, minimum order and next slot. */
export function OptionFigures({ option }: { option: DeliveryOption }) {
  const minimum = minimumLabel(option);
  const next = nextSlotLabel(option);
  return (
    <ul className={styles.figures}>
      <li>{`${option.tipoEntrega === "RETIRADA" ? "Retirada" : "Entrega"}: ${feeLabel(option)}`}</li>
      {minimum ? <li>{minimum}</li> : null}
      {next ? <li>{next}</li> : null}
    </ul>
  );
}

/** The store of a pickup: its name, address and opening hours. */
export function PickupStore({ store }: { store: NonNullable<DeliveryOption["loja"]> }) {
  const lines = openingHoursLines(store.horarios);
  return (
    <section className={account.card} aria-labelledby="loja-retirada">
      <h2 id="loja-retirada" className={styles.optionName}>{`Retirar em: ${store.nome}`}</h2>
      {store.descricao_endereco_loja ? <p>{store.descricao_endereco_loja}</p> : null}
      {lines.length > 0 ? (
        <>
          <h3 className={account.factLabel}>Horário de funcionamento</h3>
          <ul className={styles.figures}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * The options with what each costs, and one native choice of "Quando?" grouping every option's
 * slots: picking a slot picks its option, with or without JavaScript.
 */
export function DeliveryOptionsChoice({
  options,
  active,
  returnTo,
  lastResult,
}: {
  options: DeliveryOption[];
  active: { idformaentrega: string; data_de_entrega: string | null } | null;
  returnTo: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useFormResult<{ agendamento: string }>({ id: "entrega-agendamento", lastResult });
  const pickup = options.every((option) => option.tipoEntrega === "RETIRADA");
  const errors = fields.agendamento.errors;
  return (
    <section aria-labelledby="formas-entrega" className={account.page}>
      <h2 id="formas-entrega" className={account.pageTitle}>
        {pickup ? "Retirada" : "Formas de entrega"}
      </h2>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.idformaentrega} className={account.card}>
            <h3 className={styles.optionName}>{option.descricao}</h3>
            <OptionFigures option={option} />
          </li>
        ))}
      </ul>
      <Form method="post" {...form.props} className={formStyles.form}>
        {returnTo ? <input type="hidden" name="voltar" value={returnTo} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fields.agendamento.id}>
            {pickup ? "Quando você vai retirar?" : "Quando você quer receber?"}
          </label>
          <select
            key={fields.agendamento.key}
            id={fields.agendamento.id}
            name="agendamento"
            className={styles.select}
            defaultValue={active ? slotValue(active.idformaentrega, active.data_de_entrega) : undefined}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? fields.agendamento.errorId : undefined}
          >
            {options.map((option) => (
              <optgroup key={option.idformaentrega} label={`${option.descricao} — ${feeLabel(option)}`}>
                {option.agendamentos.length > 0 ? (
                  option.agendamentos.map((slot) => (
                    <option key={slot.data_de_entrega} value={slotValue(option.idformaentrega, slot.data_de_entrega)}>
                      {slotLabel(slot)}
                    </option>
                  ))
                ) : (
                  <option
                    value={slotValue(option.idformaentrega, null)}
                  >{`${option.descricao}, sem horário marcado`}</option>
                )}
              </optgroup>
            ))}
          </select>
          {errors ? (
            <p id={fields.agendamento.errorId} className={formStyles.error}>
              {errors.join(" ")}
            </p>
          ) : null}
        </div>
        <SubmitButton
          intent={deliveryIntent.slot}
          label={pickup ? "Confirmar retirada" : "Confirmar entrega"}
          busyLabel="Salvando…"
        />
      </Form>
    </section>
  );
}
