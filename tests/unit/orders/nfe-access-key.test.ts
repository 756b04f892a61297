import { describe, expect, it } from "vitest";
import {
  formatAccessKey,
  formatInvoiceNumber,
  isNfeAccessKey,
  mod11CheckDigit,
  nfeAccessKey,
  yearMonthInSaoPaulo,
  type AccessKeyParts,
} from "~/models/orders/nfe-access-key";

/**
 * The NF-e's access key (docs/upstream-api.md §64): "cUF, AAMM, CNPJ, modelo 55, série, número,
 * tpEmis, cNF, DV mod 11", the check digit as the NF-e manual computes it: weights 2 to 9 from the
 * right, remainder 0 or 1 → 0, else 11 − remainder.
 */

describe("the check digit (modulo 11, weights 2–9 from the right)", () => {
  it.each<[string, string, number]>([
    // The manual's own worked example: the weighted sum is 644, 644 mod 11 = 6, so 11 − 6 = 5.
    ["the NF-e manual's example", "5206043300991100250655012000000780026730161", 5],
    // 1×2 = 2 → remainder 2 → 9.
    ["one digit", "1", 9],
    // 5×2 + 1×3 = 13 → remainder 2 → 9.
    ["two digits", "15", 9],
    // 0×2 = 0 → remainder 0 → 0.
    ["remainder 0 gives 0", "0", 0],
    // 6×2 = 12 → remainder 1 → 0.
    ["remainder 1 gives 0", "6", 0],
    // 9 digits 1: weights 2..9 then 2 again = 44 + 2 = 46 → remainder 2 → 9.
    ["the weights start again at 2 after 9", "111111111", 9],
    // Eight 1s: 2+3+…+9 = 44 → remainder 0 → 0.
    ["eight ones", "11111111", 0],
  ])("%s: %s → %i", (_about, digits, digit) => {
    expect(mod11CheckDigit(digits)).toBe(digit);
  });

  it.each(["", "12a4", "12 34"])("refuses %j (digits only)", (digits) => {
    expect(() => mod11CheckDigit(digits)).toThrow(RangeError);
  });
});

const PARTS: AccessKeyParts = {
  uf: "SP",
  emitidaEm: new Date("2026-11-23T12:00:00Z"),
  cnpj: "18345672000102",
  serie: 1,
  numero: 1,
  codigoNumerico: 12345678,
};

describe("the 44 digits: cUF AAMM CNPJ mod série nNF tpEmis cNF cDV", () => {
  it.each<[string, Partial<AccessKeyParts>, string]>([
    ["Aurora's first NF-e, São Paulo, November 2026", {}, "35261118345672000102550010000000011123456787"],
    [
      "another state (MG 31) and series 2, number 1234",
      { uf: "MG", serie: 2, numero: 1234 },
      "31261118345672000102550020000012341123456780",
    ],
    [
      "the largest number and code",
      { numero: 999_999_999, codigoNumerico: 99_999_998 },
      "35261118345672000102550019999999991999999989",
    ],
  ])("%s", (_about, change, key) => {
    const made = nfeAccessKey({ ...PARTS, ...change });
    expect(made).toBe(key);
    expect(made).toHaveLength(44);
    expect(isNfeAccessKey(made)).toBe(true);
    expect(Number(made.at(-1))).toBe(mod11CheckDigit(made.slice(0, 43)));
  });

  it("lays the parts where the manual puts them", () => {
    const key = nfeAccessKey({ ...PARTS, serie: 7, numero: 4321, codigoNumerico: 87654321 });
    expect({
      cUF: key.slice(0, 2),
      AAMM: key.slice(2, 6),
      CNPJ: key.slice(6, 20),
      mod: key.slice(20, 22),
      serie: key.slice(22, 25),
      nNF: key.slice(25, 34),
      tpEmis: key.slice(34, 35),
      cNF: key.slice(35, 43),
    }).toEqual({
      cUF: "35",
      AAMM: "2611",
      CNPJ: "18345672000102",
      mod: "55",
      serie: "007",
      nNF: "000004321",
      tpEmis: "1",
      cNF: "87654321",
    });
  });

  it.each<[string, string, string]>([
    ["the first day of a month in São Paulo", "2026-12-01T03:00:00Z", "2612"],
    ["still the last day of the month in São Paulo (UTC is past midnight)", "2026-12-01T02:59:59Z", "2611"],
    ["New Year's Eve in São Paulo", "2027-01-01T01:00:00Z", "2612"],
  ])("AAMM is the month of issue in São Paulo: %s", (_about, instant, yymm) => {
    expect(yearMonthInSaoPaulo(new Date(instant))).toBe(yymm);
  });

  it.each<[string, Partial<AccessKeyParts>]>([
    ["a CNPJ without 14 digits", { cnpj: "1834567200010" }],
    ["a CNPJ with letters", { cnpj: "18A45672000102" }],
    ["series 1000", { serie: 1000 }],
    ["number 0", { numero: 0 }],
    ["number of 10 digits", { numero: 1_000_000_000 }],
    ["a code of 9 digits", { codigoNumerico: 100_000_000 }],
    ["a code equal to the number (forbidden by the manual)", { numero: 42, codigoNumerico: 42 }],
    ["an unknown state", { uf: "XX" as AccessKeyParts["uf"] }],
    ["an invalid date", { emitidaEm: new Date("not a date") }],
  ])("refuses %s", (_about, change) => {
    expect(() => nfeAccessKey({ ...PARTS, ...change })).toThrow(RangeError);
  });
});

describe("telling a key", () => {
  it.each<[string, string, boolean]>([
    ["a good key", "35261118345672000102550010000000011123456787", true],
    ["the manual's example with its digit", "52060433009911002506550120000007800267301615", true],
    ["a wrong check digit", "35261118345672000102550010000000011123456788", false],
    ["model 65 (NFC-e)", "35261118345672000102650010000000011123456787", false],
    ["43 digits", "3526111834567200010255001000000001112345678", false],
    ["a letter", "3526111834567200010255001000000001112345678A", false],
  ])("%s: %s", (_about, key, valid) => {
    expect(isNfeAccessKey(key)).toBe(valid);
  });

  it("prints it in eleven groups of four, and the number in groups of three", () => {
    expect(formatAccessKey("35261118345672000102550010000000011123456787")).toBe(
      "3526 1118 3456 7200 0102 5500 1000 0000 0111 2345 6787",
    );
    expect(formatInvoiceNumber(1234)).toBe("000.001.234");
  });
});
