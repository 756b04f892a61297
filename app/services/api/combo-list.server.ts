import { readComboList, type ComboCard } from "~/models/combo-list";
import { pricedFor } from "~/models/price-visibility";
import { log } from "../logger.server";
import type { CatalogueContext, Shown } from "./catalogue.server";
import { RowsSchema, upstreamRequest, type ApiContext } from "./client.server";
import { cachedForGuest, GUEST_CATALOGUE } from "./public-cache.server";

/** Whose combos, priced how (docs/upstream-api.md §22's lists). Options to come go here too. */
export type ComboListQuery = {
  idfornecedor: string;
  /** The client served (the customer, the client a representative acts for, a company's client); null for a guest. */
  idcliente: string | null;
  /** Prices the combos for the method chosen, as the combo's own page does; a server may ignore it. */
  idformapagamento?: string | null;
};

/**
 * The rows of GET /v4/promotional-combo-client/{f}/{c} (a customer) or /v4/promotional-combo-all/{f}
 * (a guest), as sent: read row by row afterwards (readComboList), so one row never fails the list.
 * A guest's answer is public and kept a while, apart for each delivery type.
 */
function comboRows(
  query: ComboListQuery,
  ctx: ApiContext & { tipoEntrega?: CatalogueContext["tipoEntrega"] },
): Promise<unknown[]> {
  const supplier = encodeURIComponent(query.idfornecedor);
  const path = query.idcliente
    ? `/v4/promotional-combo-client/${supplier}/${encodeURIComponent(query.idcliente)}`
    : `/v4/promotional-combo-all/${supplier}`;
  return cachedForGuest(
    query.idcliente,
    `combos:${query.idfornecedor}:${query.idformapagamento ?? ""}:${ctx.tipoEntrega ?? ""}`,
    ctx,
    (requestCtx) =>
      upstreamRequest({
        path,
        // The shopper's delivery type (ADR 0034): a combo the type does not offer is not listed.
        query: { idformapagamento: query.idformapagamento, tipoEntrega: ctx.tipoEntrega },
        schema: RowsSchema,
        ctx: requestCtx,
      }),
    RowsSchema,
    GUEST_CATALOGUE,
  );
}

/**
 * The combos offered to this viewer (docs/rules/catalogue.md "Combos page"), each as its card, with
 * prices only where the viewer may see them (removed from the data, not only from the page). A row
 * that cannot be read is left out or shown without what was unreadable, and logged; a failure of
 * the call itself rejects (the page says so).
 */
export async function listCombos(query: ComboListQuery, ctx: CatalogueContext): Promise<Shown<ComboCard>[]> {
  const { combos, unreadable, degraded } = readOnce(await comboRows(query, ctx));
  if (unreadable > 0 || degraded > 0) {
    log.warn("combos.unreadable_rows", { supplier: query.idfornecedor, unreadable, degraded, listed: combos.length });
  }
  return combos.map((combo) => pricedFor({ ...combo }, ctx.showPrices));
}

const readLists = new WeakMap<readonly unknown[], ReturnType<typeof readComboList>>();

/**
 * The list read once per answer: a guest's answer, kept a while, is the same rows on every page
 * (the home and the layout's menu each read it), so its rows are checked once, not on each request.
 */
function readOnce(rows: readonly unknown[]): ReturnType<typeof readComboList> {
  let read = readLists.get(rows);
  if (read === undefined) {
    read = readComboList(rows);
    readLists.set(rows, read);
  }
  return read;
}

/**
 * Whether the supplier offers combos to everyone (promotional-combo-all, kept a while): the menu's
 * "Combos" link is shown only then. A failure counts as none (the link is left out, never the page).
 */
export async function offersCombos(idfornecedor: string, ctx: ApiContext): Promise<boolean> {
  try {
    const rows = await comboRows({ idfornecedor, idcliente: null }, ctx);
    return readOnce(rows).combos.length > 0;
  } catch (error) {
    if (error instanceof Response) throw error;
    log.warn("layout.combos_failed", { supplier: idfornecedor, message: String(error) });
    return false;
  }
}
