// The browser's files compressed once, when the app is built, instead of on every request: each
// script, stylesheet and text file of the client build gets a gzip copy beside it (`<file>.gz`),
// made with Zopfli, which writes ordinary gzip (every browser reads it) about 3 % smaller than
// zlib's best level. The server sends that copy to a browser that accepts gzip (server/app.ts,
// express-static-gzip), so a page's scripts cost fewer bytes on the wire (docs/decisions/0061) and
// the server compresses no asset.
import { gzipAsync } from "@gfx/zopfli";

/** The files worth a compressed copy: code and text (images and fonts are compressed already). */
export const PRECOMPRESSED = /\.(js|css|txt|svg|json)$/;

/**
 * Zopfli's passes over each file: 3 finds all but about 0.01 % of what 15 (its default) finds on
 * the framework chunk (76,880 against 76,872 bytes) in half the time.
 */
const ITERATIONS = 3;

/**
 * `bytes` as Zopfli's gzip, or null when that is not smaller (a tiny file).
 * @param {Uint8Array} bytes
 * @returns {Promise<Uint8Array | null>}
 */
export async function zopfliGzip(bytes) {
  const compressed = await gzipAsync(bytes, { numiterations: ITERATIONS });
  return compressed.byteLength < bytes.byteLength ? compressed : null;
}

/**
 * A Vite plugin: the client build's code and text files each with a `.gz` copy.
 * @returns {import("vite").Plugin}
 */
export function precompressedAssets() {
  return {
    name: "storefront:precompressed-assets",
    apply: "build",
    // After the other plugins' generateBundle (the licence notices' file, the chunks' last edits).
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!PRECOMPRESSED.test(output.fileName)) continue;
        const source = output.type === "chunk" ? output.code : output.source;
        const compressed = await zopfliGzip(typeof source === "string" ? Buffer.from(source) : source);
        if (compressed) this.emitFile({ type: "asset", fileName: `${output.fileName}.gz`, source: compressed });
      }
    },
  };
}
