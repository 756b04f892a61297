/**
 * `npm run load` (tests/load/run.ts): the storefront scaled out as an operator runs it
 * (docs/operations.md "Scaling out"), under load, while the upstream misbehaves:
 *
 * - Debian's redis-server (tests/support/redis-server.ts), the reference upstream behind the
 *   misbehaving proxy (every answer LOAD_DELAY_MS late, a share answered 500, a share cut off
 *   mid-body), two storefront processes with REDIS_URL behind a small round-robin proxy on loopback;
 * - a mix of guests (home, category, product, search, a static page) and logged-in customers (their
 *   cart, cart saves, the checkout page, a product), two sessions of each customer at once;
 * - first a ramp (more connections each step, until two steps in a row bring less than 5 % more, or
 *   the p99 passes 3 s) to find the peak throughput, then a bounded run at
 *   80 % of it, during which one login is tried with a wrong password against each instance in turn
 *   until the limit locks it, and one customer's cart is saved by six requests at once, half on each
 *   instance, three times.
 *
 * Prints throughput, p50/p99, answers by kind and status, errors by kind and each process's memory.
 * Fails (exit 1) when an instance died, the storefront answered 500 (an upstream fault must give the
 * friendly 503/504 page), the login limit let through more or fewer failures than
 * AUTH_ATTEMPTS_PER_ACCOUNT across the instances, or two saves of one cart reached the upstream at
 * the same time (the cart lock did not hold across the instances).
 */
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { authMessages } from "../../app/models/messages/auth";
import { startMisbehavingUpstream, type MisbehavingUpstream, type SeenRequest } from "../support/misbehaving-upstream";
import { startRedis, type RedisServer } from "../support/redis-server";
import { Shopper } from "../support/shopper";
import { startStorefront, type StorefrontServer } from "../support/storefront-server";

export type LoadOptions = {
  /** The CI run: a ramp of two short steps and a bounded run of a couple of seconds. */
  short: boolean;
  /** Without Redis: each instance counts and locks on its own (the run then shows what fails). */
  redis: boolean;
  /** Seconds of the bounded run at 80 % of the peak. */
  durationS: number;
  /** Seconds of each ramp step. */
  stepS: number;
  /** Connections of each ramp step (the ramp stops early once throughput stops growing). */
  steps: number[];
  delayMs: number;
  share500: number;
  shareCut: number;
  log: (line: string) => void;
};

export function loadOptions(argv: string[], env: Record<string, string | undefined>): LoadOptions {
  const short = argv.includes("--short");
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  return {
    short,
    redis: !argv.includes("--no-redis"),
    durationS: number("LOAD_DURATION", short ? 2 : 60),
    stepS: number("LOAD_STEP", short ? 1 : 5),
    steps: short ? [4, 8] : [2, 4, 8, 16, 32, 64],
    delayMs: number("LOAD_DELAY_MS", 20),
    share500: number("LOAD_500_SHARE", 0.02),
    shareCut: number("LOAD_CUT_SHARE", 0.01),
    log: (line) => process.stdout.write(`${line}\n`),
  };
}

/** The login limit the run hits across the instances. */
const ACCOUNT_LIMIT = 5;
const LIMITS = { AUTH_ATTEMPTS_PER_IP: "100000", AUTH_ATTEMPTS_PER_ACCOUNT: String(ACCOUNT_LIMIT) };
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
/** A ramp step whose p99 is past this is past the peak. */
const RAMP_P99_LIMIT_MS = 3000;
/** Two saves of one cart closer than this are taken as one after the other (the proxy notes a close a little late). */
const SAVE_OVERLAP_TOLERANCE_MS = 5;

type Kind = "guest page" | "customer page" | "cart save" | "checkout page";

type Request = { kind: Kind; method: "GET" | "POST"; path: string; body?: string };

const GUEST: Request[] = [
  "/aurora",
  "/aurora/categoria/101",
  "/aurora/produto/1001",
  "/casaverde/busca?q=banana",
  "/casaverde/produto/3001",
  "/bomsabor/paginas/sobre",
].map((path) => ({ kind: "guest page", method: "GET", path }));

/** The cart's lines as a page with JavaScript saves them (`salvar`). */
const lines = (idproduto: string, quantidade: number) =>
  JSON.stringify([{ idproduto, quantidade, embalarParaPresente: false }]);

/** The demo customers of the run (each has two sessions at once) and a product for their carts. */
const CUSTOMERS = [
  { store: "aurora", login: "cliente@exemplo.com.br", idproduto: "1001" },
  { store: "casaverde", login: "casaverde@exemplo.com.br", idproduto: "3001" },
] as const;

function customerRequests({ store, idproduto }: (typeof CUSTOMERS)[number]): Request[] {
  const save = (quantidade: number) => ({
    kind: "cart save" as const,
    method: "POST" as const,
    path: `/${store}/carrinho`,
    body: new URLSearchParams({ intent: "salvar", linhas: lines(idproduto, quantidade) }).toString(),
  });
  return [
    { kind: "customer page", method: "GET", path: `/${store}/carrinho` },
    save(2),
    { kind: "checkout page", method: "GET", path: `/${store}/checkout` },
    { kind: "customer page", method: "GET", path: `/${store}/produto/${idproduto}` },
    save(3),
    { kind: "checkout page", method: "GET", path: `/${store}/checkout` },
  ];
}

/** A customer logged in through the proxy, terms accepted, a product in the cart (pickup at Aurora): the Cookie header. */
async function loggedIn(origin: string, { store, login, idproduto }: (typeof CUSTOMERS)[number]): Promise<string> {
  const shopper = new Shopper(origin);
  const steps: [string, Record<string, string>][] = [
    ["entrar", { login, senha: "demo1234" }],
    ["termos", { intent: "aceitar", redirectTo: `/${store}` }],
    ["carrinho", { intent: "salvar", linhas: lines(idproduto, 2) }],
    ...(store === "aurora"
      ? [["entrega", { intent: "tipo", tipoEntrega: "RETIRADA" }] as [string, Record<string, string>]]
      : []),
  ];
  for (const [page, fields] of steps) {
    const response = await shopper.post(`/${store}/${page}`, fields);
    await response.arrayBuffer();
    if (response.status !== 303 && response.status !== 302)
      throw new Error(`setting up ${login} at ${store}: POST ${page} answered ${response.status}`);
  }
  const checkout = await shopper.get(`/${store}/checkout`);
  await checkout.arrayBuffer();
  if (checkout.status !== 200) throw new Error(`${login}'s checkout at ${store} answered ${checkout.status}`);
  return shopper.cookieHeader();
}

/** A round-robin HTTP proxy on loopback in front of the instances; an instance it cannot reach gets a 502 marked as the proxy's. */
async function startProxy(targets: string[]) {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const unreachable: string[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(targets[next++ % targets.length]!);
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", (error) => {
      unreachable.push(`${target.host}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { "x-load-proxy": "unreachable" });
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    unreachable,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

type Tally = Map<string, number>;
const add = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const listed = (tally: Tally) =>
  [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} × ${count}`)
    .join(", ") || "none";

type Step = { connections: number; rate?: number; seconds: number };
type StepResult = Step & { requestsPerSecond: number; p50: number; p99: number; errors: number; timeouts: number };

/**
 * One autocannon run over the proxy: each connection is a guest or one of the customers' sessions
 * (in turn), going through its own list of requests; every answer is tallied by kind and status.
 */
function drive(origin: string, sessions: { requests: Request[]; cookie?: string }[], step: Step, answers: Tally) {
  let connection = 0;
  const asRequests = ({ requests, cookie }: (typeof sessions)[number]) =>
    requests.map((request) => ({
      method: request.method,
      path: request.path,
      body: request.body,
      headers: {
        accept: "text/html",
        "user-agent": USER_AGENT,
        ...(cookie ? { cookie } : {}),
        ...(request.method === "POST" ? { "content-type": "application/x-www-form-urlencoded", origin } : {}),
      },
      onResponse: (status: number) => add(answers, `${request.kind} ${status}`),
    }));
  return new Promise<StepResult>((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: step.connections,
        duration: step.seconds,
        ...(step.rate ? { overallRate: step.rate } : {}),
        timeout: 20,
        setupClient: (client) => client.setRequests(asRequests(sessions[connection++ % sessions.length]!)),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...step,
          requestsPerSecond: result.requests.total / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
  });
}

/**
 * What a wrong password at this instance got: "counted" (refused as a wrong password, which the
 * limit counts), "locked", or "not counted" (the upstream could not answer: nobody's attempt).
 */
async function wrongPassword(server: StorefrontServer, login: string): Promise<"counted" | "locked" | "not counted"> {
  const response = await new Shopper(server.url).post("/aurora/entrar", { login, senha: "senha-errada-123" });
  const body = await response.text();
  if (response.status === 303 && /\/erro\/too-many-request\b/.test(response.headers.get("Location") ?? ""))
    return "locked";
  return response.status === 401 && body.includes(authMessages.invalidCredentials) ? "counted" : "not counted";
}

/**
 * Wrong passwords for one login against each instance in turn until one answers locked: how many
 * were counted before, and on how many instances; then each instance once more, which must be locked too.
 */
async function limitAcross(instances: StorefrontServer[], login: string) {
  const counted = new Map<number, number>();
  let notCounted = 0;
  for (let attempt = 0; attempt < 60; attempt++) {
    const instance = attempt % instances.length;
    const answer = await wrongPassword(instances[instance]!, login);
    if (answer === "locked") break;
    if (answer === "counted") counted.set(instance, (counted.get(instance) ?? 0) + 1);
    else notCounted += 1;
  }
  const after = await Promise.all(instances.map((instance) => wrongPassword(instance, login)));
  const total = [...counted.values()].reduce((sum, count) => sum + count, 0);
  return { counted: total, instancesCounting: counted.size, notCounted, after };
}

/**
 * One customer's cart saved by several requests at once, half on each instance, a few times over:
 * the saves must reach the upstream one after the other (overlappingSaves), whichever instance made them.
 */
async function savesAcross(instances: StorefrontServer[], cookie: string, request: Request): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        const origin = instances[index % instances.length]!.url;
        return fetch(`${origin}${request.path}`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: request.body,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        });
      }),
    );
    statuses.push(...answers);
  }
  return statuses;
}

/** Saves of one cart (POST …/usuario/{id}/cart) that reached the upstream while another was still being answered. */
function overlappingSaves(seen: SeenRequest[]) {
  const saves = seen.filter((request) => request.method === "POST" && /\/usuario\/[^/]+\/cart$/.test(request.path));
  const byCart = new Map<string, SeenRequest[]>();
  for (const save of saves) {
    const key = `${String(save.headers["x-idfornecedor"])} ${save.path}`;
    byCart.set(key, [...(byCart.get(key) ?? []), save]);
  }
  let overlaps = 0;
  for (const list of byCart.values()) {
    list.sort((a, b) => a.startedAt - b.startedAt);
    let busyUntil = -Infinity;
    for (const save of list) {
      if (save.startedAt < busyUntil - SAVE_OVERLAP_TOLERANCE_MS) overlaps += 1;
      busyUntil = Math.max(busyUntil, save.endedAt ?? Infinity);
    }
  }
  return { saves: saves.length, carts: byCart.size, overlaps };
}

/** Resident memory of a process now and at its highest (Linux /proc), in MiB. */
function memoryOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? Number.NaN);
    return `${(kib("VmRSS") / 1024).toFixed(0)} MiB (peak ${(kib("VmHWM") / 1024).toFixed(0)} MiB)`;
  } catch {
    return "not readable";
  }
}

const round = (value: number) => value.toFixed(0);

/** Runs the whole load; resolves true when everything held. */
export async function runLoad(options: LoadOptions): Promise<boolean> {
  const { log } = options;
  let redis: RedisServer | undefined;
  let upstream: MisbehavingUpstream | undefined;
  let instances: StorefrontServer[] = [];
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    [redis, upstream] = await Promise.all([options.redis ? startRedis() : undefined, startMisbehavingUpstream()]);
    const env = { ...LIMITS, ...(redis ? { REDIS_URL: redis.url } : {}) };
    const apiBaseUrl = upstream.url;
    instances = await Promise.all([1, 2].map(() => startStorefront({ apiBaseUrl, logLevel: "warn", env })));
    proxy = await startProxy(instances.map((instance) => instance.url));
    const firstLines = instances.map((instance) => instance.lines.length);

    const origin = proxy.url;
    const cookies = await Promise.all([...CUSTOMERS, ...CUSTOMERS].map((customer) => loggedIn(origin, customer)));
    // Connections take these in turn: a customer's session, a guest, the next session, a guest…
    const sessions = cookies.flatMap((cookie, index) => [
      { cookie, requests: customerRequests(CUSTOMERS[index % CUSTOMERS.length]!) },
      { requests: GUEST },
    ]);
    upstream.setDelay(options.delayMs);
    upstream.addFault({ mode: "500", share: options.share500 });
    upstream.addFault({ mode: "cut", share: options.shareCut });
    const seenFrom = upstream.seen.length;

    log(
      `load: ${instances.length} storefront processes ${redis ? "sharing Redis" : "WITHOUT Redis"} behind a round-robin proxy; ` +
        `upstream ${options.delayMs} ms late, ${options.share500 * 100} % answered 500, ${options.shareCut * 100} % cut off mid-body; ` +
        `${sessions.length / 2} customer sessions (${CUSTOMERS.length} customers) and as many guests`,
    );
    const answers: Tally = new Map();
    let peak: StepResult | null = null;
    let flat = 0;
    for (const connections of options.steps) {
      const step = await drive(origin, sessions, { connections, seconds: options.stepS }, answers);
      log(
        `ramp: ${connections} connections → ${round(step.requestsPerSecond)} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms`,
      );
      const grew = !peak || step.requestsPerSecond > peak.requestsPerSecond * 1.05;
      if (!peak || step.requestsPerSecond > peak.requestsPerSecond) peak = step;
      // Past the peak: two steps in a row without 5 % more, or answers far too slow.
      flat = grew ? 0 : flat + 1;
      if (flat >= 2 || step.p99 > RAMP_P99_LIMIT_MS) break;
    }
    const rate = Math.max(1, Math.floor(peak!.requestsPerSecond * 0.8));
    log(
      `peak: ${round(peak!.requestsPerSecond)} req/s at ${peak!.connections} connections; bounded run at ${rate} req/s`,
    );

    const bounded: Tally = new Map();
    const [run, limit, together] = await Promise.all([
      drive(origin, sessions, { connections: peak!.connections, rate, seconds: options.durationS }, bounded),
      limitAcross(instances, "empresa@exemplo.com.br"),
      savesAcross(
        instances,
        cookies[0]!,
        customerRequests(CUSTOMERS[0]).find((request) => request.kind === "cart save")!,
      ),
    ]);
    for (const status of together) add(answers, `cart save ${status}`);
    for (const [key, count] of bounded) answers.set(key, (answers.get(key) ?? 0) + count);
    const saves = overlappingSaves(upstream.seen.slice(seenFrom));
    const alive = instances.map((instance) => instance.alive());
    const errorLines = instances.flatMap((instance, index) =>
      instance.logs(firstLines[index]).filter((line) => line.level === "error" || line.level === "fatal"),
    );
    const status500 = [...answers].filter(([key]) => key.endsWith(" 500"));
    const faults: Tally = new Map();
    for (const request of upstream.seen.slice(seenFrom)) add(faults, request.fault);

    log(
      `bounded run: ${options.durationS} s at ${rate} req/s asked → ${round(run.requestsPerSecond)} req/s, ` +
        `p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} connection errors, ${run.timeouts} timeouts`,
    );
    log(`answers (ramp and run): ${listed(answers)}`);
    log(`answers of the bounded run: ${listed(bounded)}`);
    log(`upstream calls: ${listed(faults)}`);
    log(`proxy could not reach an instance: ${proxy.unreachable.length}`);
    log(
      `login limit across instances: ${limit.counted} wrong passwords counted (limit ${ACCOUNT_LIMIT}, ` +
        `on ${limit.instancesCounting} instances) before the lock, ${limit.notCounted} not counted (upstream faults); ` +
        `then ${limit.after.join(", ")}`,
    );
    log(
      `cart saves at the upstream: ${saves.saves} of ${saves.carts} carts (${together.length} of them sent at once, half to each instance), ` +
        `${saves.overlaps} while another save of the same cart was open`,
    );
    log(
      `memory: ${instances.map((instance, index) => `storefront ${index + 1} ${memoryOf(instance.pid)}`).join("; ")}; ` +
        `this process (upstream, proxy, load) ${memoryOf(process.pid)}`,
    );
    log(`error-level log lines: ${errorLines.length}`);
    for (const line of errorLines.slice(0, 5)) log(`  ${JSON.stringify(line).slice(0, 300)}`);

    const failures = [
      ...alive.flatMap((up, index) => (up ? [] : [`storefront ${index + 1} died`])),
      ...(status500.length ? [`the storefront answered 500: ${listed(new Map(status500))}`] : []),
      ...(proxy.unreachable.length ? [`an instance could not be reached ${proxy.unreachable.length} times`] : []),
      ...(limit.counted !== ACCOUNT_LIMIT || limit.after.some((answer) => answer !== "locked")
        ? [
            `the login limit did not hold across the instances (${limit.counted} counted, then ${limit.after.join(", ")})`,
          ]
        : []),
      ...(saves.overlaps > 0
        ? [`the cart lock did not hold across the instances (${saves.overlaps} overlapping saves)`]
        : []),
    ];
    for (const failure of failures) log(`FAILED: ${failure}`);
    log(`load: ${failures.length === 0 ? "passed" : "FAILED"}`);
    return failures.length === 0;
  } finally {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await upstream?.close();
    await redis?.stop();
  }
}
