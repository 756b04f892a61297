// `npm start`: builds when no build exists, then runs the server (over the embedded upstream when API_BASE_URL is unset).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js")) {
  const build = spawnSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
