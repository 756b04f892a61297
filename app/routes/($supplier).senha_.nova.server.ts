import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { newPassword, passwordConfirmation, withConfirmation } from "~/models/registration";
import { parseSubmission } from "~/services/form-submission.server";
import { resetPassword } from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";

const HIDDEN = ["senha", "confirmacao"];

const text = {
  linkInvalid: "Link de redefinição inválido ou expirado.",
  failure: "Não foi possível alterar a senha agora. Tente novamente em instantes.",
  changed: "Senha alterada. Entre com a nova senha.",
};

/** The link's token travels in a hidden field; it is never logged. */
const ResetToken = z
  .string({ required_error: text.linkInvalid })
  .trim()
  .min(1, text.linkInvalid)
  .max(500, text.linkInvalid);

export const PasswordResetSchema = withConfirmation(
  z.object({ token: ResetToken, senha: newPassword, confirmacao: passwordConfirmation }),
  "senha",
  "confirmacao",
);

export type PasswordResetReply = { status: number; result: SubmissionResult; linkExpired: boolean };

/**
 * docs/upstream-api.md §36: a new password from the recovery link's token. A 422 (a link unknown,
 * used or expired) shows the server's message with a way to ask again; success leads to the login.
 */
export async function handlePasswordReset(request: Request, context: SupplierContext): Promise<PasswordResetReply> {
  const submission = parseSubmission(await request.formData(), PasswordResetSchema);
  if (submission.status !== "success") {
    const linkExpired = submission.error?.token !== undefined;
    return { status: 400, result: submission.reply({ hideFields: HIDDEN }), linkExpired };
  }
  try {
    await resetPassword(
      { token: submission.value.token, senha: submission.value.senha },
      { ...context.api, token: null },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("recovery.reset_refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    const linkExpired = error.status === 422;
    const message = linkExpired ? (error.serverMessage ?? text.linkInvalid) : text.failure;
    return {
      status: linkExpired ? 422 : 400,
      result: submission.reply({ formErrors: [message], hideFields: HIDDEN }),
      linkExpired,
    };
  }
  log.info("recovery.password_reset", { supplier: context.supplier.slug });
  const headers = { "Set-Cookie": await setFlashHeader({ kind: "success", message: text.changed }) };
  throw redirect(`${context.basePath}/entrar`, { headers });
}
