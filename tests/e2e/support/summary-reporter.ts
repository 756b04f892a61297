import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where .ci/run (scripts/test-summary.mjs) reads the counts of the run. */
const RESULTS_FILE = path.resolve(import.meta.dirname, "../../../.cache/test-results/e2e.json");

/**
 * Prints two lines at the very end of a run, after the list reporter:
 *   e2e: js-on 30/30, js-off 30/30 in 61.2 s — passed
 *   e2e: 60 passed, 0 failed, 0 skipped
 * Skipped tests are counted and called out: the journeys are not meant to skip. The counts are
 * also written to .cache/test-results/e2e.json for the CI summary.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase["outcome"]>>();
  private readonly projects = new Map<TestCase, string>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test, test.outcome());
    this.projects.set(test, test.parent.project()?.name ?? "?");
  }

  printsToStdio() {
    return true;
  }

  onEnd(result: FullResult) {
    const count = (outcome: string) => [...this.outcomes.values()].filter((value) => value === outcome).length;
    const perProject = new Map<string, { ok: number; all: number }>();
    for (const [test, outcome] of this.outcomes) {
      const name = this.projects.get(test) ?? "?";
      const entry = perProject.get(name) ?? { ok: 0, all: 0 };
      entry.all += 1;
      if (outcome === "expected" || outcome === "flaky") entry.ok += 1;
      perProject.set(name, entry);
    }
    const projects = [...perProject].map(([name, { ok, all }]) => `${name} ${ok}/${all}`).join(", ");
    const seconds = (result.duration / 1000).toFixed(1);
    const flaky = count("flaky") > 0 ? `, ${count("flaky")} flaky` : "";
    const details = `e2e: ${projects || "no tests"}${flaky} in ${seconds} s — ${result.status}`;
    // The last line is the plain "N passed, N failed, N skipped" that CI logs are read for.
    const line = `e2e: ${count("expected") + count("flaky")} passed, ${count("unexpected")} failed, ${count("skipped")} skipped`;
    process.stdout.write(`\n${details}\n${line}\n`);
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    const counts = {
      passed: count("expected") + count("flaky"),
      failed: count("unexpected"),
      skipped: count("skipped"),
      status: result.status,
    };
    writeFileSync(RESULTS_FILE, JSON.stringify(counts));
  }
}
