import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { TextField } from "~/components/forms/text-field";
import { accountIntent, accountSection, useSectionAction } from "./account-intents";
import * as styles from "./account.css";
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
  const action = useSectionAction(accountSection.password);
  return (
    <section id={accountSection.password} className={styles.card} aria-labelledby="conta-senha-titulo">
      <h2 id="conta-senha-titulo">Alterar senha</h2>
      <Form method="post" action={action} className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.senha_atual} label="Senha atual" type="password" autoComplete="current-password" />
        <NewPasswordFields password={fields.nova_senha} confirmation={fields.confirmacao} />
        <SubmitButton intent={accountIntent.password} label="Alterar senha" busyLabel="Salvando…" />
      </Form>
    </section>
  );
}
