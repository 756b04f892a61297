import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";

/**
 * The whole run's limit follows the number of journeys it runs (a constant limit turns a slower
 * machine, or one more journey, into a failed run): SECONDS_PER_JOURNEY for each, shared by the
 * workers, plus a fixed margin. A run past it is stuck, not slow: it is stopped as Ctrl-C stops it
 * (the journeys under way end, the reporters print what ran) and fails.
 *
 * Counted here, once Playwright has read the journeys it runs, instead of by a listing of them
 * before the run (`playwright test --list` read every spec file a second time: about 3 CPU seconds,
 * 8 on a clean clone). A run given reporters of its own (`--reporter=…`) runs without this limit.
 */
const SECONDS_PER_JOURNEY = 30;
const MARGIN_SECONDS = 300;

export default class RunLimitReporter implements Reporter {
  private timer: NodeJS.Timeout | undefined;

  onBegin(config: FullConfig, suite: Suite) {
    const total = suite.allTests().length;
    const workers = Math.max(1, config.workers);
    const seconds = MARGIN_SECONDS + Math.ceil((total * SECONDS_PER_JOURNEY) / workers);
    process.stderr.write(`[e2e] ${total} journeys: the run may take up to ${seconds} s\n`);
    this.timer = setTimeout(() => {
      process.stderr.write(`[e2e] the run took longer than ${seconds} s for ${total} journeys: stopped as stuck\n`);
      process.kill(process.pid, "SIGINT");
    }, seconds * 1000);
    this.timer.unref();
  }

  onEnd() {
    clearTimeout(this.timer);
  }

  printsToStdio() {
    return false;
  }
}
