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
