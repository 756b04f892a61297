// `node scripts/run-together.mjs <npm script>…`: runs the package's scripts at the same time (the
// typecheck and the lint each keep one core busy; on 2 cores together they take the time of the
// longer one), prints each one's output whole once it ends, and exits with the first failure's code.
// `npm test` builds the app here too, beside them: the integration tests that follow start their
// servers over that build at once instead of waiting, one core idle, for the first of them to make it.
import { spawn } from "node:child_process";

function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`${name}: ${status === 0 ? "passed" : `failed (exit ${status})`} in ${seconds} s\n`);
      resolve(status);
    });
  });
}

const codes = await Promise.all(process.argv.slice(2).map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
