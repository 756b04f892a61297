import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { Authentication } from "~/models/account";
import { pendingTermsVersion } from "~/models/account-rules";
import { filterClients } from "~/models/client-filter";
import { supplierPath } from "~/models/links";
import { readRepresentativeClaims } from "~/models/representative-token";
import { parseSubmission } from "~/services/form-submission.server";
import {
  accessRepresentedClient,
  getClientSettings,
  listRepresentedClients,
  switchLinkedClient,
} from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { endToken, requireAccount, updateSession, type SignedInAccount } from "~/services/auth.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import type { AccountSession } from "~/services/session.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** The storefront's own pt-BR texts of the client picker (the spec's messages live in messages.ts). */
export const pickerTexts = {
  acting: (nome: string) => `Atendendo ${nome}`,
  buyingFor: (nome: string) => `Agora você está comprando para ${nome}`,
  stopped: (nome: string) => `Você encerrou o atendimento de ${nome}.`,
  notServed: "Cliente não atendido por este representante.",
  notLinked: "Este cliente não está vinculado ao seu usuário.",
  failed: "Não foi possível trocar de cliente agora. Tente novamente em instantes.",
  pickOne: "Escolha um cliente.",
};

export type PickerClient = {
  idcliente: number;
  nome: string;
  cpf: string;
  cidade: string | null;
  aprovado: boolean;
  atual: boolean;
};

const QUERY_MAX = 100;

type Representative = NonNullable<AccountSession["representante"]>;

type Picker = { role: "representative"; representative: Representative } | { role: "linked"; representative: null };

/**
 * Who may use the picker (docs/rules/account.md "Representative"): a representative picks the client to act for; a login with
 * several linked clients (or none principal) switches among them. Anyone else: not found.
 */
function pickerOf(session: AccountSession): Picker {
  if (session.representante) return { role: "representative", representative: session.representante };
  if (session.trocaCliente) return { role: "linked", representative: null };
  throw new Response(null, { status: 404 });
}

/** The picker's list: the representative's clients from the upstream, or the login's linked clients. */
export async function loadPicker(context: SupplierContext, url: URL) {
  const { session } = requireAccount(context);
  const { role, representative } = pickerOf(session);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const current = session.cliente?.idcliente ?? null;
  const clients = representative
    ? await listRepresentedClients(
        representative.idusuario,
        context.supplier.idfornecedor,
        representativeApi(context, representative),
      )
    : (session.clientesVinculados ?? []).map((client) => ({ ...client, cidade: null, cadastro_aprovado: true }));
  const all: PickerClient[] = clients.map((client) => ({
    idcliente: client.idcliente,
    nome: client.nome,
    cpf: client.cpf,
    cidade: client.cidade,
    aprovado: client.cadastro_aprovado,
    atual: client.idcliente === current,
  }));
  return { role, q, clients: filterClients(all, q), total: all.length };
}

const ClientId = z.coerce
  .number({ required_error: pickerTexts.pickOne, invalid_type_error: pickerTexts.pickOne })
  .int()
  .positive();

const PickSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("atender"), idcliente: ClientId }),
  z.object({ intent: z.literal("trocar"), idcliente: ClientId }),
  z.object({ intent: z.literal("encerrar") }),
]);

function representativeApi(context: SupplierContext, representative: Representative) {
  return { ...context.api, token: representative.token };
}

/** An upstream refusal of a pick: the server's own message on 403 (docs/upstream-api.md §30, §38). */
function refusal(error: unknown, forbidden: string): { message: string; status: number } {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.failure === "status" && error.status === 403)
    return { message: error.serverMessage || forbidden, status: 403 };
  return { message: pickerTexts.failed, status: 503 };
}

/** The token that acted for a client stops working once the representative leaves that client. */
async function releaseActingToken(context: SupplierContext, account: SignedInAccount) {
  const representative = account.session.representante;
  if (!representative || !account.session.cliente || account.token === representative.token) return;
  await endToken({ ...context.api, token: account.token });
}

/** The session acting for the client of an Authentication, with a one-time message on the next page. */
async function actFor(
  request: Request,
  context: SupplierContext,
  session: AccountSession,
  auth: Authentication,
  message: string,
) {
  const headers = await updateSession(request, session, { value: auth.token, expiresAt: auth.expira_em });
  headers.append("Set-Cookie", await setFlashHeader({ kind: "success", message }));
  return redirect(supplierPath(context.basePath), { headers });
}

/** `atender`: the representative acts for one of their clients (docs/upstream-api.md §30). */
async function startActing(
  request: Request,
  context: SupplierContext,
  account: SignedInAccount,
  representative: Representative,
  idcliente: number,
) {
  const auth = await accessRepresentedClient(idcliente, representativeApi(context, representative));
  await releaseActingToken(context, account);
  const session: AccountSession = {
    ...account.session,
    cliente: auth.cliente,
    aprovado: auth.cadastro_aprovado,
    principal: false,
    trocaCliente: false,
    usuarioVinculado: null,
    idclienteLogin: undefined,
    clientesVinculados: undefined,
    termosPendentes: null,
    jwttoken: auth.jwttoken,
  };
  log.info("clients.representative_acting", {
    supplier: context.supplier.slug,
    idusuario: representative.idusuario,
    idcliente,
  });
  return actFor(request, context, session, auth, pickerTexts.acting(auth.cliente.nome));
}

/** `encerrar`: back to the representative's own token, acting for nobody. */
async function stopActing(
  request: Request,
  context: SupplierContext,
  account: SignedInAccount,
  representative: Representative,
) {
  await releaseActingToken(context, account);
  const claims = readRepresentativeClaims(representative.token);
  const expiresAt = claims ? new Date(claims.exp * 1000).toISOString() : null;
  const session: AccountSession = {
    ...account.session,
    cliente: null,
    aprovado: true,
    termosPendentes: null,
    jwttoken: null,
  };
  const headers = await updateSession(request, session, { value: representative.token, expiresAt });
  const previous = account.session.cliente;
  if (previous)
    headers.append("Set-Cookie", await setFlashHeader({ kind: "info", message: pickerTexts.stopped(previous.nome) }));
  log.info("clients.representative_stopped", { supplier: context.supplier.slug, idusuario: representative.idusuario });
  return redirect(supplierPath(context.basePath, "/clientes"), { headers });
}

/**
 * `trocar`: a linked user acts for another client of the login (docs/upstream-api.md §38). The path
 * names the login's own client, whichever client the session acts for now.
 */
async function switchClient(request: Request, context: SupplierContext, account: SignedInAccount, idcliente: number) {
  const { session } = account;
  const loginId = session.idclienteLogin ?? session.cliente?.idcliente;
  if (loginId === undefined) throw new Response(null, { status: 404 });
  const auth = await switchLinkedClient(loginId, idcliente, context.api);
  // Approval and terms belong to each client: the new client's own flags, read with its token.
  // Only then does the token of the client left end, so a failure here leaves the session as it was.
  const settings = await getClientSettings(auth.cliente.idcliente, { ...context.api, token: auth.token });
  await endToken(context.api);
  const next: AccountSession = {
    ...session,
    cliente: auth.cliente,
    aprovado: settings.cadastro_aprovado,
    usuarioVinculado: auth.usuario_vinculado_logado ?? session.usuarioVinculado,
    idclienteLogin: loginId,
    termosPendentes: pendingTermsVersion(settings),
    jwttoken: auth.jwttoken,
  };
  log.info("clients.linked_switched", {
    supplier: context.supplier.slug,
    from: session.cliente?.idcliente,
    to: idcliente,
  });
  return actFor(request, context, next, auth, pickerTexts.buyingFor(auth.cliente.nome));
}

/** The picker's POST: `atender` and `encerrar` for a representative, `trocar` for a linked user. */
export async function pickClient(request: Request, context: SupplierContext) {
  const account = requireAccount(context);
  const { representative } = pickerOf(account.session);
  const submission = parseSubmission(await request.formData(), PickSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const choice = submission.value;
  if (representative && choice.intent === "encerrar") return stopActing(request, context, account, representative);
  try {
    if (representative && choice.intent === "atender")
      return await startActing(request, context, account, representative, choice.idcliente);
    if (!representative && choice.intent === "trocar")
      return await switchClient(request, context, account, choice.idcliente);
  } catch (error) {
    const { message, status } = refusal(error, representative ? pickerTexts.notServed : pickerTexts.notLinked);
    return data(submission.reply({ formErrors: [message] }), { status });
  }
  throw new Response(null, { status: 404 });
}
