import { data } from "@remix-run/node";
import { safeRedirectPath } from "~/models/account-rules";
import { roundQuantity } from "~/models/cart-quantity";
import { supplierPath } from "~/models/links";
import { listText } from "~/models/lists/list-text";
import { cartQuantityOf } from "~/models/lists/list-view";
import { MAX_LIST_LINES, type ShoppingListSummary } from "~/models/lists/shopping-list";
import { parseQuantityText } from "~/models/quantity-input";
import { formatQuantity } from "~/models/quantity-format";
import { UpstreamError } from "~/services/api/errors";
import { wantsData } from "~/services/form-lookup.server";
import { getProduct } from "~/services/api/catalogue.server";
import { addToShoppingList } from "~/services/api/shopping-list.server";
import { readCart, requireCartOwner } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import {
  createOwnList,
  listNameOf,
  listPagePath,
  ownLists,
  redirectWith,
  requireListOwner,
  sharedNote,
  typedText,
  type ListOwner,
} from "~/services/lists/shopping-lists.server";
import { log } from "~/services/logger.server";
import { requireCustomerOrder } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";

/**
 * "Salvar em uma lista" (docs/upstream-api.md §74, §75; ADR 0037): a product (from its page or a
 * card), the cart or an order saved in a list of the client's own, chosen or made by name. Only
 * products and quantities go: never a price, an order number or a payment. The source is read again
 * when the form is posted: nothing but the choice of list comes from the form.
 */

type Source =
  | { kind: "produto"; idproduto: string; quantidade: number; voltar: string | null }
  | { kind: "carrinho" }
  | { kind: "pedido"; numpedido: string };

export type SaveLine = { idproduto: string; nome: string; quantidade: number; quantidadeTexto: string };

/** What the address asks to save: `?produto=&quantidade=`, `?carrinho` or `?pedido=`; anything else is a 404 page. */
function sourceOf(url: URL): Source {
  const params = url.searchParams;
  const produto = params.get("produto");
  if (produto !== null) {
    if (!/^\d{1,15}$/.test(produto)) throw new Response("Produto não encontrado", { status: 404 });
    const asked = parseQuantityText(params.get("quantidade") ?? "");
    return {
      kind: "produto",
      idproduto: produto,
      quantidade: asked.ok ? asked.value : 0,
      voltar: params.get("voltar"),
    };
  }
  const pedido = params.get("pedido");
  if (pedido !== null) {
    if (!/^\d{1,15}$/.test(pedido)) throw new Response("Pedido não encontrado", { status: 404 });
    return { kind: "pedido", numpedido: pedido };
  }
  if (params.has("carrinho")) return { kind: "carrinho" };
  throw new Response("Nada para salvar", { status: 404 });
}

const line = (idproduto: string, nome: string, quantidade: number, unidade: string): SaveLine => ({
  idproduto,
  nome,
  quantidade,
  quantidadeTexto: formatQuantity(quantidade, unidade),
});

/**
 * `?voltar=`: the page of this store a product card was on (a listing, the home, a combo), to go back
 * to after saving; anything else (another host or store, a scheme, too long) is not followed.
 */
function backOf(voltar: string | null, basePath: string): string | null {
  if (!voltar || voltar.length > 500) return null;
  const safe = safeRedirectPath(voltar, basePath);
  return safe === voltar ? safe : null;
}

/** The source's products and quantities (at most 500), where to go back to, and the page's words. */
async function sourceLines(request: Request, context: SupplierContext, owner: ListOwner, source: Source) {
  if (source.kind === "produto") {
    const product = await getProduct(
      { idfornecedor: context.supplier.idfornecedor, id: source.idproduto, idcliente: owner.idcliente },
      catalogueApi(context),
    );
    if (!product) throw new Response("Produto não encontrado", { status: 404 });
    const quantidade = cartQuantityOf(source.quantidade > 0 ? source.quantidade : product.min_por_pedido, product);
    const card = backOf(source.voltar, context.basePath);
    return {
      lines: [
        line(
          product.id,
          product.nome,
          quantidade > 0 ? quantidade : roundQuantity(product.min_por_pedido),
          product.unidade,
        ),
      ],
      back: card
        ? { href: card, label: "Voltar" }
        : { href: supplierPath(context.basePath, `/produto/${product.id}`), label: "Voltar ao produto" },
      title: "Salvar em uma lista",
      suggestedName: "",
    };
  }
  if (source.kind === "carrinho") {
    const cart = await readCart(requireCartOwner(request, context, supplierPath(context.basePath, "/carrinho")));
    return {
      lines: cart.cartItens.map((item) =>
        line(item.idproduto, item.produto.nome, item.quantidade, item.produto.unidade),
      ),
      back: { href: supplierPath(context.basePath, "/carrinho"), label: "Voltar ao carrinho" },
      title: "Salvar carrinho como lista",
      suggestedName: "Meu carrinho",
    };
  }
  const order = await requireCustomerOrder(context, source.numpedido);
  return {
    lines: order.itens
      .filter((item) => item.quantidade > 0)
      .map((item) => line(item.idproduto, item.nome, item.quantidade, item.unidade ?? "un")),
    back: { href: supplierPath(context.basePath, `/pedidos/${order.numpedido}`), label: "Voltar ao pedido" },
    title: "Salvar pedido como lista",
    suggestedName: `Pedido nº ${order.numpedido}`,
  };
}

export async function loadSavePage(request: Request, context: SupplierContext) {
  const owner = requireListOwner(context);
  const source = sourceOf(new URL(request.url));
  const [read, lists] = await Promise.all([sourceLines(request, context, owner, source), ownLists(context, owner)]);
  return {
    ...read,
    lines: read.lines.slice(0, MAX_LIST_LINES),
    total: read.lines.length,
    lists: lists.map(({ idlista, nome, quantidadeItens }) => ({ idlista, nome, quantidadeItens })),
    shared: sharedNote(owner.account),
  };
}

export type SaveReply = { field: "lista" | "nome"; error: string; typed: string; lista: string };

/** What a card's menu (`resposta=dados`, with JavaScript) gets when the product is saved: said in place. */
export type SavedReply = { message: string; link: { href: string; label: string } };

/**
 * POST: into the list chosen (call 75, a line at a time) or a new one with every line (call 74), then
 * back where the shopper came from, saying so with the way to the list (a card's menu, sending
 * `resposta=dados`, gets that answer in place). A bad choice or name comes back next to its field (400).
 */
export async function saveToListAction(request: Request, context: SupplierContext) {
  const owner = requireListOwner(context);
  const source = sourceOf(new URL(request.url));
  const form = await request.formData();
  // A name typed without a list chosen asks for a new list.
  const chosen = typedText(form.get("lista"), 20);
  const lista = chosen === "" && typedText(form.get("nome")).trim() !== "" ? "nova" : chosen;
  const typed = typedText(form.get("nome"));
  const refuse = (field: SaveReply["field"], error: string, status = 400) =>
    data<SaveReply>({ field, error, typed, lista }, { status });
  if (lista !== "nova" && !/^\d{1,15}$/.test(lista)) return refuse("lista", listText.chooseList);
  let nome: string | null = null;
  if (lista === "nova") {
    const name = listNameOf(form);
    if (name.nome === null) return refuse("nome", name.error);
    nome = name.nome;
  }
  const { lines, back } = await sourceLines(request, context, owner, source);
  const itens = lines
    .slice(0, MAX_LIST_LINES)
    .map((item) => ({ idproduto: item.idproduto, quantidade: item.quantidade }));
  const api = { ...context.api, signal: undefined };
  const done = async (idlista: string, message: string, kind: "success" | "warning" = "success") => {
    const said = { message: message.slice(0, 500), link: { href: listPagePath(context, idlista), label: "Ver lista" } };
    // A card's menu (with JavaScript) stays on its page: the answer in place.
    if (wantsData(form)) return data<SavedReply>(said);
    return redirectWith(back.href, { kind, ...said });
  };
  if (nome !== null) {
    const created = await createOwnList(context, owner, nome, itens);
    if (!created.made) return refuse("nome", created.error, created.status);
    return await done(created.made.idlista, listText.saved(created.made.nome));
  }
  let target: ShoppingListSummary | undefined;
  try {
    target = (await ownLists(context, owner)).find((candidate) => candidate.idlista === lista);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn("shopping_lists.read_failed", { status: error.status ?? error.failure });
    return refuse("nome", listText.failed, 503);
  }
  if (!target) return refuse("lista", listText.chooseList);
  let kept = 0;
  for (const item of itens) {
    try {
      await addToShoppingList(target.idlista, item.idproduto, item.quantidade, api);
      kept += 1;
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn("shopping_lists.add_failed", { status: error.status ?? error.failure });
      if (kept === 0)
        return refuse(
          "lista",
          error.status === 409 ? listText.full : listText.failed,
          error.status === 409 ? 409 : 503,
        );
      break;
    }
  }
  if (kept < itens.length)
    return await done(target.idlista, listText.savedSome(target.nome, kept, itens.length), "warning");
  return await done(target.idlista, listText.saved(target.nome));
}
