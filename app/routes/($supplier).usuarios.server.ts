import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { plainText } from "~/models/plain-text";
import { parseSubmission } from "~/services/form-submission.server";
import { createAccountUser, listAccountUsers, removeAccountUser } from "~/services/api/account.server";
import { UpstreamError } from "~/services/api/errors";
import { requireAccount } from "~/services/auth.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { allowInvitation } from "~/services/rate-limit.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** The storefront's own pt-BR texts of user management (the spec's messages live in messages.ts). */
export const usersTexts = {
  invited: (email: string) => `Usuário incluído. Enviamos para ${email} um convite para definir a senha.`,
  removed: (nome: string) => (nome ? `${nome} não tem mais acesso à conta.` : "O usuário não tem mais acesso à conta."),
  alreadyRemoved: "Este usuário já não faz parte da conta.",
  emailInUse: "Este e-mail já está em uso.",
  failed: "Não foi possível concluir agora. Tente novamente em instantes.",
};

export const IncludeUserSchema = z.object({
  intent: z.literal("incluir"),
  // The name goes into the invitation e-mail: without direction overrides or control characters.
  nome: z
    .string({ required_error: "Informe o nome do usuário." })
    .transform(plainText)
    .pipe(z.string().min(2, "Informe o nome do usuário.").max(120, "Use no máximo 120 caracteres.")),
  email: z
    .string({ required_error: "Informe o e-mail do usuário." })
    .trim()
    .toLowerCase()
    .max(254, "Use no máximo 254 caracteres.")
    .email("Informe um e-mail válido, como nome@empresa.com.br."),
});

const RemoveUserSchema = z.object({
  intent: z.literal("remover"),
  idusuario: z.coerce.number().int().positive(),
  nome: z.string().max(480).transform(plainText).pipe(z.string().max(120)).default(""),
});

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });

function createdOn(criadoEm: string): string {
  const date = new Date(criadoEm);
  return Number.isNaN(date.getTime()) ? criadoEm : dateFormat.format(date);
}

/**
 * docs/rules/account.md "Linked users": "The main linked customer can manage users". Only the principal login of a company
 * (never a representative acting for it, never one of its users); anyone else: not found. The
 * users belong to the login's own client, whichever linked client it buys for now.
 */
function requirePrincipal(context: SupplierContext) {
  const account = requireAccount(context);
  const { session } = account;
  const idcliente = session.idclienteLogin ?? session.cliente?.idcliente;
  if (!session.principal || session.representante || session.usuarioVinculado || idcliente === undefined) {
    throw new Response(null, { status: 404 });
  }
  return { idfornecedor: context.supplier.idfornecedor, idcliente };
}

/** The company's users, and the one `?remover=` asks to confirm the removal of. */
export async function loadUsers(context: SupplierContext, url: URL) {
  const { idfornecedor, idcliente } = requirePrincipal(context);
  const users = (await listAccountUsers(idfornecedor, idcliente, context.api)).map((user) => ({
    idusuario: user.idusuario,
    nome: user.nome,
    email: user.email,
    senhaDefinida: user.senha_definida,
    criadoEm: createdOn(user.criado_em),
  }));
  const removing = Number(url.searchParams.get("remover"));
  return { users, removing: users.some((user) => user.idusuario === removing) ? removing : null };
}

function statusOf(error: unknown): number | undefined {
  if (!(error instanceof UpstreamError)) throw error;
  return error.failure === "status" ? error.status : undefined;
}

async function includeUser(formData: FormData, context: SupplierContext, clientIp: string) {
  const { idfornecedor, idcliente } = requirePrincipal(context);
  const submission = parseSubmission(formData, IncludeUserSchema);
  if (submission.status !== "success")
    return data({ intent: "incluir" as const, result: submission.reply() }, { status: 400 });
  const { nome, email } = submission.value;
  // Each invitation is an e-mail: a company sends only so many per hour, from one address and in all.
  if (!(await allowInvitation({ clientIp, owner: `${idfornecedor}:${idcliente}` }))) {
    return data(
      { intent: "incluir" as const, result: submission.reply({ formErrors: [messages.users.tooManyInvitations] }) },
      { status: 429 },
    );
  }
  try {
    await createAccountUser(idfornecedor, idcliente, { nome, email }, context.api);
  } catch (error) {
    if (statusOf(error) === 409) {
      const message = (error as UpstreamError).serverMessage || usersTexts.emailInUse;
      return data(
        { intent: "incluir" as const, result: submission.reply({ fieldErrors: { email: [message] } }) },
        { status: 409 },
      );
    }
    return data(
      { intent: "incluir" as const, result: submission.reply({ formErrors: [usersTexts.failed] }) },
      { status: 503 },
    );
  }
  log.info("users.included", { supplier: context.supplier.slug, idcliente });
  const headers = { "Set-Cookie": await setFlashHeader({ kind: "success", message: usersTexts.invited(email) }) };
  return redirect(supplierPath(context.basePath, "/usuarios"), { headers });
}

async function removeUser(formData: FormData, context: SupplierContext) {
  const { idfornecedor, idcliente } = requirePrincipal(context);
  const submission = parseSubmission(formData, RemoveUserSchema);
  if (submission.status !== "success")
    return data({ intent: "remover" as const, result: submission.reply() }, { status: 400 });
  const { idusuario, nome } = submission.value;
  const back = supplierPath(context.basePath, "/usuarios");
  try {
    await removeAccountUser(idfornecedor, idcliente, idusuario, context.api);
  } catch (error) {
    if (statusOf(error) === 404) {
      return redirect(back, {
        headers: { "Set-Cookie": await setFlashHeader({ kind: "info", message: usersTexts.alreadyRemoved }) },
      });
    }
    return data(
      { intent: "remover" as const, result: submission.reply({ formErrors: [usersTexts.failed] }) },
      { status: 503 },
    );
  }
  log.info("users.removed", { supplier: context.supplier.slug, idcliente, idusuario });
  return redirect(back, {
    headers: { "Set-Cookie": await setFlashHeader({ kind: "success", message: usersTexts.removed(nome) }) },
  });
}

/** The page's POST: `incluir` a user by name and e-mail, or `remover` one (after the confirmation step). */
export async function manageUsers(request: Request, context: SupplierContext, clientIp: string) {
  requirePrincipal(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "incluir") return includeUser(formData, context, clientIp);
  if (intent === "remover") return removeUser(formData, context);
  return data({ intent: null, result: null, message: messages.forms.unknownAction }, { status: 400 });
}
