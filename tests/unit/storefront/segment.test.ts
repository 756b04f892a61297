import { describe, expect, it } from "vitest";
import { activeSegment } from "~/models/segment";
import type { Segment } from "~/models/supplier";

// docs/rules/storefront.md "Supplier loading": "A supplier with exactly one segment makes that segment active;
// otherwise the first segment becomes active on direct selection."
const seg = (idsegmento: string): Segment => ({ idsegmento, nome: `Segmento ${idsegmento}`, requer_maioridade: false });
const ONE = [seg("atacado")];
const MANY = [seg("mercearia"), seg("bebidas"), seg("adega")];

describe("activeSegment", () => {
  const cases: [string, Segment[], string | null, string | null][] = [
    ["exactly one segment is active without a selection", ONE, null, "atacado"],
    ["exactly one segment is active whatever is selected", ONE, "outro", "atacado"],
    ["no segments: none", [], null, null],
    ["no segments, a selection: none", [], "bebidas", null],
    ["several segments, no selection: none (whole catalogue)", MANY, null, null],
    ["several segments, a selection: that segment", MANY, "bebidas", "bebidas"],
    ["several segments, the last selected", MANY, "adega", "adega"],
    ["several segments, an unknown selection: the first", MANY, "sumiu", "mercearia"],
    ["several segments, an empty selection: the first", MANY, "", "mercearia"],
  ];
  it.each(cases)("%s", (_label, segments, selected, expected) => {
    expect(activeSegment(segments, selected)?.idsegmento ?? null).toBe(expected);
  });

  it("returns the segment object itself", () => {
    expect(activeSegment(MANY, "bebidas")).toBe(MANY[1]);
  });
});
