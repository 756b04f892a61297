/**
 * The "copia e cola" of a PIX charge: a BR Code, Banco Central's profile of the EMV® QR Code in
 * merchant-presented mode (Manual de Padrões para Iniciação do Pix). Each field is its ID (2 digits),
 * the length of its value (2 digits) and the value; the last one, 63, is a CRC16 of all before it.
 */

export type PixPayload = {
  /** The receiver's PIX key (CPF, CNPJ, e-mail, phone or random key). */
  chave: string;
  /** The amount in reais. */
  valor: number;
  /** The receiver's name and city, as the payer's bank shows them. */
  nome: string;
  cidade: string;
  /** The charge's id, which the receiver's bank reports the payment under. */
  txid: string;
};

/** Field 26's GUI: the merchant account is a PIX key. */
const PIX_GUI = "br.gov.bcb.pix";

/** The most characters fields 59 (name) and 60 (city) hold. */
const NAME_LENGTH = 25;
const CITY_LENGTH = 15;

/** Field 62-05 holds at most 25 characters, letters and digits only. */
const TXID = /^[A-Za-z0-9]{1,25}$/;

/** Field 54 holds at most 13 characters ("9999999999.99"). */
const MAX_AMOUNT = 9_999_999_999.99;

function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new RangeError(`BR Code: campo ${id} com ${value.length} caracteres`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/**
 * A name or city as fields 59 and 60 take them: banks read plain ASCII, so accents are dropped
 * ("São Paulo" → "Sao Paulo") with any other character outside it, then cut to `max`.
 */
export function brCodeText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** CRC16-CCITT-FALSE of the text's UTF-8 bytes (polynomial 0x1021, start 0xFFFF), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * The BR Code of a charge of one payment (point of initiation 12), in reais, in Brazil. The CRC
 * covers the whole payload up to and including field 63's ID and length ("6304").
 */
export function pixBrCode({ chave, valor, nome, cidade, txid }: PixPayload): string {
  if (!TXID.test(txid)) throw new RangeError("BR Code: txid fora do formato");
  if (!(valor > 0 && valor <= MAX_AMOUNT)) throw new RangeError("BR Code: valor fora dos limites");
  const payload = [
    field("00", "01"),
    field("01", "12"),
    field("26", field("00", PIX_GUI) + field("01", chave)),
    field("52", "0000"),
    field("53", "986"),
    field("54", valor.toFixed(2)),
    field("58", "BR"),
    field("59", brCodeText(nome, NAME_LENGTH)),
    field("60", brCodeText(cidade, CITY_LENGTH)),
    field("62", field("05", txid)),
    "6304",
  ].join("");
  return payload + crc16(payload);
}
