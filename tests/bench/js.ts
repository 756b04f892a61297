/**
 * `npm run bench:js`: the JS (gzip) each route's page loads, its inline route manifest included, against the
 * budget of 95 KiB (docs/rules/architecture.md "Speed"); exits 1 when a page is over it, or when
 * the address map's code or zod is in a page's JS. Builds the storefront with the Vite manifest
 * kept first (`NODE_ENV=production npx remix vite:build --config tests/bench/vite.manifest.config.ts`);
 * `-- --no-build` reads the build already in build/. `-- --files <route id>` also lists that
 * route's files with their sizes, e.g. `npm run bench:js -- --files 'routes/($supplier).carrinho'`.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../support/storefront-server";
import { chatSocketGzipBytes, JS_BUDGET_BYTES, jsPerRoute, kib, servedGzipBytes } from "./route-js";

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<number> {
  if (!process.argv.includes("--no-build")) {
    const started = Date.now();
    const result = spawnSync(
      "npx",
      ["remix", "vite:build", "--config", "tests/bench/vite.manifest.config.ts", "--logLevel", "warn"],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
    );
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const buildDir = path.join(ROOT, "build");
  const routes = (await jsPerRoute(buildDir)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const pages = routes.filter((route) => !route.resource);
  const width = Math.max(...pages.map((route) => route.id.length));
  log(
    `JS per page (entry client + root + parents + route, static imports, + the page's inline route manifest; gzip per file):`,
  );
  for (const route of pages)
    log(
      `${route.id.padEnd(width)}  ${String(route.files.length).padStart(2)} files  ${kib(route.gzipBytes).padStart(6)} KiB` +
        `  (manifest ${kib(route.manifestGzipBytes)})` +
        (route.gzipBytes > JS_BUDGET_BYTES ? "  OVER" : ""),
    );
  log(`${routes.length - pages.length} resource routes load no JS.`);
  const room = routes.find((route) => route.id === "routes/($supplier).chat.$sala");
  const chat = room ? chatSocketGzipBytes(buildDir, room.files) : null;
  if (chat !== null) log(`The chat socket (socket.io-client), loaded on a chat page once hydrated: ${kib(chat)} KiB.`);

  const asked = process.argv.indexOf("--files");
  if (asked >= 0) {
    const id = process.argv[asked + 1];
    const route = routes.find((candidate) => candidate.id === id);
    if (!route) throw new Error(`No route ${id}`);
    log("");
    log(`${route.id}:`);
    for (const file of route.files) {
      const bytes = readFileSync(path.join(buildDir, "client", file));
      log(
        `  ${kib(servedGzipBytes(path.join(buildDir, "client", file))).padStart(6)} KiB gzip  ${kib(bytes.byteLength).padStart(6)} KiB  ${file}`,
      );
    }
    log(`  ${kib(route.manifestGzipBytes).padStart(6)} KiB gzip  the page's inline route manifest (<Scripts>)`);
  }

  const problems = [
    ...pages
      .filter((route) => route.gzipBytes > JS_BUDGET_BYTES)
      .map((route) => `${route.id} loads ${kib(route.gzipBytes)} KiB, over ${kib(JS_BUDGET_BYTES)}`),
    ...pages.filter((route) => route.mapCode).map((route) => `${route.id} loads the address map's code`),
    ...pages.filter((route) => route.zod).map((route) => `${route.id} loads zod`),
    ...pages.filter((route) => route.chatCode).map((route) => `${route.id} loads the chat socket's code`),
  ];
  for (const problem of problems) log(`FLAG: ${problem}`);
  if (problems.length === 0)
    log(`Every page within ${kib(JS_BUDGET_BYTES)} KiB; no map code, no chat socket code, no zod.`);
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:js failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
