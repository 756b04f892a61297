import { data } from "@remix-run/node";
import { listText } from "~/models/lists/list-text";
import { PREVIEW_LINES, listPreviewLine, type ListPreviewLine } from "~/models/lists/list-view";
import type { ShoppingListSummary } from "~/models/lists/shopping-list";
import { UpstreamError } from "~/services/api/errors";
import { createShoppingList, getShoppingListPage, listShoppingLists } from "~/services/api/shopping-list.server";
import { mapBounded } from "~/services/bounded-parallel";
import { showsPrices } from "~/services/catalogue-context.server";
import {
  ListNameField,
  listPagePath,
  redirectWith,
  requireListOwner,
  sharedNote,
  typedText,
  type ListOwner,
} from "~/services/lists/shopping-lists.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/** At most this many lists' lines are asked at once (call 73), however many lists the client has. */
const PREVIEW_CONCURRENCY = 4;

/** A list on the lists' page: its first lines, how many more, or that its lines could not be read now. */
export type ListWithLines = ShoppingListSummary & { lines: ListPreviewLine[]; more: number; linesFailed: boolean };

/**
 * A list's first lines (call 73, one short page), as its own page shows them (listLineView: the price
 * only where the viewer may see it, what goes into the cart). A call that fails leaves this list
 * without its lines, never the page.
 */
async function withLines(
  context: SupplierContext,
  owner: ListOwner,
  list: ShoppingListSummary,
  showPrices: boolean,
): Promise<ListWithLines> {
  if (list.quantidadeItens === 0) return { ...list, lines: [], more: 0, linesFailed: false };
  try {
    const page = await getShoppingListPage(
      list.idlista,
      owner.idcliente,
      { pagina: 1, porPagina: PREVIEW_LINES, idformapagamento: owner.idformapagamento },
      context.api,
    );
    const lines = page.itens.slice(0, PREVIEW_LINES).map((line) => listPreviewLine(line, showPrices));
    return { ...list, lines, more: Math.max(0, page.quantidadeItens - lines.length), linesFailed: false };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("shopping_lists.preview_failed", { status: error.status ?? error.failure });
    return { ...list, lines: [], more: 0, linesFailed: true };
  }
}

/**
 * "Listas de compras" (spec §2 "shopping lists (mine and suggested)", docs/upstream-api.md §72, §73):
 * the client's own lists and those the store suggests, each with its first products (price as this
 * viewer may see it, availability, what goes into the cart), a link to its page and "Colocar tudo no
 * carrinho"; and a new list by name.
 */
export async function loadListsPage(context: SupplierContext) {
  const owner = requireListOwner(context);
  const lists = await listShoppingLists(context.supplier.idfornecedor, owner.idcliente, null, context.api);
  const showPrices = showsPrices(context);
  const shown = await mapBounded(lists, PREVIEW_CONCURRENCY, (list) => withLines(context, owner, list, showPrices));
  return {
    mine: shown.filter((list) => list.tipo === "CLIENTE"),
    suggested: shown.filter((list) => list.tipo === "SUGERIDA"),
    shared: sharedNote(owner.account),
    showPrices,
  };
}

export type NewListReply = { error: string; typed: string };

/** POST: a new, empty list (call 74), then its page; a bad name comes back next to its field (400). */
export async function createListAction(request: Request, context: SupplierContext) {
  const owner = requireListOwner(context);
  const form = await request.formData();
  const parsed = ListNameField.safeParse(form.get("nome") ?? "");
  const typed = typedText(form.get("nome"));
  if (!parsed.success)
    return data<NewListReply>(
      { error: parsed.error.issues[0]?.message ?? listText.nameMissing, typed },
      { status: 400 },
    );
  try {
    const made = await createShoppingList(
      context.supplier.idfornecedor,
      { idcliente: owner.idcliente, nome: parsed.data, itens: [] },
      { ...context.api, signal: undefined },
    );
    return await redirectWith(listPagePath(context, made.idlista), { kind: "success", message: listText.created });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("shopping_lists.create_failed", { status: error.status ?? error.failure });
    const full = error.failure === "status" && error.status === 409;
    return data<NewListReply>(
      { error: full ? listText.tooMany : listText.failed, typed },
      { status: full ? 409 : 503 },
    );
  }
}
