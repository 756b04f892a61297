import { data } from "@remix-run/node";
import { listText } from "~/models/lists/list-text";
import { PREVIEW_LINES, listPreviewLine, type ListPreviewLine } from "~/models/lists/list-view";
import type { ShoppingListSummary } from "~/models/lists/shopping-list";
import { UpstreamError } from "~/services/api/errors";
import { getShoppingListPage, listShoppingLists } from "~/services/api/shopping-list.server";
import { mapBounded } from "~/services/bounded-parallel";
import { showsPrices } from "~/services/catalogue-context.server";
import {
  createOwnList,
  listNameOf,
  listPagePath,
  redirectWith,
  requireListOwner,
  sharedNote,
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
 * "Listas de compras" (docs/rules/cart.md "Shopping lists", docs/upstream-api.md §72, §73):
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
  const name = listNameOf(await request.formData());
  if (name.nome === null) return data<NewListReply>({ error: name.error, typed: name.typed }, { status: 400 });
  const created = await createOwnList(context, owner, name.nome, []);
  if (!created.made) return data<NewListReply>({ error: created.error, typed: name.typed }, { status: created.status });
  return await redirectWith(listPagePath(context, created.made.idlista), {
    kind: "success",
    message: listText.created,
  });
}
