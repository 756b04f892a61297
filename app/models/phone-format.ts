/**
 * A WhatsApp number of the footer (docs/upstream-api.md §4: digits with the country code, for
 * `https://wa.me/{whatsapp}`) as a shopper reads it and as wa.me wants it. A Brazilian number
 * (55, a two-digit area code, 8 or 9 digits) reads "+55 (11) 97654-0002"; any other number reads
 * "+" and its digits (the contract gives the country code, so none is guessed). Null when it is too
 * short or too long to be a phone number (E.164: at most 15 digits).
 */
export function whatsappNumber(raw: string): { label: string; digits: string } | null {
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 15) return null;
  const brazilian = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (brazilian) {
    const [, area, first, last] = brazilian;
    return { label: `+55 (${area}) ${first}-${last}`, digits };
  }
  return { label: `+${digits}`, digits };
}
