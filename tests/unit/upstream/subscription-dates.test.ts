/**
 * docs/upstream-api.md §68: a subscription's next delivery is its first (the order's slot day), then
 * every `dias` days from it; today while today is a delivery day.
 */
import { describe, expect, it } from "vitest";
import { nextDelivery } from "../../../upstream/data/customer-subscriptions";

describe("nextDelivery", () => {
  it.each([
    {
      base: "2026-11-23",
      dias: 7,
      today: "2026-11-20",
      next: "2026-11-23",
      about: "before the first delivery: the first",
    },
    { base: "2026-11-23", dias: 7, today: "2026-11-23", next: "2026-11-23", about: "on a delivery day: today" },
    {
      base: "2026-11-23",
      dias: 7,
      today: "2026-11-24",
      next: "2026-11-30",
      about: "the day after: a week after the first",
    },
    { base: "2026-11-23", dias: 7, today: "2026-11-30", next: "2026-11-30", about: "on the second delivery day" },
    { base: "2026-11-23", dias: 15, today: "2026-12-09", next: "2026-12-23", about: "every 15 days, across a month" },
    { base: "2026-12-20", dias: 30, today: "2027-01-02", next: "2027-01-19", about: "every 30 days, across a year" },
    { base: "2028-02-15", dias: 15, today: "2028-02-16", next: "2028-03-01", about: "across 29 February" },
  ])("$about", ({ base, dias, today, next }) => {
    expect(nextDelivery(base, dias, today)).toBe(next);
  });
});
