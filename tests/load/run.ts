/**
 * `npm run load`: the storefront scaled out (two processes sharing Redis behind a proxy) under a
 * mix of guest and logged-in traffic while the upstream misbehaves; see tests/load/load.ts.
 * `npm run load -- --short`: the few-second run CI makes (tests/integration/storefront/load.test.ts).
 * `-- --no-redis`: the same without Redis, where the limit and the lock hold per process only (it fails).
 * Settings: LOAD_DURATION (seconds of the bounded run, default 60), LOAD_STEP (seconds per ramp step,
 * default 5), LOAD_DELAY_MS (default 20), LOAD_500_SHARE (default 0.02), LOAD_CUT_SHARE (default 0.01).
 */
import { loadOptions, runLoad } from "./load";

runLoad(loadOptions(process.argv.slice(2), process.env)).then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`load: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
