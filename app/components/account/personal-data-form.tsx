import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { TextField } from "~/components/forms/text-field";
import { accountIntent, accountSection } from "./account-intents";
import { AccountSection, SectionForm } from "./account-section";
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
  return (
    <AccountSection section={accountSection.personalData} titleId="conta-dados-titulo" title="Alterar dados">
      <SectionForm section={accountSection.personalData} form={form}>
        <TextField meta={fields.nome} label="Nome completo ou razão social" autoComplete="name" />
        <TextField meta={fields.telefone} label="Telefone com DDD" type="tel" autoComplete="tel-national" />
        <TextField
          meta={fields.data_nascimento}
          label="Data de nascimento (opcional)"
          type="date"
          autoComplete="bday"
        />
        <SubmitButton intent={accountIntent.personalData} label="Salvar dados" busyLabel="Salvando…" />
      </SectionForm>
    </AccountSection>
  );
}
