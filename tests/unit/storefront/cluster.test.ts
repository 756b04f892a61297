import { describe, expect, it } from "vitest";
import { EnvError } from "~/services/env.server";
import { MAX_WORKERS, RESTART, RestartPolicy, workerCount } from "../../../server/cluster";

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
  const quick = 100;
  const stable = RESTART.stableAfterMs;

  it("replaces a worker that lived long at once", () => {
    const policy = new RestartPolicy();
    for (let death = 0; death < 20; death++)
      expect(policy.afterDeath(death % 2, stable)).toEqual({ action: "restart", delayMs: 0 });
  });

  it("waits longer after each quick death of a slot, and stops at the fifth quick death in a row", () => {
    const policy = new RestartPolicy();
    expect(policy.afterDeath(0, quick)).toEqual({ action: "restart", delayMs: 100 });
    expect(policy.afterDeath(1, quick)).toEqual({ action: "restart", delayMs: 100 });
    expect(policy.afterDeath(0, quick)).toEqual({ action: "restart", delayMs: 200 });
    expect(policy.afterDeath(1, quick)).toEqual({ action: "restart", delayMs: 200 });
    expect(policy.afterDeath(0, quick)).toEqual({ action: "stop", quickDeaths: 5 });
  });

  it("forgets the quick deaths once a worker lived long, and caps the wait", () => {
    const policy = new RestartPolicy({ ...RESTART, quickDeathsToStop: 100 });
    for (let death = 0; death < 4; death++) policy.afterDeath(0, quick);
    expect(policy.afterDeath(1, stable)).toEqual({ action: "restart", delayMs: 0 });
    expect(policy.afterDeath(0, stable)).toEqual({ action: "restart", delayMs: 0 });
    expect(policy.afterDeath(0, quick)).toEqual({ action: "restart", delayMs: 100 });
    let last = policy.afterDeath(0, quick);
    for (let death = 0; death < 20; death++) last = policy.afterDeath(0, quick);
    expect(last).toEqual({ action: "restart", delayMs: RESTART.maxDelayMs });
  });
});
