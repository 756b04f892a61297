import { describe, expect, it } from "vitest";
import { FixedWindowLimiter } from "~/services/rate-limit.server";

describe("attempt limits (a fixed window per key)", () => {
  it("allows `limit` attempts per window, refuses the next, and starts again after the window", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(() => now);
    const rule = { limit: 3, windowMs: 1000 };
    expect([1, 2, 3].map(() => limiter.hit("login:ip:1", rule))).toEqual([true, true, true]);
    expect(limiter.hit("login:ip:1", rule)).toBe(false);
    expect(limiter.hit("login:ip:2", rule)).toBe(true);
    now = 1000;
    expect(limiter.hit("login:ip:1", rule)).toBe(true);
  });
});
