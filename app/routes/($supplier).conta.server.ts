import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import {
  accountIntent,
  accountSection,
  CODE_SENT_PARAM,
  type AccountIntent,
} from "~/components/account/account-intents";
import type { AccountView } from "~/components/account/account-overview";
import type { PersonalData } from "~/components/account/personal-data-form";
import type { ClientRecord, ClientSettings } from "~/models/account";
import { accountRole, mayChange, type AccountChange } from "~/models/account-role";
import { documentKind, formatDocument } from "~/models/document";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { formatBRL } from "~/models/money";
import {
  birthDate,
  currentPassword,
  emailAddress,
  formatCep,
  formatDay,
  formatPhone,
  newPassword,
  passwordConfirmation,
  personName,
  phoneNumber,
  withConfirmation,
} from "~/models/registration";
import { parseSubmission } from "~/services/form-submission.server";
import {
  confirmVerification,
  getClientRecord,
  getClientSettings,
  sendVerification,
  updateUser,
  type UserDataChange,
} from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { updateSession, type SignedInAccount } from "~/services/auth.server";
import { setFlashHeader, type Flash } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { enforceRateLimit } from "~/services/rate-limit.server";
import type { AccountSession } from "~/services/session.server";
import type { SupplierContext } from "~/services/supplier-context.server";

const text = {
  wrongPassword: "Senha atual incorreta.",
  emailInUse: "Este e-mail já está em uso.",
  passwordChanged: "Senha alterada.",
  codeSendFailed: "Não foi possível enviar o código agora. Tente novamente em instantes.",
  codeInvalid: "Digite os 6 números do código.",
  codeRejected: "Código inválido ou expirado.",
};

/**
 * A function: "today" (for a birth date in the future) is the day of the request. The birth date
 * may stay empty (accounts made without one, companies): it is then left as it is.
 */
export function personalDataSchema() {
  return z.object({ nome: personName, telefone: phoneNumber, data_nascimento: birthDate(new Date()).optional() });
}
export const EmailChangeSchema = z.object({ email: emailAddress, senha_atual: currentPassword });
export const PasswordChangeSchema = withConfirmation(
  z.object({ senha_atual: currentPassword, nova_senha: newPassword, confirmacao: passwordConfirmation }),
  "nova_senha",
  "confirmacao",
);
export const CodeSchema = z.object({
  codigo: z
    .string({ required_error: text.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, text.codeInvalid),
});

export function accountView(record: ClientRecord, settings: ClientSettings): AccountView {
  const { endereco } = record;
  return {
    nome: record.nome,
    documentoRotulo: documentKind(record.cpf) === "cnpj" ? "CNPJ" : "CPF",
    documento: formatDocument(record.cpf),
    email: record.email,
    telefone: record.telefone ? formatPhone(record.telefone) : null,
    nascimento: record.data_nascimento ? formatDay(record.data_nascimento) : null,
    endereco: endereco
      ? [
          `${endereco.rua}, ${endereco.numero}${endereco.complemento ? ` — ${endereco.complemento}` : ""}`,
          `${endereco.bairro}, ${endereco.cidade} — ${endereco.uf}`,
          `CEP ${formatCep(endereco.cep)}`,
        ]
      : null,
    aprovado: settings.cadastro_aprovado,
    credito:
      settings.limite_credito_total === null
        ? null
        : {
            total: formatBRL(settings.limite_credito_total),
            disponivel:
              settings.limite_credito_disponivel === null ? null : formatBRL(settings.limite_credito_disponivel),
          },
    emailVerificado: settings.email_verificado,
  };
}

/** What the personal-data form starts with. */
export function savedPersonalData(record: ClientRecord): PersonalData {
  return {
    nome: record.nome,
    telefone: record.telefone ? formatPhone(record.telefone) : "",
    data_nascimento: record.data_nascimento ?? "",
  };
}

export type AccountActionReply = { status: number; intent: AccountIntent; result: SubmissionResult };

type Customer = NonNullable<AccountSession["cliente"]>;

type ActionScope = {
  request: Request;
  context: SupplierContext;
  account: SignedInAccount;
  cliente: Customer;
  clientIp: string;
};

/** What each form of the page changes: a form the session's role may not use is refused (403). */
const CHANGE_OF: Record<AccountIntent, AccountChange> = {
  [accountIntent.personalData]: "personalData",
  [accountIntent.email]: "login",
  [accountIntent.password]: "login",
  [accountIntent.sendCode]: "identity",
  [accountIntent.confirmCode]: "identity",
};

function isAccountIntent(value: unknown): value is AccountIntent {
  return typeof value === "string" && Object.hasOwn(CHANGE_OF, value);
}

/** The account page, where `to` says (query and fragment), with the session's new cookie when it changed. */
async function backToAccount(
  scope: ActionScope,
  { to, flash, session }: { to: string; flash?: Flash; session?: AccountSession },
): Promise<Response> {
  const headers = session ? await updateSession(scope.request, session) : new Headers();
  if (flash) headers.append("Set-Cookie", await setFlashHeader(flash));
  return redirect(`${supplierPath(scope.context.basePath, "/conta")}${to}`, { headers });
}

/** After a save the page opens at the top of its content, where the one-time message shows. */
const SAVED = "#conteudo";

/** The account page's forms, by intent: personal data, e-mail, password, identity confirmation. */
export async function handleAccountAction(scope: ActionScope): Promise<AccountActionReply> {
  const formData = await scope.request.formData();
  const intent = formData.get("intent");
  if (!isAccountIntent(intent)) throw new Response("Bad Request", { status: 400 });
  if (!mayChange(accountRole(scope.account.session), CHANGE_OF[intent]))
    throw new Response("Forbidden", { status: 403 });
  switch (intent) {
    case accountIntent.personalData:
      return changePersonalData(scope, formData);
    case accountIntent.email:
      return changeEmail(scope, formData);
    case accountIntent.password:
      return changePassword(scope, formData);
    case accountIntent.sendCode:
      return sendCode(scope, formData);
    case accountIntent.confirmCode:
      return confirmCode(scope, formData);
  }
}

async function changePersonalData(scope: ActionScope, formData: FormData): Promise<AccountActionReply> {
  const intent = accountIntent.personalData;
  const submission = parseSubmission(formData, personalDataSchema());
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  const { nome, telefone, data_nascimento } = submission.value;
  try {
    await updateUser(
      scope.cliente.idcliente,
      { nome, telefone, ...(data_nascimento ? { data_nascimento } : {}) },
      scope.context.api,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("account.update_failed", { supplier: scope.context.supplier.slug, status: error.status ?? error.failure });
    return { status: 400, intent, result: submission.reply({ formErrors: [messages.user.updateFailed] }) };
  }
  const session = { ...scope.account.session, cliente: { ...scope.cliente, nome } };
  throw await backToAccount(scope, { to: SAVED, flash: { kind: "success", message: messages.user.updated }, session });
}

/** The login the session's e-mail and password belong to: a sub-user's own, or the customer's. */
function loginKey({ account, cliente }: ActionScope): string {
  const user = account.session.usuarioVinculado;
  return user ? `usuario:${user.idusuario}` : `conta:${cliente.idcliente}`;
}

/**
 * A login change (e-mail or password) with the current password. A 401 is a wrong current password
 * unless the session itself is gone, which the session check tells (it leads to the login then).
 */
async function changeLogin(
  scope: ActionScope,
  change: UserDataChange,
): Promise<{ field: string; message: string } | null> {
  await enforceRateLimit({
    action: "senha",
    clientIp: scope.clientIp,
    account: loginKey(scope),
    basePath: scope.context.basePath,
  });
  try {
    await updateUser(scope.cliente.idcliente, change, scope.context.api);
    return null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("account.login_change_refused", {
      supplier: scope.context.supplier.slug,
      status: error.status ?? error.failure,
    });
    if (error.status === 401) {
      await getClientSettings(scope.cliente.idcliente, scope.context.api);
      return { field: "senha_atual", message: error.serverMessage ?? text.wrongPassword };
    }
    if (error.status === 409) return { field: "email", message: error.serverMessage ?? text.emailInUse };
    return { field: "", message: messages.user.updateFailed };
  }
}

function refusalReply(refusal: { field: string; message: string }) {
  return refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : { formErrors: [refusal.message] };
}

/** The session with the login's new e-mail: a sub-user's own, or the customer's. */
function withLoginEmail({ account, cliente }: ActionScope, email: string): AccountSession {
  const user = account.session.usuarioVinculado;
  return user
    ? { ...account.session, usuarioVinculado: { ...user, email } }
    : { ...account.session, cliente: { ...cliente, email } };
}

async function changeEmail(scope: ActionScope, formData: FormData): Promise<AccountActionReply> {
  const intent = accountIntent.email;
  const hideFields = ["senha_atual"];
  const submission = parseSubmission(formData, EmailChangeSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply({ hideFields }) };
  const { email, senha_atual } = submission.value;
  const refusal = await changeLogin(scope, { email, senhaAtual: senha_atual });
  if (refusal) return { status: 400, intent, result: submission.reply({ ...refusalReply(refusal), hideFields }) };
  const session = withLoginEmail(scope, email);
  throw await backToAccount(scope, { to: SAVED, flash: { kind: "success", message: messages.user.updated }, session });
}

async function changePassword(scope: ActionScope, formData: FormData): Promise<AccountActionReply> {
  const intent = accountIntent.password;
  const hideFields = ["senha_atual", "nova_senha", "confirmacao"];
  const submission = parseSubmission(formData, PasswordChangeSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply({ hideFields }) };
  const refusal = await changeLogin(scope, {
    senhaAtual: submission.value.senha_atual,
    novaSenha: submission.value.nova_senha,
  });
  if (refusal) return { status: 400, intent, result: submission.reply({ ...refusalReply(refusal), hideFields }) };
  throw await backToAccount(scope, { to: SAVED, flash: { kind: "success", message: text.passwordChanged } });
}

/** docs/rules/account.md "Identity confirmation": a code sent by e-mail, typed back on the page. */
async function sendCode(scope: ActionScope, formData: FormData): Promise<AccountActionReply> {
  const intent = accountIntent.sendCode;
  const submission = parseSubmission(formData, z.object({}));
  try {
    await sendVerification(
      { idcliente: scope.cliente.idcliente, idfornecedor: scope.context.supplier.idfornecedor },
      scope.context.api,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("account.verification_send_failed", {
      supplier: scope.context.supplier.slug,
      status: error.status ?? error.failure,
    });
    return { status: 400, intent, result: submission.reply({ formErrors: [text.codeSendFailed] }) };
  }
  throw await backToAccount(scope, { to: `?${CODE_SENT_PARAM}=enviado#${accountSection.identity}` });
}

async function confirmCode(scope: ActionScope, formData: FormData): Promise<AccountActionReply> {
  const intent = accountIntent.confirmCode;
  const submission = parseSubmission(formData, CodeSchema);
  if (submission.status !== "success") return { status: 400, intent, result: submission.reply() };
  try {
    await confirmVerification(submission.value.codigo, scope.context.api);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("account.verification_refused", {
      supplier: scope.context.supplier.slug,
      status: error.status ?? error.failure,
    });
    const message = error.status === 422 ? (error.serverMessage ?? text.codeRejected) : messages.user.updateFailed;
    return { status: 400, intent, result: submission.reply({ fieldErrors: { codigo: [message] } }) };
  }
  throw await backToAccount(scope, { to: `#${accountSection.identity}` });
}

/**
 * The account page's data: the customer's record and settings, fetched together (the settings are
 * the session check: a 401 leads to the login). docs/rules/account.md "User data": "A change of approval status in the
 * fetched user data redirects to /{s}", with the session updated. With them, who is on the page
 * (the forms it shows) and the e-mail of the session's login (a sub-user's own, not the company's).
 */
export async function loadAccountPage(
  request: Request,
  context: SupplierContext,
  account: SignedInAccount,
  cliente: Customer,
) {
  const [record, settings] = await Promise.all([
    getClientRecord(cliente.idcliente, cliente.email, context.api),
    getClientSettings(cliente.idcliente, context.api),
  ]);
  if (settings.cadastro_aprovado !== account.session.aprovado) {
    const headers = await updateSession(request, { ...account.session, aprovado: settings.cadastro_aprovado });
    throw redirect(supplierPath(context.basePath), { headers });
  }
  const known = record ?? { ...cliente, telefone: null, data_nascimento: null, endereco: null };
  const codeSent = new URL(request.url).searchParams.has(CODE_SENT_PARAM);
  const view = accountView(known, settings);
  const loginEmail = account.session.usuarioVinculado?.email ?? view.email;
  return { role: accountRole(account.session), view, loginEmail, saved: savedPersonalData(known), codeSent };
}
