import { changeQuantity, roundQuantity } from "../../app/models/cart-quantity";
import { adjustmentMessage } from "../../app/models/shared/quantity-adjustment";

/** A stored cart line. */
export type CartItem = { idproduto: number; quantidade: number; embalar: boolean; precoatendente: number | null };

/** What the line rules need of a product. */
export type LineProduct = {
  id: number;
  nome: string;
  unidade: string;
  disponivel: boolean;
  granularidade: number;
  min_por_pedido: number;
  maxporpedido: number | null;
  preco_embalagem: number | null;
};

/** A line of a save (call 40 POST body). */
export type LineRequest = { idproduto: number; quantidade: number; embalarParaPresente: boolean };

export type LinesRequest = {
  lines: readonly LineRequest[];
  /** modoRepeticaoPedido: add to the stored lines instead of replacing them. */
  add: boolean;
  /** desbloquearAtendimento: clear every attendant price. */
  unlock: boolean;
};

/** The lines to store, what was corrected, and why nothing sent could be kept (when so). */
export type LinesOutcome = { items: CartItem[]; avisos: string[]; mensagem: string | null };

export const CART_MESSAGES = {
  noneKept: "Nenhum dos produtos enviados está disponível.",
} as const;

const notFoundNotice = (idproduto: number) => `O produto ${idproduto} não foi encontrado neste fornecedor e ficou fora do carrinho.`;
const unavailableNotice = (product: LineProduct) => `${product.nome} está indisponível e ficou fora do carrinho.`;

/**
 * docs/rules/cart.md "Cart quantity", set rule: the wanted quantity made valid (at least the minimum, up to the
 * next multiple of the step, at most the maximum), and never above the line maximum (the rule's own
 * limit, MAX_QUANTITY).
 */
export function keptQuantity(product: LineProduct, wanted: number): number {
  return changeQuantity(0, { kind: "set", value: wanted }, product);
}

/** Stored lines whose product is gone or unavailable leave the cart, each with a notice. */
export function keepAvailable(items: readonly CartItem[], products: ReadonlyMap<number, LineProduct>): { items: CartItem[]; avisos: string[] } {
  const avisos: string[] = [];
  const kept = items.filter((item) => {
    const product = products.get(item.idproduto);
    if (product?.disponivel) return true;
    avisos.push(product ? unavailableNotice(product) : notFoundNotice(item.idproduto));
    return false;
  });
  return { items: kept, avisos };
}

/** Lines of one product sent twice count as one: quantities summed, wrapped when any of them is. */
function mergeRepeated(lines: readonly LineRequest[]): LineRequest[] {
  const merged = new Map<number, LineRequest>();
  for (const line of lines) {
    const before = merged.get(line.idproduto);
    merged.set(
      line.idproduto,
      before
        ? { ...before, quantidade: roundQuantity(before.quantidade + line.quantidade), embalarParaPresente: before.embalarParaPresente || line.embalarParaPresente }
        : line
    );
  }
  return [...merged.values()];
}

/**
 * Call 40 POST: the request's lines applied to the stored ones. Replacing keeps only the lines sent;
 * adding sums each line with the stored one of its product and keeps the others. A line of 0 removes
 * its product; an unknown or unavailable product is left out; every quantity follows the quantity
 * rules; gift wrap stays only where the product has a wrap price; a line keeps its attendant price
 * while its product stays, unless the request unlocks the cart.
 */
export function applyLines(stored: readonly CartItem[], request: LinesRequest, products: ReadonlyMap<number, LineProduct>): LinesOutcome {
  const current = new Map(stored.map((item) => [item.idproduto, item]));
  const next = new Map(request.add ? current : []);
  const avisos: string[] = [];
  let sent = 0;
  let kept = 0;
  for (const line of mergeRepeated(request.lines)) {
    next.delete(line.idproduto);
    if (line.quantidade === 0) continue;
    sent++;
    const product = products.get(line.idproduto);
    if (!product?.disponivel) {
      avisos.push(product ? unavailableNotice(product) : notFoundNotice(line.idproduto));
      continue;
    }
    const before = current.get(line.idproduto);
    const wanted = roundQuantity((request.add ? (before?.quantidade ?? 0) : 0) + line.quantidade);
    const quantidade = keptQuantity(product, wanted);
    // Nothing to keep (a quantity that rounds to 0): never a stored line of 0.
    if (quantidade === 0) continue;
    if (quantidade !== wanted) avisos.push(adjustmentMessage(product, wanted, quantidade));
    const wrap = line.embalarParaPresente || (request.add && before?.embalar === true);
    next.set(line.idproduto, {
      idproduto: line.idproduto,
      quantidade,
      embalar: wrap && product.preco_embalagem !== null,
      precoatendente: before?.precoatendente ?? null,
    });
    kept++;
  }
  const items = [...next.values()].map((item) => (request.unlock ? { ...item, precoatendente: null } : item));
  return { items, avisos, mensagem: sent > 0 && kept === 0 ? CART_MESSAGES.noneKept : null };
}
