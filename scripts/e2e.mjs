// `npm run test:e2e [-- playwright args]`: builds the app when needed, then runs the browser
// journeys (playwright.config.ts) in Debian's Chromium and exits with Playwright's code.
//
// `node scripts/e2e.mjs serve` is the Playwright web server: it builds when needed (unless the
// parent run already did) and then runs `node --import tsx server.ts` with the environment
// Playwright gives it.
//
// A build is made when CI is set, when build/server/index.js is missing, or when a source file
// (app/, vite.config.ts, package.json, package-lock.json) is newer than it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const SERVER_BUILD = "build/server/index.js";
const BUILD_INPUTS = ["app", "vite.config.ts", "package.json", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildReason() {
  if (process.env.E2E_BUILD_DONE === "1") return null;
  if (process.env.CI) return "CI";
  if (!existsSync(SERVER_BUILD)) return "no build yet";
  const built = statSync(SERVER_BUILD).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(input) > built);
  return changed ? `${changed} changed since the last build` : null;
}

function ensureBuild() {
  const reason = buildReason();
  if (!reason) return;
  const started = Date.now();
  process.stderr.write(`[e2e] building the app (${reason})…\n`);
  const build = spawnSync("npx", ["--no-install", "remix", "vite:build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (build.status !== 0) {
    process.stderr.write(`[e2e] build failed (exit ${build.status ?? build.signal})\n`);
    process.exit(build.status ?? 1);
  }
  process.stderr.write(`[e2e] build done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Runs a child with inherited stdio, forwarding SIGINT/SIGTERM; resolves with its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

if (process.argv[2] === "serve") {
  ensureBuild();
  process.exit(await run(process.execPath, ["--import", "tsx", "server.ts"]));
}

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  process.stderr.write(
    `[e2e] Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}

ensureBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const started = Date.now();
let code = 1;
try {
  code = await run("npx", ["--no-install", "playwright", "test", ...process.argv.slice(2)], {
    ...process.env,
    E2E_BUILD_DONE: "1",
    E2E_DATA_DIR: dataDir,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stderr.write(`[e2e] playwright exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(code);
