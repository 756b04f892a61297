import { describe, expect, it } from "vitest";
import {
  activeSegment,
  ageRuleOf,
  gateByAge,
  inSegment,
  isAgeGated,
  segmentChoices,
  segmentId,
  segmentOf,
} from "~/models/segment";
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

// docs/rules/catalogue.md "Segments", "Age check" (over 18).
const BOM_SABOR: Segment[] = [
  { idsegmento: "mercearia", nome: "Mercearia fina", requer_maioridade: false },
  { idsegmento: "frios", nome: "Frios e laticínios", requer_maioridade: false },
  { idsegmento: "bebidas", nome: "Bebidas alcoólicas", requer_maioridade: true },
];
const product = (id: string, idsegmento: string | null) => ({ id, idsegmento });

describe("segmentId: a segment id from a form or address", () => {
  it.each<[unknown, string | null]>([
    ["bomsabor-bebidas-alcoolicas", "bomsabor-bebidas-alcoolicas"],
    ["seg_1", "seg_1"],
    ["", null],
    ["a".repeat(65), null],
    ["../etc", null],
    ["bebidas alcoólicas", null],
    ["x%00", null],
    [null, null],
    [42, null],
  ])("%j → %j", (raw, expected) => {
    expect(segmentId(raw)).toBe(expected);
  });
});

describe("segmentOf: only the supplier's own segments", () => {
  it.each<[string | null, string | null]>([
    ["bebidas", "bebidas"],
    ["adega", null],
    [null, null],
  ])("%j → %j", (id, expected) => {
    expect(segmentOf(BOM_SABOR, id)?.idsegmento ?? null).toBe(expected);
  });
});

describe("ageRuleOf and isAgeGated: what is asked about before it is shown", () => {
  it.each<[string | null, boolean, "adults" | "all" | "unknown", boolean]>([
    ["bebidas", false, "adults", true],
    ["bebidas", true, "adults", false],
    ["mercearia", false, "all", false],
    // A product whose segment the upstream does not say, or names one not listed: not adults-only.
    [null, false, "unknown", false],
    ["adega", false, "unknown", false],
  ])("segment %j, age confirmed %j: %s, gated %j", (idsegmento, confirmed, rule, gated) => {
    expect(ageRuleOf(BOM_SABOR, idsegmento)).toBe(rule);
    expect(isAgeGated(BOM_SABOR, idsegmento, confirmed)).toBe(gated);
  });
});

describe("gateByAge: adults-only products held back and counted, never silently dropped", () => {
  const list = [product("1", "mercearia"), product("2", "bebidas"), product("3", null), product("4", "bebidas")];
  it("without the age confirmed: the others shown, the adults-only counted", () => {
    expect(gateByAge(list, BOM_SABOR, false)).toEqual({ shown: [list[0], list[2]], gated: 2 });
  });
  it("with the age confirmed: all shown", () => {
    expect(gateByAge(list, BOM_SABOR, true)).toEqual({ shown: list, gated: 0 });
  });
  it("a supplier without an adults-only segment holds nothing back", () => {
    expect(gateByAge(list, [], false)).toEqual({ shown: list, gated: 0 });
  });
});

describe("inSegment: a carousel in the active segment", () => {
  const list = [product("1", "mercearia"), product("2", "bebidas"), product("3", null), product("4", "adega")];
  it.each<[string, Segment | null, string[]]>([
    ["no active segment: every product", null, ["1", "2", "3", "4"]],
    ["Mercearia: its own, and those whose segment is not one of the supplier's", BOM_SABOR[0]!, ["1", "3", "4"]],
    ["Bebidas: its own, and the unknown ones", BOM_SABOR[2]!, ["2", "3", "4"]],
  ])("%s", (_label, active, ids) => {
    expect(inSegment(list, BOM_SABOR, active).map((item) => item.id)).toEqual(ids);
  });
});

describe("segmentChoices: what the header and the home offer", () => {
  it("several segments: each, adults-only marked", () => {
    expect(segmentChoices(BOM_SABOR)).toEqual([
      { idsegmento: "mercearia", nome: "Mercearia fina", adults: false },
      { idsegmento: "frios", nome: "Frios e laticínios", adults: false },
      { idsegmento: "bebidas", nome: "Bebidas alcoólicas", adults: true },
    ]);
  });
  it.each([[[]], [[seg("atacado")]]])("fewer than two: no choice (%#)", (segments) => {
    expect(segmentChoices(segments)).toEqual([]);
  });
});
