import type { Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";
import { AXE_RUN_STEP, AXE_SKIP_STEP } from "./a11y-steps";

/**
 * Prints one line at the end of a run: how many axe-core checks ran and how long they took, and
 * how many page states were already checked earlier in the run (the a11y fixture's steps).
 *   axe-core: 120 checks in 640.2 s; 95 page states already checked
 */
export default class AxeReporter implements Reporter {
  private runs = 0;
  private skips = 0;
  private milliseconds = 0;

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== "test.step") return;
    if (step.title.startsWith(AXE_RUN_STEP)) {
      this.runs += 1;
      this.milliseconds += step.duration;
    } else if (step.title.startsWith(AXE_SKIP_STEP)) {
      this.skips += 1;
    }
  }

  printsToStdio() {
    return true;
  }

  onEnd() {
    process.stdout.write(
      `\naxe-core: ${this.runs} checks in ${(this.milliseconds / 1000).toFixed(1)} s; ${this.skips} page states already checked\n`,
    );
  }
}
