import type { Cart, CartLine } from "./cart";
import { changeQuantity, tidyLines, type QuantityChange } from "./cart-quantity";
import { linePrice } from "./cart-total";
import { lineDiscounts, type CouponTerms } from "./coupon-discount";
import { roundCents } from "./money";

/**
 * One change a shopper makes to a cart line. The server applies it to the stored cart (without
 * JavaScript) and the page applies it to the lines it shows (with JavaScript, before the save).
 */
export type CartEdit = { idproduto: string } & (QuantityChange | { kind: "wrap"; on: boolean });

/** A line form of the cart as the action and the page read it (the buttons −, +, Atualizar, Remover and the gift wrap). */
export type LineIntent =
  | { intent: "mais" | "menos" | "remover"; idproduto: string }
  | { intent: "definir"; idproduto: string; quantidade: number }
  | { intent: "embrulhar"; idproduto: string; embalar: "sim" | "nao" };

/** The edit a line form asks for. */
export function lineEdit(intent: LineIntent): CartEdit {
  switch (intent.intent) {
    case "mais":
      return { idproduto: intent.idproduto, kind: "increment" };
    case "menos":
      return { idproduto: intent.idproduto, kind: "decrement" };
    case "remover":
      return { idproduto: intent.idproduto, kind: "delete" };
    case "definir":
      return { idproduto: intent.idproduto, kind: "set", value: intent.quantidade };
    case "embrulhar":
      return { idproduto: intent.idproduto, kind: "wrap", on: intent.embalar === "sim" };
  }
}

/** The lines after the edit, by docs/rules/cart.md "Cart quantity"; a line at 0 goes away. */
export function applyEdit(lines: readonly CartLine[], edit: CartEdit): CartLine[] {
  const next = lines.map((line) => {
    if (line.idproduto !== edit.idproduto) return line;
    if (edit.kind === "wrap") return { ...line, embalarParaPresente: edit.on && line.produto.preco_embalagem !== null };
    return { ...line, quantidade: changeQuantity(line.quantidade, edit, line.produto) };
  });
  return tidyLines(next, (line) => line.produto.nome);
}

/** What the save sends of each line (call 40's body). */
export function lineInputs(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    idproduto: line.idproduto,
    quantidade: line.quantidade,
    embalarParaPresente: line.embalarParaPresente,
  }));
}

/** A line as a save sends it. */
export type LineInput = ReturnType<typeof lineInputs>[number];

/**
 * A page's save replaces the stored lines with the page's, but a product the page never saw (added
 * in another tab or device since it loaded) stays as stored. `seen` undefined: the page sent no
 * such list, and its lines are the whole cart.
 */
export function keepUnseen(
  sent: readonly LineInput[],
  stored: readonly CartLine[],
  seen: readonly string[] | undefined,
): LineInput[] {
  if (seen === undefined) return [...sent];
  const known = new Set([...seen, ...sent.map((line) => line.idproduto)]);
  return [...sent, ...lineInputs(stored.filter((line) => !known.has(line.idproduto)))];
}

/** The coupon priced into a cart, as the discount rule reads it; null without one. */
export function cartCoupon(
  cart: Pick<Cart, "codigoCupom" | "tipoDesconto" | "valorDescontoPercentual" | "produtosComDesconto">,
): CouponTerms | null {
  if (cart.codigoCupom === null) return null;
  return {
    tipoDesconto: cart.tipoDesconto,
    valorDescontoPercentual: cart.valorDescontoPercentual,
    produtosComDesconto: cart.produtosComDesconto,
  };
}

export type CartTotals = Pick<Cart, "subtotal" | "valorEmbalagens" | "valorDesconto" | "totalCompras">;

/**
 * The lines priced by docs/rules/cart.md "Price rule" and the total ("sum of price times quantity, plus
 * gift-wrap cost"), less the coupon's discount: what the page shows while a save is on its way.
 * The server answers the same figures; its answer replaces these.
 */
export function priceLines(
  lines: readonly CartLine[],
  supplierTags: readonly string[],
  coupon: CouponTerms | null,
): { lines: CartLine[]; totals: CartTotals } {
  const priced = lines.map((line) => {
    const produto = { ...line.produto, descontoProgressivo: line.produto.efeitospoliticas.descontoProgressivo };
    const price = linePrice(
      { produto, quantidade: line.quantidade, embalarParaPresente: line.embalarParaPresente },
      supplierTags,
    );
    return { line, price, value: roundCents(price.unitPrice * line.quantidade) };
  });
  const discounts = coupon
    ? lineDiscounts(
        priced.map(({ line, value }) => ({ idproduto: line.idproduto, value })),
        coupon,
      )
    : priced.map(() => 0);
  const result = priced.map(({ line, price }, index) => ({
    ...line,
    precoUnitario: price.unitPrice,
    regraPreco: price.rule,
    valorEmbalagem: price.wrap,
    valorDesconto: discounts[index] ?? 0,
    total: roundCents(price.total - (discounts[index] ?? 0)),
  }));
  const sum = (pick: (index: number) => number) =>
    roundCents(priced.reduce((total, _line, index) => total + pick(index), 0));
  const subtotal = sum((index) => priced[index]?.value ?? 0);
  const valorEmbalagens = sum((index) => priced[index]?.price.wrap ?? 0);
  const valorDesconto = sum((index) => discounts[index] ?? 0);
  return {
    lines: result,
    totals: {
      subtotal,
      valorEmbalagens,
      valorDesconto,
      totalCompras: roundCents(subtotal + valorEmbalagens - valorDesconto),
    },
  };
}
