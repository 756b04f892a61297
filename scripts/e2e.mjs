// `npm run test:e2e [-- playwright args]`: builds the app when needed, starts the storefront on a
// port the system picks, then runs the browser journeys (playwright.config.ts) against it in
// Debian's Chromium and exits with Playwright's code.
//
// The storefront runs as in production, `node build/server.js` (the server compiled by
// scripts/server-build.mjs), from a private copy of the build (.cache/e2e-build-*; a later
// `vite build` empties build/, which would pull the assets from under a running server) with PORT=0: it binds a free port itself and says which over IPC, so two runs
// on one machine never take each other's port. The journeys get its address as E2E_BASE_URL.
//
// A build is made when build/server/index.js is missing or a source file (app/, vite.config.ts,
// package.json, package-lock.json) is newer than it; in CI `npm test` has built the same sources
// before the unit and integration tests, and that build is used. The server is bundled again each run
// (half a second): server.ts, server/ and upstream/ are not inputs of the Remix build.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { journeyBrowserPath } from "./journey-browser.mjs";

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

/** build/server.js and build/upstream-cli.js from the current sources, as `npm run build` makes them. */
function bundleServer() {
  const bundled = spawnSync(process.execPath, ["scripts/server-build.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
  if (bundled.status !== 0) {
    process.stderr.write(`[e2e] bundling the server failed (exit ${bundled.status ?? bundled.signal})\n`);
    process.exit(bundled.status ?? 1);
  }
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

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A build is whole when its server bundle exists and every client asset it names is there. */
function isCompleteBuild(dir) {
  const serverBundle = path.join(dir, "server/index.js");
  if (!existsSync(serverBundle) || !existsSync(path.join(dir, "server.js"))) return false;
  const assets = [...readFileSync(serverBundle, "utf8").matchAll(/"\/assets\/([^"?#]+)"/g)].map((match) => match[1]);
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, "client/assets", asset)));
}

/** Copies build/ into a fresh .cache/e2e-build-* directory (retrying while another build is being written). */
function snapshotBuild() {
  const cache = path.join(root, ".cache");
  mkdirSync(cache, { recursive: true });
  for (const entry of readdirSync(cache)) {
    const old = path.join(cache, entry);
    if (entry.startsWith("e2e-build-") && Date.now() - statSync(old).mtimeMs > 6 * 3600_000)
      rmSync(old, { recursive: true, force: true });
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
    if (attempt === 5) {
      ensureBuild(true);
      bundleServer();
    }
    sleep(1000);
  }
  rmSync(snapshot, { recursive: true, force: true });
  process.stderr.write("[e2e] could not copy a complete build from build/\n");
  process.exit(1);
}

const chromium = journeyBrowserPath();
if (!existsSync(chromium)) {
  process.stderr.write(
    `[e2e] Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}

/** The storefront's settings for the journeys. */
function serverEnv(dataDir) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    DATA_DIR: dataDir,
    // Unset: the site is the server's own address (http://localhost:{port}/).
    DEFAULT_SITE_URL: "",
    // Journeys reach refusals on purpose (a CEP not served, a wrong password): their warn lines
    // would bury a real error in the run's output.
    LOG_LEVEL: "error",
    SESSION_SECRET: "e2e-session-secret-not-for-production",
    API_BASE_URL: "",
    IMAGE_BASE_URL: "",
    // Journeys log in many times from one address; the limits themselves have integration tests.
    AUTH_ATTEMPTS_PER_IP: "5000",
    AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
  };
}

/** Starts the storefront over a copy of the build; resolves with its address and a stop function. */
function startStorefront(dataDir) {
  const snapshot = snapshotBuild();
  const child = spawn(process.execPath, [path.join(snapshot, "build/server.js")], {
    cwd: snapshot,
    env: serverEnv(dataDir),
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(snapshot, { recursive: true, force: true });
  };
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the storefront did not start within 5 minutes")), 5 * 60_000);
    child.on("message", (message) => {
      if (message?.type !== "ready" || typeof message.url !== "string") return;
      clearTimeout(timer);
      // The channel stays open: a server whose parent goes away (killed) stops with it.
      resolve(message.url);
    });
    exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`the storefront exited before it was ready (${status})`));
    });
  });
  return ready.then(
    (url) => ({ url, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

ensureBuild();
bundleServer();
const args = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
const started = Date.now();
let code = 1;
let storefront = null;
const stopOnSignal = (signal) => {
  void storefront?.stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
};
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);
try {
  storefront = await startStorefront(dataDir);
  process.stderr.write(`[e2e] storefront on ${storefront.url}\n`);
  const env = { ...process.env, E2E_BASE_URL: storefront.url, E2E_DATA_DIR: dataDir };
  // The run's time limit follows the number of journeys: tests/e2e/support/run-limit-reporter.ts.
  code = await run("npx", ["--no-install", "playwright", "test", ...args], env);
} catch (error) {
  process.stderr.write(`[e2e] ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await storefront?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stderr.write(`[e2e] playwright exited with ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(code);
