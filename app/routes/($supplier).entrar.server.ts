import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { parseLoginText } from "~/models/document";
import { messages } from "~/models/messages";
import { parseSubmission } from "~/services/form-submission.server";
import { authenticate, authenticateRepresentative, lookupUser } from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { afterSignIn, signIn, signInRepresentative } from "~/services/auth.server";
import { draftAtSignIn } from "~/services/checkout/checkout-draft.server";
import { handOff, type HandOffLink } from "~/services/hand-off.server";
import { log } from "~/services/logger.server";
import {
  clearLoginFailures,
  countFailedLogin,
  enforceLoginLimit,
  lookupAccount,
  type LoginAttempt,
} from "~/services/rate-limit.server";
import type { SupplierContext } from "~/services/supplier-context.server";

export const LoginSchema = z.object({
  login: z.string({ required_error: "Informe seu e-mail, CPF ou CNPJ." }).trim().max(254),
  senha: z.string({ required_error: "Informe sua senha." }).max(200),
  representante: z.literal("on").optional(),
  redirectTo: z.string().max(2000).optional(),
});

const HIDDEN = ["senha"];

/** The refusal the shopper sees for an upstream failure (docs/rules/account.md "Login"). */
function refusal(error: unknown): string {
  if (error instanceof UpstreamError && error.failure === "status" && (error.status === 401 || error.status === 403)) {
    return messages.auth.invalidCredentials;
  }
  if (error instanceof UpstreamError) return messages.auth.tryLater;
  throw error;
}

/**
 * docs/rules/account.md "Login": the login text decides e-mail or document; the lookup finds the account
 * ('Email ou CPF Invalido' when it does not); a representative logs in through their own endpoint.
 */
export type LoginReply = { status: number; result: SubmissionResult<string[]>; handOff?: HandOffLink };

export async function logIn(request: Request, context: SupplierContext, clientIp: string): Promise<LoginReply> {
  const submission = parseSubmission(await request.formData(), LoginSchema);
  if (submission.status !== "success") return { status: 400, result: submission.reply({ hideFields: HIDDEN }) };
  const { login, senha, redirectTo } = submission.value;
  const parsed = parseLoginText(login);
  // Failed attempts are counted per address, per login as the upstream knows it ("529.982.247-25"
  // and "529 982 247 25" are one CPF) and per account; a successful login clears its login's count.
  const attempt: LoginAttempt = { clientIp, login: parsed.kind === "invalid" ? null : parsed.login };
  await enforceLoginLimit(attempt, context.basePath);
  const lookupFailed = async (): Promise<LoginReply> => {
    await countFailedLogin(attempt);
    return {
      status: 400,
      result: submission.reply({ fieldErrors: { login: [messages.user.lookupFailed] }, hideFields: HIDDEN }),
    };
  };
  if (parsed.kind === "invalid") return lookupFailed();
  const guestApi = { ...context.api, token: null };
  const credentials = { cpf: parsed.login, senha, idfornecedor: context.supplier.idfornecedor };
  try {
    const found = await lookupUser(parsed.login, guestApi);
    if (!found) return await lookupFailed();
    attempt.account = lookupAccount(found);
    await enforceLoginLimit(attempt, context.basePath);
    if (submission.value.representante || found.representante) {
      const answer = await authenticateRepresentative(credentials, guestApi);
      const outcome = answer.token ? await signInRepresentative(request, context, answer.token) : null;
      if (!outcome) {
        await countFailedLogin(attempt);
        return {
          status: 401,
          result: submission.reply({ formErrors: [messages.auth.couldNotAuthenticate], hideFields: HIDDEN }),
        };
      }
      await clearLoginFailures(attempt);
      throw redirect(`${context.basePath}/clientes`, { headers: outcome });
    }
    const auth = await authenticate({ ...credentials, idcliente: found.idcliente }, guestApi);
    await clearLoginFailures(attempt);
    // A checkout draft kept when a session ended goes on to this customer only (ADR 0016), and the
    // cart is priced at once for the payment method it holds: the first page shows those prices.
    const draft = draftAtSignIn(request, context, String(auth.cliente.idcliente), redirectTo ?? null);
    const outcome = await signIn(request, context, auth, draft.fields?.idformapagamento ?? null);
    if (outcome.kind === "hand-off") {
      const link = await handOff(request, outcome.location, auth.fornecedor_logado.idfornecedor, guestApi);
      return { status: 200, result: submission.reply({ hideFields: HIDDEN }), handOff: link };
    }
    if (outcome.kind === "awaiting-approval") {
      return {
        status: 403,
        result: submission.reply({ formErrors: [messages.registration.alreadyConfirmed], hideFields: HIDDEN }),
      };
    }
    if (draft.header) outcome.headers.append("Set-Cookie", draft.header);
    throw afterSignIn(outcome, context.basePath, redirectTo ?? null);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.info("auth.login_refused", {
      supplier: context.supplier.slug,
      reason: error instanceof UpstreamError ? (error.status ?? error.failure) : "unexpected",
    });
    const message = refusal(error);
    // A wrong password is a failed attempt; an upstream that could not answer is nobody's attempt.
    if (message === messages.auth.invalidCredentials) await countFailedLogin(attempt);
    return { status: 401, result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) };
  }
}
