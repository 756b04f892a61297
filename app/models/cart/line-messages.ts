/**
 * What the cart page says beside a line, from its three sources (the rule is issue "Phone-first
 * shopping" §4 as written in app/models/cart-line-feedback.ts [docs/rules/cart.md "Cart quantity"]): with
 * JavaScript the page's own reading of an edit (a typed quantity it cannot read, a quantity the
 * rules changed, a line that went); without it, what the action answered (the page again with a
 * refused quantity) or left for that line's place after its redirect (a one-time message).
 */

/** A refused quantity of a line: the message and what was typed. */
export type LineError = { idproduto: string; message: string; typed: string | null };

/** The action's one-time message placed at an anchor of the cart page (`linha-<id>`, `cupom`…), with what "Desfazer" puts back after a line went. */
export type PlacedMessage<Removed> = { at: string; message: string; undo?: Removed };

export type LineMessageSources<Removed> = {
  /** With JavaScript: a typed quantity the page could not read. */
  typed: LineError | null;
  /** Without JavaScript: the action's refusal, with the line it names, if any. */
  refused: { idproduto: string | null; message: string; quantidade: string | null } | null;
  /** With JavaScript: a quantity the rules changed on the last edit. */
  adjusted: { idproduto: string; message: string } | null;
  /** Without JavaScript: the action's message placed after its redirect. */
  placed: PlacedMessage<Removed> | null;
};

/** The notice and the error shown beside the line of `idproduto`: the page's own first, then the action's. */
export function lineMessages<Removed>(
  sources: LineMessageSources<Removed>,
  idproduto: string,
): { notice: string | null; error: LineError | null } {
  const { typed, refused, adjusted, placed } = sources;
  const error =
    typed ??
    (refused?.idproduto ? { idproduto: refused.idproduto, message: refused.message, typed: refused.quantidade } : null);
  const notice =
    adjusted?.idproduto === idproduto
      ? adjusted.message
      : placed && !placed.undo && placed.at === `linha-${idproduto}`
        ? placed.message
        : null;
  return { notice, error: error?.idproduto === idproduto ? error : null };
}

/**
 * Where the line that went is shown, with "Desfazer": the one the page removed itself, else the one
 * the action placed; nowhere once it is back among the lines. It stands where the line stood: lines
 * are in name order (pt-BR collation), so before the first line named after it (`at` = lines.length: last).
 */
export function removedLinePlace<Removed extends { idproduto: string; nome: string }>(
  lines: readonly { idproduto: string; produto: { nome: string } }[],
  removed: Removed | null,
): { removed: Removed; at: number } | null {
  if (!removed || lines.some((line) => line.idproduto === removed.idproduto)) return null;
  const after = lines.findIndex((line) => line.produto.nome.localeCompare(removed.nome, "pt-BR") > 0);
  return { removed, at: after === -1 ? lines.length : after };
}
