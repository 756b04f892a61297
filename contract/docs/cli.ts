// `npm run docs [-- --port N] [-- --out DIR]`: shows docs/upstream-openapi.json as a readable API
// reference at http://127.0.0.1:N/ (default 4600), or writes the same pages to DIR for any static host.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { docsApp } from "./server";
import { ASSETS, assetPath, indexHtml, OPENAPI_FILE } from "./site";

const { values } = parseArgs({ options: { port: { type: "string", default: "4600" }, out: { type: "string" } } });

if (values.out) {
  mkdirSync(values.out, { recursive: true });
  writeFileSync(path.join(values.out, "index.html"), indexHtml());
  copyFileSync(OPENAPI_FILE, path.join(values.out, "upstream-openapi.json"));
  for (const name of ASSETS) copyFileSync(assetPath(name), path.join(values.out, name));
  console.warn(`wrote the API reference to ${values.out}/index.html`);
} else {
  const server = docsApp().listen(Number(values.port), "127.0.0.1", () => {
    console.warn(`API reference: http://127.0.0.1:${values.port}/`);
  });
  server.on("error", (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
