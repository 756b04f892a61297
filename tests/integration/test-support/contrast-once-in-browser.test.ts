/**
 * The journeys' axe-core checks ask color-contrast about each text style once per worker
 * (tests/e2e/support/contrast-once.ts). In Chromium: text of a style already checked is not asked
 * about again, and a fault is still found wherever a new style, a new place or text that was hidden
 * before brings one.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeyBrowserPath } from "../../../scripts/journey-browser.mjs";
import { CONTENT_ATTRIBUTES, pageScript } from "../../e2e/support/contrast-once";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const OPTIONS = { runOnly: { type: "tag", values: ["wcag2aa"] }, resultTypes: ["violations"] };
const STYLES = `<style>
  body { background: #fff; }
  .ok { color: #222; }
  .faint { color: #bbb; }
  .panel { background: #eee; }
</style>`;

type Result = { violations: { id: string; nodes: { target: string[] }[] }[]; passed: string[] };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: journeyBrowserPath(), args: ["--no-sandbox", "--disable-gpu"] });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** Shows `body`, runs one check with the styles in `seen` already passed, and returns what it found. */
async function check(body: string, seen: string[]): Promise<Result> {
  await page.setContent(
    `<!doctype html><html lang="pt-BR"><head><title>t</title>${STYLES}</head><body><main>${body}</main></body></html>`,
  );
  await page.evaluate(AXE_SOURCE);
  return (await page.evaluate(pageScript({ seen, contentAttributes: CONTENT_ATTRIBUTES, options: OPTIONS }))) as Result;
}

const contrastTargets = (result: Result) =>
  result.violations
    .filter((violation) => violation.id === "color-contrast")
    .flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));

describe("color-contrast once per text style", () => {
  it("asks about every style the first time, finds its faults and keeps the styles that passed", async () => {
    const first = await check('<p class="ok">Arroz 5 kg</p><p class="faint" id="f">Esgotado</p>', []);
    expect(first.passed).toHaveLength(1);
    expect(contrastTargets(first)).toEqual(["#f"]);
  });

  it("does not ask again about a style already passed, whatever its words", async () => {
    const first = await check('<p class="ok">Arroz 5 kg</p>', []);
    const again = await check('<p class="ok">Feijão 1 kg</p><p class="ok">Café</p>', first.passed);
    expect(again.passed).toEqual([]);
    expect(again.violations).toEqual([]);
  });

  it.each([
    ["a new class", '<p class="faint" id="f">Esgotado</p>'],
    ["an inline style", '<p class="ok" id="f" style="color: #ccc">Esgotado</p>'],
    ["a new place", '<div class="panel"><p class="ok" id="f" style="color: #aaa">Esgotado</p></div>'],
  ])("still finds a fault that %s brings", async (_case, faulty) => {
    const first = await check('<p class="ok">Arroz 5 kg</p>', []);
    const later = await check(`<p class="ok">Feijão</p>${faulty}`, first.passed);
    expect(later.passed).toEqual([]);
    expect(contrastTargets(later)).toEqual(["#f"]);
  });

  it("asks about hidden text when it shows, not before", async () => {
    const hidden = await check('<p class="ok">Arroz</p><p class="faint" id="f" hidden>Esgotado</p>', []);
    expect(contrastTargets(hidden)).toEqual([]);
    const shown = await check('<p class="ok">Arroz</p><p class="faint" id="f">Esgotado</p>', hidden.passed);
    expect(contrastTargets(shown)).toEqual(["#f"]);
  });

  it("keeps no key of text it did not measure, such as a link placed above the page until it has the focus", async () => {
    const skipLink = '<a class="faint" id="f" href="#main" style="position: absolute; top: -3rem">Pular</a>';
    const above = await check(`<p class="ok">Arroz</p>${skipLink}`, []);
    expect(contrastTargets(above)).toEqual([]);
    expect(above.passed).toHaveLength(1);
    const shown = await check(`<p class="ok">Arroz</p>${skipLink.replace("top: -3rem", "top: 0")}`, above.passed);
    expect(contrastTargets(shown)).toEqual(["#f"]);
  });

  it("takes its marks away after the check", async () => {
    await check('<p class="ok">Arroz</p>', []);
    expect(await page.locator("[data-axe-contrast]").count()).toBe(0);
  });
});
