/**
 * `npm run bench`: how fast the storefront serves its home, category, search and product pages, a
 * logged-in customer's cart, addresses, delivery and checkout pages, the add-to-cart action and
 * placing an order, compared with a bare Remix page
 * of a similar size, and how many JS bytes (gzip) each route loads (docs/rules/architecture.md "Speed": "JS per
 * route ≤ 95 KiB gzip, the route manifest included … Measured by npm run bench").
 *
 * 1. Builds the storefront (keeping the Vite manifest) and the baseline app (tests/bench/bare).
 * 2. Starts the storefront over the embedded upstream (temporary DATA_DIR, LOG_LEVEL=warn) and the
 *    baseline's Express server, both on free loopback ports.
 * 3. Warms each up, then measures each in turn with autocannon (loopback only, bounded).
 * 4. Prints the table, stops every server, removes the baseline's build.
 *
 * 5. Rounds of upstream calls: the cart and the checkout at each demo store, logged in, over an
 *    upstream whose every answer is held back 50 ms (tests/support/misbehaving-upstream.ts): each
 *    page's time, how many rounds of calls it waited on one after the other
 *    (tests/support/upstream-rounds.ts) and how many delivery-option calls it made.
 *    `npm run bench -- --rounds` measures only this (no throughput, no JS sizes).
 *
 * 6. Where the time goes: a storefront started with `--cpu-prof` serves the home and a category,
 *    and the baseline its page, each in a window of its own; the CPU time of each part of the
 *    answer per request (tests/bench/profile.ts), and each server's start-up time.
 *
 * 7. Lighthouse (tests/bench/lighthouse.ts; Debian's Chromium, or CHROME_PATH; loopback only, mobile):
 *    the home, a category, a product and, logged in at Aurora with an item in the cart, the cart and
 *    the checkout, beside the bare page, in full mode and in Modo leve (`Save-Data: on`; the bare
 *    page `?leve`, without its scripts): performance score, LCP, TBT, CLS, the scripts loaded and
 *    what the largest paint was. `npm run bench -- --lighthouse` measures only this (builds, then
 *    about 20 s per page and mode); BENCH_LIGHTHOUSE_RUNS runs each that many times (median).
 *    Lighthouse is a locked package of its own in tests/bench/lighthouse/, not one of the
 *    storefront's: the first Lighthouse run installs it there (npm ci); without a network it says
 *    how to install it and skips this part.
 *
 * The servers run on one core (the last), the bench's load generator on another (taskset, when
 * there are two cores or more; BENCH_PIN=0 to leave them free); the browser Lighthouse drives runs
 * on every core.
 * `npm run bench -- --pages` measures only the home, a category and the baseline (throughput,
 * profile, start-up): the figures docs/operations.md compares, a run of about a minute.
 *
 * Settings: BENCH_DURATION (seconds per target, default 8), BENCH_CONNECTIONS (default 8),
 * BENCH_PROFILE_DURATION (seconds of load per profiled page, default 4), BENCH_LIGHTHOUSE_RUNS
 * (default 1).
 */
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT, startStorefront, type StorefrontServer } from "../support/storefront-server";
import { startMisbehavingUpstream } from "../support/misbehaving-upstream";
import { upstreamRounds } from "../support/upstream-rounds";
import { serverBundle } from "../support/server-bundle";
import { PARTS, partsPerRequest, type CpuProfile, type Window } from "./profile";
import {
  CHROME_PATH,
  installLighthouse,
  LIGHTHOUSE_VERSION,
  lighthouseFigures,
  type LighthouseTarget,
} from "./lighthouse";
import { JS_BUDGET_BYTES, jsPerRoute, kib } from "./route-js";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const PROFILE_S = Number(process.env.BENCH_PROFILE_DURATION ?? 4);
/** Only the home, a category and the baseline. */
const PAGES_ONLY = process.argv.includes("--pages");
/** Only Lighthouse's figures. */
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse");
/** Lighthouse runs per page and mode (the median is printed). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
/** The most one Lighthouse run of a page may add to the run's time limit. */
const LIGHTHOUSE_RUN_MS = 40_000;
const WARMUP_S = 2;
const ROUNDS = 4;
/** Orders placed one after the other for the place-order figures. */
const PLACE_ORDER_ROUNDS = Number(process.env.BENCH_ORDERS ?? 40);
const BARE_DIR = path.join(ROOT, "tests/bench/bare");
/** Where the run keeps its own copy of the storefront's build (.cache is ignored by git and ESLint). */
const PRIVATE_DIR = path.join(ROOT, ".cache/bench");
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const HARD_LIMIT_MS = 240_000;
/** How long the upstream holds every answer back for the rounds' figures. */
const UPSTREAM_LATENCY_MS = 50;
/** Requests per page for the rounds' figures (after one to warm the shared caches). */
const ROUNDS_REQUESTS = 5;

type Measure = {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  htmlBytes: number;
};

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

type Run = { times: number[]; requests: number; seconds: number; non2xx: number; errors: number };

/** What is measured: a document GET, or a form POST whose answer is a redirect (302 or 303). */
type Target = { name: string; path: string; url: string; cookie?: string; form?: Record<string, string> };

/** One autocannon run against a target, with every response's time; "non-2xx" counts answers other than the expected one. */
function run(target: Target, durationS: number): Promise<Run> {
  const expected = target.form ? [302, 303] : [200];
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    let unexpected = 0;
    const headers: Record<string, string> = { accept: "text/html,application/xhtml+xml", "user-agent": USER_AGENT };
    if (target.cookie) headers.cookie = target.cookie;
    if (target.form)
      Object.assign(headers, {
        "content-type": "application/x-www-form-urlencoded",
        origin: new URL(target.url).origin,
      });
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: durationS,
        method: target.form ? "POST" : "GET",
        body: target.form ? new URLSearchParams(target.form).toString() : undefined,
        headers,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          times,
          requests: result.requests.total,
          seconds: result.duration || durationS,
          non2xx: unexpected,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (!expected.includes(status)) unexpected += 1;
    });
  });
}

const isRedirect = (status: number) => status === 302 || status === 303;

/** The clock V8's CPU profiles use (process.hrtime's), in microseconds. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** The core the servers run on and the bench's own; null on one core, without taskset, or with BENCH_PIN=0. */
const pinning = ((): { server: number; client: number } | null => {
  const cpus = os.cpus().length;
  if (process.env.BENCH_PIN === "0" || cpus < 2 || spawnSync("taskset", ["-V"]).status !== 0) return null;
  return { server: cpus - 1, client: 0 };
})();

/** Pins a process and all its threads to a core, or to a list of them ("0-1"); children it starts later inherit it. */
function pin(pid: number, core: number | string | undefined) {
  if (core === undefined) return;
  const result = spawnSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`taskset could not pin process ${pid}: ${result.stderr}`);
}

/** The cores this process was given when it started, as taskset names them ("0-1" on two). */
const EVERY_CORE = pinning
  ? /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1]
  : undefined;

/** A customer's cookies (casaverde, no terms to accept), with one product in the cart. */
async function customerCookie(origin: string): Promise<string> {
  const login = await fetch(`${origin}/casaverde/entrar`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ login: "casaverde@exemplo.com.br", senha: "demo1234" }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!isRedirect(login.status) || !cookie.includes("commerce-auth-token"))
    throw new Error(`login for the cart bench answered ${login.status}`);
  return cookie;
}

/** A fresh checkout key, as the checkout page gives one to each form. */
const checkoutKey = () => randomBytes(18).toString("base64url");

/**
 * Placing an order (POST /casaverde/checkout → 303 to the order-submitted page), one after the other:
 * each order needs its own cart and key, which a repeated request cannot carry. Each round adds a
 * quantity of its own (an identical order within a minute is refused) and then places the order,
 * paid at pickup; only the placing is timed.
 */
async function placeOrderTimes(origin: string, cookie: string, count: number): Promise<number[]> {
  const headers = { "content-type": "application/x-www-form-urlencoded", origin, cookie, "user-agent": USER_AGENT };
  const times: number[] = [];
  for (let round = 0; round < count; round++) {
    const add = new URLSearchParams({
      intent: "adicionar",
      idproduto: "3001",
      quantidade: String(6 + round),
      redirectTo: "/casaverde/carrinho",
    });
    await fetch(`${origin}/casaverde/carrinho`, { method: "POST", redirect: "manual", headers, body: add });
    const form = new URLSearchParams({
      intent: "finalizar",
      chave: checkoutKey(),
      idformapagamento: "32",
      "caracteristica-6": "Substituir por similar",
      "caracteristica-7": "2026-12-01",
    });
    const started = performance.now();
    const answer = await fetch(`${origin}/casaverde/checkout`, {
      method: "POST",
      redirect: "manual",
      headers,
      body: form,
    });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    if (!isRedirect(answer.status) || !answer.headers.get("location")?.includes("/submissao/"))
      throw new Error(`placing an order answered ${answer.status}`);
  }
  return times;
}

/** The times of `count` GETs of a page, one after the other. */
async function oneAfterAnother(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count; round++) {
    const started = performance.now();
    await (await fetch(url, { headers: { accept: "text/html", "user-agent": USER_AGENT } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/** Several runs of one target as one measure: requests per second over their whole time, percentiles over all responses. */
function combine(name: string, path: string, htmlBytes: number, runs: Run[]): Measure {
  const times = runs.flatMap((item) => item.times).sort((a, b) => a - b);
  const requests = runs.reduce((sum, item) => sum + item.requests, 0);
  const seconds = runs.reduce((sum, item) => sum + item.seconds, 0);
  return {
    name,
    path,
    htmlBytes,
    requestsPerSecond: requests / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests,
    non2xx: runs.reduce((sum, item) => sum + item.non2xx, 0),
    errors: runs.reduce((sum, item) => sum + item.errors, 0),
  };
}

async function documentBytes(url: string, cookie?: string): Promise<{ status: number; bytes: number; html: string }> {
  const response = await fetch(url, {
    headers: { "user-agent": USER_AGENT, "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
  });
  const html = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(html), html };
}

// ---- servers -----------------------------------------------------------------------------------

function build(args: string[], label: string) {
  const started = Date.now();
  const result = spawnSync("npx", ["remix", "vite:build", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stdout}\n${result.stderr}`);
  log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A loopback port that was free a moment ago (the baseline's server.mjs needs a PORT it cannot pick itself). */
function probablyFreePort(): Promise<number> {
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

type BareServer = { url: string; child: ChildProcess; stop(): Promise<number | null> };

async function startBareOn(port: number, nodeArgs: string[]): Promise<BareServer> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(BARE_DIR, "server.mjs")], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error("the baseline server did not start in 30 s")), 30_000);
      void exited.then((code) => reject(new Error(`the baseline server exited (${code})`)));
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("bare.listening")) resolve();
      });
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The baseline on a free port; should another process take the port first, on another one. */
async function startBare(nodeArgs: string[] = []): Promise<BareServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBareOn(await probablyFreePort(), nodeArgs);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

// ---- rounds of upstream calls -------------------------------------------------------------------

/** The demo stores' customers and a product for their carts. */
const ROUND_SHOPPERS = [
  { store: "aurora", login: "cliente@exemplo.com.br", idproduto: "1001" },
  { store: "bomsabor", login: "cliente@exemplo.com.br", idproduto: "2001" },
  { store: "casaverde", login: "casaverde@exemplo.com.br", idproduto: "3001" },
] as const;

const cookiesOf = (response: Response, before: string) => {
  const jar = new Map(before ? before.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const) : []);
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
};

/**
 * A demo store's customer logged in, the terms accepted and two of a product in an otherwise empty
 * cart (at Aurora, pickup chosen: Ana has several addresses there and none chosen): their cookies.
 */
async function shopperWithCart(origin: string, { store, login, idproduto }: (typeof ROUND_SHOPPERS)[number]) {
  let cookie = "";
  const post = async (page: string, body: Record<string, string>) => {
    const response = await fetch(`${origin}/${store}/${page}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
      body: new URLSearchParams(body),
    });
    cookie = cookiesOf(response, cookie);
    return response;
  };
  await post("entrar", { login, senha: "demo1234" });
  await post("termos", { intent: "aceitar", redirectTo: `/${store}` });
  await post("carrinho", { intent: "salvar", linhas: "[]" });
  const added = await post("carrinho", { intent: "adicionar", idproduto, quantidade: "2" });
  if (!isRedirect(added.status)) throw new Error(`adding to the cart at ${store} answered ${added.status}`);
  if (store === "aurora") await post("entrega", { intent: "tipo", tipoEntrega: "RETIRADA" });
  return cookie;
}

/**
 * The cart and the checkout at each store over an upstream that holds every answer back
 * UPSTREAM_LATENCY_MS: p50 time, the most rounds of upstream calls and delivery-option calls of
 * ROUNDS_REQUESTS requests one after the other.
 */
async function measureRounds(cwd: string): Promise<void> {
  const upstream = await startMisbehavingUpstream();
  let storefront: StorefrontServer | undefined;
  try {
    storefront = await startStorefront({
      apiBaseUrl: upstream.url,
      logLevel: "warn",
      cwd,
      env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" },
    });
    const origin = storefront.url;
    const rows: string[][] = [];
    for (const shopper of ROUND_SHOPPERS) {
      const { store } = shopper;
      const cookie = await shopperWithCart(origin, shopper);
      for (const page of ["carrinho", "checkout"]) {
        const url = `${origin}/${store}/${page}`;
        const get = async () => {
          const response = await fetch(url, { headers: { cookie, "user-agent": USER_AGENT } });
          await response.text();
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        };
        await get();
        const timed = async () => {
          const started = performance.now();
          await get();
          return performance.now() - started;
        };
        const direct: number[] = [];
        for (let request = 0; request < ROUNDS_REQUESTS; request++) direct.push(await timed());
        upstream.setDelay(UPSTREAM_LATENCY_MS);
        const times: number[] = [];
        let rounds = 0;
        let deliveryCalls = 0;
        let calls = 0;
        for (let request = 0; request < ROUNDS_REQUESTS; request++) {
          const from = upstream.seen.length;
          times.push(await timed());
          const seen = upstream.seen.slice(from);
          rounds = Math.max(rounds, upstreamRounds(seen).length);
          deliveryCalls = Math.max(deliveryCalls, seen.filter((call) => call.path.includes("/formas-entrega/")).length);
          calls = Math.max(calls, seen.length);
        }
        upstream.setDelay(0);
        times.sort((a, b) => a - b);
        direct.sort((a, b) => a - b);
        rows.push([
          `/${store}/${page}`,
          percentile(direct, 50).toFixed(0),
          percentile(times, 50).toFixed(0),
          String(rounds),
          String(calls),
          String(deliveryCalls),
        ]);
      }
    }
    log("");
    log(
      `Rounds of upstream calls, logged in, every upstream answer held back ${UPSTREAM_LATENCY_MS} ms (${ROUNDS_REQUESTS} requests per page one after the other; the most of them):`,
    );
    table(
      [
        "page",
        "p50 ms, no latency",
        `p50 ms, ${UPSTREAM_LATENCY_MS} ms latency`,
        "rounds",
        "upstream calls",
        "delivery-option calls",
      ],
      rows,
      [false, true, true, true, true, true],
    );
  } finally {
    await storefront?.stop();
    await upstream.close();
  }
}

// ---- Lighthouse --------------------------------------------------------------------------------

/**
 * Lighthouse's mobile figures (tests/bench/lighthouse.ts) of the home, a category and a product,
 * and of the cart (an item in it) and the checkout logged in as Aurora's customer, beside the bare
 * page's, in full mode and in Modo leve (docs/decisions/0045: `Save-Data: on`; the bare page
 * leaves its scripts out when asked `?leve`), LIGHTHOUSE_RUNS times each, the median.
 */
async function measureLighthouse(cwd: string): Promise<void> {
  // Its own package (tests/bench/lighthouse), installed on the first run; skipped when it cannot be.
  if (!installLighthouse(log)) return;
  // A limit of its own from here: the builds before it (minutes on a busy machine) must not eat it.
  // Six pages (five of the storefront's and the bare one), each in full and light mode.
  // One run more per page than asked, for the runs made again.
  armWatchdog(HARD_LIMIT_MS + (LIGHTHOUSE_RUNS + 1) * 6 * 2 * LIGHTHOUSE_RUN_MS);
  const storefront = await startStorefront({ logLevel: "warn", cwd });
  let bare: BareServer | undefined;
  try {
    pin(storefront.pid, pinning?.server);
    bare = await startBare();
    const child = bare.child;
    process.once("exit", () => child.kill("SIGKILL")); // stopped over the time limit
    pin(child.pid!, pinning?.server);
    const origin = storefront.url;
    const cookie = await shopperWithCart(origin, ROUND_SHOPPERS[0]);
    const pages = [
      { name: "home", path: "/aurora" },
      { name: "category", path: "/aurora/categoria/101" },
      { name: "product", path: "/aurora/produto/1001" },
      { name: "cart, logged in", path: "/aurora/carrinho", cookie },
      { name: "checkout, logged in", path: "/aurora/checkout", cookie },
    ];
    for (const page of pages) {
      const answer = await fetch(`${origin}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}`);
    }
    const targets: (LighthouseTarget & { mode: string; path: string })[] = [];
    for (const light of [false, true]) {
      const mode = light ? "light" : "full";
      for (const page of pages)
        targets.push({
          name: page.name,
          mode,
          path: page.path,
          url: `${origin}${page.path}`,
          headers: { ...(light ? { "Save-Data": "on" } : {}), ...(page.cookie ? { Cookie: page.cookie } : {}) },
        });
      targets.push({
        name: "bare Remix page",
        mode,
        path: light ? "/?leve" : "/",
        url: `${bare.url}/${light ? "?leve" : ""}`,
      });
    }
    // The browser Lighthouse starts gets every core, as a phone's browser has several: Lighthouse
    // asks for at least two dedicated cores (its docs/variability.md), and on one, shared by
    // Chromium's processes and Lighthouse's own, the renderer's tasks wait their turn and count as
    // blocking time (a page with no script at all measured 268 ms of TBT so). The servers stay on
    // their core.
    if (pinning) pin(process.pid, EVERY_CORE);
    const started = performance.now();
    const figures = await lighthouseFigures(targets, LIGHTHOUSE_RUNS);
    log("");
    log(
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4× slower CPU), Chromium ${CHROME_PATH}, loopback only; ` +
        `median of ${LIGHTHOUSE_RUNS} run(s) per page, ${((performance.now() - started) / 1000).toFixed(0)} s in all; ` +
        `light: Save-Data: on (Modo leve, docs/decisions/0045):`,
    );
    table(
      ["page", "mode", "performance", "LCP s", "TBT ms", "CLS", "scripts", "script KiB", "largest paint"],
      targets.map((target, index) => {
        const result = figures[index]!;
        return [
          `${target.name} ${target.path}`,
          target.mode,
          String(result.score),
          (result.lcpMs / 1000).toFixed(2),
          result.tbtMs.toFixed(0),
          result.cls.toFixed(3),
          String(result.scripts),
          kib(result.scriptBytes),
          result.failed.length > 0 ? `${result.lcpElement}; failed: ${result.failed.join(", ")}` : result.lcpElement,
        ];
      }),
      [false, false, true, true, true, true, true, true, false],
    );
    const lightWithScripts = targets.filter((target, index) => target.mode === "light" && figures[index]!.scripts > 0);
    if (lightWithScripts.length > 0)
      log(`FLAG: in light mode ${lightWithScripts.map((target) => target.path).join(", ")} loaded scripts`);
  } finally {
    await bare?.stop();
    await storefront.stop();
  }
}

// ---- where the time goes -----------------------------------------------------------------------

/** The one CPU profile a process wrote into `dir` when it stopped. */
function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

/** Load on one page for PROFILE_S seconds (after a second to warm it), as a window of the profile. */
async function profileWindow(target: Target): Promise<Window> {
  await run(target, 1);
  const fromUs = nowUs();
  const result = await run(target, PROFILE_S);
  return { fromUs, toUs: nowUs(), requests: result.requests };
}

/**
 * A storefront and a baseline started with `--cpu-prof` (pinned as the measured ones), each page
 * loaded in a window of its own; prints the CPU time per request of each part of the answer.
 */
async function profilePages(pages: Target[], bareTarget: Target): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "storefront-bench-profile-"));
  try {
    const storefront = await startStorefront({
      logLevel: "warn",
      cwd: PRIVATE_DIR,
      nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${path.join(dir, "storefront")}`],
    });
    const windows: Window[] = [];
    try {
      pin(storefront.pid, pinning?.server);
      for (const page of pages)
        windows.push(await profileWindow({ ...page, url: `${storefront.url}${new URL(page.url).pathname}` }));
    } finally {
      await storefront.stop();
    }
    const bare = await startBare(["--cpu-prof", `--cpu-prof-dir=${path.join(dir, "bare")}`]);
    let bareWindow: Window;
    try {
      pin(bare.child.pid!, pinning?.server);
      bareWindow = await profileWindow({ ...bareTarget, url: `${bare.url}/` });
    } finally {
      await bare.stop();
    }
    const storefrontProfile = readProfile(path.join(dir, "storefront"));
    const columns = [
      ...windows.map((window) => partsPerRequest(storefrontProfile, window)),
      partsPerRequest(readProfile(path.join(dir, "bare")), bareWindow),
    ];
    const totals = columns.map((column) => [...column.values()].reduce((sum, ms) => sum + ms, 0));
    log("");
    log(
      `Where the time goes: CPU ms per request of each part of the answer (a CPU profile, node --cpu-prof, ${PROFILE_S} s of load per page at ${CONNECTIONS} connections; share of the page's CPU in brackets):`,
    );
    const cell = (ms: number, total: number) => `${ms.toFixed(2)} (${((100 * ms) / total).toFixed(0)} %)`;
    table(
      ["part", ...pages.map((page) => page.path), "bare page"],
      [
        ...PARTS.map((part) => [part, ...columns.map((column, index) => cell(column.get(part)!, totals[index]!))]),
        ["CPU ms per request", ...totals.map((total) => total.toFixed(2))],
        ["requests profiled", ...[...windows, bareWindow].map((window) => String(window.requests))],
      ],
      [false, ...columns.map(() => true)],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- report ------------------------------------------------------------------------------------

function pad(value: string, width: number, right = false) {
  return right ? value.padStart(width) : value.padEnd(width);
}

function table(headers: string[], rows: string[][], rightAligned: boolean[]) {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => pad(cell, widths[column]!, rightAligned[column])).join(" | ")} |`;
  log(line(headers));
  log(
    `|${widths.map((width, column) => (rightAligned[column] ? `${"-".repeat(width + 1)}:` : `:${"-".repeat(width + 1)}`)).join("|")}|`,
  );
  for (const row of rows) log(line(row));
}

let watchdog: NodeJS.Timeout | undefined;

/** Stops the run, servers and all, `ms` from now (replacing the time limit set before). */
function armWatchdog(ms: number) {
  clearTimeout(watchdog);
  watchdog = setTimeout(() => {
    process.stderr.write("bench: over the time limit, stopping\n");
    cleanUp();
    process.exit(2); // the servers are killed on exit
  }, ms);
  watchdog.unref();
}

/** Removes the baseline's build and the private copy of the storefront's build. */
function cleanUp() {
  rmSync(path.join(BARE_DIR, "build"), { recursive: true, force: true });
  rmSync(PRIVATE_DIR, { recursive: true, force: true });
}

async function main() {
  const startedAt = Date.now();
  armWatchdog(HARD_LIMIT_MS);

  log(`bench: ${DURATION_S} s per target, ${CONNECTIONS} connections, loopback only`);

  let storefront: StorefrontServer | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  process.once("exit", () => bare?.child.kill("SIGKILL"));
  try {
    // Nothing to build for when Lighthouse, all that was asked, cannot be installed.
    if (LIGHTHOUSE_ONLY && !installLighthouse(log)) {
      process.exitCode = 1;
      return;
    }
    build(["--config", "tests/bench/vite.manifest.config.ts"], "storefront");
    // A private copy, taken right away: other builds of build/ (tests, browser journeys) cannot
    // change what this run serves and measures.
    rmSync(PRIVATE_DIR, { recursive: true, force: true });
    cpSync(path.join(ROOT, "build"), path.join(PRIVATE_DIR, "build"), { recursive: true });
    if (!existsSync(path.join(PRIVATE_DIR, "build/server/index.js")))
      throw new Error("build/ changed while it was copied; run the bench again");
    if (process.argv.includes("--rounds")) {
      await measureRounds(PRIVATE_DIR);
      return;
    }
    const routes = PAGES_ONLY || LIGHTHOUSE_ONLY ? [] : await jsPerRoute(path.join(PRIVATE_DIR, "build"));
    build([BARE_DIR], "bare Remix baseline");
    const bareRoutes = PAGES_ONLY || LIGHTHOUSE_ONLY ? [] : await jsPerRoute(path.join(BARE_DIR, "build"));

    await serverBundle();
    // Pinned once the builds are made (they use every core).
    if (pinning) {
      pin(process.pid, pinning.client);
      log(
        `pinned: the servers to CPU ${pinning.server}, the load generator (this process) to CPU ${pinning.client}, the browser Lighthouse drives to none`,
      );
    } else log("not pinned (one CPU, no taskset, or BENCH_PIN=0)");
    if (LIGHTHOUSE_ONLY) {
      await measureLighthouse(PRIVATE_DIR);
      return;
    }
    const startups: string[] = [];
    let started = performance.now();
    storefront = await startStorefront({ logLevel: "warn", cwd: PRIVATE_DIR });
    startups.push(`storefront ${(performance.now() - started).toFixed(0)} ms (embedded upstream started and seeded)`);
    pin(storefront.pid, pinning?.server);
    started = performance.now();
    bare = await startBare();
    startups.push(`bare page ${(performance.now() - started).toFixed(0)} ms`);
    pin(bare.child.pid!, pinning?.server);
    const cookie = await customerCookie(storefront.url);
    const addToCart = {
      intent: "adicionar",
      idproduto: "3001",
      quantidade: "1",
      redirectTo: "/casaverde/produto/3001",
    };
    const pageTargets: Target[] = [
      { name: "home /aurora (storefront)", path: "/aurora", url: `${storefront.url}/aurora` },
      { name: "category (storefront)", path: "/aurora/categoria/101", url: `${storefront.url}/aurora/categoria/101` },
    ];
    const bareTarget: Target = { name: "bare Remix page (baseline)", path: "/", url: `${bare.url}/` };
    const targets: Target[] = [
      ...pageTargets,
      {
        name: "search (storefront)",
        path: "/casaverde/busca?q=banana",
        url: `${storefront.url}/casaverde/busca?q=banana`,
      },
      {
        name: "product (storefront)",
        path: "/casaverde/produto/3001",
        url: `${storefront.url}/casaverde/produto/3001`,
      },
      {
        name: "add to cart, POST → redirect (storefront)",
        path: "POST /casaverde/carrinho",
        url: `${storefront.url}/casaverde/carrinho`,
        cookie,
        form: addToCart,
      },
      {
        name: "cart page, logged in (storefront)",
        path: "/casaverde/carrinho",
        url: `${storefront.url}/casaverde/carrinho`,
        cookie,
      },
      {
        name: "addresses page, logged in (storefront)",
        path: "/casaverde/enderecos",
        url: `${storefront.url}/casaverde/enderecos`,
        cookie,
      },
      {
        name: "pickup options and slots, logged in (storefront)",
        path: "/casaverde/entrega",
        url: `${storefront.url}/casaverde/entrega`,
        cookie,
      },
      {
        name: "checkout page, logged in (storefront)",
        path: "/casaverde/checkout",
        url: `${storefront.url}/casaverde/checkout`,
        cookie,
      },
      bareTarget,
    ].filter((target) => !PAGES_ONLY || target === bareTarget || pageTargets.includes(target));

    const sizes: number[] = [];
    for (const target of targets) {
      if (target.form) sizes.push(0);
      else {
        const document = await documentBytes(target.url, target.cookie);
        if (document.status !== 200) throw new Error(`${target.url} answered ${document.status}`);
        sizes.push(document.bytes);
      }
      await run(target, WARMUP_S);
    }
    // The targets take turns, ROUNDS times each, so that a change in the machine's load during
    // the run weighs on both alike.
    const runs: Run[][] = targets.map(() => []);
    const loadBefore = os.loadavg()[0]!;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, target] of targets.entries()) runs[index]!.push(await run(target, DURATION_S / ROUNDS));
    }
    const loadAfter = os.loadavg()[0]!;
    const results = targets.map((target, index) => combine(target.name, target.path, sizes[index]!, runs[index]!));
    for (const result of results) log(`measured ${result.name}: ${result.requests} requests`);
    const storefrontAlive = storefront.alive();
    const baseline = results.at(-1)!;
    const pages = results.slice(0, -1);

    log("");
    log(
      `Document requests (GET, no compression asked; ${ROUNDS} alternating rounds of ${DURATION_S / ROUNDS} s per target; ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}):`,
    );
    table(
      ["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "requests", "non-2xx", "errors", "HTML bytes"],
      results.map((result) => [
        result.name,
        result.requestsPerSecond.toFixed(0),
        result.p50.toFixed(1),
        result.p95.toFixed(1),
        result.p99.toFixed(1),
        String(result.requests),
        String(result.non2xx),
        String(result.errors),
        String(result.htmlBytes),
      ]),
      [false, true, true, true, true, true, true, true, true],
    );
    for (const page of pages.filter((measured) => measured.htmlBytes > 0)) {
      log(
        `ratio ${page.path}/bare: req/s ${(page.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}, ` +
          `p50 ${(page.p50 / baseline.p50).toFixed(2)}×, p95 ${(page.p95 / baseline.p95).toFixed(2)}×, p99 ${(page.p99 / baseline.p99).toFixed(2)}×, ` +
          `HTML size ${(page.htmlBytes / baseline.htmlBytes).toFixed(2)}×`,
      );
    }
    log("");
    log(`Start-up, from starting the process to its answering: ${startups.join("; ")}`);
    await storefront.stop();
    await bare.stop();
    storefront = undefined;
    bare = undefined;
    await profilePages(pageTargets, bareTarget);
    if (PAGES_ONLY) {
      if (!storefrontAlive) throw new Error("the storefront stopped during the run");
      return;
    }
    storefront = await startStorefront({ logLevel: "warn", cwd: PRIVATE_DIR });
    bare = await startBare();
    const placing = (
      await placeOrderTimes(storefront.url, await customerCookie(storefront.url), PLACE_ORDER_ROUNDS)
    ).sort((a, b) => a - b);
    const bareAlone = (await oneAfterAnother(`${bare.url}/`, PLACE_ORDER_ROUNDS)).sort((a, b) => a - b);
    log("");
    log(
      `place an order, POST /casaverde/checkout → redirect (storefront; ${placing.length} orders one after the other, no other load): ` +
        `p50 ${percentile(placing, 50).toFixed(1)} ms, p95 ${percentile(placing, 95).toFixed(1)} ms; ` +
        `the bare page asked the same way: p50 ${percentile(bareAlone, 50).toFixed(1)} ms (ratio ${(percentile(placing, 50) / percentile(bareAlone, 50)).toFixed(2)}×)`,
    );
    const home = pages[0]!;
    if (Math.abs(home.htmlBytes / baseline.htmlBytes - 1) > 0.25)
      log(
        "note: the home and the baseline differ in size by more than 25 %; adjust tests/bench/bare/app/routes/_index.tsx",
      );

    log("");
    log(
      `JS loaded per route (entry client + root + parent routes + route, with static imports, and the inline route manifest; gzip per file; budget ${kib(JS_BUDGET_BYTES)} KiB):`,
    );
    const rows = [
      ...routes.map((route) => ({ ...route, id: route.id })),
      ...bareRoutes.filter((route) => route.id !== "root").map((route) => ({ ...route, id: `bare: ${route.id}` })),
    ].map((route) =>
      route.resource
        ? [route.id, "-", "-", "-", "resource route, no page JS"]
        : [
            route.id,
            String(route.files.length),
            kib(route.rawBytes),
            kib(route.gzipBytes),
            route.gzipBytes > JS_BUDGET_BYTES ? `OVER ${kib(JS_BUDGET_BYTES)} KiB` : "ok",
          ],
    );
    table(["route", "files", "raw KiB", "gzip KiB", "budget"], rows, [false, true, true, true, false]);
    const over = routes.filter((route) => !route.resource && route.gzipBytes > JS_BUDGET_BYTES);
    if (over.length > 0)
      log(
        `FLAG: ${over.length} route(s) load more than ${kib(JS_BUDGET_BYTES)} KiB gzip of JS: ${over.map((route) => route.id).join(", ")}`,
      );
    const withMap = routes.filter((route) => route.mapCode);
    if (withMap.length > 0)
      log(
        `FLAG: the address map's code (Leaflet) is loaded with the page of ${withMap.map((route) => route.id).join(", ")}: it must load only when the map is opened`,
      );
    else log("The address map's code (Leaflet) is in no route's JS: it loads only when the map is opened.");
    // zod (about 12 KiB gzip) validates on the server; a schema imported by a page's component drags it into the browser.
    const withZod = routes.filter((route) => route.zod);
    if (withZod.length > 0)
      log(
        `FLAG: zod is in the JS of ${withZod.map((route) => route.id).join(", ")}: a module the page imports defines a schema; move the schema to its own module`,
      );
    else log("zod is in no route's JS.");
    if (!storefrontAlive) throw new Error("the storefront stopped during the run");
    await measureRounds(PRIVATE_DIR);
    await measureLighthouse(PRIVATE_DIR);
    if (results.some((result) => result.non2xx > 0 || result.errors > 0))
      log("WARNING: some requests failed; see non-2xx and errors");
  } finally {
    const storefrontExit = await storefront?.stop();
    const bareExit = await bare?.stop();
    cleanUp();
    log("");
    log(
      `stopped: storefront exit ${storefrontExit?.code ?? "-"}, baseline exit ${bareExit ?? "-"}; whole run ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
