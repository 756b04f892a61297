import { data } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { Cart } from "~/models/cart";
import { changeQuantity } from "~/models/cart-quantity";
import { preferencesAfter } from "~/models/cart-preferences";
import { supplierPath } from "~/models/links";
import { listText } from "~/models/lists/list-text";
import { applyReport, cartQuantityOf, listLineView } from "~/models/lists/list-view";
import {
  MAX_LIST_LINES,
  MAX_LIST_PAGE,
  type ShoppingListLine,
  type ShoppingListPage,
} from "~/models/lists/shopping-list";
import { messages } from "~/models/messages";
import { holdBackForAge, type QuickOrderLine } from "~/models/quick-order";
import { ageCheckMessages } from "~/models/messages/age-check";
import { parseQuantityText } from "~/models/quantity-input";
import { UpstreamError, nullWhenNotFound } from "~/services/api/errors";
import { wantsData } from "~/services/form-lookup.server";
import {
  applyShoppingList,
  copyToShoppingList,
  disableShoppingList,
  getShoppingListPage,
  isAbsentCall,
  listEditsOffered,
  markListEditAbsent,
  removeShoppingListLine,
  renameShoppingList,
  setShoppingListQuantity,
  type ListEdit,
} from "~/services/api/shopping-list.server";
import {
  CartRefusal,
  inCartOrder,
  readCart,
  requireCartOwner,
  savePreferences,
  unlockedCart,
  writeCart,
  type CartOwner,
} from "~/services/cart.server";
import { ageGatedIds } from "~/services/segment-gate.server";
import { showsPrices } from "~/services/catalogue-context.server";
import {
  listIdOf,
  listNameOf,
  listNotFound,
  listPagePath,
  ownLists,
  redirectWith,
  requireListOwner,
  sharedNote,
  typedText,
  type ListOwner,
} from "~/services/lists/shopping-lists.server";
import { log } from "~/services/logger.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * A shopping list's page (docs/upstream-api.md §73–§81; ADR 0037): its lines, a page of 50 at a time,
 * each with the quantity it goes into the cart with; the edits of the client's own list (a line's
 * quantity, removed, copied to another list; renamed; disabled after confirmation), a suggested list's
 * lines copied; and "Colocar tudo no carrinho" with its report line by line.
 */

/** `?pagina=`: a page from 1; anything else is the first. */
function pageOf(value: string | null): number {
  return value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : 1;
}

/** The list's page of lines, or a 404 page for a list that is not (or no longer) the client's. */
async function requireListPage(context: SupplierContext, owner: ListOwner, idlista: string, pagina: number) {
  const page = await nullWhenNotFound(
    getShoppingListPage(idlista, owner.idcliente, { pagina, idformapagamento: owner.idformapagamento }, context.api),
  );
  if (!page) throw listNotFound();
  return page;
}

export async function loadListPage(request: Request, context: SupplierContext, params: Params) {
  const owner = requireListOwner(context);
  const idlista = listIdOf(params.id);
  const url = new URL(request.url);
  const pagina = pageOf(url.searchParams.get("pagina"));
  const [page, own] = await Promise.all([requireListPage(context, owner, idlista, pagina), ownLists(context, owner)]);
  const editable = page.tipo === "CLIENTE";
  const showPrices = showsPrices(context);
  return {
    list: { idlista, nome: page.nome, tipo: page.tipo, quantidadeItens: page.quantidadeItens },
    lines: page.itens.map((line) => listLineView(line, showPrices)),
    pagina,
    paginas: Math.max(1, Math.ceil(page.quantidadeItens / page.porPagina)),
    editable,
    edits: editable ? listEditsOffered() : { quantidade: false, remover: false, renomear: false },
    destinations: own
      .filter((list) => list.idlista !== idlista)
      .map(({ idlista: id, nome }) => ({ idlista: id, nome })),
    confirming: editable && url.searchParams.has("desativar"),
    shared: sharedNote(owner.account),
    showPrices,
  };
}

/** A refusal the page shows again next to what was acted on (the line, the name, the list's buttons). */
export type ListActionReply = {
  intent: string;
  idproduto?: string;
  error?: string;
  typed?: string;
  report?: QuickOrderLine[];
  message?: string;
};

const reply = (status: number, body: ListActionReply, headers?: Headers) => data(body, { status, headers });

/** A form's text field. */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** An id a form sends (a product, a list): digits, else the form is malformed. */
const formId = (form: FormData, name: string) => {
  const value = field(form, name);
  return /^\d{1,15}$/.test(value) ? value : null;
};

/**
 * An optional call (§79–§81) refused: 405 or 501, or a 404 for a list and line that are there, means
 * the platform lacks it (hidden for an hour); a 404 for a line that is gone says so.
 */
async function optionalRefusal(
  context: SupplierContext,
  owner: ListOwner,
  idlista: string,
  edit: ListEdit,
  error: UpstreamError,
  stillThere: (page: ShoppingListPage) => boolean,
): Promise<"absent" | "gone" | "failed"> {
  if (isAbsentCall(error)) {
    markListEditAbsent(edit, error.status);
    return "absent";
  }
  if (error.failure !== "status" || error.status !== 404) return "failed";
  const page = await nullWhenNotFound(
    getShoppingListPage(
      idlista,
      owner.idcliente,
      { pagina: 1, porPagina: MAX_LIST_PAGE, idformapagamento: null },
      context.api,
    ),
  );
  if (!page) throw listNotFound();
  if (!stillThere(page)) return "gone";
  markListEditAbsent(edit, 404);
  return "absent";
}

/** Every line of the list, page after page (at most MAX_LIST_LINES). */
async function allListLines(context: SupplierContext, owner: ListOwner, idlista: string): Promise<ShoppingListLine[]> {
  const lines: ShoppingListLine[] = [];
  for (let pagina = 1; lines.length < MAX_LIST_LINES; pagina += 1) {
    const page = await nullWhenNotFound(
      getShoppingListPage(
        idlista,
        owner.idcliente,
        { pagina, porPagina: MAX_LIST_PAGE, idformapagamento: owner.idformapagamento },
        context.api,
      ),
    );
    if (!page) throw listNotFound();
    lines.push(...page.itens);
    if (page.itens.length < page.porPagina || lines.length >= page.quantidadeItens) break;
  }
  return lines.slice(0, MAX_LIST_LINES);
}

const sameCart = (a: Cart, b: Cart) =>
  JSON.stringify(a.cartItens.map((line) => [line.idproduto, line.quantidade])) ===
  JSON.stringify(b.cartItens.map((line) => [line.idproduto, line.quantidade]));

/**
 * "Colocar tudo no carrinho" (call 78), then the cart read back (call 40) and compared with the cart
 * before, line by line. A service-locked cart is said why, and nothing is sent. An upstream failing
 * midway: the cart read back says what went in (or that nothing did). Before "Sim" to the age
 * question, a list with adults-only products puts only the others in (call 40 adding, as the quick
 * order does), and the report holds those back with a link to the question (docs/rules/catalogue.md
 * "Age check").
 */
async function applyList(
  request: Request,
  context: SupplierContext,
  owner: ListOwner,
  idlista: string,
): Promise<Response | ReturnType<typeof reply>> {
  let cartOwner: CartOwner;
  try {
    cartOwner = requireCartOwner(request, context, listPagePath(context, idlista));
  } catch (error) {
    if (error instanceof CartRefusal) return reply(409, { intent: "aplicar", error: error.message });
    throw error;
  }
  const showPrices = showsPrices(context);
  return inCartOrder(cartOwner, async () => {
    let before: Cart;
    try {
      before = await unlockedCart(cartOwner);
    } catch (error) {
      if (error instanceof CartRefusal)
        return reply(409, { intent: "aplicar", error: `${error.message} ${listText.lockedApply}` });
      throw error;
    }
    const lines = await allListLines(context, owner, idlista);
    if (lines.length === 0) return reply(409, { intent: "aplicar", error: listText.applyEmpty });
    const held = await ageGatedIds(
      request,
      context,
      lines.map((line) => line.produto),
    );
    let failed = false;
    try {
      if (held.ids.size === 0)
        await applyShoppingList(idlista, owner.idcliente, owner.idformapagamento, {
          ...context.api,
          signal: undefined,
        });
      else {
        const others = lines.flatMap((line) =>
          line.produto?.disponivel && !held.ids.has(line.idproduto)
            ? [{ idproduto: line.idproduto, quantidade: line.quantidade, embalarParaPresente: false }]
            : [],
        );
        if (others.length > 0) await writeCart(cartOwner, { cartItens: others }, { add: true });
      }
    } catch (error) {
      if (error instanceof CartRefusal)
        return reply(409, { intent: "aplicar", error: `${error.message} ${listText.lockedApply}` });
      if (!(error instanceof UpstreamError)) throw error;
      log.warn("shopping_lists.apply_failed", { status: error.status ?? error.failure });
      if (error.failure === "status" && error.status === 409)
        return reply(409, { intent: "aplicar", error: `${messages.cart.readOnly} ${listText.lockedApply}` });
      if (error.failure === "status" && error.status === 404) throw listNotFound();
      failed = true;
    }
    let after: Cart;
    try {
      after = await readCart(cartOwner);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return reply(503, { intent: "aplicar", error: listText.applyFailed });
    }
    if (failed && sameCart(before, after)) return reply(503, { intent: "aplicar", error: listText.applyFailed });
    const report = holdBackForAge(
      applyReport(lines, before, after, showPrices),
      held.ids,
      ageCheckMessages.lineHeldBack,
      held.link,
    );
    const added = report.filter((line) => line.quantidade > 0).length;
    const headers = await savePreferences(cartOwner, preferencesAfter(after, cartOwner.preferences));
    const message = failed
      ? listText.applyFailedChanged
      : added > 0
        ? listText.applyDone(added)
        : listText.applyNothing;
    return reply(failed ? 503 : 200, { intent: "aplicar", report, message }, headers ?? undefined);
  });
}

/** POST: what the page's forms ask, by `intent`. */
export async function handleListAction(request: Request, context: SupplierContext, params: Params) {
  const owner = requireListOwner(context);
  const idlista = listIdOf(params.id);
  const form = await request.formData();
  const intent = field(form, "intent");
  const pagina = pageOf(field(form, "pagina"));
  const api = { ...context.api, signal: undefined };
  const back = (line?: string) => listPagePath(context, idlista, pagina, line);

  if (intent === "aplicar") return applyList(request, context, owner, idlista);

  if (intent === "copiar") {
    const idproduto = formId(form, "idproduto");
    if (!idproduto) return reply(400, { intent, error: listText.failed });
    const destino = formId(form, "destino");
    if (!destino) return reply(400, { intent, idproduto, error: listText.chooseDestination });
    try {
      const target = await copyToShoppingList(idlista, idproduto, destino, api);
      return redirectWith(back(idproduto), { kind: "success", message: listText.copied(target.nome) });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn("shopping_lists.copy_failed", { status: error.status ?? error.failure });
      const status = error.failure === "status" ? (error.status ?? 503) : 503;
      const message =
        status === 409
          ? listText.full
          : status === 404 || status === 403
            ? listText.chooseDestination
            : listText.failed;
      return reply(status >= 500 ? 503 : 400, { intent, idproduto, error: message });
    }
  }

  // Everything below changes the client's own list.
  const page = await requireListPage(context, owner, idlista, pagina);
  if (page.tipo !== "CLIENTE") throw new Response("Lista sugerida", { status: 403 });

  if (intent === "desativar") {
    try {
      await disableShoppingList(idlista, owner.idcliente, api);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn("shopping_lists.disable_failed", { status: error.status ?? error.failure });
      return reply(503, { intent, error: listText.failed });
    }
    return redirectWith(supplierPath(context.basePath, "/listas"), {
      kind: "success",
      message: listText.disabled(page.nome),
    });
  }

  if (intent === "renomear") {
    const name = listNameOf(form);
    const { typed } = name;
    if (name.nome === null) return reply(400, { intent, typed, error: name.error });
    try {
      await renameShoppingList(idlista, name.nome, api);
      return redirectWith(back(), { kind: "success", message: listText.renamed });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const outcome = await optionalRefusal(context, owner, idlista, "renomear", error, () => true);
      if (outcome === "absent") return redirectWith(back(), { kind: "info", message: listText.editAbsent });
      return reply(503, { intent, typed, error: listText.failed });
    }
  }

  const idproduto = formId(form, "idproduto");
  if (!idproduto || (intent !== "quantidade" && intent !== "remover"))
    return reply(400, { intent, error: listText.failed });
  const line = page.itens.find((item) => item.idproduto === idproduto);
  if (!line) return redirectWith(back(), { kind: "info", message: listText.lineGone });
  const hasLine = (read: ShoppingListPage) => read.itens.some((item) => item.idproduto === idproduto);

  if (intent === "remover") {
    try {
      await removeShoppingListLine(idlista, idproduto, api);
      // The page with JavaScript hid the line already: the answer in place, the loader read again.
      if (wantsData(form)) return reply(200, { intent, idproduto, message: listText.removed });
      return redirectWith(back(), { kind: "success", message: listText.removed });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const outcome = await optionalRefusal(context, owner, idlista, "remover", error, hasLine);
      if (outcome === "absent") return redirectWith(back(idproduto), { kind: "info", message: listText.editAbsent });
      if (outcome === "gone") return redirectWith(back(), { kind: "info", message: listText.lineGone });
      return reply(503, { intent, idproduto, error: listText.failed });
    }
  }

  // A line's quantity: typed, or a step up or down, by the cart's rules (docs/rules/cart.md "Cart quantity").
  const typed = typedText(form.get("quantidade"), 20);
  const step = field(form, "passo");
  let quantidade: number;
  if (step === "mais" || step === "menos") {
    const rules = line.produto ?? { granularidade: 1, min_por_pedido: 1, maxporpedido: null };
    quantidade = changeQuantity(line.quantidade, { kind: step === "mais" ? "increment" : "decrement" }, rules);
  } else {
    const read = parseQuantityText(typed);
    if (!read.ok) return reply(400, { intent, idproduto, typed, error: read.message });
    quantidade = read.value === 0 ? 0 : line.produto ? cartQuantityOf(read.value, line.produto) : read.value;
  }
  if (quantidade <= 0) return reply(400, { intent, idproduto, typed, error: listText.belowMinimum });
  try {
    await setShoppingListQuantity(idlista, idproduto, quantidade, api);
    // The page with JavaScript showed the quantity already (saved 1 s after the last change): the answer in place.
    if (wantsData(form)) return reply(200, { intent, idproduto, message: listText.quantityChanged });
    return redirectWith(back(idproduto), { kind: "success", message: listText.quantityChanged });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const outcome = await optionalRefusal(context, owner, idlista, "quantidade", error, hasLine);
    if (outcome === "absent") return redirectWith(back(idproduto), { kind: "info", message: listText.editAbsent });
    if (outcome === "gone") return redirectWith(back(), { kind: "info", message: listText.lineGone });
    return reply(503, { intent, idproduto, typed, error: listText.failed });
  }
}
