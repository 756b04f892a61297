/**
 * Runs the real storefront (server.ts and its embedded upstream bundled into plain JavaScript, see
 * server-bundle.ts; production build) for integration tests and the benchmark: a loopback port the
 * server picks itself (PORT=0, read back from its "ready" message), a temporary DATA_DIR, captured
 * JSON log lines, and a graceful SIGTERM stop.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seededDataDir } from "./seeded-database";
import { BUNDLE_DIR_VARIABLE, serverBundle } from "./server-bundle";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DEFAULT_SITE_URL = "http://default.example/";
export const TEST_SESSION_SECRET = "integration-test-session-secret-0123456789";
const SERVER_ENTRY = path.join(ROOT, "build/server/index.js");

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

/** `npx remix vite:build` in production mode: its exit status and everything it printed. */
function buildApp(): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["remix", "vite:build"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, output }));
  });
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
      // Asynchronously: a test worker blocked for the length of a build misses its runner's messages.
      const result = await buildApp();
      if (result.status !== 0) throw new Error(`npx remix vite:build failed (${result.status}):\n${result.output}`);
    }
    writeFileSync(checked, run);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The copy being made or made: storefronts started at once in one file share it. */
let privateCopy: Promise<string> | null = null;

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
export function privateBuild(): Promise<string> {
  privateCopy ??= copyBuild().catch((error: unknown) => {
    privateCopy = null;
    throw error;
  });
  return privateCopy;
}

async function copyBuild(): Promise<string> {
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
      if (existsSync(path.join(dir, "build/server/index.js")) && assets.some((name) => name.startsWith("manifest-")))
        break;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    if (attempt >= 5) throw new Error("build/ kept changing while it was copied");
    await sleep(2_000); // another build is writing build/: let it finish
  }
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type LogLine = Record<string, unknown> & { level?: string; event?: string };

export type StartOptions = {
  /** Points the storefront at this upstream instead of starting the embedded one. */
  apiBaseUrl?: string;
  logLevel?: "debug" | "info" | "warn" | "error";
  /** More variables (UPSTREAM_TIMEOUT_MS …). */
  env?: Record<string, string>;
  /** How long to wait for the server to listen (its embedded upstream started and seeded). */
  startTimeoutMs?: number;
  /**
   * The directory whose `build/` the server runs (server.ts reads `./build`). By default the app is
   * built when missing or stale and the server runs a private copy of it (see privateBuild).
   */
  cwd?: string;
  /** Options for node itself (the bench's `--cpu-prof`). */
  nodeArgs?: string[];
  /**
   * "cluster": the entry `npm start` runs (server/cluster-main.ts), WEB_CONCURRENCY processes of the
   * server (`env: { WEB_CONCURRENCY }`); `pid` is then the primary's. Default: the server alone.
   */
  entry?: "server" | "cluster";
};

export type StorefrontServer = {
  /** Where the server answers, as it reported once listening (`http://127.0.0.1:<port>`). */
  url: string;
  port: number;
  /** The server process's id (the bench pins it to a core). */
  pid: number;
  /** The upstream API the server calls: `apiBaseUrl`, or the address of its embedded upstream. */
  upstreamUrl: string;
  dataDir: string;
  /** Every line the process (and its embedded upstream) wrote, stdout and stderr, in order. */
  lines: string[];
  /** The lines that are JSON objects (from the line of index `fromLine` of `lines` on). */
  logs(fromLine?: number): LogLine[];
  /**
   * Waits until a JSON log line matches (the log of a request is written when it finishes). With
   * `fromLine`, only lines from that index of `lines` on count: what a test wrote on a server that
   * earlier tests also used.
   */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number, fromLine?: number): Promise<LogLine>;
  /** True while the process runs. */
  alive(): boolean;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** What server.ts sends its parent over an IPC channel once it listens. */
export type ReadyMessage = { type: "ready"; url: string; upstream: string };

function isReadyMessage(message: unknown): message is ReadyMessage {
  const ready = message as Partial<ReadyMessage> | null;
  return (
    typeof ready === "object" &&
    ready !== null &&
    ready.type === "ready" &&
    typeof ready.url === "string" &&
    typeof ready.upstream === "string"
  );
}

/**
 * Waits for a server started with an IPC channel (`spawn(…, { stdio: [..., "ipc"] })` or `fork`)
 * to say where it listens. With PORT=0 the server binds a port the system picks and reports it:
 * nothing else can take that port between a check and the bind. Rejects when the process exits
 * first, or after `timeoutMs`.
 */
export function waitForReady(child: ChildProcess, timeoutMs = 90_000): Promise<ReadyMessage> {
  if (!child.connected) return Promise.reject(new Error("The server was started without an IPC channel"));
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      settle();
    };
    const onMessage = (message: unknown) => {
      if (isReadyMessage(message)) finish(() => resolve(message));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() => reject(new Error(`The server exited while starting (code ${code}, signal ${signal})`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error(`The server did not listen within ${timeoutMs} ms`))),
      timeoutMs,
    );
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts the storefront on a loopback port of its own choosing and waits until it listens. */
export async function startStorefront(options: StartOptions = {}): Promise<StorefrontServer> {
  const cwd = options.cwd ?? (await privateBuild());
  const bundle = await serverBundle();
  // The embedded upstream opens a copy of the run's seeded database; a storefront over another upstream keeps none.
  const dataDir = options.apiBaseUrl
    ? mkdtempSync(path.join(os.tmpdir(), "storefront-test-"))
    : seededDataDir("storefront-test-");
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("VITEST") && key !== "API_BASE_URL" && key !== BUNDLE_DIR_VARIABLE)
      env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logLevel ?? "warn",
    DEFAULT_SITE_URL,
    SESSION_SECRET: TEST_SESSION_SECRET,
    ...(options.apiBaseUrl ? { API_BASE_URL: options.apiBaseUrl } : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), bundle[options.entry ?? "server"]], {
    cwd,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  running.add(child);
  const lines: string[] = [];
  const parsed: LogLine[] = [];
  /** Index in `lines` of each parsed JSON line. */
  const parsedAt: number[] = [];
  const listeners = new Set<() => void>();
  const addLine = (line: string) => {
    lines.push(line);
    if (!line.startsWith("{")) return;
    try {
      const value: unknown = JSON.parse(line);
      if (value && typeof value === "object") {
        parsed.push(value as LogLine);
        parsedAt.push(lines.length - 1);
      }
    } catch {
      // not a log line
    }
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      for (const part of parts) if (part.trim() !== "") addLine(part);
      for (const listener of listeners) listener();
    });
    stream.on("end", () => {
      if (rest.trim()) addLine(rest);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((info) => (exitInfo = info));

  const stop = async (timeoutMs = 15_000) => {
    if (!exitInfo) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const info = await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    return info;
  };

  let ready: ReadyMessage;
  try {
    ready = await waitForReady(child, options.startTimeoutMs ?? 90_000);
  } catch (error) {
    await stop(5_000);
    // Every line the process wrote before it ended, for the reason.
    await Promise.race([closed, sleep(2_000)]);
    throw new Error(`${(error as Error).message}:\n${lines.join("\n")}`);
  }
  // Only the ready message comes over the channel: it no longer needs to keep this process alive.
  child.channel?.unref();

  return {
    url: ready.url,
    port: Number(new URL(ready.url).port),
    pid: child.pid!,
    upstreamUrl: ready.upstream,
    dataDir,
    lines,
    logs: (fromLine = 0) => parsed.filter((_line, index) => parsedAt[index]! >= fromLine),
    alive: () => exitInfo === null,
    waitForLog(match, timeoutMs = 5_000, fromLine = 0) {
      return new Promise((resolve, reject) => {
        let next = 0;
        const check = () => {
          for (; next < parsed.length; next++) {
            if (parsedAt[next]! < fromLine || !match(parsed[next]!)) continue;
            listeners.delete(check);
            clearTimeout(timer);
            resolve(parsed[next]!);
            return true;
          }
          return false;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `No matching log line in ${timeoutMs} ms. Lines:\n${lines.slice(Math.max(fromLine, lines.length - 30)).join("\n")}`,
            ),
          );
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    stop,
  };
}

/**
 * fetch() without following redirects, with the body read at once (a response whose body is left
 * unread keeps its connection busy, which would delay the server's graceful stop).
 */
export async function fetchFully(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.arrayBuffer();
  const empty = response.status === 204 || response.status === 304 || init.method === "HEAD";
  return new Response(empty ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as text (UTF-8). */
  body: string;
  /** The body's bytes as sent (a compressed answer is not decoded). */
  bytes: Buffer;
};

/**
 * A GET with any Host header (fetch() ignores Host) and the path sent exactly as written (fetch()
 * and URL remove "../" segments). Used for white-label domains, hostile Host values and hostile
 * paths; never follows redirects. A request with no answer for `timeoutMs` fails with "timed out".
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<RawResponse> {
  const [, hostname = "", port = "80", rawPath = "/"] = /^http:\/\/([^/:]+)(?::(\d+))?(\/.*)?$/.exec(url) ?? [];
  const setHost = !Object.keys(headers).some((key) => key.toLowerCase() === "host");
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port: Number(port), path: rawPath, method: "GET", headers, setHost },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
    request.end();
  });
}
