import { encode } from "uqr";
import type { QrPath } from "~/models/checkout/qr-path";

const QUIET_ZONE = 4;

/**
 * The PIX "copia e cola" as a QR code drawn on the server (uqr): a plain path the page renders as
 * inline SVG, so it shows without JavaScript and no QR library reaches the browser. Runs of dark
 * modules in a row become one rectangle, keeping the path short.
 */
export function pixQrPath(payload: string): QrPath {
  const { data, size } = encode(payload, { ecc: "M", border: 0 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: size + QUIET_ZONE * 2, d: parts.join("") };
}
