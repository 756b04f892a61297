import type { Page, Request } from "@playwright/test";
import { messages } from "~/models/messages";
import { newCustomer } from "../support/new-customer";
import type { ConsoleCollector } from "./support/console";
import { expect, test } from "./support/fixtures";

/**
 * The cart page's saves with JavaScript (app/models/cart/save-loop.ts, run by app/components/cart/use-cart-editor.ts; docs/rules/cart.md "Cart save": "Cart
 * save"): a save that fails (the server answers an error page, or no answer at all) says so and
 * keeps the shopper's lines, and is sent again by "Tentar de novo" or by the next edit; edits made
 * while a save is on its way wait for it, one save at a time, and its answer never takes back a
 * newer edit. The page's clock is held (page.clock) so that the 1 s wait after the last edit passes
 * only when the journey says; every save is seen, and answered as the journey chooses, by a route.
 * Without JavaScript there are no such saves: these journeys run with JavaScript only (@js-only).
 */

const CART = "/casaverde/carrinho";
const BANANA = "3001";
const SAVE_DELAY_MS = 1000;

/** A new customer of Casa Verde with 2 kg of bananas in the cart; the page's context is logged in. */
async function customerWithBananas(page: Page, baseURL: string | undefined) {
  const customer = newCustomer("salvamento");
  const headers = { Origin: baseURL! };
  expect(
    (await page.request.post("/casaverde/cadastro", { form: customer.fields, headers, maxRedirects: 0 })).status(),
  ).toBe(303);
  const added = await page.request.post(CART, {
    form: { intent: "adicionar", idproduto: BANANA, quantidade: "2" },
    headers,
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

/** The quantity of bananas in the stored cart, as the cart page without JavaScript reads it. */
async function storedBananas(page: Page): Promise<string | null> {
  const html = await (await page.request.get(CART)).text();
  return new RegExp(`id="quantidade-${BANANA}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? null;
}

/** How the journey answers a save: through to the server, an error page, no answer at all, or held until released. */
type Answer = "pass" | "error-page" | "no-answer" | "held";

/**
 * Every save the page sends (a POST of the cart's data URL), in order, with the banana quantity it
 * carries; the answer of each comes from `answers` (the rest go through), and a held one waits for
 * `release()`. `mostAtOnce` is the most saves that were on their way at the same time.
 */
async function watchSaves(page: Page) {
  const watch = {
    sent: [] as { intent: string | null; bananas: number | null }[],
    answers: [] as Answer[],
    held: [] as (() => void)[],
    onTheirWay: 0,
    mostAtOnce: 0,
    release() {
      const next = watch.held.shift();
      expect(next, "a held save to release").toBeDefined();
      next?.();
    },
  };
  const isSave = (request: Request) =>
    request.method() === "POST" && new URL(request.url()).pathname === `${CART}.data`;
  page.on("request", (request) => {
    if (!isSave(request)) return;
    watch.onTheirWay += 1;
    watch.mostAtOnce = Math.max(watch.mostAtOnce, watch.onTheirWay);
  });
  const ended = (request: Request) => {
    if (isSave(request)) watch.onTheirWay -= 1;
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await page.route(
    (url) => url.pathname === `${CART}.data`,
    async (route, request) => {
      if (request.method() !== "POST") return route.fallback();
      const form = new URLSearchParams(request.postData() ?? "");
      const lines = JSON.parse(form.get("linhas") ?? "[]") as { idproduto: string; quantidade: number }[];
      watch.sent.push({
        intent: form.get("intent"),
        bananas: lines.find((line) => line.idproduto === BANANA)?.quantidade ?? null,
      });
      const answer = watch.answers.shift() ?? "pass";
      if (answer === "error-page") {
        return route.fulfill({
          status: 500,
          contentType: "text/html",
          body: "<!DOCTYPE html><title>Erro</title><h1>500 Internal Server Error</h1>",
        });
      }
      if (answer === "no-answer") return route.abort("failed");
      if (answer === "held") await new Promise<void>((resolve) => watch.held.push(resolve));
      return route.continue();
    },
  );
  return watch;
}

/**
 * Returns once every request the page started before now has reached the test: the page asks the
 * server for something of its own and waits for the answer, which comes after them.
 */
async function requestsSoFar(page: Page) {
  expect(await page.evaluate(async () => (await fetch("/healthz", { cache: "no-store" })).status)).toBe(200);
}

/**
 * Forgets what the browser logged about the saves this journey failed on purpose: their failed
 * loads, and for an error page the router's complaint that the answer was not its data.
 */
function forgetFailedSaves(consoleProblems: ConsoleCollector) {
  const expected = (problem: ConsoleCollector["problems"][number]) =>
    (/^Failed to load resource: /.test(problem.text) && problem.url.includes(`${CART}.data`)) ||
    /^SyntaxError\b/.test(problem.text);
  const kept = consoleProblems.problems.filter((problem) => !expected(problem));
  consoleProblems.problems.splice(0, consoleProblems.problems.length, ...kept);
}

/** Holds the page's clock: its timers fire only when the journey moves the clock. */
async function holdClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

function bananaLine(page: Page) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Banana prata", exact: true }) });
}

function saveStatus(page: Page) {
  return page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /Salvando o carrinho…|Não foi possível salvar o carrinho agora/ });
}

test.describe("cart saves with JavaScript", { tag: "@js-only" }, () => {
  test("a save answered with an error page says it failed, keeps the edit, and 'Tentar de novo' saves it", async ({
    page,
    visit,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await customerWithBananas(page, baseURL);
    await visit(CART);
    const saves = await watchSaves(page);
    saves.answers.push("error-page");
    await holdClock(page);
    const line = bananaLine(page);
    const quantity = line.getByLabel(/Quantidade de Banana prata/);
    await expect(quantity).toHaveValue("2");

    await line.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await expect(quantity).toHaveValue("2,5");
    await expect(saveStatus(page)).toHaveText("Salvando o carrinho…");
    // Nothing is sent before 1 s without edits.
    await page.clock.runFor(SAVE_DELAY_MS - 1);
    await requestsSoFar(page);
    expect(saves.sent).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => saves.sent).toEqual([{ intent: "salvar", bananas: 2.5 }]);

    await expect(saveStatus(page)).toHaveText(`${messages.cart.saveFailed} Tentar de novo`);
    await expect(quantity).toHaveValue("2,5");
    await expect(page.getByRole("link", { name: /Carrinho\s*1\s*produto/ })).toBeVisible();
    expect(await storedBananas(page)).toBe("2");
    await page.clock.resume();
    await a11y.check("cart after a failed save");

    await saveStatus(page).getByRole("button", { name: "Tentar de novo" }).click();
    await expect
      .poll(() => saves.sent)
      .toEqual([
        { intent: "salvar", bananas: 2.5 },
        { intent: "salvar", bananas: 2.5 },
      ]);
    await expect(saveStatus(page)).toHaveCount(0);
    await expect(quantity).toHaveValue("2,5");
    expect(await storedBananas(page)).toBe("2,5");
    expect(saves.mostAtOnce).toBe(1);
    forgetFailedSaves(consoleProblems);
  });

  test("a save that gets no answer keeps the edits, and the next edit sends them all in one save", async ({
    page,
    visit,
    baseURL,
    consoleProblems,
  }) => {
    await customerWithBananas(page, baseURL);
    await visit(CART);
    const saves = await watchSaves(page);
    saves.answers.push("no-answer");
    await holdClock(page);
    const line = bananaLine(page);
    const quantity = line.getByLabel(/Quantidade de Banana prata/);

    await line.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await expect(quantity).toHaveValue("2,5");
    await page.clock.runFor(SAVE_DELAY_MS);
    await expect.poll(() => saves.sent).toEqual([{ intent: "salvar", bananas: 2.5 }]);
    await expect(saveStatus(page)).toHaveText(`${messages.cart.saveFailed} Tentar de novo`);
    await expect(quantity).toHaveValue("2,5");
    expect(await storedBananas(page)).toBe("2");

    // A new edit takes the message away and, 1 s later, saves the page's lines: both edits.
    await line.getByRole("button", { name: "Aumentar Banana prata" }).click();
    await expect(quantity).toHaveValue("3");
    await expect(saveStatus(page)).toHaveText("Salvando o carrinho…");
    await page.clock.runFor(SAVE_DELAY_MS - 1);
    await requestsSoFar(page);
    expect(saves.sent).toHaveLength(1);
    await page.clock.runFor(1);
    await expect
      .poll(() => saves.sent)
      .toEqual([
        { intent: "salvar", bananas: 2.5 },
        { intent: "salvar", bananas: 3 },
      ]);
    await expect(saveStatus(page)).toHaveCount(0);
    expect(await storedBananas(page)).toBe("3");
    expect(saves.mostAtOnce).toBe(1);
    forgetFailedSaves(consoleProblems);
  });

  test("edits made while a save is on its way wait for it, go in the next save, and its answer does not undo them", async ({
    page,
    visit,
    baseURL,
  }) => {
    await customerWithBananas(page, baseURL);
    await visit(CART);
    const saves = await watchSaves(page);
    saves.answers.push("held", "held");
    await holdClock(page);
    const line = bananaLine(page);
    const quantity = line.getByLabel(/Quantidade de Banana prata/);
    const more = line.getByRole("button", { name: "Aumentar Banana prata" });

    await more.click();
    await page.clock.runFor(SAVE_DELAY_MS);
    await expect.poll(() => saves.sent).toEqual([{ intent: "salvar", bananas: 2.5 }]);

    // The first save is on its way: two more edits show at once, and 1 s later still nothing else is sent.
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue("3,5");
    await page.clock.runFor(SAVE_DELAY_MS);
    await requestsSoFar(page);
    expect(saves.sent).toHaveLength(1);
    await expect(saveStatus(page)).toHaveText("Salvando o carrinho…");

    // Its answer (the cart with 2,5 kg) comes; the page keeps 3,5 kg and sends them 1 s later
    // (the clock moves on bit by bit until the page has read the answer and its second has passed).
    saves.release();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return saves.sent.length;
        },
        { intervals: [100], timeout: 20_000 },
      )
      .toBe(2);
    expect(saves.sent[1]).toEqual({ intent: "salvar", bananas: 3.5 });
    await expect(quantity).toHaveValue("3,5");
    await expect(saveStatus(page)).toHaveText("Salvando o carrinho…");
    expect(await storedBananas(page)).toBe("2,5");

    saves.release();
    await expect(saveStatus(page)).toHaveCount(0);
    await expect(quantity).toHaveValue("3,5");
    expect(await storedBananas(page)).toBe("3,5");
    expect(saves.sent).toHaveLength(2);
    expect(saves.mostAtOnce).toBe(1);
  });
});
