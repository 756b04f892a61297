import { data } from "@remix-run/node";
import { listText } from "~/models/lists/list-text";
import { UpstreamError } from "~/services/api/errors";
import { createShoppingList, listShoppingLists } from "~/services/api/shopping-list.server";
import {
  ListNameField,
  listPagePath,
  redirectWith,
  requireListOwner,
  sharedNote,
  typedText,
} from "~/services/lists/shopping-lists.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * "Listas de compras" (spec §2 "shopping lists (mine and suggested)", docs/upstream-api.md §72): the
 * client's own lists and those the store suggests, each a link to its page; and a new list by name.
 */
export async function loadListsPage(context: SupplierContext) {
  const owner = requireListOwner(context);
  const lists = await listShoppingLists(context.supplier.idfornecedor, owner.idcliente, null, context.api);
  return {
    mine: lists.filter((list) => list.tipo === "CLIENTE"),
    suggested: lists.filter((list) => list.tipo === "SUGERIDA"),
    shared: sharedNote(owner.account),
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
