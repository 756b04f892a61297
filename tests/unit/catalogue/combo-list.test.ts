import { describe, expect, it } from "vitest";
import { readComboList } from "~/models/combo-list";
import { comboPrices, comboValidity } from "~/models/combo-view";

// docs/rules/catalogue.md "Combos page": "one row the storefront cannot read degrades that row, not
// the page" (docs/rules/storefront.md "Errors"): a row without an id a page address can carry or a
// name is left out; a field it cannot read is dropped on that row only.

const row = (fields: Record<string, unknown> = {}) => ({
  idcombo: 701,
  nome: "Kit café do comércio",
  descricao: "Café tradicional, açúcar e copos.",
  imagem: "aurora/produtos/1016.svg",
  validade_fim: "2027-12-31",
  preco_original: 601.9,
  preco_combo: 569.9,
  ...fields,
});

describe("readComboList: the combos page's rows, read one by one", () => {
  it("reads a whole row as the contract has it, its id as text", () => {
    expect(readComboList([row()])).toEqual({
      combos: [
        {
          idcombo: "701",
          nome: "Kit café do comércio",
          descricao: "Café tradicional, açúcar e copos.",
          imagem: "aurora/produtos/1016.svg",
          validade_fim: "2027-12-31",
          preco_original: 601.9,
          preco_combo: 569.9,
        },
      ],
      unreadable: 0,
      degraded: 0,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["no id", { idcombo: undefined }],
    ["an id no page address carries", { idcombo: "../conta" }],
    ["an id of 16 digits", { idcombo: "1234567890123456" }],
    ["no name", { nome: undefined }],
    ["a blank name", { nome: "   " }],
    ["a name that is no text", { nome: 42 }],
  ])("leaves out a row with %s, and counts it", (_case, fields) => {
    const { combos, unreadable } = readComboList([row(fields), row({ idcombo: 702, nome: "Kit limpeza" })]);
    expect(combos.map((combo) => combo.idcombo)).toEqual(["702"]);
    expect(unreadable).toBe(1);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, number]>([
    [
      "a price that is no number drops both prices",
      { preco_combo: "caro" },
      { preco_combo: undefined, preco_original: undefined },
      1,
    ],
    [
      "a negative price drops both prices",
      { preco_combo: -1 },
      { preco_combo: undefined, preco_original: undefined },
      1,
    ],
    [
      "a price apart it cannot read keeps the combo's",
      { preco_original: null },
      { preco_combo: 569.9, preco_original: undefined },
      1,
    ],
    ["a description that is no text is none", { descricao: { html: "x" } }, { descricao: null }, 1],
    // Texts the contract allows, that say nothing: not a fault of the row.
    ["a blank picture is none", { imagem: " " }, { imagem: null }, 0],
    ["a last day that is no calendar day is none", { validade_fim: "2027-02-30" }, { validade_fim: null }, 0],
  ])("keeps the row when %s", (_case, fields, expected, degradedRows) => {
    const { combos, unreadable, degraded } = readComboList([row(fields)]);
    expect(unreadable).toBe(0);
    expect(degraded).toBe(degradedRows);
    const [combo] = combos;
    for (const [key, value] of Object.entries(expected)) expect(combo?.[key as keyof typeof combo]).toEqual(value);
    if ("preco_combo" in expected && expected.preco_combo === undefined)
      expect(combo).not.toHaveProperty("preco_combo");
  });

  it("lists a combo once, in the server's order", () => {
    const { combos, unreadable } = readComboList([row({ idcombo: 702 }), row(), row({ idcombo: "702" })]);
    expect(combos.map((combo) => combo.idcombo)).toEqual(["702", "701"]);
    expect(unreadable).toBe(1);
  });

  it("reads rows that are not records as unreadable", () => {
    expect(readComboList([null, "701", 701, []])).toEqual({ combos: [], unreadable: 4, degraded: 0 });
  });
});

describe("comboPrices: a card's 'De … por …'", () => {
  it.each<[string, { preco_original?: number; preco_combo?: number }, ReturnType<typeof comboPrices>]>([
    [
      "the items apart cost more: both",
      { preco_original: 601.9, preco_combo: 569.9 },
      { apart: 601.9, together: 569.9 },
    ],
    [
      "apart not above the combo: the combo's alone",
      { preco_original: 500, preco_combo: 569.9 },
      { apart: null, together: 569.9 },
    ],
    ["no price apart: the combo's alone", { preco_combo: 569.9 }, { apart: null, together: 569.9 }],
    ["no combo price: none", { preco_original: 601.9 }, null],
  ])("%s", (_case, card, expected) => {
    expect(comboPrices(card)).toEqual(expected);
  });
});

describe("comboValidity: the combo's last day", () => {
  it.each<[string | null, string | null]>([
    ["2027-12-31", "Válido até 31 de dezembro de 2027"],
    ["2026-01-01", "Válido até 1 de janeiro de 2026"],
    [null, null],
    ["2027-02-30", null],
    ["amanhã", null],
  ])("%s → %s", (day, expected) => {
    expect(comboValidity(day)).toBe(expected);
  });
});
