/**
 * `npm run load -- --short` (tests/load/load.ts) as CI runs it: two storefront processes sharing
 * Redis behind a round-robin proxy, a misbehaving upstream, guests and logged-in customers for a
 * couple of seconds after a two-step ramp. Passes only when no instance died, no answer was a 500,
 * the login limit let exactly AUTH_ATTEMPTS_PER_ACCOUNT wrong passwords through across both
 * instances, and no two saves of one cart reached the upstream at the same time.
 */
import { describe, expect, it } from "vitest";
import { loadOptions, runLoad } from "../../load/load";

describe("npm run load -- --short", () => {
  it("two instances sharing Redis hold one login limit and one cart lock, and answer no 500, while the upstream misbehaves", async () => {
    const lines: string[] = [];
    const passed = await runLoad({ ...loadOptions(["--short"], {}), log: (line) => lines.push(line) });
    expect(passed, lines.join("\n")).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(/^login limit across instances: 5 wrong passwords counted \(limit 5, on 2 instances\)/),
    );
  }, 120_000);
});
