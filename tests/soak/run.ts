/**
 * `npm run soak`: guest pages (home, category, product, search, a static page, product images)
 * asked at once by many connections for a while, from a production storefront whose upstream
 * misbehaves the whole time: every answer delayed, a share answered 500, a share cut off half-way
 * through the body. What must hold (docs/rules/architecture.md "Safety"): the process lives; every page is a 200 or a
 * friendly Portuguese error page; an image is a 200, an error status or an aborted answer; no
 * error-level log line. Prints the figures and exits 1 when one of those did not hold.
 *
 * Loopback only, bounded in time. Settings: SOAK_DURATION (seconds, default 90),
 * SOAK_CONNECTIONS (default 20), SOAK_DELAY_MS (default 30), SOAK_500_SHARE (default 0.05),
 * SOAK_CUT_SHARE (default 0.02).
 */
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../support/storefront-server";

const DURATION_S = Number(process.env.SOAK_DURATION ?? 90);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const DELAY_MS = Number(process.env.SOAK_DELAY_MS ?? 30);
const SHARE_500 = Number(process.env.SOAK_500_SHARE ?? 0.05);
const SHARE_CUT = Number(process.env.SOAK_CUT_SHARE ?? 0.02);
/** One request may take this long before it counts as no answer. */
const REQUEST_TIMEOUT_MS = 30_000;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

type Target = { path: string; kind: "page" | "image" };

const TARGETS: Target[] = [
  { path: "/aurora", kind: "page" },
  { path: "/aurora/categoria/101", kind: "page" },
  { path: "/aurora/produto/1001", kind: "page" },
  { path: "/casaverde/busca?q=banana", kind: "page" },
  { path: "/casaverde/produto/3001", kind: "page" },
  { path: "/bomsabor/paginas/sobre", kind: "page" },
  { path: "/imagens/aurora/produtos/1001.svg", kind: "image" },
  { path: "/imagens/aurora/produtos/1002.svg", kind: "image" },
];

/** What one request ended with: a status, or "aborted" when the answer broke off or never came. */
type Outcome = { target: Target; status: number | "aborted"; milliseconds: number; acceptable: boolean; why?: string };

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** A page's error answer a shopper may see: an HTML page in Portuguese, without a stack trace. */
function isFriendlyErrorPage(contentType: string, body: string): boolean {
  return contentType.includes("text/html") && body.includes('lang="pt-BR"') && !/\n\s+at .+\(.+:\d+:\d+\)/.test(body);
}

async function request(baseUrl: string, target: Target): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const response = await fetch(`${baseUrl}${target.path}`, {
      headers: { accept: target.kind === "page" ? "text/html" : "image/*", "user-agent": USER_AGENT },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    const status = response.status;
    if (status === 200) return { target, status, milliseconds: elapsed(), acceptable: true };
    if (target.kind === "image")
      return {
        target,
        status,
        milliseconds: elapsed(),
        acceptable: status >= 500,
        why: "an image answered with a client error",
      };
    const friendly = status >= 500 && isFriendlyErrorPage(response.headers.get("content-type") ?? "", body);
    return {
      target,
      status,
      milliseconds: elapsed(),
      acceptable: friendly,
      why: friendly ? undefined : "a page answered without the friendly Portuguese page",
    };
  } catch {
    // An image whose upstream broke off after its headers can only be broken off in turn.
    const acceptable = target.kind === "image";
    return {
      target,
      status: "aborted",
      milliseconds: elapsed(),
      acceptable,
      why: acceptable ? undefined : "a page's answer broke off or never came",
    };
  }
}

/** `connections` loops asking the targets in turn (each from its own place in the list) until the time is up. */
async function load(baseUrl: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let turn = connection; Date.now() < until; turn++) {
        outcomes.push(await request(baseUrl, TARGETS[turn % TARGETS.length]!));
      }
    }),
  );
  return outcomes;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function countBy<T>(items: T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<number> {
  let upstream: MisbehavingUpstream | undefined;
  let storefront: StorefrontServer | undefined;
  try {
    upstream = await startMisbehavingUpstream();
    storefront = await startStorefront({ apiBaseUrl: upstream.url, logLevel: "warn" });
    upstream.setDelay(DELAY_MS);
    upstream.addFault({ mode: "500", share: SHARE_500 });
    upstream.addFault({ mode: "cut", share: SHARE_CUT });
    const firstLine = storefront.lines.length;

    log(
      `soak: ${DURATION_S} s, ${CONNECTIONS} connections, ${TARGETS.length} guest pages and images; upstream delayed ${DELAY_MS} ms, ` +
        `${SHARE_500 * 100} % answered 500, ${SHARE_CUT * 100} % cut off mid-body`,
    );
    const outcomes = await load(storefront.url);

    const times = outcomes.map((outcome) => outcome.milliseconds).sort((a, b) => a - b);
    const faults = countBy(upstream.seen, (seen) => seen.fault);
    // The upstream behaves again: /healthz then tells whether the storefront itself recovered.
    upstream.setFault({ mode: "pass" });
    upstream.setDelay(0);
    const health = await fetch(`${storefront.url}/healthz`).then(
      (response) => response.status,
      () => "no answer",
    );
    const alive = storefront.alive();
    const errorLines = storefront.logs(firstLine).filter((line) => line.level === "error" || line.level === "fatal");
    const unacceptable = outcomes.filter((outcome) => !outcome.acceptable);

    log(`requests: ${outcomes.length} (${(outcomes.length / DURATION_S).toFixed(1)}/s)`);
    log(
      `answers: ${countBy(outcomes, (outcome) => `${outcome.target.kind} ${outcome.status}`)
        .map(([key, count]) => `${key} × ${count}`)
        .join(", ")}`,
    );
    log(
      `latency: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms`,
    );
    log(`upstream calls: ${upstream.seen.length} (${faults.map(([mode, count]) => `${mode} × ${count}`).join(", ")})`);
    log(`process: ${alive ? "alive" : "dead"}, /healthz ${health}`);
    log(
      `error-level log lines: ${errorLines.length}${
        errorLines.length
          ? ` (${countBy(errorLines, (line) => String(line.event))
              .map(([event, count]) => `${event} × ${count}`)
              .join(", ")})`
          : ""
      }`,
    );
    for (const [why, count] of countBy(
      unacceptable,
      (outcome) => `${outcome.why} (${outcome.target.path} → ${outcome.status})`,
    ))
      log(`  not acceptable: ${why} × ${count}`);
    for (const line of errorLines.slice(0, 5)) log(`  ${JSON.stringify(line).slice(0, 400)}`);

    const passed = alive && health === 200 && unacceptable.length === 0 && errorLines.length === 0;
    log(`soak: ${passed ? "passed" : "FAILED"}`);
    return passed ? 0 : 1;
  } finally {
    await storefront?.stop();
    await upstream?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
