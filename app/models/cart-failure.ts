import type { SubmissionResult } from "@conform-to/react";

/** Where a refused shopper can go on from (a page of the store), and the words of the link. */
export type RefusalLink = { href: string; label: string };

/**
 * What a refused cart form gets back: the message, the intent, the line and typed quantity it was
 * about, and for input that did not parse the form's reply (the coupon field shows its error).
 */
export type CartFailure = {
  ok: false;
  message: string;
  /** The way forward from the refusal (the client picker for a representative), when there is one. */
  link: RefusalLink | null;
  intent: string | null;
  idproduto: string | null;
  quantidade: string | null;
  reply: SubmissionResult | null;
};
