/**
 * The production entry `npm start` runs (`node build/cluster.js`, docs/decisions/0054): with
 * WEB_CONCURRENCY above 1 (by default the machine's cores in production), a primary that starts the
 * embedded upstream once (when API_BASE_URL is unset) and forks that many server processes
 * (build/server.js) on one port; with 1, the server itself in this process, as `node build/server.js`.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv } from "~/services/env.server";
import { createLogger } from "~/services/logger.server";
import { runPrimary, workerCount } from "./cluster";
import { embeddedUpstreamWhenUnset } from "./embedded-upstream";
import { settingsOrExit } from "./settings";

/** The compiled server beside this file: build/server.js (server.mjs in the test harnesses' bundle). */
const entry = process.argv[1] ?? "";
const serverFile = path.join(path.dirname(entry), `server${path.extname(entry) || ".js"}`);

const { env, workers } = settingsOrExit(() => ({
  env: parseEnv(process.env),
  workers: workerCount(process.env, availableParallelism()),
}));
if (workers === 1) {
  await import(pathToFileURL(serverFile).href);
} else {
  const logger = createLogger(() => env.LOG_LEVEL);
  // One embedded upstream for every worker (one SQLite file, one writer): they are told its address.
  const embedded = await embeddedUpstreamWhenUnset(env, logger);
  runPrimary({ env, logger, workers, exec: serverFile, onStopped: async () => embedded?.stop() });
}
