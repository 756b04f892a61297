/**
 * WEB_CONCURRENCY server processes on one port (server/cluster.ts, docs/decisions/0054): both
 * workers answer; a worker killed outright mid-traffic is replaced with one log line and the
 * service keeps answering; SIGTERM lets a request in flight finish, stops every worker and exits 0;
 * workers that die at boot stop the cluster with a clear line instead of being forked forever.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { rawGet, startStorefront, type LogLine, type StorefrontServer } from "../../support/storefront-server";

let upstream: MisbehavingUpstream;
let shared: StorefrontServer | undefined;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
});

afterAll(async () => {
  await shared?.stop();
  await upstream?.close();
});

function startCluster(options: { cwd?: string } = {}): Promise<StorefrontServer> {
  return startStorefront({
    entry: "cluster",
    apiBaseUrl: upstream.url,
    logLevel: "info",
    env: { WEB_CONCURRENCY: "2" },
    ...options,
  });
}

/** The cluster of two the tests share (started in beforeEach, again after the test that stops it). */
const cluster = () => shared!;

/**
 * A GET on a connection of its own (the cluster hands each new connection to the next worker),
 * failing with "timed out" after `timeoutMs` without an answer.
 */
function get(server: StorefrontServer, pathname: string, { connection = "close", timeoutMs = 15_000 } = {}) {
  return rawGet(`${server.url}${pathname}`, { connection, accept: "text/html" }, { timeoutMs });
}

/** The worker's place (1 or 2) /healthz names. */
async function workerOf(server: StorefrontServer): Promise<number> {
  const response = await get(server, "/healthz");
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { worker: number }).worker;
}

const started = (server: StorefrontServer, from = 0) =>
  server.logs(from).filter((line) => line.event === "cluster.worker_started");

const isExit = (line: LogLine) => line.event === "cluster.worker_exited";

describe("a cluster of two workers", () => {
  beforeEach(async () => {
    if (!shared?.alive()) shared = await startCluster();
  });

  it("answers from both workers, and says once that limits and locks are per process without REDIS_URL", async () => {
    const server = cluster();
    const workers = new Set<number>();
    for (let request = 0; request < 6; request++) workers.add(await workerOf(server));
    expect(workers.size).toBe(2);
    expect((await get(server, "/aurora")).status).toBe(200);
    const warnings = server.logs().filter((line) => line.event === "cluster.per_process_state");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", workers: 2 });
  });

  it("replaces a worker killed outright mid-traffic, with one line, in its place, and keeps answering", async () => {
    const server = cluster();
    const from = server.lines.length;
    const victim = await workerOf(server);
    const pid = Number(started(server).findLast((line) => line.worker === victim)!.pid);

    const statuses: number[] = [];
    let traffic = true;
    const connections = Array.from({ length: 3 }, async () => {
      while (traffic)
        await get(server, "/aurora/categoria/101", { timeoutMs: 2_000 }).then(
          (response) => statuses.push(response.status),
          () => undefined,
        );
    });
    const answered = async (count: number) => {
      while (statuses.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await answered(3);
    process.kill(pid, "SIGKILL");

    const exited = await server.waitForLog((line) => line.event === "cluster.worker_exited", 10_000, from);
    expect(exited).toMatchObject({ level: "error", worker: victim, pid, code: null, signal: "SIGKILL" });
    expect(exited.restartInMs).toEqual(expect.any(Number));
    // The other worker goes on answering meanwhile.
    await answered(statuses.length + 3);
    traffic = false;
    await Promise.all(connections);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The requests the killed worker was answering broke off, and node:cluster may have handed it a
    // connection or two as it died, which nobody answers (the proxy in front times them out): how
    // many is node:cluster's and the machine's, so they are let go, not counted. What the storefront
    // owes is above and below: the other worker answers meanwhile, and the replacement serves.

    // The replacement takes the same place, listens, and answers its share.
    const replacement = await server.waitForLog((line) => line.event === "cluster.worker_started", 10_000, from);
    expect(replacement.worker).toBe(victim);
    await server.waitForLog(
      (line) => line.event === "cluster.worker_listening" && line.pid === replacement.pid,
      30_000,
      from,
    );
    const seen = new Set<number>();
    for (let request = 0; request < 6; request++) seen.add(await workerOf(server));
    expect([...seen].sort()).toEqual([1, 2]);
    expect(server.logs(from).filter((line) => line.event === "cluster.worker_exited")).toHaveLength(1);
    expect(server.alive()).toBe(true);
  });

  it("on SIGTERM lets the requests in flight finish (keep-alive too), stops every worker and exits 0", async () => {
    const server = cluster();
    const from = server.lines.length;
    const gone = new Set(
      server
        .logs()
        .filter(isExit)
        .map((line) => Number(line.pid)),
    );
    const workers = started(server)
      .map((line: LogLine) => Number(line.pid))
      .filter((pid) => !gone.has(pid));
    const asked = upstream.seen.length;
    upstream.setDelay(300);
    try {
      // Searches no one made yet: their pages wait on the upstream. The keep-alive one would keep its
      // connection open after its answer, and the worker from stopping, were it not closed.
      const terms = [`arroz-${Date.now()}`, `feijao-${Date.now()}`];
      const close = get(server, `/aurora/busca?q=${terms[0]}`);
      const keepAlive = get(server, `/aurora/busca?q=${terms[1]}`, { connection: "keep-alive" });
      const asking = (term: string) => upstream.seen.slice(asked).some((seen) => seen.query.toString().includes(term));
      while (!terms.every(asking)) await new Promise((resolve) => setTimeout(resolve, 10));
      const [answers, exit] = await Promise.all([Promise.all([close, keepAlive]), server.stop()]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body).toContain("</html>");
      }
      expect(answers[1].headers.connection).toBe("close");
      expect(exit).toEqual({ code: 0, signal: null });
    } finally {
      upstream.setDelay(0);
    }
    expect(server.logs().find((line) => line.event === "cluster.stopped")).toMatchObject({ code: 0 });
    // Each worker's end is logged during the stop too.
    const ends = server.logs(from).filter(isExit);
    expect(ends.map((line) => Number(line.pid)).sort()).toEqual(workers.sort());
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
  });
});

describe("workers that die at boot", () => {
  it("stop the cluster after five deaths at boot with a clear line, instead of forking forever", async () => {
    // No build where the workers run: each dies as it starts.
    const empty = mkdtempSync(path.join(os.tmpdir(), "storefront-no-build-"));
    try {
      const failure = await startCluster({ cwd: empty }).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/exited while starting \(code 1/);
      const lines = failure!.split("\n").filter((line) => line.startsWith("{"));
      const events = lines.map((line) => (JSON.parse(line) as LogLine).event);
      expect(events.filter((event) => event === "cluster.crash_loop")).toHaveLength(1);
      // Five deaths at boot, then the crash loop line (a worker still starting is then stopped, and logged).
      const beforeStop = events.slice(0, events.indexOf("cluster.crash_loop"));
      expect(beforeStop.filter((event) => event === "cluster.worker_exited")).toHaveLength(5);
      expect(events.filter((event) => event === "cluster.worker_started").length).toBeLessThanOrEqual(6);
      expect(events.at(-1)).toBe("cluster.stopped");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
