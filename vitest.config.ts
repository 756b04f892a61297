import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    // The storefront and upstream processes the integration tests start run a bundle made once here.
    globalSetup: ["tests/support/bundle-setup.ts"],
    pool: "forks",
    // At least two files at once: integration files mostly wait on the servers they start
    // (measured on 2 cores: 252 s with one at a time, 161 s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The JSON report is what .ci/run counts (scripts/test-summary.mjs).
    reporters: ["default", "json"],
    outputFile: { json: ".cache/test-results/vitest.json" },
  },
});
