// The browser's files compressed once, when the app is built, instead of on every request: each
// script, stylesheet and text file of the client build gets a gzip copy beside it (`<file>.gz`),
// made with Zopfli, which writes ordinary gzip (every browser reads it) about 3 % smaller than
// zlib's best level. The server sends that copy to a browser that accepts gzip
// (server/precompressed-assets.ts), so a page's scripts cost fewer bytes on the wire and the server
// compresses no script or stylesheet of the build (docs/decisions/0061).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";

/** The files worth a compressed copy: code and text (images and fonts are compressed already). */
const PRECOMPRESSED = /\.(js|css|txt|svg|json)$/;

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
async function zopfliGzip(bytes) {
  const compressed = await gzipAsync(bytes, { numiterations: ITERATIONS });
  return compressed.byteLength < bytes.byteLength ? compressed : null;
}

/**
 * A Vite plugin: the client build's code and text files each with a `.gz` copy, made from the files
 * as written (writeBundle: after every plugin's last edit of a chunk, Vite's own included, which
 * fills in a dynamic import's preload list in generateBundle).
 * @returns {import("vite").Plugin}
 */
export function precompressedAssets() {
  return {
    name: "storefront:precompressed-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) this.error("precompressedAssets needs the build's output directory (build.outDir)");
      for (const fileName of Object.keys(bundle)) {
        // Vite's own manifest (.vite/) is not served, and Remix removes it after the build.
        if (fileName.startsWith(".vite/") || !PRECOMPRESSED.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const compressed = await zopfliGzip(await readFile(file));
        if (compressed) await writeFile(`${file}.gz`, compressed);
      }
    },
  };
}
