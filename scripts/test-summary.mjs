// Prints the counts of the last `npm test` run: unit and integration tests (vitest's JSON report)
// and browser journeys (the summary reporter's), then the plain closing line "N passed, N failed".
// Run by .ci/run after the tests, whether they passed or not; a part that did not run says so.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.cache/test-results");

function read(name) {
  const file = path.join(RESULTS_DIR, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const parts = [];
const vitest = read("vitest.json");
if (vitest) {
  parts.push({
    name: "unit and integration",
    passed: vitest.numPassedTests,
    failed:
      vitest.numFailedTests +
      (vitest.testResults ?? []).filter((file) => file.status === "failed" && file.assertionResults?.length === 0)
        .length,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  });
}
const e2e = read("e2e.json");
if (e2e) parts.push({ name: "browser journeys", passed: e2e.passed, failed: e2e.failed, skipped: e2e.skipped });

const say = (line) => process.stdout.write(`${line}\n`);
for (const part of parts) say(`${part.name}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`);
if (!vitest) say("unit and integration: did not run");
if (!e2e) say("browser journeys: did not run");
const total = (key) => parts.reduce((sum, part) => sum + part[key], 0);
const skipped = total("skipped");
say(`${total("passed")} passed, ${total("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`);
