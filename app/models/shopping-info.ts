import { formatDocument } from "./document";
import { formatBRL, roundCents } from "./money";
import { hasTag } from "./supplier-tags";

/**
 * What a shopper expects to read beside a price, a footer or a cart total (issue "phone-first",
 * item 7): the price of each piece in a pack, the discount as a percentage, the company behind the
 * store, its social networks by their names, the credit left to invoice.
 */

/** The words for a pack (`unidade`) in "fardo com 10". */
const PACK_NAMES: Record<string, string> = { fd: "fardo", cx: "caixa", pct: "pacote", pc: "pacote", dz: "dúzia", un: "embalagem" };

export type PiecePrice = { each: number; count: number; text: string };

/**
 * The price of each piece of a product sold in packs: the price of the pack (`price`) over the
 * pieces in it (`multiploincremento`, a whole number above 1), rounded to the cent, as
 * "R$ 7,99 cada · fardo com 10". None for a product sold by the piece or by weight, a number of
 * pieces that is no whole number, or a supplier whose tag disable-product-multiple says
 * multiploincremento does not count the pieces of a pack.
 */
export function piecePrice(
  price: number,
  product: { multiploincremento?: number | null; unidade: string },
  supplierTags: readonly string[],
): PiecePrice | null {
  const count = product.multiploincremento ?? 1;
  if (hasTag(supplierTags, "disable-product-multiple")) return null;
  if (!Number.isInteger(count) || count <= 1 || !(price > 0)) return null;
  const unit = product.unidade.trim().toLowerCase();
  if (unit === "kg" || unit === "g" || unit === "l" || unit === "ml") return null;
  const each = roundCents(price / count);
  return { each, count, text: `${formatBRL(each)} cada · ${PACK_NAMES[unit] ?? unit} com ${count}` };
}

/**
 * The discount of a price below its list price (`preconf`), as a whole percentage rounded down
 * (a shopper is never told more than they save); none below 1 %, or without a list price above it.
 */
export function discountPercent(listPrice: number | null, price: number): number | null {
  if (listPrice === null || !(listPrice > 0) || !(price >= 0) || price >= listPrice) return null;
  const percent = Math.floor(((listPrice - price) / listPrice) * 100 + 1e-9);
  return percent >= 1 ? percent : null;
}

/** Social networks by the names their owners write them in. */
const NETWORK_NAMES: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  twitter: "X (Twitter)",
  x: "X",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  threads: "Threads",
  kwai: "Kwai",
  telegram: "Telegram",
};

/** A social network's name as the footer shows it: the known ones as their owners write them, others with a capital first letter. */
export function socialNetworkName(rede: string): string {
  const name = rede.trim();
  const known = NETWORK_NAMES[name.toLowerCase().replace(/[\s._-]/g, "")];
  if (known) return known;
  return name.charAt(0).toLocaleUpperCase("pt-BR") + name.slice(1);
}

/**
 * The company behind the store, as the foot of every page says it: "Razão Social Ltda. · CNPJ
 * 18.345.672/0001-02"; the CNPJ alone when no name is given, nothing without a CNPJ.
 */
export function companyLine(razaoSocial: string | null, cnpj: string | null): string | null {
  const document = cnpj?.trim() ? formatDocument(cnpj.trim()) : null;
  if (!document) return null;
  const name = razaoSocial?.trim();
  return name ? `${name} · CNPJ ${document}` : `CNPJ ${document}`;
}

export type CreditNote = { available: string; shortfall: string | null };

/**
 * A company's credit in the cart (call 69: limite_credito_disponivel): what is available to
 * invoice, and, when the cart is to be invoiced ("FATURADO") and its total passes it, by how much.
 * None when the customer has no credit limit.
 */
export function creditNote(creditAvailable: number | null, total: number, paymentType: string | null): CreditNote | null {
  if (creditAvailable === null) return null;
  const available = Math.max(0, creditAvailable);
  const over = roundCents(total - available);
  return {
    available: `Crédito disponível para faturar: ${formatBRL(available)}`,
    shortfall: paymentType === "FATURADO" && over > 0 ? `O total passa do crédito em ${formatBRL(over)}: escolha outra forma de pagamento ou reduza o pedido.` : null,
  };
}
