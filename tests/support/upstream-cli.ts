import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../upstream/cli.ts");

/** The upstream's operator CLI (`npm run upstream -- …`) on the database in `dataDir`; its standard output. */
export async function upstreamCli(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir } });
  return stdout;
}
