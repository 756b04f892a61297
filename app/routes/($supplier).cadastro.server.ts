import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { Registration } from "~/models/account";
import {
  ADDRESS_SECTION,
  HONEYPOT_FIELD,
  registrationIntent,
  SENT_PARAM,
  SUGGESTED_EMAIL_FIELD,
} from "~/components/account/registration-names";
import { characteristicAnswers } from "~/models/checkout/checkout-form";
import { afterSignUpNotice } from "~/models/account-rules";
import { formatDocument } from "~/models/document";
import { messages } from "~/models/messages";
import {
  cepAddressValues,
  companyDocument,
  companyFormValues,
  conflictField,
  emailAddress,
  formatCep,
  postalAddressFields,
  registrationSchema,
  type RegistrationForm,
} from "~/models/registration";
import { parseSubmission } from "~/services/form-submission.server";
import { authenticate, getCompanyRegistry, registerUser, type NewUser } from "~/services/api/account.server";
import { getCustomerCharacteristics } from "~/services/api/customer-characteristics.server";
import type { ApiContext } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { afterSignIn, signIn } from "~/services/auth.server";
import { handOff, type HandOffLink } from "~/services/hand-off.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { enforceRateLimit } from "~/services/rate-limit.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { lookUpCep } from "~/services/delivery/addresses.server";
import { lookupAnswer } from "~/services/form-lookup.server";

const HIDDEN = ["senha", "confirmacao"];

const text = {
  companyNotFound: "Não encontramos este CNPJ na Receita. Preencha os dados da empresa.",
  companyLookupFailed: "Não foi possível consultar os dados da empresa agora. Preencha os dados e tente de novo.",
  companyFound: (nome: string) => `Preenchemos os dados de ${nome}: confira e complete o cadastro.`,
  logInToContinue: "Cadastro criado. Entre com seu e-mail e senha para continuar.",
  cepNotFound: "Não encontramos este CEP. Confira os números ou preencha o endereço.",
  cepLookupFailed: "Não foi possível buscar o CEP agora. Preencha o endereço e tente de novo.",
  cepFound: (cep: string) => `Preenchemos o endereço do CEP ${cep}: confira e informe o número.`,
};

/**
 * `passwordsTyped`: an answer with the form again (a lookup, a refusal), sent when passwords had
 * been typed. The answer never holds them (a page, a cache or a proxy's log must never see a
 * password come back): with JavaScript the browser puts back the ones it still has, without it the
 * page asks for them again. `suggestedEmail`: the company's contact e-mail the CNPJ lookup found,
 * offered beside the login e-mail. `conflict`: the field an upstream 409 is about (a document or an
 * e-mail already registered), where the page offers to log in or recover the password.
 */
export type RegistrationReply = {
  status: number;
  result: SubmissionResult;
  notice?: string;
  /** The notice said by the address's fields (the CEP looked up), not atop the form. */
  noticeAt?: "endereco" | null;
  handOff?: HandOffLink;
  passwordsTyped?: boolean;
  suggestedEmail?: string | null;
  conflict?: "email" | "documento" | null;
};

/** Whether the form sent had passwords typed. */
function typedPasswords(formData: FormData): boolean {
  return HIDDEN.some((name) => String(formData.get(name) ?? "") !== "");
}

/** The contact e-mail still offered (SUGGESTED_EMAIL_FIELD), when it is an e-mail. */
function suggestedEmailOf(formData: FormData): string | null {
  const parsed = emailAddress.safeParse(formData.get(SUGGESTED_EMAIL_FIELD) ?? "");
  return parsed.success ? parsed.data : null;
}

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
 * The page after a sign-up that awaits approval (docs/rules/account.md "Registration": the after-sign-up notice, or the
 * supplier's message_after_create), as a one-time message over the "sent" page.
 */
async function sentPage(context: SupplierContext, notice: string): Promise<Response> {
  const headers = { "Set-Cookie": await setFlashHeader({ kind: "success", message: notice.slice(0, 500) }) };
  return redirect(`${context.basePath}/cadastro?${SENT_PARAM}=1`, { headers });
}

/**
 * A lookup's answer: everything typed comes back to the form, with what the lookup found, but
 * never the passwords (`passwordsTyped` says whether there were any, RegistrationReply).
 */
function lookupReply(
  status: number,
  formData: FormData,
  result: SubmissionResult,
  { value = {}, notice }: { value?: Record<string, string>; notice?: string } = {},
): RegistrationReply {
  const initialValue: NonNullable<SubmissionResult["initialValue"]> = { ...result.initialValue, ...value };
  for (const name of HIDDEN) delete initialValue[name];
  return {
    status,
    result: { ...result, initialValue, intent: { type: "update", payload: { value: initialValue } } },
    ...(notice ? { notice } : {}),
    passwordsTyped: typedPasswords(formData),
    suggestedEmail: suggestedEmailOf(formData),
  };
}

/**
 * POST /cadastro: the CNPJ lookup (intent buscar-cnpj), the CEP lookup (buscar-cep), the contact
 * e-mail taken (usar-email) — each, without JavaScript, a 303 back to the form — or the sign-up itself.
 */
export async function handleRegistration(
  request: Request,
  context: SupplierContext,
  clientIp: string,
): Promise<RegistrationReply | Response> {
  const formData = await request.formData();
  // A lookup without JavaScript answers 303 back to the form, filled (ADR 0033); with it, in place.
  const looked = (reply: RegistrationReply, hash?: string) =>
    lookupAnswer(request, context, "cadastro", formData, reply, { hash });
  const intent = formData.get("intent");
  if (intent === registrationIntent.lookUpCompany) return looked(await lookUpCompany(formData, context, clientIp));
  if (intent === registrationIntent.lookUpCep) {
    // On a phone the address is far below the form's top: the page opens there, unless the lookup
    // failed altogether (said atop the form).
    const reply = await fillFromCep(formData, context, clientIp);
    return looked(reply, reply.result.error?.[""] ? "" : `#${ADDRESS_SECTION}`);
  }
  if (intent === registrationIntent.useSuggestedEmail) return looked(takeSuggestedEmail(formData));
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    log.info("registration.honeypot", { supplier: context.supplier.slug });
    throw await sentPage(context, messages.registration.pendingApproval);
  }
  // The form again, with what was typed but the passwords (asked again without JavaScript, put back with it).
  const again = (status: number, result: SubmissionResult, conflict: RegistrationReply["conflict"] = null) => ({
    status,
    result: masked(result),
    passwordsTyped: typedPasswords(formData),
    suggestedEmail: suggestedEmailOf(formData),
    conflict,
  });
  const characteristics = await getCustomerCharacteristics(context.supplier.idfornecedor, guestApi(context));
  const answers = characteristicAnswers(characteristics, (name) => String(formData.get(name) ?? ""));
  const submission = parseSubmission(formData, registrationSchema());
  if (submission.status !== "success" || Object.keys(answers.errors).length > 0)
    return again(400, submission.reply({ fieldErrors: answers.errors, hideFields: HIDDEN }));
  const form = submission.value;
  await enforceRateLimit({ action: "cadastro", clientIp, account: form.email, basePath: context.basePath });

  let registration: Registration;
  try {
    registration = await registerUser(context.supplier.idfornecedor, newUser(form), guestApi(context), answers.values);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("registration.refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    const field = error.status === 409 ? conflictField(error.serverMessage) : null;
    const message = error.status === 409 && error.serverMessage ? error.serverMessage : messages.registration.failure;
    const errors = field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
    return again(error.status === 409 ? 409 : 400, submission.reply({ ...errors, hideFields: HIDDEN }), field);
  }
  log.info("registration.created", {
    supplier: context.supplier.slug,
    idcliente: registration.idcliente,
    approved: registration.cadastro_aprovado,
  });
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
    const auth = await authenticate(
      {
        cpf: form.email,
        senha: form.senha,
        idcliente: registration.idcliente,
        idfornecedor: context.supplier.idfornecedor,
      },
      guestApi(context),
    );
    const outcome = await signIn(request, context, auth);
    if (outcome.kind === "hand-off")
      return await handOff(request, outcome.location, auth.fornecedor_logado.idfornecedor, guestApi(context));
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
 * docs/rules/account.md "Registration": "The new-user flow can look up company data by document": the form comes back with the
 * registry's data in place (an `update` of the form's values, so that it also lands in the fields
 * of a page that stays in place with JavaScript on).
 */
async function lookUpCompany(
  formData: FormData,
  context: SupplierContext,
  clientIp: string,
): Promise<RegistrationReply> {
  const submission = parseSubmission(formData, z.object({ documento: companyDocument }));
  if (submission.status !== "success")
    return lookupReply(400, formData, masked(submission.reply({ hideFields: HIDDEN })));
  await enforceRateLimit({ action: "cadastro", clientIp, basePath: context.basePath });
  const cnpj = submission.value.documento;
  try {
    const registry = await getCompanyRegistry(cnpj, guestApi(context));
    if (!registry) {
      return lookupReply(
        404,
        formData,
        masked(submission.reply({ fieldErrors: { documento: [text.companyNotFound] }, hideFields: HIDDEN })),
      );
    }
    const reply = lookupReply(200, formData, submission.reply({ hideFields: HIDDEN }), {
      value: { documento: formatDocument(cnpj), ...companyFormValues(registry) },
      notice: text.companyFound(registry.razao_social),
    });
    const contact = emailAddress.safeParse(registry.email ?? "");
    return contact.success ? { ...reply, suggestedEmail: contact.data } : reply;
  } catch (error) {
    return lookupFailed(error, LOOKUP_FAILURE.company, context, formData, submission);
  }
}

/** What a lookup the upstream did not answer logs, and what the form says over it. */
const LOOKUP_FAILURE = {
  company: { event: "registration.company_lookup_failed", message: text.companyLookupFailed },
  cep: { event: "registration.cep_lookup_failed", message: text.cepLookupFailed },
} as const;

/**
 * A lookup (the company's registry, the CEP) the upstream did not answer: logged as `event` with the
 * store and the failure, the form back (502) with `message` over it and everything typed kept.
 * Anything but an upstream failure propagates.
 */
function lookupFailed(
  error: unknown,
  { event, message }: { event: string; message: string },
  context: SupplierContext,
  formData: FormData,
  submission: { reply: (options: { formErrors: string[]; hideFields: string[] }) => SubmissionResult },
): RegistrationReply {
  if (!(error instanceof UpstreamError)) throw error;
  log.warn(event, { supplier: context.supplier.slug, status: error.status ?? error.failure });
  return lookupReply(502, formData, masked(submission.reply({ formErrors: [message], hideFields: HIDDEN })));
}

/**
 * "Usar este e-mail": the company's contact e-mail the CNPJ lookup offered becomes the login e-mail
 * (on the server, so it works without JavaScript), everything else kept as typed.
 */
function takeSuggestedEmail(formData: FormData): RegistrationReply {
  const suggestion = suggestedEmailOf(formData);
  const submission = parseSubmission(formData, z.object({}));
  const reply = lookupReply(200, formData, masked(submission.reply({ hideFields: HIDDEN })), {
    value: suggestion ? { email: suggestion } : {},
  });
  return { ...reply, suggestedEmail: null };
}

/**
 * "Buscar CEP" on the sign-up (as on the address form, on the server, so it works without
 * JavaScript): street, district, city and state of the CEP filled in, everything else kept as typed.
 */
async function fillFromCep(formData: FormData, context: SupplierContext, clientIp: string): Promise<RegistrationReply> {
  const submission = parseSubmission(formData, z.object({ cep: postalAddressFields.cep }));
  if (submission.status !== "success")
    return lookupReply(400, formData, masked(submission.reply({ hideFields: HIDDEN })));
  await enforceRateLimit({ action: "cadastro", clientIp, basePath: context.basePath });
  try {
    const entry = await lookUpCep(submission.value.cep, guestApi(context));
    if (!entry)
      return lookupReply(
        404,
        formData,
        masked(submission.reply({ fieldErrors: { cep: [text.cepNotFound] }, hideFields: HIDDEN })),
      );
    const reply = lookupReply(200, formData, masked(submission.reply({ hideFields: HIDDEN })), {
      value: cepAddressValues(entry),
      notice: text.cepFound(formatCep(entry.cep)),
    });
    return { ...reply, noticeAt: "endereco" };
  } catch (error) {
    return lookupFailed(error, LOOKUP_FAILURE.cep, context, formData, submission);
  }
}
