/** A QR code as an SVG path: the side in modules (quiet zone included) and one path of the dark modules. */
export type QrPath = { size: number; d: string };
