/**
 * Where a page's server time goes, from a V8 CPU profile of the server under load (`node
 * --cpu-prof`): each sample is put in one part of the answer, by the source of its frames (the
 * bundles' source maps name the app's files) and, where no frame names one, by the phase it ran in.
 * Used by `npm run bench` (tests/bench/run.ts), which loads each page in a window of its own.
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** The parts of an answer, in the order they are printed. */
export const PARTS = [
  "middleware (Express, guards, compression)",
  "session and CSP",
  "supplier context",
  "loaders",
  "route matching and links",
  "React render",
  "loader data (turbo-stream)",
  "streaming and HTTP",
  "logging",
  "garbage collection",
  "other",
] as const;
export type Part = (typeof PARTS)[number];

/** Parts named by a frame's source (its original file where a source map says it). */
const BY_SOURCE: [RegExp, Part][] = [
  [/server\/request-log\.ts$|app\/services\/logger\.server\.ts$/, "logging"],
  [
    /server\/security\.ts$|app\/services\/(session|sealed-cookie|auth-cookie|auth|cookie-options|flash|signed-out|remembered-coupon)\.server\.ts$|node_modules\/(cookie|cookie-signature)\//,
    "session and CSP",
  ],
  [/app\/services\/(supplier-context|catalogue-context)\.server\.ts$/, "supplier context"],
  [/node_modules\/(@remix-run\/router|react-router|react-router-dom)\//, "route matching and links"],
  [/node_modules\/turbo-stream\/|single-fetch/, "loader data (turbo-stream)"],
];

/** The router's functions (their frames in a bundle map to the router only approximately). */
const ROUTER_FUNCTIONS = new Set([
  "matchRoutes",
  "matchRoutesImpl",
  "matchRouteBranch",
  "matchPath",
  "compilePath",
  "compilePathUncached",
  "rankedBranches",
  "flattenRoutes",
  "flattenRoute",
  "rankRouteBranches",
  "computeScore",
  "explodeOptionalSegments",
  "joinPaths",
  "resolveTo",
  "resolvePath",
  "resolvePathname",
  "removeDoubleSlashes",
  "normalizePathname",
  "getResolveToMatches",
  "getPathContributingMatches",
  "useResolvedPath",
  "useHref",
  "useLinkClickHandler",
  "stripBasename",
  "decodePath",
  "parsePath",
  "createPath",
  "matchServerRoutes",
  "getPartialManifest",
]);

/** Phases, the first of which a frame of the stack opens. */
const PHASES: [(frame: Frame) => boolean, Part][] = [
  [(frame) => /react-dom/.test(frame.source) || frame.name === "renderToPipeableStream", "React render"],
  [
    // A loader's code after its first await runs with no caller above it: its frames are the app's
    // (routes, services, models), zod's and the upstream calls' (fetch).
    (frame) =>
      /^loader(\$\d+)?$/.test(frame.name) ||
      ["callLoaderOrAction", "callRouteHandler", "loadRouteData", "callDataStrategyImpl"].includes(frame.name) ||
      /^app\/|node_modules\/zod\/|undici/.test(frame.source),
    "loaders",
  ],
  [
    (frame) =>
      ["writeReadableStreamToWritable", "sendResponse", "writev", "writeGeneric", "writevGeneric"].includes(
        frame.name,
      ) || frame.source.startsWith("node:internal/streams"),
    "streaming and HTTP",
  ],
  [
    (frame) =>
      /node_modules\/(express|compression|body-parser|send|serve-static)\/|(^|\/)server\/|server-bundle\//.test(
        frame.source,
      ),
    "middleware (Express, guards, compression)",
  ],
  [
    (frame) => /^node:(internal\/)?(http|_http|net)/.test(frame.source) || frame.source.startsWith("node:_http"),
    "streaming and HTTP",
  ],
];

type Frame = { name: string; source: string };

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Original sources of frames in bundled files, through the bundle's source map (when there is one). */
class Sources {
  private maps = new Map<string, SourceMap | null>();

  private mapOf(file: string): SourceMap | null {
    if (!this.maps.has(file)) {
      const mapFile = `${file}.map`;
      this.maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
    }
    return this.maps.get(file)!;
  }

  of(frame: CallFrame): string {
    if (!frame.url.startsWith("file://")) return frame.url;
    const file = fileURLToPath(frame.url);
    const map = this.mapOf(file);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined;
    const original = entry?.originalSource;
    if (!original) return path.relative(ROOT, file);
    const resolved = original.startsWith("file://")
      ? fileURLToPath(original)
      : path.resolve(path.dirname(file), original);
    return path.relative(ROOT, resolved).split(path.sep).join("/");
  }
}

/** Express's router: a middleware's frames above it called `next()`, which ran the ones after it. */
const EXPRESS_ROUTER = /node_modules\/express\/lib\/router\//;

function partOf(stack: Frame[]): Part {
  const leaf = stack[0]!;
  if (leaf.name === "(garbage collector)") return "garbage collection";
  for (const frame of stack) {
    if (ROUTER_FUNCTIONS.has(frame.name)) return "route matching and links";
    // A middleware runs the rest of the chain inside its own call: what runs under a later
    // middleware's `next()` is that middleware's, not the part of a frame further up (the CSP's).
    if (EXPRESS_ROUTER.test(frame.source)) break;
    const named = BY_SOURCE.find(([pattern]) => pattern.test(frame.source));
    if (named) return named[1];
  }
  const phase = PHASES.find(([test]) => stack.some(test));
  return phase ? phase[1] : "other";
}

export type Window = { fromUs: number; toUs: number; requests: number };

/**
 * The CPU time (ms) of each part per request, over the samples taken within `window` (microseconds
 * on the clock of process.hrtime, which V8's profile uses too); the whole profile without one.
 */
export function partsPerRequest(profile: CpuProfile, window: Window): Map<Part, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sources = new Sources();
  const partOfNode = new Map<number, Part>();
  const part = (id: number): Part => {
    let known = partOfNode.get(id);
    if (known) return known;
    const stack: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      stack.push({ name: frame.functionName, source: sources.of(frame) });
    }
    known = partOf(stack);
    partOfNode.set(id, known);
    return known;
  };
  const totals = new Map<Part, number>(PARTS.map((name) => [name, 0]));
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < window.fromUs || time > window.toUs) continue;
    const name = byId.get(id)!.callFrame.functionName;
    if (name === "(idle)" || name === "(root)") continue;
    const which = part(id);
    totals.set(which, totals.get(which)! + delta / 1000);
  }
  for (const [name, ms] of totals) totals.set(name, ms / Math.max(1, window.requests));
  return totals;
}
