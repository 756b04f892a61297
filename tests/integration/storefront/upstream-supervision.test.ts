/**
 * The embedded upstream is supervised (docs/rules/architecture.md "Safety"): killed outright, it is started again on the same
 * address, with a log line, and the storefront serves pages again without being restarted itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFully, startStorefront, type StorefrontServer } from "../../support/storefront-server";

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ logLevel: "info" });
});

afterAll(async () => {
  await server?.stop();
});

describe("embedded upstream supervision", () => {
  it("a kill -9 of the upstream is logged, the upstream comes back on its address, and pages work again", async () => {
    const started = await server.waitForLog((line) => line.event === "upstream.embedded_started");
    const pid = Number(started.pid);
    expect(pid).toBeGreaterThan(0);
    const from = server.lines.length;
    process.kill(pid, "SIGKILL");

    const exited = await server.waitForLog((line) => line.event === "upstream.exited", 10_000, from);
    expect(exited).toMatchObject({ level: "error", signal: "SIGKILL" });
    const again = await server.waitForLog(
      (line) => line.event === "upstream.embedded_started" && line.restarted === true,
      60_000,
      from,
    );
    expect(again.url).toBe(started.url);
    expect(Number(again.pid)).not.toBe(pid);

    expect(server.alive()).toBe(true);
    expect((await fetchFully(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetchFully(`${server.url}/casaverde`)).status).toBe(200);
  });
});
