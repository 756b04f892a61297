import { Transform } from "node:stream";

/**
 * The page's HTML as React renders it, without NUL bytes. React 18's server renderer (react-dom
 * 18.3, facebook/react#24985) sends its whole 2 KiB buffer when a multi-byte character does not fit
 * in what is left of it, unused zero bytes included; the browser shows each as "�" (a saved card's
 * "•••• 1111" read "•••�• 1111" in its button's label, wherever the page's length put it on such an
 * edge). The storefront's markup holds no NUL of its own (a browser would show one as "�" too), so
 * dropping every NUL byte undoes the fault and changes no character.
 */
export function htmlWithoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding, done) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      done(null, bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes);
    },
  });
}
