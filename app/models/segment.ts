import type { Segment } from "./supplier";

/**
 * docs/rules/storefront.md "Supplier loading": "A supplier with exactly one segment makes that segment active;
 * otherwise the first segment becomes active on direct selection." Without a selection there is
 * no active segment (the whole catalogue).
 */
export function activeSegment(segments: readonly Segment[], selectedId: string | null): Segment | null {
  if (segments.length === 1) return segments[0] ?? null;
  if (selectedId === null) return null;
  return segments.find((segment) => segment.idsegmento === selectedId) ?? segments[0] ?? null;
}

/**
 * A segment id as a form or address carries it: letters, digits, `-` and `_`, at most 64. Anything
 * else names no segment (404, the upstream is not asked).
 */
export function segmentId(raw: unknown): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/** The supplier's segment of that id, or null when the id is not one of this supplier's. */
export function segmentOf(segments: readonly Segment[], idsegmento: string | null): Segment | null {
  return idsegmento === null ? null : (segments.find((segment) => segment.idsegmento === idsegmento) ?? null);
}

/**
 * docs/rules/catalogue.md "Age check": what the upstream says of a product's segment. `adults`: a
 * segment with `requer_maioridade`; `all`: one without; `unknown`: no segment, or one the supplier
 * does not list, which is read as not adults-only (and logged by the caller).
 */
export function ageRuleOf(segments: readonly Segment[], idsegmento: string | null): "adults" | "all" | "unknown" {
  const segment = segmentOf(segments, idsegmento);
  if (!segment) return "unknown";
  return segment.requer_maioridade ? "adults" : "all";
}

/** Whether a product of that segment is asked about before it is shown: adults-only, and the age not confirmed this visit. */
export function isAgeGated(segments: readonly Segment[], idsegmento: string | null, ageConfirmed: boolean): boolean {
  return !ageConfirmed && ageRuleOf(segments, idsegmento) === "adults";
}

/**
 * A list of products as a shopper who has not confirmed their age sees it: the adults-only ones
 * are taken out and counted, so the page shows the age question in their place (never silently
 * drops them); with the age confirmed, the list as it is.
 */
export function gateByAge<P extends { idsegmento: string | null }>(
  products: readonly P[],
  segments: readonly Segment[],
  ageConfirmed: boolean,
): { shown: P[]; gated: number } {
  const shown = products.filter((product) => !isAgeGated(segments, product.idsegmento, ageConfirmed));
  return { shown, gated: products.length - shown.length };
}

/**
 * The products a carousel shows in the active segment: without one, all; with one, all but those
 * naming another of the supplier's segments (a product whose segment is not said stays).
 */
export function inSegment<P extends { idsegmento: string | null }>(
  products: readonly P[],
  segments: readonly Segment[],
  active: Segment | null,
): P[] {
  if (!active) return [...products];
  return products.filter(
    (product) => product.idsegmento === active.idsegmento || segmentOf(segments, product.idsegmento) === null,
  );
}

/** A segment as the header and the home offer it. */
export type SegmentView = { idsegmento: string; nome: string; adults: boolean };

/** The segments a shopper chooses among: none when the supplier has fewer than two (one is always active). */
export function segmentChoices(segments: readonly Segment[]): SegmentView[] {
  return segments.length < 2
    ? []
    : segments.map((segment) => ({
        idsegmento: segment.idsegmento,
        nome: segment.nome,
        adults: segment.requer_maioridade,
      }));
}
