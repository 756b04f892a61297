/**
 * The check of a PIX "copia e cola" (docs/upstream-api.md §59): a BR Code, Banco Central's profile
 * of the EMV® QR Code (Manual de Padrões para Iniciação do Pix), closes with field 63, the CRC —
 * "6304" and 4 hex digits, the CRC16-CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of the whole
 * payload up to and including "6304". A bank's app refuses a code whose CRC is wrong, so the
 * storefront offers no such code (neither as a QR code nor to copy), and the contract kit reports it.
 */

/** CRC16-CCITT-FALSE of the text's UTF-8 bytes (polynomial 0x1021, start 0xFFFF, no reflection, no final XOR), as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** What is wrong with a code's CRC (field 63), in English for the kit's report; null when it checks. */
export function pixCrcFault(code: string): string | null {
  const match = /6304([0-9A-Fa-f]{4})$/.exec(code);
  if (!match) return 'does not end with the CRC field 63 ("6304" and 4 hex digits)';
  const expected = crc16CcittFalse(code.slice(0, -4));
  return match[1]!.toUpperCase() === expected
    ? null
    : `its CRC16 (field 63) is ${match[1]}, where the payload up to and including "6304" gives ${expected}`;
}

/** True when the code closes with field 63 and its CRC16 is that of the payload before it (hex digits in either case). */
export const hasValidPixCrc = (code: string): boolean => pixCrcFault(code) === null;

/**
 * What the order's page says in place of a code whose CRC is wrong (docs/decisions/0029): the code
 * is offered neither as a QR code nor to copy, since the shopper's bank would refuse it.
 */
export const unusablePixCodeText =
  "Não foi possível gerar o código PIX deste pedido. Tente de novo em alguns minutos ou fale com a loja para pagar de outra forma.";
