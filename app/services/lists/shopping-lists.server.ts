import { redirect } from "@remix-run/node";
import { z } from "zod";
import { supplierPath } from "~/models/links";
import { listText } from "~/models/lists/list-text";
import { isListId } from "~/models/lists/list-view";
import { MAX_LIST_NAME, type ShoppingListSummary } from "~/models/lists/shopping-list";
import { isUpstreamRefusal, UpstreamError } from "~/services/api/errors";
import { createShoppingList, listShoppingLists } from "~/services/api/shopping-list.server";
import type { SignedInAccount } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { setFlashHeader, type Flash } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { requireOrderOwner } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * The shopping lists' pages (docs/upstream-api.md §71–§81; ADR 0037): whose lists (the client being
 * served), their ids and names as forms send them, and the redirects that say what happened.
 */

export type ListOwner = { account: SignedInAccount; idcliente: string; idformapagamento: string | null };

/** The client whose lists these are: a guest goes to log in, a representative to pick a client. */
export function requireListOwner(context: SupplierContext): ListOwner {
  const { account, idcliente } = requireOrderOwner(context);
  return { account, idcliente, idformapagamento: cartPreferences(account).idformapagamento };
}

/** A page's list id: digits only, else a 404 page without any call. */
export function listIdOf(value: string | undefined): string {
  if (!isListId(value)) throw listNotFound();
  return value;
}

export const listNotFound = () => new Response("Lista não encontrada", { status: 404 });

/**
 * Who else sees these lists, when anyone does: a company's users and the representative serving it
 * share the client's lists (said on the page).
 */
export function sharedNote(account: SignedInAccount): string | null {
  const { session } = account;
  const company = session.cliente?.nome ?? "este cliente";
  if (session.representante)
    return `Você está atendendo ${company}: as listas são desse cliente, e ele também as vê e altera.`;
  if (session.usuarioVinculado || session.principal || (session.clientesVinculados?.length ?? 0) > 0)
    return `Estas listas são de ${company}: todos os usuários dessa conta veem e alteram as mesmas listas.`;
  return null;
}

/** A list's name as typed: trimmed, 1 to 80 characters, no control characters. */
export const ListNameField = z
  .string({ required_error: listText.nameMissing })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, listText.nameMissing)
      .max(MAX_LIST_NAME, listText.nameTooLong)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]*$/, listText.nameInvalid),
  );

/** A name as typed, kept to show again in its field (bounded: a field holds at most this much). */
export const typedText = (value: FormDataEntryValue | null, max = 200) =>
  typeof value === "string" ? value.slice(0, max) : "";

/** A form's list name (`nome`): as typed, to show again, and the name, or why it is refused. */
export function listNameOf(form: FormData): { typed: string } & ({ nome: string } | { nome: null; error: string }) {
  const typed = typedText(form.get("nome"));
  const parsed = ListNameField.safeParse(form.get("nome") ?? "");
  if (!parsed.success) return { typed, nome: null, error: parsed.error.issues[0]?.message ?? listText.nameMissing };
  return { typed, nome: parsed.data };
}

/**
 * A new list of the client's own (call 74) with these lines, or what to say when it was not made: too
 * many lists already (409), or the upstream did not answer (503).
 */
export async function createOwnList(
  context: SupplierContext,
  owner: ListOwner,
  nome: string,
  itens: { idproduto: string; quantidade: number }[],
): Promise<{ made: ShoppingListSummary } | { made: null; error: string; status: 409 | 503 }> {
  try {
    const made = await createShoppingList(
      context.supplier.idfornecedor,
      { idcliente: owner.idcliente, nome, itens },
      { ...context.api, signal: undefined },
    );
    return { made };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("shopping_lists.create_failed", { status: error.status ?? error.failure });
    const full = error.failure === "status" && error.status === 409;
    return { made: null, error: full ? listText.tooMany : listText.failed, status: full ? 409 : 503 };
  }
}

/** The client's own lists (call 72, CLIENTE), to save into or copy to. */
export async function ownLists(context: SupplierContext, owner: ListOwner): Promise<ShoppingListSummary[]> {
  return listShoppingLists(context.supplier.idfornecedor, owner.idcliente, "CLIENTE", context.api);
}

/** A redirect (303 once through supplierAction) with a message on the next page. */
export async function redirectWith(location: string, flash: Flash): Promise<Response> {
  return redirect(location, { headers: { "Set-Cookie": await setFlashHeader(flash) } });
}

/** The list's page, at a page of its lines and a line's anchor. */
export function listPagePath(context: SupplierContext, idlista: string, pagina = 1, line?: string): string {
  const query = pagina > 1 ? `?pagina=${pagina}` : "";
  return `${supplierPath(context.basePath, `/listas/${idlista}`)}${query}${line ? `#linha-${line}` : ""}`;
}

/** An upstream refusal of a list that is not (or no longer) the client's: a 404 page. */
export function refusalIsNotFound(error: unknown): boolean {
  return isUpstreamRefusal(error) && error instanceof UpstreamError && error.status === 404;
}
