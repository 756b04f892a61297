import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { parseLoginText } from "~/models/document";
import { messages } from "~/models/messages";
import { parseSubmission } from "~/services/form-submission.server";
import { lookupUser, requestPasswordRecovery } from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { enforceAccountLimit, enforceRateLimit, lookupAccount } from "~/services/rate-limit.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** The query of the recovery page once the link was sent. */
export const SENT_PARAM = "enviado";

const text = {
  loginRequired: "Informe seu e-mail, CPF ou CNPJ.",
  loginInvalid: "Informe um e-mail, CPF ou CNPJ válido.",
  /** A login no account has is no fault: said at the field, with the sign-up offered on the page. */
  unknownLogin:
    "Não encontramos um cadastro com este e-mail, CPF ou CNPJ. Confira o que foi digitado ou crie seu cadastro.",
  linkSent: (maskedEmail: string) =>
    `Enviamos um link para ${maskedEmail}. Abra-o para criar uma nova senha (confira também a caixa de spam).`,
};

export const RecoverySchema = z.object({
  login: z
    .string({ required_error: text.loginRequired })
    .trim()
    .max(254, text.loginInvalid)
    .transform((value, ctx) => {
      const parsed = parseLoginText(value);
      if (parsed.kind !== "invalid") return parsed.login;
      ctx.addIssue({ code: "custom", message: text.loginInvalid });
      return z.NEVER;
    }),
});

/**
 * docs/rules/account.md "Password recovery": "Customer id for password recovery has slashes removed" (requestPasswordRecovery does);
 * docs/rules/account.md "Password recovery": 'Falha ao solicitar redefinição de senha' when the request fails. A
 * login no account has (the upstream's 404) is not a failure: the field says no account was found,
 * and the page offers the sign-up. On success the page says where the link went, with the e-mail as
 * masked by the server.
 */
export async function handleRecovery(
  request: Request,
  context: SupplierContext,
  clientIp: string,
): Promise<{ status: number; result: SubmissionResult }> {
  const submission = parseSubmission(await request.formData(), RecoverySchema);
  if (submission.status !== "success") return { status: 400, result: submission.reply() };
  const { login } = submission.value;
  await enforceRateLimit({ action: "senha", clientIp, account: login, basePath: context.basePath });
  const guestApi = { ...context.api, token: null };
  try {
    // The e-mail, CPF and CNPJ of one account share its requests (the lookup names the account).
    const found = await lookupUser(login, guestApi);
    if (found)
      await enforceAccountLimit({ action: "senha", account: lookupAccount(found), basePath: context.basePath });
    const maskedEmail = await requestPasswordRecovery(login, guestApi);
    log.info("recovery.requested", { supplier: context.supplier.slug });
    const headers = {
      "Set-Cookie": await setFlashHeader({ kind: "success", message: text.linkSent(maskedEmail).slice(0, 500) }),
    };
    throw redirect(`${context.basePath}/senha?${SENT_PARAM}=1`, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("recovery.refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    if (error.status === 404)
      return { status: 404, result: submission.reply({ fieldErrors: { login: [text.unknownLogin] } }) };
    return { status: 400, result: submission.reply({ formErrors: [messages.recovery.failure] }) };
  }
}
