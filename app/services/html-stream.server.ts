import { Transform } from "node:stream";

/**
 * The page's HTML as React renders it, without NUL bytes, in one chunk for each batch React writes.
 *
 * React 18's server renderer (react-dom 18.3, facebook/react#24985) sends its whole 2 KiB buffer
 * when a multi-byte character does not fit in what is left of it, unused zero bytes included; the
 * browser shows each as "�" (a saved card's "•••• 1111" read "•••�• 1111" in its button's label,
 * wherever the page's length put it on such an edge). The storefront's markup holds no NUL of its
 * own (a browser would show one as "�" too), so dropping every NUL byte undoes the fault and
 * changes no character.
 *
 * React writes in pieces of 2 KiB, all of a batch (the shell, then each streamed part) at once: a
 * home's 46 KB came to the response as 23 chunks, each passed through a web stream, written to the
 * connection on its own and flushed by the compression middleware. The pieces of one batch are
 * handed on together once React has written them (a microtask later, so nothing waits for a next
 * batch): the same bytes, at the same moment, in one chunk (docs/decisions/0058).
 */
export function htmlWithoutNulBytes(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const handOn = () => {
    scheduled = false;
    if (pending.length === 0 || stream.destroyed) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  const stream = new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding, done) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      pending.push(bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(handOn);
      }
      done();
    },
    flush(done) {
      handOn();
      done();
    },
  });
  return stream;
}
