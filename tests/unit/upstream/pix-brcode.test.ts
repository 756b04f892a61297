/**
 * The "copia e cola" of a PIX charge (docs/upstream-api.md §59): a Banco Central BR Code, each field
 * ID, length and value, closed by a CRC16-CCITT-FALSE of everything before it.
 */
import { describe, expect, it } from "vitest";
import { brCodeText, crc16, pixBrCode, type PixPayload } from "../../../upstream/data/pix-brcode";

/** The example of Banco Central's Manual de Padrões para Iniciação do Pix (a static BR Code). */
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

type Field = { id: string; value: string };

/** Reads a payload's fields in order: ID (2 digits), length (2 digits), value. */
function fields(payload: string): Field[] {
  const read: Field[] = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    expect(id).toMatch(/^\d{2}$/);
    expect(Number.isInteger(length)).toBe(true);
    const value = payload.slice(at + 4, at + 4 + length);
    expect(value).toHaveLength(length);
    read.push({ id, value });
    at += 4 + length;
  }
  return read;
}

const valueOf = (list: Field[], id: string) => list.find((field) => field.id === id)?.value;

const AURORA: PixPayload = {
  chave: "3f6b8c1e-52a4-4d7f-9e0b-7a1c2d3e4f51",
  valor: 155.1,
  nome: "DISTRIBUIDORA AURORA",
  cidade: "SAO PAULO",
  txid: "Ab3dE5fG7hJ9kLmN0pQ2rS4tU",
};

describe("crc16", () => {
  it.each([
    { case: "the CCITT-FALSE check value", text: "123456789", crc: "29B1" },
    {
      case: "Banco Central's example, over all but its last 4 characters",
      text: BCB_EXAMPLE.slice(0, -4),
      crc: "1D3D",
    },
    { case: "nothing: the start value", text: "", crc: "FFFF" },
    { case: "leading zeros kept", text: "A", crc: "B915" },
  ])("$case", ({ text, crc }) => {
    expect(crc16(text)).toBe(crc);
  });
});

describe("pixBrCode", () => {
  const code = pixBrCode(AURORA);
  const read = fields(code);

  it.each([
    { id: "00", name: "payload format", value: "01" },
    { id: "01", name: "point of initiation: one payment", value: "12" },
    { id: "52", name: "merchant category code", value: "0000" },
    { id: "53", name: "currency: real", value: "986" },
    { id: "54", name: "amount, with two decimals", value: "155.10" },
    { id: "58", name: "country", value: "BR" },
    { id: "59", name: "merchant name", value: "DISTRIBUIDORA AURORA" },
    { id: "60", name: "merchant city", value: "SAO PAULO" },
  ])("field $id ($name) is $value", ({ id, value }) => {
    expect(valueOf(read, id)).toBe(value);
  });

  it("writes the fields in the order of the manual, the CRC last", () => {
    expect(read.map((field) => field.id)).toEqual(["00", "01", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
  });

  it("names the PIX key under the GUI br.gov.bcb.pix in field 26", () => {
    expect(fields(valueOf(read, "26") ?? "")).toEqual([
      { id: "00", value: "br.gov.bcb.pix" },
      { id: "01", value: AURORA.chave },
    ]);
  });

  it("carries the txid in field 62-05", () => {
    expect(fields(valueOf(read, "62") ?? "")).toEqual([{ id: "05", value: AURORA.txid }]);
  });

  it("closes with the CRC of the whole payload up to and including 6304", () => {
    expect(code.slice(-8, -4)).toBe("6304");
    expect(valueOf(read, "63")).toBe(crc16(code.slice(0, -4)));
  });

  it("checks with the same CRC as Banco Central's example", () => {
    const example = fields(BCB_EXAMPLE);
    expect(valueOf(example, "63")).toBe(crc16(BCB_EXAMPLE.slice(0, -4)));
    expect(example.map((field) => field.id)).toEqual(["00", "26", "52", "53", "58", "59", "60", "62", "63"]);
  });

  it.each([
    { valor: 0.01, field: "0.01" },
    { valor: 1234567.891, field: "1234567.89" },
    { valor: 30, field: "30.00" },
    { valor: 9_999_999_999.99, field: "9999999999.99" },
  ])("writes R$ $valor as $field", ({ valor, field }) => {
    expect(valueOf(fields(pixBrCode({ ...AURORA, valor })), "54")).toBe(field);
  });

  it.each([
    { case: "a zero amount", change: { valor: 0 } },
    { case: "a negative amount", change: { valor: -1 } },
    { case: "an amount field 54 cannot hold", change: { valor: 10_000_000_000 } },
    { case: "no amount", change: { valor: Number.NaN } },
    { case: "a txid longer than field 62-05 holds", change: { txid: "A".repeat(26) } },
    { case: "a txid with other characters", change: { txid: "Ab3dE5fG7hJ9kLmN0pQ2rS4t-" } },
    { case: "a key too long for field 26", change: { chave: "x".repeat(78) } },
    { case: "a name with nothing a bank can show", change: { nome: "——" } },
  ])("refuses $case", ({ change }) => {
    expect(() => pixBrCode({ ...AURORA, ...change })).toThrow(RangeError);
  });
});

describe("brCodeText", () => {
  it.each([
    { text: "São Paulo", max: 15, out: "Sao Paulo" },
    { text: "Hortifrúti Casa Verde — Cambuí", max: 25, out: "Hortifruti Casa Verde Cam" },
    { text: "Empório Bom Sabor Pinheiros", max: 25, out: "Emporio Bom Sabor Pinheir" },
    { text: "  Campinas  ", max: 15, out: "Campinas" },
    { text: "Conceição do Mato Dentro", max: 15, out: "Conceicao do Ma" },
  ])("$text → $out", ({ text, max, out }) => {
    expect(brCodeText(text, max)).toBe(out);
  });
});
