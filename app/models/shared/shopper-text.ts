/**
 * docs/upstream-api.md "Messages the server may send": a server's text reaches a shopper only where
 * the contract says so, and only through this fixed filter. A text is kept when, once its spaces
 * and line breaks are folded, it is non-empty plain text of at most 300 characters that looks like
 * none of what a server leaks by mistake: a stack trace or an error class, a file path, SQL, HTML.
 * Otherwise null, and the page says the spec's own message (each caller's fallback).
 */
export const SHOPPER_TEXT_MAX = 300;

const LEAKS: readonly RegExp[] = [
  // Stack traces and error classes: "at fn (file:1:2)", "TypeError:", "NullPointerException", tracebacks.
  /(^|\s)at\s+\S.*[:(]\S*:\d+(:\d+)?\)?/,
  /\b[A-Z][A-Za-z]*(Error|Exception)\b/,
  /\b(java|javax|org|com|System)\.[a-z]+\.[A-Za-z.]+/,
  /\bTraceback\b|\bstack ?trace\b/i,
  /\bnode:internal\b/,
  // File paths: "/var/lib/x", "C:\dir", "file.php:120".
  /(^|[\s'"(=])\/[\w.-]+\/[\w.-]+/,
  /\b[A-Za-z]:\\/,
  /\.(js|mjs|cjs|ts|tsx|py|php|java|rb|go|cs|dll|so)(:\d+|\b)/,
  // SQL and database errors.
  /\b(select|delete)\b[\s\S]*\bfrom\b/i,
  /\binsert\s+into\b|\bupdate\s+\w+\s+set\b|\bwhere\s+\w+\s*(=|in\b|like\b)/i,
  /\bSQL(ITE)?(_|STATE|\b)|\bORA-\d+|syntax error at or near|\bconstraint failed\b/i,
  // HTML: tags, comments, a doctype, entities.
  /<\/?[A-Za-z!][^>]*>/,
  /&(#\d+|#x[\da-f]+|[a-z]+);/i,
];

export function shopperText(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded === "" || folded.length > SHOPPER_TEXT_MAX) return null;
  // Control characters other than the spaces folded above.
  if ([...folded].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return null;
  return LEAKS.some((leak) => leak.test(text)) ? null : folded;
}

/** Each text kept by shopperText; the others left out. */
export function shopperTexts(texts: readonly unknown[]): string[] {
  return texts.map(shopperText).filter((text): text is string => text !== null);
}

type CartTexts = {
  mensagem: string | null;
  mensagemCupom: string | null;
  avisos: string[];
  meta_info: { hasRecorrencia: boolean; recorrencia: { mensagem: string | null } };
};

/** A cart (call 40) with the texts it shows a shopper (`mensagem`, `mensagemCupom`, `avisos`, the subscription's `mensagem`) filtered. */
export function withShopperTexts<T extends CartTexts>(cart: T): T {
  return {
    ...cart,
    mensagem: shopperText(cart.mensagem),
    mensagemCupom: shopperText(cart.mensagemCupom),
    avisos: shopperTexts(cart.avisos),
    meta_info: {
      ...cart.meta_info,
      recorrencia: { ...cart.meta_info.recorrencia, mensagem: shopperText(cart.meta_info.recorrencia.mensagem) },
    },
  };
}
