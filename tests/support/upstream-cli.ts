import { pathToFileURL } from "node:url";
import type * as OperatorCommandsModule from "../../upstream/operator-commands";
import { serverBundle } from "./server-bundle";

type OperatorCommands = typeof OperatorCommandsModule;

let operatorCommands: Promise<OperatorCommands> | null = null;

/**
 * The upstream's commands, from the test run's bundle (tests/support/server-bundle.ts; Node loads
 * it, vitest.config.ts leaves it out of the test runner's compiling), once per test process.
 */
function loadOperatorCommands(): Promise<OperatorCommands> {
  operatorCommands ??= serverBundle().then(
    (bundle) => import(pathToFileURL(bundle.operatorCommands).href) as Promise<OperatorCommands>,
  );
  return operatorCommands;
}

/** A command that refused its usage, described as the command line would end: exit code and output. */
export class UpstreamCliFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * The upstream's operator CLI (`npm run upstream -- …`) on the database in `dataDir`; its standard
 * output. The command runs in this process (spawning upstream/cli.ts through tsx costs about a
 * second each time) and opens and closes the database itself, as the command line does, beside any
 * upstream that has the file open. Bad usage rejects with an UpstreamCliFailure carrying the exit
 * code (2) and standard error of the command line; any other failure rejects with its own error.
 * `serve` is stopped as soon as it listens.
 */
export async function upstreamCli(dataDir: string, ...args: string[]): Promise<string> {
  let stdout = "";
  const write = (text: string) => {
    stdout += text;
  };
  const { runOperatorCommand, UsageError } = await loadOperatorCommands();
  try {
    const upstream = await runOperatorCommand(args, { dataDir, write });
    await upstream?.close();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    throw new UpstreamCliFailure(
      `upstream ${args.join(" ")}: ${error.message}`,
      error.exitCode,
      stdout,
      `${error.line}\n`,
    );
  }
  return stdout;
}
