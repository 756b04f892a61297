import type { Cart } from "~/models/cart";
import { changeQuantity, roundQuantity, type QuantityRules } from "~/models/cart-quantity";
import { formatBRL } from "~/models/money";
import { formatQuantity, formatQuantityValue } from "~/models/quantity-format";
import { parseQuantityText } from "~/models/quantity-input";
import type { QuickOrderLine } from "~/models/quick-order";
import { adjustmentMessage } from "~/models/shared/quantity-adjustment";
import type { ShoppingListLine } from "./shopping-list";

/**
 * A shopping list as its page shows it (docs/upstream-api.md §71–§78): each line with the quantity it
 * will go into the cart with, by the cart's own quantity rules (docs/rules/cart.md "Cart quantity"),
 * and, after "Colocar tudo no carrinho", line by line what went in — quick order's report.
 */

/** A list's id in an address: a whole number of 1 to 15 digits, checked before any call. */
export function isListId(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,15}$/.test(value);
}

/**
 * docs/rules/cart.md "Cart quantity", set directly on an empty line: what a list's quantity becomes in
 * the cart (the minimum, the next multiple of the step, at most the maximum).
 */
export function cartQuantityOf(quantidade: number, product: QuantityRules): number {
  return changeQuantity(0, { kind: "set", value: roundQuantity(quantidade) }, product);
}

export type ListLineView = {
  idproduto: string;
  /** The product's name; for one that left the catalogue, a neutral label. */
  nome: string;
  /** false once the product left the catalogue: no link, no price, kept on the list. */
  noCatalogo: boolean;
  disponivel: boolean;
  imagem: string | null;
  unidade: string;
  codigo: string | null;
  /** The quantity kept on the list. */
  quantidade: number;
  quantidadeTexto: string;
  /** The quantity as the field shows it ("1,5"), worked out here so the page's JS carries no formatter. */
  quantidadeCampo: string;
  /** What the line goes into the cart with (0 when it cannot be bought), and why it differs when it does. */
  noCarrinho: number;
  noCarrinhoTexto: string;
  ajuste: string | null;
  /** The step, minimum and maximum of the quantity field. */
  regras: { granularidade: number; min: number; max: number | null };
  /** The unit price this viewer may see (null where prices are hidden or there is no product). */
  preco: number | null;
};

/** The text of a product that left the catalogue. */
export const REMOVED_PRODUCT = "Produto fora do catálogo";

/** A line of the list for its page; prices only when the viewer may see them. */
export function listLineView(line: ShoppingListLine, showPrices: boolean): ListLineView {
  const product = line.produto;
  const unidade = product?.unidade ?? "un";
  const quantidadeTexto = formatQuantity(line.quantidade, unidade);
  const quantidadeCampo = formatQuantityValue(line.quantidade);
  if (!product)
    return {
      idproduto: line.idproduto,
      nome: `${REMOVED_PRODUCT} (código interno ${line.idproduto})`,
      noCatalogo: false,
      disponivel: false,
      imagem: null,
      unidade,
      codigo: null,
      quantidade: line.quantidade,
      quantidadeTexto,
      quantidadeCampo,
      noCarrinho: 0,
      noCarrinhoTexto: "—",
      ajuste: null,
      regras: { granularidade: 1, min: 1, max: null },
      preco: null,
    };
  const noCarrinho = product.disponivel ? cartQuantityOf(line.quantidade, product) : 0;
  return {
    idproduto: line.idproduto,
    nome: product.nome,
    noCatalogo: true,
    disponivel: product.disponivel,
    imagem: product.imagem,
    unidade,
    codigo: product.codigo,
    quantidade: line.quantidade,
    quantidadeTexto,
    quantidadeCampo,
    noCarrinho,
    noCarrinhoTexto: noCarrinho > 0 ? formatQuantity(noCarrinho, unidade) : "—",
    ajuste:
      product.disponivel && noCarrinho !== roundQuantity(line.quantidade)
        ? adjustmentMessage(product, roundQuantity(line.quantidade), noCarrinho)
        : null,
    regras: { granularidade: product.granularidade, min: product.min_por_pedido, max: product.maxporpedido },
    preco: showPrices ? product.preco : null,
  };
}

/**
 * docs/rules/cart.md "Shopping lists": a list line's quantity is saved 1 s after the last change, as the cart's is
 * (the cart's own SAVE_DELAY_MS in app/models/cart/save-loop.ts is not imported by the list's page:
 * sharing that module would split it out of the cart page's bundle into a chunk of its own).
 */
export const LIST_SAVE_DELAY_MS = 1000;

const rulesOf = ({ granularidade, min, max }: ListLineView["regras"]): QuantityRules => ({
  granularidade,
  min_por_pedido: min,
  maxporpedido: max,
});

/**
 * A line's − / + on its page with JavaScript: the field's new text, from what the field holds (the
 * list's quantity when it holds no quantity), by the cart's rules as the list's action steps it.
 */
export function steppedListQuantity(
  line: Pick<ListLineView, "quantidade" | "regras">,
  text: string,
  kind: "increment" | "decrement",
): string {
  const read = parseQuantityText(text);
  return formatQuantityValue(changeQuantity(read.ok ? read.value : line.quantidade, { kind }, rulesOf(line.regras)));
}

/**
 * What a line shows at once while its field holds `text` not yet saved: the quantity the list's action
 * keeps for a typed quantity (cartQuantityOf) and what goes into the cart (listLineView's rule); null
 * when the text names no quantity above 0 (the server's word then stays on the line).
 */
export function editedListLine(
  line: Pick<ListLineView, "regras" | "unidade" | "disponivel">,
  text: string,
): { quantidadeTexto: string; noCarrinhoTexto: string } | null {
  const read = parseQuantityText(text);
  if (!read.ok || read.value <= 0) return null;
  const kept = cartQuantityOf(read.value, rulesOf(line.regras));
  return {
    quantidadeTexto: formatQuantity(kept, line.unidade),
    noCarrinhoTexto: line.disponivel ? formatQuantity(kept, line.unidade) : "—",
  };
}

/** How many lines of each list the lists' page shows ("e mais N produtos" links the rest). */
export const PREVIEW_LINES = 5;

/** A line as the lists' page shows it, compact: name, what goes into the cart, the price this viewer may see. */
export type ListPreviewLine = Pick<
  ListLineView,
  "idproduto" | "nome" | "noCatalogo" | "disponivel" | "noCarrinhoTexto" | "preco"
>;

/** The list page's line (listLineView), cut to what the lists' page shows: prices only when the viewer may see them. */
export function listPreviewLine(line: ShoppingListLine, showPrices: boolean): ListPreviewLine {
  const { idproduto, nome, noCatalogo, disponivel, noCarrinhoTexto, preco } = listLineView(line, showPrices);
  return { idproduto, nome, noCatalogo, disponivel, noCarrinhoTexto, preco };
}

export const applyText = {
  added: "Adicionado",
  removed: "Produto fora do catálogo: ficou fora do carrinho",
  unavailable: "Produto indisponível: ficou fora do carrinho",
  notAdded: "Não entrou no carrinho",
} as const;

const quantityIn = (cart: Cart | null, idproduto: string) =>
  cart?.cartItens.find((line) => line.idproduto === idproduto)?.quantidade ?? 0;

/**
 * "Colocar tudo no carrinho" (call 78), line by line: the cart before and after it (read back through
 * call 40), for each line of the list what went in (the cart's quantity minus what was there), and why
 * it is not the list's quantity: the maximum, the minimum or the step (the cart's rules), out of stock,
 * out of the catalogue. A unit price in the cart other than the product's list price is said too,
 * where the viewer may see prices. Quick order's report lines (app/models/quick-order.ts).
 */
export function applyReport(
  lines: readonly ShoppingListLine[],
  before: Cart | null,
  after: Cart,
  showPrices: boolean,
): QuickOrderLine[] {
  return lines.map((line, index): QuickOrderLine => {
    const product = line.produto;
    const had = quantityIn(before, line.idproduto);
    const has = quantityIn(after, line.idproduto);
    const added = roundQuantity(Math.max(0, has - had));
    const unidade = product?.unidade ?? "un";
    const base = {
      linha: index + 1,
      codigo: product?.codigo ?? "",
      produto: { idproduto: line.idproduto, nome: product?.nome ?? REMOVED_PRODUCT },
      pedido: formatQuantityValue(line.quantidade),
      quantidade: added,
      quantidadeTexto: added > 0 ? formatQuantity(added, unidade) : "—",
    };
    if (!product) return { ...base, status: "not-found", situacao: applyText.removed };
    const wanted = roundQuantity(had + line.quantidade);
    if (!product.disponivel) return { ...base, status: "unavailable", situacao: applyText.unavailable };
    // Nothing went in, though the product is sold: already at its maximum in the cart, or left out by the server.
    if (added === 0)
      return has > 0
        ? { ...base, status: "adjusted", situacao: adjustmentMessage(product, wanted, has) }
        : { ...base, status: "unavailable", situacao: applyText.notAdded };
    const cartLine = after.cartItens.find((item) => item.idproduto === line.idproduto);
    const price =
      showPrices && cartLine && Math.abs(cartLine.precoUnitario - product.preco) >= 0.005
        ? ` Preço no carrinho: ${formatBRL(cartLine.precoUnitario)} (na lista ${formatBRL(product.preco)}).`
        : "";
    if (has === wanted) return { ...base, status: "found", situacao: `${applyText.added}.${price}` };
    return { ...base, status: "adjusted", situacao: `${adjustmentMessage(product, wanted, has)}${price}` };
  });
}
