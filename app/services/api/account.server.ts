import {
  AccountAcknowledgementSchema,
  AccountUserListSchema,
  AccountUserSchema,
  AuthenticationSchema,
  ClientRecordListSchema,
  ClientSettingsSchema,
  CompanyRegistrySchema,
  PasswordRecoverySchema,
  RegistrationSchema,
  RepresentativeAuthenticationSchema,
  RepresentedClientListSchema,
  TermsOfUseSchema,
  UserLookupSchema,
} from "~/models/account";
import { recoveryId } from "~/models/document";
import type { AddressPlace } from "~/models/shared/address-place";
import { getEnv } from "../env.server";
import type { RegistrationBody } from "~/models/requests/registration";
import type { UserUpdateBody } from "~/models/requests/user-update";
import type { ApiKeyLoginBody, AuthenticateBody, SwitchLinkedClientBody } from "~/models/requests/login";
import type { VerificationCodeBody } from "~/models/requests/verification-code";
import type { TermsAcceptanceBody } from "~/models/requests/terms-acceptance";
import type { PasswordResetBody } from "~/models/requests/password-reset";
import type { AccountUserBody } from "~/models/requests/account-user";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";
import { nullWhenNotFound } from "./errors";
import { clientPath } from "./catalogue.server";

/** Calls 27–38 of docs/upstream-api.md: logins, registration, recovery, terms, representatives, linked users. */

const segment = (value: string | number) => encodeURIComponent(String(value));

/** GET /v2/app/{apptoken}/usuario/{login} — null when the login is unknown. */
export function lookupUser(login: string, ctx: ApiContext) {
  return nullWhenNotFound(
    upstreamRequest({ path: appPath(`/v2/app/{apptoken}/usuario/${segment(login)}`), schema: UserLookupSchema, ctx }),
  );
}

export type Credentials = {
  cpf: string;
  senha?: string | null;
  idcliente?: number | null;
  idfornecedor: string;
  tokenOrigin?: string | null;
};

/** The body of calls 28 and 29 (app/models/requests/login.ts): every key sent, null when it does not apply. */
function authenticationBody(credentials: Credentials, loginAsRepresentante: boolean) {
  return {
    cpf: credentials.cpf,
    senha: credentials.senha ?? null,
    idcliente: credentials.idcliente ?? null,
    idfornecedor: credentials.idfornecedor,
    idcadastroextracliente: null,
    loginAsRepresentante,
    tokenOrigin: credentials.tokenOrigin ?? null,
  } satisfies AuthenticateBody;
}

/** POST /v1/app/{apptoken}/usuario/autenticar — a password login, or a hand-off with tokenOrigin. */
export function authenticate(credentials: Credentials, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: appPath("/v1/app/{apptoken}/usuario/autenticar"),
    body: authenticationBody(credentials, false),
    schema: AuthenticationSchema,
    ctx,
  });
}

/** POST /v1/app/{apptoken}/usuario/autenticar/representante — the answer's token is a JWT, or missing. */
export function authenticateRepresentative(credentials: Credentials, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: appPath("/v1/app/{apptoken}/usuario/autenticar/representante"),
    body: authenticationBody(credentials, true),
    schema: RepresentativeAuthenticationSchema,
    ctx,
  });
}

/** GET /v4/representante/{idusuario}/{idfornecedor} — with the representative's token. */
export async function listRepresentedClients(idusuario: number, idfornecedor: string, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: `/v4/representante/${segment(idusuario)}/${segment(idfornecedor)}`,
    schema: RepresentedClientListSchema,
    ctx,
  });
  return answer.clientes;
}

/** GET /v4/acessorepresentante/{idcliente} — checks the access and opens a session acting for the client. */
export function accessRepresentedClient(idcliente: number, ctx: ApiContext) {
  return upstreamRequest({
    path: `/v4/acessorepresentante/${segment(idcliente)}`,
    schema: AuthenticationSchema,
    ctx,
    retry: false,
  });
}

/** GET /v1/app/{apptoken}/cliente/logout — the token stops working. */
export function logout(ctx: ApiContext) {
  return upstreamRequest({
    path: appPath("/v1/app/{apptoken}/cliente/logout"),
    schema: AccountAcknowledgementSchema,
    ctx,
    retry: false,
  });
}

/** POST /v4/api-key/login — its body: app/models/requests/login.ts. */
export function apiKeyLogin(body: ApiKeyLoginBody, ctx: ApiContext) {
  return upstreamRequest({ method: "POST", path: "/v4/api-key/login", body, schema: AuthenticationSchema, ctx });
}

/** GET /v2/app/{apptoken}/{clientpath}/get-configuracoes-cliente — the session check; a 401 ends the session. */
export function getClientSettings(idcliente: number, ctx: ApiContext) {
  return upstreamRequest({
    path: appPath(`/v2/app/{apptoken}/${clientPath(String(idcliente))}/get-configuracoes-cliente`),
    schema: ClientSettingsSchema,
    ctx,
  });
}

/** GET /v1/app/{apptoken}/{clientpath}/cliente?email= — the customer's own record. */
export async function getClientRecord(idcliente: number, email: string | null, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: appPath(`/v1/app/{apptoken}/${clientPath(String(idcliente))}/cliente`),
    query: { email, idcadastroextracliente: null },
    schema: ClientRecordListSchema,
    ctx,
  });
  return answer.clientes.find((cliente) => cliente.idcliente === idcliente) ?? null;
}

export type UserDataChange = {
  nome?: string;
  telefone?: string;
  data_nascimento?: string;
  email?: string;
  senhaAtual?: string;
  novaSenha?: string;
};

/**
 * PUT /v1/app/usuario/{idcliente} — user data, or the login (e-mail, password) with the current
 * password. With `senhaAtual`, a 401 is a wrong current password ("Senha atual incorreta."), not an
 * expired session: it comes back as an UpstreamError with status 401.
 */
export function updateUser(idcliente: number, dadosUsuario: UserDataChange, ctx: ApiContext) {
  return upstreamRequest({
    method: "PUT",
    path: `/v1/app/usuario/${segment(idcliente)}`,
    body: { dadosUsuario } satisfies UserUpdateBody,
    schema: AccountAcknowledgementSchema,
    ctx,
    ...(dadosUsuario.senhaAtual === undefined ? {} : { expiresSessionOn401: false as const }),
  });
}

/** GET /v4/verificacao/enviar-verificacao — a code to confirm the customer's identity. */
export function sendVerification(query: { idcliente: number; idfornecedor: string }, ctx: ApiContext) {
  return upstreamRequest({
    path: "/v4/verificacao/enviar-verificacao",
    query: { canal: "EMAIL", idcliente: query.idcliente, idfornecedor: query.idfornecedor, fonte: "WEB" },
    schema: AccountAcknowledgementSchema,
    ctx,
    retry: false,
  });
}

/** POST /v4/verificacao/confirmar */
export function confirmVerification(codigo: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: "/v4/verificacao/confirmar",
    body: { codigo } satisfies VerificationCodeBody,
    schema: AccountAcknowledgementSchema,
    ctx,
  });
}

/** GET termouso?versaoArquivo= — on TERMS_BASE_URL when set: a public text, asked for without the shopper's token. */
export function getTermsOfUse(versao: number, ctx: ApiContext) {
  return upstreamRequest({
    path: "/termouso",
    query: { versaoArquivo: versao },
    schema: TermsOfUseSchema,
    ctx: { ...ctx, token: null },
    base: getEnv().TERMS_BASE_URL ?? getEnv().API_BASE_URL,
  });
}

/** PUT /v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso */
export function acceptTermsOfUse(query: { idcliente: number; idfornecedor: string; versao: number }, ctx: ApiContext) {
  return upstreamRequest({
    method: "PUT",
    path: `/v4/client/${segment(query.idcliente)}/supplier/${segment(query.idfornecedor)}/termos-uso`,
    body: { versao: query.versao } satisfies TermsAcceptanceBody,
    schema: AccountAcknowledgementSchema,
    ctx,
  });
}

/** GET /v1/app/usuario/dados-receita/{cnpj} — null when the registry does not know it. */
export function getCompanyRegistry(cnpj: string, ctx: ApiContext) {
  return nullWhenNotFound(
    upstreamRequest({ path: `/v1/app/usuario/dados-receita/${segment(cnpj)}`, schema: CompanyRegistrySchema, ctx }),
  );
}

export type NewUser = {
  nome: string;
  data_nascimento: string;
  cpf: string;
  email: string;
  telefone: string;
  senha: string;
  endereco: Omit<AddressPlace, "descricao" | "pais" | "pontoref">;
};

/**
 * POST /v1/app/{apptoken}/cliente/anonimo/usuario — a sign-up at the supplier, with the answers to
 * its customer characteristics (§8); its body: app/models/requests/registration.ts.
 */
export function registerUser(
  idfornecedor: string,
  usuario: NewUser,
  ctx: ApiContext,
  caracteristicas: { idcaracteristica: string; valor: string }[] = [],
) {
  return upstreamRequest({
    method: "POST",
    path: appPath(`/v1/app/{apptoken}/${clientPath(null)}/usuario`),
    body: { idfornecedor, tokenOrigin: "web", usuario, caracteristicas } satisfies RegistrationBody,
    schema: RegistrationSchema,
    ctx,
  });
}

/** GET /v2/app/{apptoken}/cliente/senha/recuperar/{login} — answers the masked e-mail the link went to. */
export async function requestPasswordRecovery(login: string, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: appPath(`/v2/app/{apptoken}/cliente/senha/recuperar/${segment(recoveryId(login))}`),
    schema: PasswordRecoverySchema,
    ctx,
    retry: false,
  });
  return answer.email;
}

/** POST /v2/app/{apptoken}/cliente/senha/redefinir — a new password from the link's token; its body: app/models/requests/password-reset.ts. */
export function resetPassword(body: PasswordResetBody, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: appPath("/v2/app/{apptoken}/cliente/senha/redefinir"),
    body,
    schema: AccountAcknowledgementSchema,
    ctx,
  });
}

const accountUsersPath = (idfornecedor: string, idcliente: number) =>
  `/v1/app/usuario/${segment(idfornecedor)}/${segment(idcliente)}`;

/** GET /v1/app/usuario/{idfornecedor}/{idcliente} — the people who may log in for the company. */
export async function listAccountUsers(idfornecedor: string, idcliente: number, ctx: ApiContext) {
  const answer = await upstreamRequest({
    path: accountUsersPath(idfornecedor, idcliente),
    schema: AccountUserListSchema,
    ctx,
  });
  return answer.usuarios;
}

/** POST /v1/app/usuario/{idfornecedor}/{idcliente} — registers a user by e-mail; the server invites them. Its body: app/models/requests/account-user.ts. */
export function createAccountUser(idfornecedor: string, idcliente: number, user: AccountUserBody, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: accountUsersPath(idfornecedor, idcliente),
    body: user,
    schema: AccountUserSchema,
    ctx,
  });
}

/** DELETE /v1/app/usuario/{idfornecedor}/{idcliente}/{idusuario} */
export function removeAccountUser(idfornecedor: string, idcliente: number, idusuario: number, ctx: ApiContext) {
  return upstreamRequest({
    method: "DELETE",
    path: `${accountUsersPath(idfornecedor, idcliente)}/${segment(idusuario)}`,
    schema: AccountAcknowledgementSchema,
    ctx,
  });
}

/** POST /v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados — act for another linked client. */
export function switchLinkedClient(idcliente: number, idclienteVinculado: number, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: appPath(`/v1/app/{apptoken}/usuario/${segment(idcliente)}/clientes-vinculados`),
    body: { idclienteVinculado } satisfies SwitchLinkedClientBody,
    schema: AuthenticationSchema,
    ctx,
  });
}
