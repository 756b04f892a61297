/**
 * Lighthouse's figures of a page as a shopper's phone gets it: npm `lighthouse` (pinned to 12.2.3,
 * the last that runs on Node 20) driving Debian's Chromium (CHROME_PATH, /usr/bin/chromium by
 * default) through its Node API and chrome-launcher, with Lighthouse's default settings, which are
 * its mobile preset: a 412×823 screen at 1.75×, simulated slow 4G (150 ms, 1.6 Mbit/s) and a CPU 4×
 * slower than the machine's. Performance only: the score, LCP, TBT and CLS, and the JS the page
 * loaded. Offline: the browser resolves no host name (every address but the loopback server's fails
 * at once) and starts with chrome-launcher's flags that turn its own background traffic off.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8")) as {
    version: string;
  }
).version;

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
  /** Why each run that gave no figures failed. */
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

/**
 * Each target `runs` times (targets taking turns, so that a change in the machine's load weighs on
 * all alike) in one browser, and the median of each figure; a fresh navigation each time, with the
 * browser's cache and the origin's storage cleared as Lighthouse does by default. A run Lighthouse
 * could not finish (on a machine this busy, now and then one misses its first paint) is left out of
 * the median and counted in `failed`.
 */
export async function lighthouseFigures(targets: LighthouseTarget[], runs: number): Promise<LighthouseFigures[]> {
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
        const result = await lighthouse(target.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          extraHeaders: target.headers ?? {},
        });
        const lhr = result?.lhr;
        const score = lhr?.categories.performance?.score;
        if (!lhr || lhr.runtimeError || typeof score !== "number") {
          failures[index]!.push(lhr?.runtimeError?.code ?? "no result");
          continue;
        }
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
