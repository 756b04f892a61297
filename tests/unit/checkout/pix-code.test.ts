/**
 * docs/upstream-api.md §59: "`63` | CRC | CRC16-CCITT-FALSE (polynomial `0x1021`, start `0xFFFF`) of
 * the whole payload up to and including `6304`, 4 upper-case hex digits". A code whose CRC is wrong
 * is never offered to the shopper (docs/decisions/0029) and the contract kit reports it.
 */
import { describe, expect, it } from "vitest";
import { crc16CcittFalse, hasValidPixCrc, pixCrcFault } from "~/models/checkout/pix-code";

/** The example of Banco Central's Manual de Padrões para Iniciação do Pix (a static BR Code). */
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
/** The example of §59 (the reference server's layout, one payment of R$ 310,20). */
const CONTRACT_EXAMPLE =
  "00020101021226580014br.gov.bcb.pix01363f6b8c1e-52a4-4d7f-9e0b-7a1c2d3e4f515204000053039865406310.205802BR5920DISTRIBUIDORA AURORA6009SAO PAULO62290525ZxCZqh6DM6N9JgRQok9mnMMGw6304EDD7";

describe("crc16CcittFalse", () => {
  it.each([
    { case: "the CCITT-FALSE check value", text: "123456789", crc: "29B1" },
    { case: "nothing: the start value", text: "", crc: "FFFF" },
    { case: "leading zeros kept", text: "A", crc: "B915" },
    { case: "Banco Central's example up to and including 6304", text: BCB_EXAMPLE.slice(0, -4), crc: "1D3D" },
  ])("$case", ({ text, crc }) => {
    expect(crc16CcittFalse(text)).toBe(crc);
  });
});

describe("a PIX code's CRC (field 63)", () => {
  it.each([
    { case: "Banco Central's example", code: BCB_EXAMPLE, valid: true },
    { case: "the contract's example (§59)", code: CONTRACT_EXAMPLE, valid: true },
    { case: "the CRC in lower-case hex: the same number", code: BCB_EXAMPLE.replace(/1D3D$/, "1d3d"), valid: true },
    { case: "the CRC's last digit changed", code: BCB_EXAMPLE.replace(/1D3D$/, "1D3E"), valid: false },
    {
      case: "a payload changed after the CRC was made (the amount)",
      code: CONTRACT_EXAMPLE.replace("310.20", "310.21"),
      valid: false,
    },
    {
      case: "a CRC over the payload without 6304",
      code: `${BCB_EXAMPLE.slice(0, -8)}6304${crc16CcittFalse(BCB_EXAMPLE.slice(0, -8))}`,
      valid: false,
    },
    { case: "no field 63", code: BCB_EXAMPLE.slice(0, -8), valid: false },
    { case: "field 63 with 3 digits", code: BCB_EXAMPLE.slice(0, -1), valid: false },
    { case: "field 63 not hex", code: BCB_EXAMPLE.replace(/1D3D$/, "1D3G"), valid: false },
    { case: "an empty code", code: "", valid: false },
  ])("$case: valid $valid", ({ code, valid }) => {
    expect(hasValidPixCrc(code)).toBe(valid);
    expect(pixCrcFault(code) === null).toBe(valid);
  });

  it("says which CRC the payload gives", () => {
    expect(pixCrcFault(BCB_EXAMPLE.replace(/1D3D$/, "0000"))).toBe(
      'its CRC16 (field 63) is 0000, where the payload up to and including "6304" gives 1D3D',
    );
  });
});
