import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/** How the build's files are cached: their names change with their content (Vite's hashes). */
const CACHING = { immutable: true, maxAge: "1y", index: false } as const;

/**
 * The build's assets (`build/client/assets`), each script, stylesheet and text file sent as the gzip
 * copy the build made of it (`<file>.gz`, scripts/precompressed-assets.mjs) to a browser that
 * accepts gzip, and as it is otherwise; immutable for a year either way (docs/decisions/0061).
 *
 * The copies are listed once, at start-up. A copy is sent only for a GET or HEAD whose path, as
 * written, is a listed file's: an address written another way (`%2E` for the dot) gets the file
 * itself, typed by its name, from express.static, as does a browser that does not take gzip.
 * compression() leaves an answer that already says its encoding alone. Should the copy fail to
 * send before its headers went (removed since the start), the answer's encoding headers go before
 * the error does; a browser that left, or an answer already sent, needs nothing more.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(".gz"))
          .map((name) => `/${name.slice(0, -".gz".length)}`)
      : [],
  );
  const files = express.static(dir, CACHING);
  return (req, res, next) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !copies.has(req.path) ||
      req.acceptsEncodings("gzip", "identity") !== "gzip"
    ) {
      if (copies.has(req.path)) res.vary("Accept-Encoding");
      return files(req, res, next);
    }
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", "gzip");
    res.type(path.extname(req.path));
    res.sendFile(`${req.path.slice(1)}.gz`, { root: dir, ...CACHING }, (error?: Error & { code?: string }) => {
      // Sent, or the browser went away (express says ECONNABORTED, at times even after the last
      // byte went): nothing more to answer, as express.static does.
      if (!error || error.code === "ECONNABORTED" || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}
