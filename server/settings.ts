import { EnvError } from "~/services/env.server";

/**
 * What `read` makes of the settings (parseEnv, WEB_CONCURRENCY): on an EnvError the process writes
 * its message (naming each bad variable) to stderr and exits 1, before anything else starts.
 */
export function settingsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
