import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { TextField } from "~/components/forms/text-field";
import { accountIntent, accountSection } from "./account-intents";
import { AccountSection, SectionForm } from "./account-section";
import { SubmitButton } from "./submit-button";
import { useResetAfterSave } from "./use-reset-after-save";

const FORM_ID = "conta-senha";

/** A new password with its confirmation, allowed by the current one. */
export function PasswordForm({ lastResult }: { lastResult: SubmissionResult | undefined }) {
  const [form, fields] = useFormResult<{ senha_atual: string; nova_senha: string; confirmacao: string }>({
    id: FORM_ID,
    lastResult,
  });
  useResetAfterSave(FORM_ID, accountIntent.password);
  return (
    <AccountSection section={accountSection.password} titleId="conta-senha-titulo" title="Alterar senha">
      <SectionForm section={accountSection.password} form={form}>
        <TextField meta={fields.senha_atual} label="Senha atual" type="password" autoComplete="current-password" />
        <NewPasswordFields password={fields.nova_senha} confirmation={fields.confirmacao} />
        <SubmitButton intent={accountIntent.password} label="Alterar senha" busyLabel="Salvando…" />
      </SectionForm>
    </AccountSection>
  );
}
