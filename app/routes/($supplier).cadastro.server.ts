import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Registration } from "~/models/account";
import { HONEYPOT_FIELD, registrationIntent, SENT_PARAM } from "~/components/account/registration-names";
import { afterSignUpNotice } from "~/models/account-rules";
import { formatDocument } from "~/models/document";
import { messages } from "~/models/messages";
import { companyDocument, companyFormValues, conflictField, registrationSchema, type RegistrationForm } from "~/models/registration";
import { parseSubmission } from "~/services/form-submission.server";
import { authenticate, getCompanyRegistry, registerUser, type NewUser } from "~/services/api/account.server";
import type { ApiContext } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { afterSignIn, signIn } from "~/services/auth.server";
import { handOff, type HandOffLink } from "~/services/hand-off.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { enforceRateLimit } from "~/services/rate-limit.server";
import type { SupplierContext } from "~/services/supplier-context.server";

const HIDDEN = ["senha", "confirmacao"];

const text = {
  companyNotFound: "Não encontramos este CNPJ na Receita. Preencha os dados da empresa.",
  companyLookupFailed: "Não foi possível consultar os dados da empresa agora. Preencha os dados e tente de novo.",
  companyFound: (nome: string) => `Preenchemos os dados de ${nome}: confira e complete o cadastro.`,
  logInToContinue: "Cadastro criado. Entre com seu e-mail e senha para continuar.",
};

export type RegistrationReply = { status: number; result: SubmissionResult; notice?: string; handOff?: HandOffLink };

/** What comes back to the form: everything typed but the passwords, the document with its mask. */
function masked(result: SubmissionResult): SubmissionResult {
  const documento = result.initialValue?.documento;
  if (typeof documento !== "string") return result;
  return { ...result, initialValue: { ...result.initialValue, documento: formatDocument(documento) } };
}

function guestApi(context: SupplierContext): ApiContext {
  return { ...context.api, token: null };
}

/**
 * The page after a sign-up that awaits approval (spec §8: the after-sign-up notice, or the
 * supplier's message_after_create), as a one-time message over the "sent" page.
 */
async function sentPage(context: SupplierContext, notice: string): Promise<Response> {
  const headers = { "Set-Cookie": await setFlashHeader({ kind: "success", message: notice.slice(0, 500) }) };
  return redirect(`${context.basePath}/cadastro?${SENT_PARAM}=1`, { headers });
}

/** POST /cadastro: the CNPJ lookup (intent buscar-cnpj) or the sign-up itself. */
export async function handleRegistration(request: Request, context: SupplierContext, clientIp: string): Promise<RegistrationReply> {
  const formData = await request.formData();
  if (formData.get("intent") === registrationIntent.lookUpCompany) return lookUpCompany(formData, context, clientIp);
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    log.info("registration.honeypot", { supplier: context.supplier.slug });
    throw await sentPage(context, messages.registration.pendingApproval);
  }
  const submission = parseSubmission(formData, registrationSchema());
  if (submission.status !== "success") return { status: 400, result: masked(submission.reply({ hideFields: HIDDEN })) };
  const form = submission.value;
  enforceRateLimit({ action: "cadastro", clientIp, account: form.email, basePath: context.basePath });

  let registration: Registration;
  try {
    registration = await registerUser(context.supplier.idfornecedor, newUser(form), guestApi(context));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("registration.refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    const field = error.status === 409 ? conflictField(error.serverMessage) : null;
    const message = error.status === 409 && error.serverMessage ? error.serverMessage : messages.registration.failure;
    const errors = field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
    return { status: error.status === 409 ? 409 : 400, result: masked(submission.reply({ ...errors, hideFields: HIDDEN })) };
  }
  log.info("registration.created", { supplier: context.supplier.slug, idcliente: registration.idcliente, approved: registration.cadastro_aprovado });
  if (!registration.cadastro_aprovado) throw await sentPage(context, afterSignUpNotice(registration));
  const signedIn = await signInNewCustomer(request, context, form, registration);
  if (signedIn instanceof Response) throw signedIn;
  return { status: 200, result: submission.reply({ hideFields: HIDDEN }), handOff: signedIn };
}

/**
 * Approved at once: the new customer is logged in and goes on (terms of use first when pending),
 * or is given the link to the store on another site the upstream logged them in at.
 */
async function signInNewCustomer(
  request: Request,
  context: SupplierContext,
  form: RegistrationForm,
  registration: Registration,
): Promise<Response | HandOffLink> {
  try {
    const auth = await authenticate({ cpf: form.email, senha: form.senha, idcliente: registration.idcliente, idfornecedor: context.supplier.idfornecedor }, guestApi(context));
    const outcome = await signIn(request, context, auth);
    if (outcome.kind === "hand-off") return await handOff(request, outcome.location, auth.fornecedor_logado.idfornecedor, guestApi(context));
    if (outcome.kind === "awaiting-approval") return sentPage(context, afterSignUpNotice(registration));
    return afterSignIn(outcome, context.basePath, form.redirectTo ?? null);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("registration.sign_in_failed", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    const headers = { "Set-Cookie": await setFlashHeader({ kind: "info", message: text.logInToContinue }) };
    return redirect(`${context.basePath}/entrar`, { headers });
  }
}

function newUser(form: RegistrationForm): NewUser {
  return {
    nome: form.nome,
    data_nascimento: form.data_nascimento,
    cpf: form.documento,
    email: form.email,
    telefone: form.telefone,
    senha: form.senha,
    endereco: {
      cep: form.cep,
      rua: form.rua,
      numero: form.numero,
      complemento: form.complemento ?? null,
      bairro: form.bairro,
      cidade: form.cidade,
      uf: form.uf,
    },
  };
}

/**
 * Spec §5 "The new-user flow can look up company data by document": the form comes back with the
 * registry's data in place (an `update` of the form's values, so that it also lands in the fields
 * of a page that stays in place with JavaScript on).
 */
async function lookUpCompany(formData: FormData, context: SupplierContext, clientIp: string): Promise<RegistrationReply> {
  const submission = parseSubmission(formData, z.object({ documento: companyDocument }));
  if (submission.status !== "success") return { status: 400, result: masked(submission.reply({ hideFields: HIDDEN })) };
  enforceRateLimit({ action: "cadastro", clientIp, basePath: context.basePath });
  const cnpj = submission.value.documento;
  try {
    const registry = await getCompanyRegistry(cnpj, guestApi(context));
    if (!registry) {
      return { status: 404, result: masked(submission.reply({ fieldErrors: { documento: [text.companyNotFound] }, hideFields: HIDDEN })) };
    }
    const result = submission.reply({ hideFields: HIDDEN });
    const value = { ...result.initialValue, documento: formatDocument(cnpj), ...companyFormValues(registry) };
    return {
      status: 200,
      result: { ...result, initialValue: value, intent: { type: "update", payload: { value } } },
      notice: text.companyFound(registry.razao_social),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("registration.company_lookup_failed", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    return { status: 502, result: masked(submission.reply({ formErrors: [text.companyLookupFailed], hideFields: HIDDEN })) };
  }
}
