// `npm test`: the typecheck and the lint run alongside the unit and integration tests (those mostly
// wait on the servers they start, which leaves the cores room), their output printed once they end;
// then, when all three passed, the browser journeys (scripts/e2e.mjs). Exits with the first failure.
import { spawn } from "node:child_process";

/** Runs a command; `buffered` keeps its output to print at the end instead of interleaving it. */
function run(name, command, args, { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    if (buffered) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", (error) => {
      output += `${error.message}\n`;
    });
    child.on("close", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve({ name, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const checks = await Promise.all([
  run("typecheck", "npx", ["--no-install", "tsc", "--noEmit"], { buffered: true }),
  run("lint", "npx", ["--no-install", "eslint", "--max-warnings", "0", "."], { buffered: true }),
  run("unit and integration tests", "npx", ["--no-install", "vitest", "run", "--sequence.shuffle"]),
]);
for (const check of checks) {
  if (check.output.trim()) process.stdout.write(`\n[${check.name}]\n${check.output.trimEnd()}\n`);
  process.stdout.write(`[test] ${check.name}: ${check.code === 0 ? "passed" : `failed (exit ${check.code})`} in ${check.seconds.toFixed(1)} s\n`);
}
const failed = checks.find((check) => check.code !== 0);
if (failed) process.exit(failed.code);
const journeys = await run("browser journeys", process.execPath, ["scripts/e2e.mjs"]);
process.exit(journeys.code);
