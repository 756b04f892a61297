import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { journeyBrowserPath } from "./scripts/journey-browser.mjs";

/**
 * Browser journeys (tests/e2e): every journey runs twice, with JavaScript on and off, in Debian's
 * Chromium (scripts/journey-browser.mjs: CHROMIUM_PATH, else the headless shell, else
 * /usr/bin/chromium; never a downloaded browser); journeys tagged @request (they render no page),
 * @js-only or @same-without-js run with JavaScript only. Journeys tagged @light run a third time, in Modo leve (docs/decisions/0045).
 * `npm run test:e2e` (scripts/e2e.mjs) builds when needed, starts the storefront and runs this.
 */

// scripts/e2e.mjs starts the storefront (on a port the system picks, over a fresh database in
// E2E_DATA_DIR) and gives its address; the workers inherit both.
const BASE_URL = process.env.E2E_BASE_URL;
if (!BASE_URL)
  throw new Error(
    "The journeys run against a storefront that `npm run test:e2e` starts: run them with `npm run test:e2e [-- args]`.",
  );

export default defineConfig<{ lightMode: boolean }>({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: Math.max(1, Math.min(2, availableParallelism())),
  timeout: 120_000,
  // The whole run's limit follows the number of journeys (tests/e2e/support/run-limit-reporter.ts).
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["./tests/e2e/support/axe-reporter.ts"],
    ["./tests/e2e/support/summary-reporter.ts"],
    ["./tests/e2e/support/run-limit-reporter.ts"],
  ],
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport: { width: 1366, height: 900 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace of every journey costs about a fifth of the run (measured on 2 cores:
    // 170 s → 139 s for 24 journeys without); E2E_TRACE=1 keeps one for each failed journey.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: journeyBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js-on", use: { browserName: "chromium", javaScriptEnabled: true } },
    // Not without JavaScript: journeys tagged @request, which only send requests (no page renders
    // them, so JavaScript makes no difference); @js-only, whose subject is the page's scripts; and
    // @same-without-js, which only open pages and follow plain links, asserting nothing JavaScript
    // changes: without it the browser would get the same server HTML (which tests/integration read)
    // and follow the same addresses. (Not a journey that checks every image of a page: without
    // JavaScript the browser loads lazy images at once, so only that run sees them all.)
    {
      name: "js-off",
      use: { browserName: "chromium", javaScriptEnabled: false },
      grepInvert: /@request|@js-only|@same-without-js/,
    },
    // Modo leve (docs/decisions/0045): a browser that runs JavaScript asks to save data, and the
    // storefront sends no script. Only the journeys tagged @light (the buying path and one journey
    // per capability); the fixture noScripts fails a journey on any script request or any
    // <script> but JSON-LD in its pages (tests/e2e/support/fixtures.ts).
    {
      name: "light",
      use: {
        browserName: "chromium",
        javaScriptEnabled: true,
        lightMode: true,
        extraHTTPHeaders: { "Save-Data": "on" },
      },
      grep: /@light/,
      grepInvert: /@request|@js-only/,
    },
  ],
});
