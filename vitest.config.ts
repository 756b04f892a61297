import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const UNIT = ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"];
/**
 * Unit tests that replace a module (vi.mock): a module registry shared with other files would keep
 * the replacement, or miss it, so these run isolated, in a project of their own (`unit-isolated`).
 */
const UNIT_WITH_MODULE_MOCKS = ["tests/unit/cart/cart-coupon.test.ts", "tests/unit/accounts/hand-off.test.ts"];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    // The storefront and upstream processes the integration tests start run a bundle made once here.
    globalSetup: ["tests/support/bundle-setup.ts"],
    // Those bundles load in Node as they are (tests/support/upstream-cli.ts imports one), not
    // compiled again, module by module, by the test runner.
    server: { deps: { external: [/[\\/]\.cache[\\/]server-bundle[\\/]/] } },
    // At least two files at once: integration files mostly wait on the servers they start
    // (measured on 2 cores: 252 s with one at a time, 161 s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    // The worker processes (forks) run file after file instead of one process per file: the
    // integration files no longer import and compile the test support, the upstream's modules and
    // zod's schemas again each, in a process of their own (measured on 2 cores, one after the
    // other, `vitest run --project integration tests/integration/upstream/`: 46.2 s with 25.8 s
    // collecting, 29.5 s with 5.7 s; the whole `vitest run --sequence.shuffle`, 271 s and 384 CPU s
    // against 304–337 s and 479 before). Only this top-level setting decides it (a project's own
    // is ignored by the pool); each project's setting still decides whether a file starts with a
    // fresh module registry.
    poolOptions: { forks: { isolate: false } },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The JSON report is what .ci/run counts (scripts/test-summary.mjs).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-results/vitest.json" },
    projects: [
      {
        // Pure rules and components: one module registry per worker thread instead of a fresh
        // process and registry per file (measured on 2 cores while other work shared them:
        // tests/unit alone 48.4 s and 29.0 CPU s isolated in forks, 14.5 s and 7.6 CPU s like this;
        // the whole run with one seed, one after the other, 163 s → 153 s).
        // Each file leaves no state behind: timers faked in a test are restored in it.
        extends: true,
        test: { name: "unit", include: UNIT, exclude: UNIT_WITH_MODULE_MOCKS, pool: "threads", isolate: false },
      },
      {
        // Unit tests that replace modules: a fresh module registry each.
        extends: true,
        test: {
          name: "unit-isolated",
          include: UNIT_WITH_MODULE_MOCKS,
          pool: "forks",
          poolOptions: { forks: { isolate: true } },
        },
      },
      {
        // Files that start servers and child processes: one module registry per worker process, file
        // after file. Each file stops the servers it started and leaves no state behind (timers faked
        // and spies set in a test are restored in it); what the support modules keep (the build's
        // copy, the server bundle, the operator commands) is the same for every file.
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], pool: "forks" },
      },
    ],
  },
});
