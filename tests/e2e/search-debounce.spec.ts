import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { requestsSoFar } from "./support/storefront";

/**
 * The search box with JavaScript (app/components/search-box.tsx; docs/rules/catalogue.md "Search"): suggestions are asked
 * for 1 s after the last key, search results follow the text 250 ms after it. The page's clock is
 * held (page.clock), so time passes only when the journey moves it, and the journey counts the
 * requests the page makes while the shopper types. Without JavaScript the box is a plain GET form
 * (navigation.spec.ts, catalogue.spec.ts): these journeys run with JavaScript only (@js-only).
 */

const SUGGESTIONS_DEBOUNCE_MS = 1000;
const RESULTS_DEBOUNCE_MS = 250;

/** The texts of the suggestion and search-result requests the page makes, in order. */
function watchSearchRequests(page: Page, store: string) {
  const seen = { suggestions: [] as string[], results: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/${store}/sugestoes`)) seen.suggestions.push(url.searchParams.get("q") ?? "");
    if (url.pathname === `/${store}/busca.data`) seen.results.push(url.searchParams.get("q") ?? "");
  });
  return seen;
}

/** Holds the page's clock: its timers fire only when the journey moves the clock. */
async function holdClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe("search box with JavaScript", { tag: "@js-only" }, () => {
  test("asks for suggestions once, 1 s after the last key, for the whole text", async ({ page, visit, a11y }) => {
    await visit("/casaverde");
    const seen = watchSearchRequests(page, "casaverde");
    await holdClock(page);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar produtos" });

    // One letter is not enough to ask, however long the shopper waits.
    await box.pressSequentially("b");
    await page.clock.runFor(2 * SUGGESTIONS_DEBOUNCE_MS);
    await requestsSoFar(page);
    expect(seen.suggestions).toEqual([]);

    // Each key starts the second again: 1,998 ms of typing with pauses under 1 s ask nothing.
    await box.pressSequentially("an");
    await page.clock.runFor(SUGGESTIONS_DEBOUNCE_MS - 1);
    await box.pressSequentially("ana");
    await page.clock.runFor(SUGGESTIONS_DEBOUNCE_MS - 1);
    await requestsSoFar(page);
    expect(seen.suggestions).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => seen.suggestions).toEqual(["banana"]);
    const suggestions = page.getByRole("listbox", { name: "Sugestões" });
    await expect(suggestions.getByRole("option", { name: /^Banana prata R\$/ })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");

    // Nothing more while nothing is typed.
    await page.clock.runFor(5 * SUGGESTIONS_DEBOUNCE_MS);
    await requestsSoFar(page);
    expect(seen.suggestions).toEqual(["banana"]);
    await page.clock.resume();
    await a11y.check("suggestions open");
  });

  test("on the search page, asks nothing for the text it opened with, then follows the text with the results 250 ms after the last key, and suggestions 1 s after it", async ({
    page,
    visit,
    a11y,
  }) => {
    const seen = watchSearchRequests(page, "casaverde");
    // The page's timers are the clock's from the start, so a timer its load sets is seen here.
    await page.clock.install();
    await visit("/casaverde/busca?q=banana");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Buscar produtos" });
    await expect(box).toHaveValue("banana");
    // The text the page opened with is not one the shopper typed: nothing is asked for it.
    await page.clock.runFor(SUGGESTIONS_DEBOUNCE_MS + 1);
    await requestsSoFar(page);
    expect(seen).toEqual({ suggestions: [], results: [] });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await box.press("End");
    await box.pressSequentially(" pr");
    await page.clock.runFor(RESULTS_DEBOUNCE_MS - 1);
    await box.pressSequentially("ata");
    await page.clock.runFor(RESULTS_DEBOUNCE_MS - 1);
    await requestsSoFar(page);
    expect(seen).toEqual({ suggestions: [], results: [] });

    await page.clock.runFor(1);
    await expect.poll(() => seen.results).toEqual(["banana prata"]);
    await expect(page).toHaveURL(/\/casaverde\/busca\?q=banana(%20|\+)prata$/);
    await expect(box).toHaveValue("banana prata");
    expect(seen.suggestions).toEqual([]);

    // The suggestions' second counts from the same last key.
    await page.clock.runFor(SUGGESTIONS_DEBOUNCE_MS - RESULTS_DEBOUNCE_MS - 1);
    await requestsSoFar(page);
    expect(seen.suggestions).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => seen.suggestions).toEqual(["banana prata"]);
    expect(seen.results).toEqual(["banana prata"]);
    await page.clock.resume();
    await a11y.check("results of the text typed");
  });
});
