import { describe, expect, it } from "vitest";
import { canSeePrices, type Viewer } from "~/models/price-visibility";

// docs/rules/catalogue.md "Price visibility": "Prices are shown: with tag support-budget only to approved logged-in users; with tag
// hide-price-for-logged-out-customers only to logged-in users."
const GUEST: Viewer = null;
const LOGGED_OUT: Viewer = { authenticated: false, approved: false };
const PENDING: Viewer = { authenticated: true, approved: false };
const APPROVED: Viewer = { authenticated: true, approved: true };
// A viewer flagged approved but not logged in must never count as an approved logged-in user.
const APPROVED_LOGGED_OUT: Viewer = { authenticated: false, approved: true };

const BUDGET = "support-budget";
const HIDE = "hide-price-for-logged-out-customers";

describe("canSeePrices", () => {
  const cases: [string, string[], Viewer, boolean][] = [
    ["no tags: a guest sees prices", [], GUEST, true],
    ["no tags: a pending user sees prices", [], PENDING, true],
    ["no tags: an approved user sees prices", [], APPROVED, true],
    ["unrelated tags change nothing", ["has-delivery", "use-new-style-page"], GUEST, true],

    ["support-budget: a guest does not", [BUDGET], GUEST, false],
    ["support-budget: a logged-out viewer does not", [BUDGET], LOGGED_OUT, false],
    ["support-budget: a logged-in but not approved user does not", [BUDGET], PENDING, false],
    ["support-budget: 'approved' without login does not", [BUDGET], APPROVED_LOGGED_OUT, false],
    ["support-budget: an approved logged-in user does", [BUDGET], APPROVED, true],

    ["hide-price-for-logged-out-customers: a guest does not", [HIDE], GUEST, false],
    ["hide-price-for-logged-out-customers: a logged-out viewer does not", [HIDE], LOGGED_OUT, false],
    ["hide-price-for-logged-out-customers: 'approved' without login does not", [HIDE], APPROVED_LOGGED_OUT, false],
    ["hide-price-for-logged-out-customers: a logged-in pending user does", [HIDE], PENDING, true],
    ["hide-price-for-logged-out-customers: an approved user does", [HIDE], APPROVED, true],

    ["both tags: a guest does not", [BUDGET, HIDE], GUEST, false],
    ["both tags: a pending user does not (support-budget wins)", [BUDGET, HIDE], PENDING, false],
    ["both tags: an approved logged-in user does", [HIDE, BUDGET], APPROVED, true],

    ["tags match exactly, not by substring", ["support-budget-x", "hide-price"], GUEST, true],
  ];
  it.each(cases)("%s", (_label, tags, viewer, expected) => {
    expect(canSeePrices(tags, viewer)).toBe(expected);
  });
});
