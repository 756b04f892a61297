// `npm start`: builds when no build exists (`npm run build`: the Remix app, then the server bundled
// by scripts/server-build.mjs), then runs the compiled server, `node build/cluster.js`: WEB_CONCURRENCY
// processes of build/server.js on one port (by default one per core in production; with 1, the
// server alone, docs/decisions/0054), over the embedded upstream when API_BASE_URL is unset. No
// TypeScript compiler runs in the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const SERVER = "build/cluster.js";

if (!existsSync("build/server/index.js") || !existsSync(SERVER) || !existsSync("build/server.js")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [SERVER], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
