/**
 * Runs the real storefront (`node --import tsx server.ts`, production build) for integration
 * tests and the benchmark: a free loopback port, a temporary DATA_DIR, captured JSON log lines,
 * and a graceful SIGTERM stop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DEFAULT_SITE_URL = "http://default.example/";
export const TEST_SESSION_SECRET = "integration-test-session-secret-0123456789";
const SERVER_ENTRY = path.join(ROOT, "build/server/index.js");

/** A free TCP port on the loopback interface (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when there is no server build, or app/ (or the Vite config) changed after it was made. */
export function buildIsStale(): boolean {
  if (!existsSync(SERVER_ENTRY)) return true;
  const built = statSync(SERVER_ENTRY).mtimeMs;
  return Math.max(newestMtime(path.join(ROOT, "app")), statSync(path.join(ROOT, "vite.config.ts")).mtimeMs) > built;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Builds the app (`npx remix vite:build`) when the build is missing or older than app/, or always
 * with `force`. A lock directory keeps parallel test files from building at the same time.
 */
export async function ensureBuild({ force = false }: { force?: boolean } = {}): Promise<void> {
  const key = Buffer.from(ROOT).toString("hex").slice(-24);
  const lock = path.join(os.tmpdir(), `storefront-build-${key}.lock`);
  const checked = path.join(os.tmpdir(), `storefront-build-${key}.checked`);
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else builds; a lock older than 5 minutes is left over from a killed run.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error("Timed out waiting for another build to finish");
      await sleep(250);
    }
  }
  try {
    // Test files run in worker processes of one runner: the first one checks (and builds), the
    // others of the same run reuse that build, so that a rebuild never replaces the assets of a
    // server another test file is still using.
    const run = String(process.env.VITEST ? process.ppid : process.pid);
    const checkedBy = existsSync(checked) ? readFileSync(checked, "utf8") : "";
    if (!force && existsSync(SERVER_ENTRY) && checkedBy === run) return;
    if (force || buildIsStale()) {
      const result = spawnSync("npx", ["remix", "vite:build"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
      if (result.status !== 0) throw new Error(`npx remix vite:build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
    }
    writeFileSync(checked, run);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

let privateCopy: string | null = null;

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A copy of build/ for this test process (under .cache/, ignored by git and ESLint), taken right
 * after the build check: a build started meanwhile by someone else (browser journeys, another
 * terminal) cannot pull the files from under a running server. Returns the directory that holds
 * the copy's `build/`.
 */
export async function privateBuild(): Promise<string> {
  if (privateCopy) return privateCopy;
  const parent = path.join(ROOT, ".cache/storefront-tests");
  // Copies of test processes that are gone (a worker ended without its exit handlers) are removed.
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (!isRunning(Number(name))) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const dir = path.join(parent, String(process.pid));
  for (let attempt = 1; ; attempt++) {
    await ensureBuild();
    rmSync(dir, { recursive: true, force: true });
    try {
      cpSync(path.join(ROOT, "build"), path.join(dir, "build"), { recursive: true });
      const assets = readdirSync(path.join(dir, "build/client/assets"));
      if (existsSync(path.join(dir, "build/server/index.js")) && assets.some((name) => name.startsWith("manifest-"))) break;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    if (attempt >= 5) throw new Error("build/ kept changing while it was copied");
    await sleep(2_000); // another build is writing build/: let it finish
  }
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  privateCopy = dir;
  return dir;
}

export type LogLine = Record<string, unknown> & { level?: string; event?: string };

export type StartOptions = {
  /** Points the storefront at this upstream instead of starting the embedded one. */
  apiBaseUrl?: string;
  logLevel?: "debug" | "info" | "warn" | "error";
  /** More variables (UPSTREAM_TIMEOUT_MS …). */
  env?: Record<string, string>;
  /** How long to wait for the server to answer /healthz. */
  startTimeoutMs?: number;
  /**
   * The directory whose `build/` the server runs (server.ts reads `./build`). By default the app is
   * built when missing or stale and the server runs a private copy of it (see privateBuild).
   */
  cwd?: string;
};

export type StorefrontServer = {
  url: string;
  port: number;
  dataDir: string;
  /** Every line the process (and its embedded upstream) wrote, stdout and stderr, in order. */
  lines: string[];
  /** The lines that are JSON objects. */
  logs(): LogLine[];
  /** Waits until a JSON log line matches (the log of a request is written when it finishes). */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts the storefront on a free loopback port and waits until it answers. */
export async function startStorefront(options: StartOptions = {}): Promise<StorefrontServer> {
  const cwd = options.cwd ?? (await privateBuild());
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-test-"));
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("VITEST") && key !== "API_BASE_URL") env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logLevel ?? "warn",
    DEFAULT_SITE_URL,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...(options.apiBaseUrl ? { API_BASE_URL: options.apiBaseUrl } : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server.ts")], {
    cwd,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts.filter((line) => line.trim() !== ""));
      for (const listener of listeners) listener();
    });
    stream.on("end", () => {
      if (rest.trim()) lines.push(rest);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((info) => (exitInfo = info));

  const logs = () =>
    lines.flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        const parsed: unknown = JSON.parse(line);
        return parsed && typeof parsed === "object" ? [parsed as LogLine] : [];
      } catch {
        return [];
      }
    });

  const url = `http://127.0.0.1:${port}`;
  const server: StorefrontServer = {
    url,
    port,
    dataDir,
    lines,
    logs,
    alive: () => exitInfo === null,
    waitForLog(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs().find(match);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No matching log line in ${timeoutMs} ms. Lines:\n${lines.slice(-30).join("\n")}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    async stop(timeoutMs = 15_000) {
      if (!exitInfo) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const info = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return info;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    if (exitInfo) throw new Error(`The storefront exited while starting (${JSON.stringify(exitInfo)}):\n${lines.join("\n")}`);
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3_000) });
      return server;
    } catch {
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`The storefront did not answer on ${url} in time:\n${lines.join("\n")}`);
      }
      await sleep(150);
    }
  }
}

/**
 * fetch() without following redirects, with the body read at once (a response whose body is left
 * unread keeps its connection busy, which would delay the server's graceful stop).
 */
export async function fetchFully(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.arrayBuffer();
  const empty = response.status === 204 || response.status === 304 || init.method === "HEAD";
  return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A GET with any Host header (fetch() ignores Host) and the path sent exactly as written (fetch()
 * and URL remove "../" segments). Used for white-label domains, hostile Host values and hostile
 * paths; never follows redirects.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const [, hostname = "", port = "80", rawPath = "/"] = /^http:\/\/([^/:]+)(?::(\d+))?(\/.*)?$/.exec(url) ?? [];
  const setHost = !Object.keys(headers).some((key) => key.toLowerCase() === "host");
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port: Number(port), path: rawPath, method: "GET", headers, setHost }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
    request.end();
  });
}
