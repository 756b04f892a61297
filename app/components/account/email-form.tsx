import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { TextField } from "~/components/forms/text-field";
import { accountIntent, accountSection } from "./account-intents";
import { AccountSection, SectionForm } from "./account-section";
import { SubmitButton } from "./submit-button";
import { useResetAfterSave } from "./use-reset-after-save";

const FORM_ID = "conta-email";

/** A new login e-mail, confirmed with the current password (spec: "change e-mail and password"). */
export function EmailForm({
  current,
  lastResult,
}: {
  current: string | null;
  lastResult: SubmissionResult | undefined;
}) {
  const [form, fields] = useFormResult<{ email: string; senha_atual: string }>({ id: FORM_ID, lastResult });
  useResetAfterSave(FORM_ID, accountIntent.email);
  return (
    <AccountSection section={accountSection.email} titleId="conta-email-titulo" title="Alterar e-mail">
      <SectionForm section={accountSection.email} form={form}>
        <TextField
          meta={fields.email}
          label="Novo e-mail"
          type="email"
          autoComplete="email"
          hint={current ? `E-mail atual: ${current}` : undefined}
        />
        <TextField meta={fields.senha_atual} label="Senha atual" type="password" autoComplete="current-password" />
        <SubmitButton intent={accountIntent.email} label="Alterar e-mail" busyLabel="Salvando…" />
      </SectionForm>
    </AccountSection>
  );
}
