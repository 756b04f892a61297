// `npm run test:e2e [-- playwright args]`: builds the app when needed, then runs the browser
// journeys (playwright.config.ts) in Debian's Chromium and exits with Playwright's code.
//
// `node scripts/e2e.mjs serve` is the Playwright web server: it builds when needed (unless the
// parent run already did), copies the build to a private snapshot (.cache/e2e-build-*; a later
// `vite build` empties build/, which would pull the assets from under a running server), and runs
// `node --import tsx server.ts` over that snapshot with the environment Playwright gives it.
//
// A build is made when CI is set, when build/server/index.js is missing, or when a source file
// (app/, vite.config.ts, package.json, package-lock.json) is newer than it.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
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

function buildReason(force) {
  if (force) return "build/ is incomplete";
  if (process.env.E2E_BUILD_DONE === "1") return null;
  if (process.env.CI) return "CI";
  if (!existsSync(SERVER_BUILD)) return "no build yet";
  const built = statSync(SERVER_BUILD).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(input) > built);
  return changed ? `${changed} changed since the last build` : null;
}

function ensureBuild(force = false) {
  const reason = buildReason(force);
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
function run(command, args, env = process.env, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env, cwd });
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

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A build is whole when its server bundle exists and every client asset it names is there. */
function isCompleteBuild(dir) {
  const serverBundle = path.join(dir, "server/index.js");
  if (!existsSync(serverBundle)) return false;
  const assets = [...readFileSync(serverBundle, "utf8").matchAll(/"\/assets\/([^"?#]+)"/g)].map((match) => match[1]);
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, "client/assets", asset)));
}

/** Copies build/ into a fresh .cache/e2e-build-* directory (retrying while another build is being written). */
function snapshotBuild() {
  const cache = path.join(root, ".cache");
  mkdirSync(cache, { recursive: true });
  for (const entry of readdirSync(cache)) {
    const old = path.join(cache, entry);
    if (entry.startsWith("e2e-build-") && Date.now() - statSync(old).mtimeMs > 6 * 3600_000) rmSync(old, { recursive: true, force: true });
  }
  const snapshot = mkdtempSync(path.join(cache, "e2e-build-"));
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    rmSync(path.join(snapshot, "build"), { recursive: true, force: true });
    try {
      cpSync("build", path.join(snapshot, "build"), { recursive: true });
      if (isCompleteBuild(path.join(snapshot, "build"))) return snapshot;
    } catch {
      // build/ changed while being copied: try again.
    }
    if (attempt === 5) ensureBuild(true);
    sleep(1000);
  }
  rmSync(snapshot, { recursive: true, force: true });
  process.stderr.write("[e2e] could not copy a complete build from build/\n");
  process.exit(1);
}

if (process.argv[2] === "serve") {
  ensureBuild();
  const snapshot = snapshotBuild();
  const code = await run(process.execPath, ["--import", "tsx", path.join(root, "server.ts")], {
    ...process.env,
    TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
  }, snapshot);
  rmSync(snapshot, { recursive: true, force: true });
  process.exit(code);
}

const chromium = chromiumPath();
if (!existsSync(chromium)) {
  process.stderr.write(
    `[e2e] Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}

/**
 * The whole run's limit follows the number of journeys it will run (a constant limit turns a slower
 * machine, or one more journey, into a failed run): SECONDS_PER_JOURNEY for each, shared by the
 * workers, plus a fixed margin for starting the server. A run past it is stuck, not slow.
 */
const SECONDS_PER_JOURNEY = 30;
const MARGIN_SECONDS = 300;
function globalTimeoutMs(args) {
  const listed = spawnSync("npx", ["--no-install", "playwright", "test", "--list", "--reporter=list", ...args], { encoding: "utf8" });
  const total = Number(/Total: (\d+) tests? in/.exec(listed.stdout ?? "")?.[1] ?? 0);
  const workers = Math.max(1, Math.min(2, availableParallelism()));
  const seconds = MARGIN_SECONDS + Math.ceil((total * SECONDS_PER_JOURNEY) / workers);
  process.stderr.write(`[e2e] ${total} journeys: the run may take up to ${seconds} s\n`);
  return seconds * 1000;
}

ensureBuild();
const args = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const started = Date.now();
let code = 1;
try {
  code = await run("npx", ["--no-install", "playwright", "test", `--global-timeout=${globalTimeoutMs(args)}`, ...args], {
    ...process.env,
    E2E_BUILD_DONE: "1",
    E2E_DATA_DIR: dataDir,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stderr.write(`[e2e] playwright exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(code);
