import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints one greppable line at the very end of a run, after the list reporter:
 * `e2e summary: 40 passed, 0 failed, 0 flaky, 0 skipped (js-on 20/20, js-off 20/20) in 61.2 s — passed`.
 * Skipped tests are counted and called out: the journeys are not meant to skip.
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
    const line =
      `e2e summary: ${count("expected")} passed, ${count("unexpected")} failed, ${count("flaky")} flaky, ` +
      `${count("skipped")} skipped${projects ? ` (${projects})` : ""} in ${seconds} s — ${result.status}`;
    process.stdout.write(`\n${line}\n`);
  }
}
