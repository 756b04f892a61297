// `npm run contract:check -- --base URL --app-token T [--supplier S] [--login L --password P] [--json]`:
// checks a server against docs/upstream-api.md and its OpenAPI document (exit code 1 when a required
// call does not conform, 2 on wrong usage).
import { USAGE, UsageError, parseArgs } from "./args";
import { checkContract } from "./check";
import { formatReport } from "./report";

async function main(): Promise<number> {
  let commandLine;
  try {
    commandLine = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  if (commandLine.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const report = await checkContract(commandLine.options);
  process.stdout.write(commandLine.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.ok ? 0 : 1;
}

process.exitCode = await main();
