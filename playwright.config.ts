import { defineConfig } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

/**
 * Browser journeys (tests/e2e): every journey runs twice, with JavaScript on and off, in
 * Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium; never a downloaded browser); journeys
 * tagged @request (they render no page) or @js-only run with JavaScript only.
 * `npm run test:e2e` (scripts/e2e.mjs) builds when needed and runs this; `npx playwright test`
 * works too once a build exists (the web server builds when there is none).
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;

// One fresh database for the run. The runner creates it and workers inherit the variable;
// scripts/e2e.mjs creates (and removes) it itself, so only a bare `npx playwright test` gets here.
if (!process.env.E2E_DATA_DIR && !process.env.TEST_WORKER_INDEX) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: Math.max(1, Math.min(2, availableParallelism())),
  timeout: 120_000,
  // The whole run's limit is set by scripts/e2e.mjs from the number of journeys (--global-timeout).
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./tests/e2e/support/axe-reporter.ts"], ["./tests/e2e/support/summary-reporter.ts"]],
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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    // them, so JavaScript makes no difference), and @js-only, whose subject is the page's scripts.
    { name: "js-off", use: { browserName: "chromium", javaScriptEnabled: false }, grepInvert: /@request|@js-only/ },
  ],
  webServer: {
    // Builds first when there is no (fresh) build, then `node --import tsx server.ts`.
    command: "node scripts/e2e.mjs serve",
    url: `${BASE_URL}/healthz`,
    timeout: 5 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? "",
      DEFAULT_SITE_URL: `${BASE_URL}/`,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      API_BASE_URL: "",
      IMAGE_BASE_URL: "",
      // Journeys log in many times from one address; the limits themselves have integration tests.
      AUTH_ATTEMPTS_PER_IP: "5000",
      AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
    },
  },
});
