import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { EnvError } from "~/services/env.server";
import { MAX_WORKERS, RESTART, RestartPolicy, workerCount } from "../../../server/cluster";
import { stopChild } from "../../../server/embedded-upstream";

// docs/decisions/0054: "WEB_CONCURRENCY (default: the machine's cores in production, 1 in development)";
// a worker that dies is replaced; workers that keep dying at boot stop the cluster instead of being forked forever.
describe("workerCount", () => {
  it.each([
    [{}, 4, 4],
    [{ NODE_ENV: "production" }, 8, 8],
    [{ NODE_ENV: "development" }, 8, 1],
    [{ NODE_ENV: "test" }, 8, 1],
    [{ WEB_CONCURRENCY: "3" }, 8, 3],
    [{ WEB_CONCURRENCY: " 2 ", NODE_ENV: "development" }, 8, 2],
    [{ WEB_CONCURRENCY: "" }, 2, 2],
    [{}, 0, 1],
  ])("%j on %i cores runs %i processes", (source, cores, expected) => {
    expect(workerCount(source, cores)).toBe(expected);
  });

  it.each(["0", "-1", "2.5", "dois", String(MAX_WORKERS + 1)])("refuses WEB_CONCURRENCY=%s, naming it", (value) => {
    expect(() => workerCount({ WEB_CONCURRENCY: value }, 2)).toThrow(EnvError);
    expect(() => workerCount({ WEB_CONCURRENCY: value }, 2)).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("RestartPolicy", () => {
  // A death before the worker listened is a death at boot; one after it served a while is not.
  const atBoot = null;
  const afterServing = RESTART.servedLongEnoughMs;
  const soonAfterListening = RESTART.servedLongEnoughMs - 1;

  it("replaces at once a worker that died after it served, however often (recycled, or a request that crashes it)", () => {
    const policy = new RestartPolicy();
    for (let death = 0; death < 20; death++) {
      policy.listening(death % 2);
      expect(policy.afterDeath(death % 2, afterServing)).toEqual({ action: "restart", delayMs: 0 });
    }
  });

  it("waits longer after each death of a slot soon after it listened, without ever stopping the cluster, until one serves a while", () => {
    const policy = new RestartPolicy();
    const delays: number[] = [];
    for (let death = 0; death < 10; death++) {
      policy.listening(0);
      const after = policy.afterDeath(0, soonAfterListening);
      expect(after.action).toBe("restart");
      if (after.action === "restart") delays.push(after.delayMs);
    }
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000]);
    policy.listening(0);
    expect(policy.afterDeath(0, afterServing)).toEqual({ action: "restart", delayMs: 0 });
    policy.listening(0);
    expect(policy.afterDeath(0, soonAfterListening)).toEqual({ action: "restart", delayMs: 100 });
  });

  it("waits longer after each death at boot of a slot, and stops at the fifth in a row", () => {
    const policy = new RestartPolicy();
    expect(policy.afterDeath(0, atBoot)).toEqual({ action: "restart", delayMs: 100 });
    expect(policy.afterDeath(1, atBoot)).toEqual({ action: "restart", delayMs: 100 });
    expect(policy.afterDeath(0, atBoot)).toEqual({ action: "restart", delayMs: 200 });
    expect(policy.afterDeath(1, atBoot)).toEqual({ action: "restart", delayMs: 200 });
    expect(policy.afterDeath(0, atBoot)).toEqual({ action: "stop", bootDeaths: 5 });
  });

  it("forgets the deaths at boot whenever a worker listens, and caps the wait", () => {
    const policy = new RestartPolicy({ ...RESTART, bootDeathsToStop: 100 });
    for (let death = 0; death < 4; death++) policy.afterDeath(0, atBoot);
    policy.listening(1);
    expect(policy.afterDeath(1, afterServing)).toEqual({ action: "restart", delayMs: 0 });
    // Four deaths at boot of slot 0 and one listening elsewhere: four more do not stop at five in a row.
    const strict = new RestartPolicy();
    for (let death = 0; death < 4; death++) strict.afterDeath(0, atBoot);
    strict.listening(1);
    for (let death = 0; death < 4; death++) expect(strict.afterDeath(0, atBoot).action).toBe("restart");
    policy.listening(0);
    expect(policy.afterDeath(0, atBoot)).toEqual({ action: "restart", delayMs: 100 });
    let last = policy.afterDeath(0, atBoot);
    for (let death = 0; death < 20; death++) last = policy.afterDeath(0, atBoot);
    expect(last).toEqual({ action: "restart", delayMs: RESTART.maxDelayMs });
  });
});

// The primary's stop has a deadline: an embedded upstream that does not stop on SIGTERM is killed.
describe("stopChild", () => {
  const child = (script: string) => spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  const listening = (running: ReturnType<typeof child>) =>
    new Promise((resolve) => running.stdout!.once("data", resolve));

  it("answers true when the process stops on SIGTERM", async () => {
    const running = child("process.stdout.write('up'); setInterval(() => {}, 1000)");
    await listening(running);
    expect(await stopChild(running, 5_000)).toBe(true);
    expect(running.signalCode).toBe("SIGTERM");
  });

  it("kills a process that ignores SIGTERM after the deadline, and answers false", async () => {
    const running = child("process.on('SIGTERM', () => {}); process.stdout.write('up'); setInterval(() => {}, 1000)");
    await listening(running);
    let killed = false;
    expect(await stopChild(running, 100, () => (killed = true))).toBe(false);
    expect(killed).toBe(true);
    await new Promise((resolve) =>
      running.exitCode === null && running.signalCode === null ? running.once("exit", resolve) : resolve(null),
    );
    expect(running.signalCode).toBe("SIGKILL");
  });
});
