import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CONTENT_ATTRIBUTES, pageScript } from "./contrast-once";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

export type AxeViolation = AxeResults["violations"][number];

/** axe-core's browser build, read once per worker and put into a document only when it has none. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Only what a journey reads: the violations of the WCAG 2.0/2.1 A and AA rules. */
const AXE_OPTIONS: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };

/** Only the findings that fail a journey: impact serious or critical. */
export function blockingViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
}

/** Violations as a short readable list: rule, impact, help, and the first few offending nodes. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
        return `    - ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${summary.slice(0, 300)}`;
      });
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : "";
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join("\n")}${more}`;
    })
    .join("\n");
}

/** What the page shows now, as axe-core would judge it, and the key of that state (see `pageState`). */
export type PageState = { key: string; html: string };

/**
 * The state of the page for axe-core: what its DOM shows, the origin and the viewport width. Two
 * pages with one key look the same to axe-core, with JavaScript or without: the markup is compared
 * as axe-core reads it (see `markupAsShown`), and a hydrated page whose form fields hold other values
 * than its markup's adds those values (which the live page shows but its markup does not). So a
 * page the server sent and the same page hydrated, or reached by a client-side navigation, are one
 * state, checked once for both projects.
 */
export async function pageState(page: Page, javaScriptEnabled: boolean): Promise<PageState> {
  const html = await page.content();
  const fields = javaScriptEnabled
    ? await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
            "input, select, textarea",
          ),
        ]
          .filter((field) => field.type !== "hidden")
          .map((field) => ({
            value: `${field.value}${field instanceof HTMLInputElement && field.checked ? " ✓" : ""}`,
            asMarkup:
              field instanceof HTMLSelectElement
                ? field.multiple
                  ? [...field.options].every((option) => option.selected === option.defaultSelected)
                  : field.selectedIndex ===
                    Math.max(
                      0,
                      [...field.options].findIndex((option) => option.defaultSelected),
                    )
                : field.value === field.defaultValue &&
                  (!(field instanceof HTMLInputElement) || field.checked === field.defaultChecked),
          })),
      )
    : [];
  const hash = createHash("sha256");
  hash.update(`${AXE_TAGS.join(",")} ${[...BLOCKING_IMPACTS].join(",")}\n`);
  hash.update(
    fields.every((field) => field.asMarkup)
      ? "fields as in the markup\n"
      : `fields ${JSON.stringify(fields.map((field) => field.value))}\n`,
  );
  hash.update(`${new URL(page.url()).origin}\n${page.viewportSize()?.width ?? "no viewport"}\n`);
  hash.update(markupAsShown(html, javaScriptEnabled));
  return { key: hash.digest("hex"), html };
}

/**
 * The markup as axe-core reads it, without what differs between two loads of the same state or
 * between the server's HTML and the hydrated page: scripts (the Remix context, nonces), module
 * preloads (in the server's HTML only), React's text separators (`<!-- -->`, in the server's HTML
 * only) and the values of hidden fields. `<noscript>` content is shown without JavaScript and
 * inert with it, so it is kept, unwrapped, or left out.
 */
export function markupAsShown(html: string, javaScriptEnabled: boolean): string {
  const shown = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/\snonce="[^"]*"/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<input\b[^>]*>/gi, (tag) => (/\stype="hidden"/i.test(tag) ? tag.replace(/\svalue="[^"]*"/i, "") : tag));
  return javaScriptEnabled
    ? shown.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, "")
    : shown.replace(/<\/?noscript\b[^>]*>/gi, "");
}

/**
 * Page states that passed axe-core in this run, shared by the tests of every worker: one file per
 * key in `dir`, written whole (renamed into place). A state whose check failed is not recorded,
 * so it is checked, and fails, wherever it is met again.
 */
export function checkedStates(dir: string | undefined) {
  const seen = new Set<string>();
  if (dir) mkdirSync(dir, { recursive: true });
  return {
    has: (key: string) => seen.has(key) || (dir !== undefined && existsSync(path.join(dir, key))),
    add(key: string, about: Record<string, string>) {
      seen.add(key);
      if (!dir) return;
      const file = path.join(dir, key);
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(about));
      renameSync(partial, file);
    },
  };
}

/**
 * Runs axe-core on what the page shows now. axe needs JavaScript in the page it inspects, so with
 * JavaScript off the page's current DOM (the server's HTML, since no script ran) is written,
 * without its scripts, into a scratch page with JavaScript on, at the same origin and viewport and
 * with the page's address as its base, so that its styles and images load as they did for the
 * shopper (from the browser's cache after the first time).
 */
export async function analyzePage(
  page: Page,
  options: { javaScriptEnabled: boolean; html: string; scratch: () => Promise<Page> },
): Promise<AxeViolation[]> {
  if (options.javaScriptEnabled) return violationsOf(page);
  const url = page.url().split("#")[0]!;
  const html = withoutScripts(options.html).replace(
    /<head\b[^>]*>/i,
    (head) => `${head}<base href="${url.replace(/"/g, "&quot;")}">`,
  );
  const scratchPage = await options.scratch();
  const viewport = page.viewportSize();
  if (viewport) await scratchPage.setViewportSize(viewport);
  const origin = new URL(url).origin;
  // Any document of the page's origin will do: the page's own markup replaces it.
  if (new URL(scratchPage.url()).origin !== origin) await scratchPage.goto(`${origin}/healthz`);
  await scratchPage.setContent(html, { waitUntil: "load" });
  return violationsOf(scratchPage);
}

/**
 * Text styles whose colour contrast this worker's checks found no fault with (contrast-once.ts):
 * color-contrast asks only about text of a style not in it.
 */
const contrastPassed = new Set<string>();

/**
 * axe-core's violations on a page. The first run, every rule but color-contrast, gathers no passes
 * (they are not read); the second, color-contrast alone on the text of styles no earlier check of
 * this worker passed, gathers its passes too: when it finds no fault, the styles it measured and
 * passed are kept, and only those (tests/e2e/support/contrast-once.ts). The script goes into the document once (the storefront has
 * no frames to inject it into as well).
 */
async function violationsOf(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const { violations, passed } = (await page.evaluate(
    pageScript({ seen: [...contrastPassed], contentAttributes: CONTENT_ATTRIBUTES, options: AXE_OPTIONS }),
  )) as { violations: AxeViolation[]; passed: string[] };
  if (!violations.some((violation) => violation.id === "color-contrast"))
    for (const key of passed) contrastPassed.add(key);
  return violations;
}

/** The serialized DOM without scripts; `<noscript>` content stays, unwrapped, as the shopper saw it. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript\b[^>]*>/gi, "");
}

/** A page of a JavaScript-enabled context for js-off axe runs, created on first use and kept. */
export function scratchPageFactory(browser: Browser) {
  let scratch: Promise<{ context: BrowserContext; page: Page }> | null = null;
  return {
    page: async () => {
      scratch ??= browser
        .newContext({ javaScriptEnabled: true, locale: "pt-BR" })
        .then(async (context) => ({ context, page: await context.newPage() }));
      return (await scratch).page;
    },
    close: async () => {
      if (scratch) await (await scratch).context.close();
    },
  };
}
