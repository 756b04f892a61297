import type { SubmissionResult } from "@conform-to/react";
import { useFormResult } from "~/components/forms/use-form-result";
import { TextField } from "~/components/forms/text-field";
import * as layout from "~/styles/layout.css";
import { accountIntent, accountSection } from "./account-intents";
import { AccountSection, SectionForm } from "./account-section";
import * as styles from "./account.css";
import { SubmitButton } from "./submit-button";
import { useResetAfterSave } from "./use-reset-after-save";

type IdentityCheckProps = {
  verified: boolean;
  /** A code was just sent: the page says so where the code goes. */
  codeSent: boolean;
  sendResult: SubmissionResult | undefined;
  confirmResult: SubmissionResult | undefined;
};

/** docs/rules/account.md "Identity confirmation": a code sent to the customer's e-mail, typed back here. */
export function IdentityCheck({ verified, codeSent, sendResult, confirmResult }: IdentityCheckProps) {
  const [sendForm] = useFormResult({ id: "conta-enviar-codigo", lastResult: sendResult });
  const [confirmForm, fields] = useFormResult<{ codigo: string }>({
    id: "conta-confirmar-codigo",
    lastResult: confirmResult,
  });
  useResetAfterSave("conta-confirmar-codigo", accountIntent.confirmCode);
  return (
    <AccountSection section={accountSection.identity} titleId="conta-identidade-titulo" title="Confirmar identidade">
      {verified ? (
        <p className={layout.notice} role="status">
          E-mail confirmado
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            Enviaremos um código de 6 dígitos para o seu e-mail. Digite-o abaixo para confirmar que o e-mail é seu.
          </p>
          <SectionForm section={accountSection.identity} form={sendForm}>
            {codeSent ? (
              <p className={layout.notice} role="status">
                Código enviado. Confira seu e-mail e digite o código abaixo.
              </p>
            ) : null}
            <SubmitButton
              intent={accountIntent.sendCode}
              label={codeSent ? "Enviar outro código" : "Enviar código"}
              secondary
            />
          </SectionForm>
          <SectionForm section={accountSection.identity} form={confirmForm}>
            <TextField
              meta={fields.codigo}
              label="Código recebido"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <SubmitButton intent={accountIntent.confirmCode} label="Confirmar código" busyLabel="Confirmando…" />
          </SectionForm>
        </>
      )}
    </AccountSection>
  );
}
