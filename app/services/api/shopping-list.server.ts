import { z } from "zod";
import { CartSchema } from "~/models/cart";
import {
  LIST_PAGE_SIZE,
  ShoppingListLineSchema,
  ShoppingListListSchema,
  ShoppingListPageSchema,
  ShoppingListSummarySchema,
  type ShoppingListKind,
} from "~/models/lists/shopping-list";
import type { NewShoppingList, ShoppingListName, ShoppingListQuantity } from "~/models/requests/shopping-list";
import { getEnv } from "../env.server";
import { log } from "../logger.server";
import { upstreamRequest, type ApiContext } from "./client.server";
import { UpstreamError } from "./errors";

/**
 * Calls 72–81 of docs/upstream-api.md: the client's shopping lists and the supplier's suggested ones.
 * Calls 79–81 are optional: a platform that answers them 405 or 501 (or 404 for a line or list that
 * is there) lacks them, and the storefront hides their controls for an hour.
 */

const L = "/v4/shopping-list";
const id = encodeURIComponent;

/** GET /v4/shopping-list/{idfornecedor}?idclient=&type= (call 72). */
export function listShoppingLists(
  idfornecedor: string,
  idcliente: string,
  tipo: ShoppingListKind | null,
  ctx: ApiContext,
) {
  return upstreamRequest({
    path: `${L}/${id(idfornecedor)}`,
    query: { idclient: idcliente, type: tipo },
    schema: ShoppingListListSchema,
    ctx,
  });
}

/** Call 73's answer read tolerantly: a line that cannot be read is left out (and logged), never the list. */
const TolerantListPageSchema = ShoppingListPageSchema.extend({ itens: z.array(z.unknown()) }).transform((page) => {
  const itens = page.itens.flatMap((line) => {
    const read = ShoppingListLineSchema.safeParse(line);
    return read.success ? [read.data] : [];
  });
  if (itens.length < page.itens.length)
    log.warn("shopping_lists.lines_unreadable", { left: page.itens.length - itens.length });
  return { ...page, itens };
});

/** GET /v4/shopping-list/{idlista}/products/{idcliente} (call 73): one page of the list's lines. */
export function getShoppingListPage(
  idlista: string,
  idcliente: string,
  page: { pagina: number; porPagina?: number; idformapagamento: string | null },
  ctx: ApiContext,
) {
  return upstreamRequest({
    path: `${L}/${id(idlista)}/products/${id(idcliente)}`,
    query: { page: page.pagina, limit: page.porPagina ?? LIST_PAGE_SIZE, idformapagamento: page.idformapagamento },
    schema: TolerantListPageSchema,
    ctx,
  });
}

/** POST /v4/shopping-list/{idfornecedor} (call 74). Never sent twice. */
export function createShoppingList(idfornecedor: string, body: NewShoppingList, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${L}/${id(idfornecedor)}`,
    body,
    schema: ShoppingListSummarySchema,
    ctx,
  });
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/add (call 75). */
export function addToShoppingList(idlista: string, idproduto: string, quantidade: number, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${L}/${id(idlista)}/product/${id(idproduto)}/add`,
    body: { quantidade } satisfies ShoppingListQuantity,
    schema: ShoppingListSummarySchema,
    ctx,
  });
}

/** POST /v4/shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino} (call 76). */
export function copyToShoppingList(idlista: string, idproduto: string, destino: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "POST",
    path: `${L}/${id(idlista)}/product/${id(idproduto)}/copy/${id(destino)}`,
    schema: ShoppingListSummarySchema,
    ctx,
  });
}

/** DELETE /v4/shopping-list/{idlista}/disable/{idcliente} (call 77). */
export function disableShoppingList(idlista: string, idcliente: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "DELETE",
    path: `${L}/${id(idlista)}/disable/${id(idcliente)}`,
    schema: ShoppingListSummarySchema,
    ctx,
  });
}

/** POST /v4/shopping-list/{idlista}/apply/{idcliente} (call 78): the cart after the list went in. Never sent twice. */
export function applyShoppingList(
  idlista: string,
  idcliente: string,
  idformapagamento: string | null,
  ctx: ApiContext,
) {
  return upstreamRequest({
    method: "POST",
    path: `${L}/${id(idlista)}/apply/${id(idcliente)}`,
    query: { idformapagamento },
    schema: CartSchema,
    ctx,
  });
}

/** The optional calls of docs/upstream-api.md §79–§81. */
export type ListEdit = "quantidade" | "remover" | "renomear";

/** How long a platform found without an optional call is not offered it again. */
export const LIST_EDIT_ABSENCE_MS = 60 * 60 * 1000;
/** "API base|edit" → until when it is known to lack that call. */
const absentUntil = new Map<string, number>();
const absenceKey = (edit: ListEdit) => `${getEnv().API_BASE_URL ?? ""}|${edit}`;

/** The optional edits this platform is not known to lack: the list's page offers only these. */
export function listEditsOffered(): Record<ListEdit, boolean> {
  const now = Date.now();
  const offered = (edit: ListEdit) => (absentUntil.get(absenceKey(edit)) ?? 0) <= now;
  return { quantidade: offered("quantidade"), remover: offered("remover"), renomear: offered("renomear") };
}

/** Remembers that the platform lacks the call, for an hour (logged once, at debug level). */
export function markListEditAbsent(edit: ListEdit, status: number | undefined): void {
  absentUntil.set(absenceKey(edit), Date.now() + LIST_EDIT_ABSENCE_MS);
  log.debug("shopping_lists.edit_absent", { edit, status });
}

/** 405 or 501: the platform has no such call. A 404 is read by the caller (a line that is gone, or no call). */
export function isAbsentCall(error: unknown): boolean {
  return error instanceof UpstreamError && error.failure === "status" && (error.status === 405 || error.status === 501);
}

const OPTIONAL_STATUSES = [404, 405, 501];

/** PUT /v4/shopping-list/{idlista}/product/{idproduto} (call 79, optional). */
export function setShoppingListQuantity(idlista: string, idproduto: string, quantidade: number, ctx: ApiContext) {
  return upstreamRequest({
    method: "PUT",
    path: `${L}/${id(idlista)}/product/${id(idproduto)}`,
    body: { quantidade } satisfies ShoppingListQuantity,
    schema: ShoppingListSummarySchema,
    ctx,
    expectedStatuses: OPTIONAL_STATUSES,
  });
}

/** DELETE /v4/shopping-list/{idlista}/product/{idproduto} (call 80, optional). */
export function removeShoppingListLine(idlista: string, idproduto: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "DELETE",
    path: `${L}/${id(idlista)}/product/${id(idproduto)}`,
    schema: ShoppingListSummarySchema,
    ctx,
    expectedStatuses: OPTIONAL_STATUSES,
  });
}

/** PUT /v4/shopping-list/{idlista}/nome (call 81, optional). */
export function renameShoppingList(idlista: string, nome: string, ctx: ApiContext) {
  return upstreamRequest({
    method: "PUT",
    path: `${L}/${id(idlista)}/nome`,
    body: { nome } satisfies ShoppingListName,
    schema: ShoppingListSummarySchema,
    ctx,
    expectedStatuses: OPTIONAL_STATUSES,
  });
}
