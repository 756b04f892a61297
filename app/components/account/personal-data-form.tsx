import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { TextField } from "~/components/forms/text-field";
import { accountIntent, accountSection, useSectionAction } from "./account-intents";
import * as styles from "./account.css";
import { SubmitButton } from "./submit-button";
import { useResetAfterSave } from "./use-reset-after-save";

export type PersonalData = { nome: string; telefone: string; data_nascimento: string };

const FORM_ID = "conta-dados";

/** Name, phone and birth date (spec: "change user data"). */
export function PersonalDataForm({
  saved,
  lastResult,
}: {
  saved: PersonalData;
  lastResult: SubmissionResult | undefined;
}) {
  const [form, fields] = useFormResult<PersonalData>({ id: FORM_ID, lastResult, defaultValue: saved });
  useResetAfterSave(FORM_ID, accountIntent.personalData);
  const action = useSectionAction(accountSection.personalData);
  return (
    <section id={accountSection.personalData} className={styles.card} aria-labelledby="conta-dados-titulo">
      <h2 id="conta-dados-titulo">Alterar dados</h2>
      <Form method="post" action={action} className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.nome} label="Nome completo ou razão social" autoComplete="name" />
        <TextField meta={fields.telefone} label="Telefone com DDD" type="tel" autoComplete="tel-national" />
        <TextField
          meta={fields.data_nascimento}
          label="Data de nascimento (opcional)"
          type="date"
          autoComplete="bday"
        />
        <SubmitButton intent={accountIntent.personalData} label="Salvar dados" busyLabel="Salvando…" />
      </Form>
    </section>
  );
}
