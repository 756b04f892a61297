/**
 * Lighthouse's figures of a page as a shopper's phone gets it: npm `lighthouse` (pinned to 12.2.3,
 * the last that runs on Node 20) driving Debian's Chromium (CHROME_PATH, /usr/bin/chromium by
 * default) through its Node API and chrome-launcher, with Lighthouse's default settings, which are
 * its mobile preset: a 412×823 screen at 1.75×, simulated slow 4G (150 ms, 1.6 Mbit/s) and a CPU 4×
 * slower than the machine's. Performance only: the score, LCP, TBT and CLS, and the JS the page
 * loaded. Offline: the browser resolves no host name (every address but the loopback server's fails
 * at once) and starts with chrome-launcher's flags that turn its own background traffic off.
 *
 * Lighthouse and chrome-launcher are not among the storefront's packages (about 45 MB and 150
 * packages that every `npm ci` would install): they are a package of their own, locked, in
 * tests/bench/lighthouse/, installed there on the bench's first Lighthouse run
 * (`installLighthouse`) and loaded from there alone, with the few of their types used here written
 * below.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The folder of the bench's own Lighthouse package, and how to install it by hand. */
const PACKAGE_DIR = fileURLToPath(new URL("./lighthouse/", import.meta.url));
const PACKAGE_DIR_SHOWN = path.relative(process.cwd(), PACKAGE_DIR) || ".";
export const INSTALL_COMMAND = `npm ci --prefix ${PACKAGE_DIR_SHOWN} --no-audit --no-fund`;
/** The most the install may take (about 45 MB to download). */
const INSTALL_TIMEOUT_MS = 5 * 60_000;

type PackageJson = { version?: string; main?: string; dependencies?: Record<string, string> };
const readPackageJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as PackageJson;

/** The versions tests/bench/lighthouse/package.json pins. */
const PINNED = readPackageJson(path.join(PACKAGE_DIR, "package.json")).dependencies ?? {};
export const LIGHTHOUSE_VERSION = PINNED.lighthouse ?? "?";

/**
 * The package `name` as installed in tests/bench/lighthouse/node_modules (and nowhere else: a copy
 * left in the storefront's own node_modules does not count), when its version is the pinned one.
 */
function installed(name: string): { main: string } | undefined {
  const dir = path.join(PACKAGE_DIR, "node_modules", name);
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return undefined;
  const json = readPackageJson(file);
  if (json.version !== PINNED[name]) return undefined;
  return { main: path.join(dir, json.main ?? "index.js") };
}

const missing = () => Object.keys(PINNED).filter((name) => !installed(name));

/**
 * Installs the bench's Lighthouse package from its lock when it is missing (or another version),
 * saying so in one line. False when that failed (no network, say), having said in one line that the
 * Lighthouse part is skipped and how to install it.
 */
export function installLighthouse(log: (line: string) => void): boolean {
  if (missing().length === 0) return true;
  log(`Lighthouse ${LIGHTHOUSE_VERSION} is not installed in ${PACKAGE_DIR_SHOWN}: installing it (${INSTALL_COMMAND})`);
  const install = spawnSync("npm", ["ci", "--prefix", PACKAGE_DIR, "--no-audit", "--no-fund"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: INSTALL_TIMEOUT_MS,
    killSignal: "SIGKILL",
  });
  const stillMissing = missing();
  if (install.status === 0 && stillMissing.length === 0) return true;
  const why =
    install.error?.message ??
    (install.status === 0 ? `${stillMissing.join(", ")} still missing` : npmError(`${install.stderr}`, install.status));
  log(
    `Lighthouse skipped: its install failed (${why}); install it with \`${INSTALL_COMMAND}\`, then run \`npm run bench -- --lighthouse\`.`,
  );
  return false;
}

/**
 * npm's error in a line: its code and its first message ("ENOTCACHED: request to … failed: …"), not
 * the stack or the log file's name.
 */
function npmError(stderr: string, status: number | null): string {
  const lines = stderr
    .split("\n")
    .map((line) => line.replace(/^npm (error|ERR!)\s*/, "").trim())
    .filter((line) => line && !/^(syscall|errno|A complete log)\b/.test(line));
  const code = lines.find((line) => line.startsWith("code "))?.slice("code ".length);
  const message = lines.find((line) => !line.startsWith("code ")) ?? `npm exited with ${status}`;
  return (code ? `${code}: ${message}` : message).slice(0, 200);
}

/** What the bench uses of chrome-launcher 1.2. */
type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: "silent" }): Promise<{
    port: number;
    kill(): void;
  }>;
};

type LighthouseAudit = { numericValue?: number; details?: unknown };

/** What the bench uses of Lighthouse 12.2's Node API (`import lighthouse from "lighthouse"`). */
type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: "json";
    logLevel: "error";
    onlyCategories: string[];
    extraHeaders: Record<string, string>;
  },
) => Promise<
  | {
      lhr: {
        runtimeError?: { code: string };
        categories: Record<string, { score: number | null } | undefined>;
        audits: Record<string, LighthouseAudit | undefined>;
      };
      artifacts: unknown;
    }
  | undefined
>;

/** Lighthouse and chrome-launcher, from tests/bench/lighthouse/node_modules (installed first). */
async function load(): Promise<{ lighthouse: Lighthouse; launch: ChromeLauncher["launch"] }> {
  const entry = (name: string) => {
    const found = installed(name);
    if (!found) throw new Error(`${name} is not installed in ${PACKAGE_DIR_SHOWN}: ${INSTALL_COMMAND}`);
    return pathToFileURL(found.main).href;
  };
  const [lighthouseModule, chromeLauncher] = await Promise.all([
    import(entry("lighthouse")) as Promise<{ default: Lighthouse }>,
    import(entry("chrome-launcher")) as Promise<ChromeLauncher>,
  ]);
  return { lighthouse: lighthouseModule.default, launch: chromeLauncher.launch };
}

export type LighthouseTarget = { name: string; url: string; headers?: Record<string, string> };

export type LighthouseFigures = {
  /** 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script requests the page made, and their bytes on the wire. */
  scripts: number;
  scriptBytes: number;
  /** What the largest paint was (of the last run): an image's address, or a text's element. */
  lcpElement: string;
  /** Why each run that gave no figures failed, those made again with success included. */
  failed: string[];
};

type ResourceSummaryItem = { resourceType: string; requestCount: number; transferSize: number };
type TraceEvent = { name: string; args?: { data?: Record<string, unknown> } };

/**
 * What the page's largest paint was, from the browser's trace (Lighthouse 12.2.3's own audit of it
 * fails on the trace of a Chromium this new): "image <address>", with "(lazy)" when the picture was
 * lazily loaded, or "text <element>".
 */
function lcpElement(events: TraceEvent[], origin: string): string {
  const last = events.filter((event) => event.name === "largestContentfulPaint::Candidate").at(-1)?.args?.data;
  if (!last) return "-";
  if (last.type !== "image") return `text ${String(last.nodeName)}`;
  const image = events
    .filter((event) => event.name === "LargestImagePaint::Candidate" && event.args?.data?.DOMNodeId === last.nodeId)
    .at(-1)?.args?.data;
  const address = String(image?.imageUrl ?? last.nodeName).replace(origin, "");
  return `image ${address}${last.loadingAttr === "lazy" ? " (lazy)" : ""}`;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** How many times a run Lighthouse could not finish is made again before the run is given up. */
const RETRIES = 2;

type LighthouseResult = NonNullable<Awaited<ReturnType<Lighthouse>>>;

/**
 * One Lighthouse run of a target that gave figures, made again (up to RETRIES times) when one could
 * not finish, each failure's code written in `failures`; undefined when none finished.
 */
async function lighthouseRun(
  lighthouse: Lighthouse,
  port: number,
  target: LighthouseTarget,
  failures: string[],
): Promise<(LighthouseResult & { score: number }) | undefined> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const result = await lighthouse(target.url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders: target.headers ?? {},
    }).catch((error: unknown) => {
      // A run that threw (the browser's protocol timed out, say) is one that could not finish.
      failures.push(error instanceof Error ? error.message.slice(0, 80) : String(error));
      return null;
    });
    if (result === null) continue;
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (result && lhr && !lhr.runtimeError && typeof score === "number") return { ...result, score };
    failures.push(lhr?.runtimeError?.code ?? "no result");
  }
  return undefined;
}

/**
 * Each target `runs` times (targets taking turns, so that a change in the machine's load weighs on
 * all alike) in one browser, and the median of each figure; a fresh navigation each time, with the
 * browser's cache and the origin's storage cleared as Lighthouse does by default. A run Lighthouse
 * could not finish (now and then one finds no navigation start in its trace, NO_NAVSTART, or misses
 * its first paint) is made again, up to RETRIES times, and counted in `failed`; one that never
 * finished is left out of the median.
 */
export async function lighthouseFigures(targets: LighthouseTarget[], runs: number): Promise<LighthouseFigures[]> {
  const { lighthouse, launch } = await load();
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      // Running as root (CI, containers) needs it; the pages are the storefront's own, on loopback.
      "--no-sandbox",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
    logLevel: "silent",
  });
  // A run stopped over its time limit (process.exit) leaves no browser behind.
  const stopBrowser = () => chrome.kill();
  process.once("exit", stopBrowser);
  const samples: Omit<LighthouseFigures, "failed">[][] = targets.map(() => []);
  const failures: string[][] = targets.map(() => []);
  try {
    for (let round = 0; round < runs; round++) {
      for (const [index, target] of targets.entries()) {
        const result = await lighthouseRun(lighthouse, chrome.port, target, failures[index]!);
        if (!result) continue;
        const { lhr, score } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const summary = (lhr.audits["resource-summary"]?.details as { items?: ResourceSummaryItem[] } | undefined)
          ?.items;
        const script = summary?.find((item) => item.resourceType === "script");
        const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
        samples[index]!.push({
          score: Math.round(score * 100),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          scripts: script?.requestCount ?? 0,
          scriptBytes: script?.transferSize ?? 0,
          lcpElement: lcpElement(trace?.traceEvents ?? [], new URL(target.url).origin),
        });
      }
    }
  } finally {
    process.off("exit", stopBrowser);
    chrome.kill();
  }
  return samples.map((runsOfTarget, index) => ({
    score: middle(runsOfTarget.map((run) => run.score)),
    lcpMs: middle(runsOfTarget.map((run) => run.lcpMs)),
    tbtMs: middle(runsOfTarget.map((run) => run.tbtMs)),
    cls: middle(runsOfTarget.map((run) => run.cls)),
    scripts: middle(runsOfTarget.map((run) => run.scripts)),
    scriptBytes: middle(runsOfTarget.map((run) => run.scriptBytes)),
    lcpElement: runsOfTarget.at(-1)?.lcpElement ?? "-",
    failed: failures[index]!,
  }));
}
