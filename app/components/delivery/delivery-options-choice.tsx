import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as account from "~/components/account/account.css";
import { ChoiceButton, ChoiceFields } from "./delivery-choice-forms";
import { FormErrors } from "~/components/forms/form-errors";
import { useFormResult } from "~/components/forms/use-form-result";
import * as formStyles from "~/components/forms/forms.css";
import { deliveryIntent, slotValue } from "~/models/delivery/delivery-intents";
import type { DeliveryOption } from "~/models/delivery/delivery-option";
import { feeLabel, minimumLabel, nextSlotLabel, slotLabel } from "~/models/delivery/option-labels";
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
 * The options with what each costs, and under each its slots as buttons: pressing a slot chooses it
 * with its option (choosing is confirming), with or without JavaScript. The one in effect (the first
 * slot of the first option until another is chosen) is pressed.
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
  const inEffect = active ? slotValue(active.idformaentrega, active.data_de_entrega) : null;
  return (
    <section aria-labelledby="formas-entrega" className={account.page}>
      <h2 id="formas-entrega" className={account.pageTitle}>
        {pickup ? "Quando você vai retirar?" : "Quando você quer receber?"}
      </h2>
      <Form method="post" {...form.props} className={formStyles.form}>
        <ChoiceFields intent={deliveryIntent.slot} returnTo={returnTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        {errors ? (
          <p id={fields.agendamento.errorId} className={formStyles.error} role="alert">
            {errors.join(" ")}
          </p>
        ) : null}
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.idformaentrega} className={account.card}>
              <h3 id={`forma-${option.idformaentrega}`} className={styles.optionName}>
                {option.descricao}
              </h3>
              <OptionFigures option={option} />
              <div role="group" aria-labelledby={`forma-${option.idformaentrega}`} className={styles.choiceButtons}>
                {(option.agendamentos.length > 0 ? option.agendamentos : [null]).map((slot) => {
                  const value = slotValue(option.idformaentrega, slot?.data_de_entrega ?? null);
                  return (
                    <ChoiceButton
                      key={value}
                      name="agendamento"
                      value={value}
                      pressed={value === inEffect}
                      describedBy={errors ? fields.agendamento.errorId : undefined}
                    >
                      {slot ? slotLabel(slot) : `Escolher ${option.descricao}`}
                    </ChoiceButton>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      </Form>
    </section>
  );
}
