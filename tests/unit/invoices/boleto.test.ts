/**
 * A boleto's numbers (FEBRABAN layout, Carta-Circular 2.926): the barcode's general check digit by
 * mod 11, each field of the linha digitável by mod 10, and the due-day factor that restarted at 1000
 * on 2025-02-22. The reference boleto is Banco do Brasil's "00190.50095 40144.816069 06809.350314 3
 * 37370000000100" (R$ 1,00 due 2032-08-21), whose numbers other implementations agree on.
 */
import { describe, expect, it } from "vitest";
import {
  barcode,
  barcodeOf,
  dueDateFactor,
  formatLinhaDigitavel,
  isValidLinhaDigitavel,
  linhaDigitavel,
  mod10,
  mod11,
} from "~/models/invoices/boleto";

const BB_LINHA = "00190500954014481606906809350314337370000000100";
const BB_BARCODE = "00193373700000001000500940144816060680935031";

describe("mod 10 of a linha digitável's field (weights 2, 1 from the right; a product's digits added)", () => {
  it.each([
    ["001905009", 5],
    ["4014481606", 9],
    ["0680935031", 4],
    ["002805009", 4],
    // 0 → sum 0 → (10 − 0) mod 10 = 0.
    ["0", 0],
    // 5 × 2 = 10 → 1 + 0 = 1 → 10 − 1 = 9.
    ["5", 9],
    // 9 × 2 = 18 → 1 + 8 = 9; 1 × 1 = 1: sum 10 → 0.
    ["19", 0],
  ])("%s → %i", (field, digit) => {
    expect(mod10(field)).toBe(digit);
  });
});

describe("mod 11 of the barcode (weights 2…9 from the right; 0, 10 and 11 give 1)", () => {
  it.each([
    ["the Banco do Brasil boleto", "0019373700000001000500940144816060680935031", 3],
    ["a remainder of 0 (11 − 0 = 11) gives 1", "0", 1],
    ["a remainder of 1 (11 − 1 = 10) gives 1", "6", 1],
    ["a remainder of 10 gives 11 − 10 = 1", "5", 1],
    ["a remainder of 2 gives 9", "1", 9],
    ["weights start again at 2 after 9", "100000000", 9],
  ])("%s", (_about, digits, digit) => {
    expect(mod11(digits)).toBe(digit);
  });
});

describe("the due-day factor", () => {
  it.each([
    ["2000-07-03", "1000"],
    ["2025-02-21", "9999"],
    ["2025-02-22", "1000"],
    ["2025-02-23", "1001"],
    ["2032-08-21", "3737"],
    ["2026-12-21", "1667"],
  ])("%s → %s", (day, factor) => {
    expect(dueDateFactor(day)).toBe(factor);
  });

  it.each(["1997-10-07", "21/12/2026", "2026-13-01x"])("refuses %s", (day) => {
    expect(() => dueDateFactor(day)).toThrow(RangeError);
  });
});

describe("barcode and linha digitável", () => {
  it("makes the Banco do Brasil boleto from its parts, and its linha digitável from the barcode and back", () => {
    expect(barcode({ banco: "001", vencimento: "2032-08-21", valor: 1, campoLivre: "0500940144816060680935031" })).toBe(
      BB_BARCODE,
    );
    expect(linhaDigitavel(BB_BARCODE)).toBe(BB_LINHA);
    expect(barcodeOf(BB_LINHA)).toBe(BB_BARCODE);
  });

  it.each([
    { valor: 519.5, cents: "0000051950" },
    { valor: 0.01, cents: "0000000001" },
    { valor: 1234567.89, cents: "0123456789" },
    { valor: 398.86, cents: "0000039886" },
  ])("writes R$ $valor as $cents cents, and the linha digitável it makes passes its own checks", ({ valor, cents }) => {
    const code = barcode({ banco: "237", vencimento: "2026-12-21", valor, campoLivre: "3381090000000000700123450" });
    expect(code).toMatch(/^\d{44}$/);
    expect(code.slice(0, 4)).toBe("2379");
    expect(code.slice(5, 9)).toBe("1667");
    expect(code.slice(9, 19)).toBe(cents);
    expect(code.slice(19)).toBe("3381090000000000700123450");
    expect(isValidLinhaDigitavel(linhaDigitavel(code))).toBe(true);
  });

  it.each([
    [
      "a bank of 2 digits",
      { banco: "23", vencimento: "2026-12-21", valor: 1, campoLivre: "3381090000000000700123450" },
    ],
    [
      "a free field of 24 digits",
      { banco: "237", vencimento: "2026-12-21", valor: 1, campoLivre: "338109000000000070012345" },
    ],
    ["no amount", { banco: "237", vencimento: "2026-12-21", valor: 0, campoLivre: "3381090000000000700123450" }],
    [
      "R$ 100 million",
      { banco: "237", vencimento: "2026-12-21", valor: 100_000_000, campoLivre: "3381090000000000700123450" },
    ],
  ])("refuses %s", (_about, parts) => {
    expect(() => barcode(parts)).toThrow(RangeError);
  });
});

describe("isValidLinhaDigitavel", () => {
  it.each([
    ["the Banco do Brasil boleto", BB_LINHA, true],
    ["the same, printed with dots and spaces", "00190.50095 40144.816069 06809.350314 3 37370000000100", true],
    ["another currency code, its digits right", "00280.50094 40144.816069 06809.350314 1 37380000000200", true],
    ["field 1's check digit wrong", "00190500944014481606906809350314337370000000100", false],
    ["field 2's check digit wrong", "00190500954014481606806809350314337370000000100", false],
    ["field 3's check digit wrong", "00190500954014481606906809350315337370000000100", false],
    ["the general check digit wrong", "00190500954014481606906809350314437370000000100", false],
    ["the amount changed (only the general digit covers it)", "00190500954014481606906809350314337370000000200", false],
    ["46 digits", BB_LINHA.slice(1), false],
    ["letters", `${BB_LINHA.slice(0, 46)}A`, false],
  ])("%s → %s", (_about, linha, valid) => {
    expect(isValidLinhaDigitavel(linha)).toBe(valid);
  });
});

describe("formatLinhaDigitavel", () => {
  it("prints the five fields as banks do", () => {
    expect(formatLinhaDigitavel(BB_LINHA)).toBe("00190.50095 40144.816069 06809.350314 3 37370000000100");
  });

  it("leaves a text that is not 47 digits as it came", () => {
    expect(formatLinhaDigitavel("123")).toBe("123");
  });
});
