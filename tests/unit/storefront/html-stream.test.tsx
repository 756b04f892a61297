import { PassThrough, Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlWithoutNulBytes } from "~/services/html-stream.server";

/** The page as the browser decodes it: React's stream, through `through`, read whole. */
function render(element: React.ReactElement, through: () => NodeJS.ReadWriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(new TextDecoder().decode(Buffer.concat(chunks))));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const stream = through();
        stream.on("error", reject);
        stream.pipe(sink);
        pipe(stream as unknown as Writable);
      },
      onShellError: reject,
    });
  });
}

/** A saved card's row after three paragraphs and `padding` characters (each piece short enough for React to buffer it). */
function page(padding: number) {
  return (
    <main>
      <p>{"x".repeat(600)}</p>
      <p>{"x".repeat(600)}</p>
      <p>{"x".repeat(600)}</p>
      <p>{"x".repeat(padding)}</p>
      <button type="submit" aria-label="Remover o cartão Visa •••• 1111">
        Remover
      </button>
    </main>
  );
}

// Every place a "•" (3 bytes in UTF-8) can fall on the edge of React's 2 KiB buffer.
const paddings = Array.from({ length: 40 }, (_, i) => 120 + i);

describe("the page's HTML stream", () => {
  it.each(paddings)(
    "keeps every character whole when a multi-byte one meets the renderer's buffer edge (padding %i)",
    async (padding) => {
      const html = await render(page(padding), htmlWithoutNulBytes);
      expect(html).toContain('aria-label="Remover o cartão Visa •••• 1111"');
      expect(html.includes("\u0000") || html.includes("\uFFFD")).toBe(false);
    },
  );

  it("is the fix: React's own stream puts zero bytes in the page at some of those edges", async () => {
    const pages = await Promise.all(paddings.map((padding) => render(page(padding), () => new PassThrough())));
    expect(pages.some((html) => html.includes("\u0000"))).toBe(true);
  });

  it("leaves a chunk without NUL bytes as it is, and takes Uint8Array chunks too", async () => {
    const stream = htmlWithoutNulBytes();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.write(new TextEncoder().encode("<p>café</p>"));
    stream.write(Uint8Array.from([0x3c, 0x62, 0x00, 0x3e]));
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(Buffer.concat(out).toString("utf8")).toBe("<p>café</p><b>");
  });

  it("hands on what React writes at once as one chunk, and a later write as another", async () => {
    const stream = htmlWithoutNulBytes();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from("<html><body>"));
    stream.write(new TextEncoder().encode("<p>café</p>"));
    stream.write(Uint8Array.from([0x3c, 0x62, 0x00, 0x3e]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual(["<html><body><p>café</p><b>"]);
    stream.write(Buffer.from("<script>1</script>"));
    stream.write(Buffer.from("</body></html>"));
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out).toEqual(["<html><body><p>café</p><b>", "<script>1</script></body></html>"]);
  });
});
