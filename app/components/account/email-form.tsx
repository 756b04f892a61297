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
  const action = useSectionAction(accountSection.email);
  return (
    <section id={accountSection.email} className={styles.card} aria-labelledby="conta-email-titulo">
      <h2 id="conta-email-titulo">Alterar e-mail</h2>
      <Form method="post" action={action} className={forms.form} {...form.props}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.email}
          label="Novo e-mail"
          type="email"
          autoComplete="email"
          hint={current ? `E-mail atual: ${current}` : undefined}
        />
        <TextField meta={fields.senha_atual} label="Senha atual" type="password" autoComplete="current-password" />
        <SubmitButton intent={accountIntent.email} label="Alterar e-mail" busyLabel="Salvando…" />
      </Form>
    </section>
  );
}
