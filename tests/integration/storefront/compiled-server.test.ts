/**
 * `npm start` runs the compiled server (docs/decisions/0043): scripts/start.mjs over a build that has
 * `build/server.js` starts `node build/cluster.js`, which with WEB_CONCURRENCY=1 runs build/server.js
 * in its own process (more processes: tests/integration/storefront/cluster.test.ts) and serves the
 * store's pages over its embedded upstream (the bundled command line beside it), and no process of it
 * loads tsx.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServerSources } from "../../../scripts/server-build.mjs";
import { DEFAULT_SITE_URL, fetchFully, privateBuild, ROOT, TEST_SESSION_SECRET } from "../../support/storefront-server";

let start: ChildProcess;
let url = "";
let dataDir = "";

/** The command lines of a process and of every process under it. */
function commandLines(pid: number): string[] {
  const table = spawnSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" }).stdout.trim().split("\n");
  const rows = table.map((row) => {
    const [, id = "", parent = "", args = ""] = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(row) ?? [];
    return { id: Number(id), parent: Number(parent), args };
  });
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (tree.has(row.parent) && !tree.has(row.id)) {
        tree.add(row.id);
        grew = true;
      }
  }
  return rows.filter((row) => tree.has(row.id)).map((row) => row.args);
}

beforeAll(async () => {
  const cwd = await privateBuild();
  await bundleServerSources({ outdir: path.join(cwd, "build") });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "storefront-compiled-"));
  start = spawn(process.execPath, [path.join(ROOT, "scripts/start.mjs")], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DEFAULT_SITE_URL,
      SESSION_SECRET: TEST_SESSION_SECRET,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("npm start's server did not listen in 60 s")), 60_000);
    let rest = "";
    start.stdout!.setEncoding("utf8");
    start.stdout!.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        const event = line.startsWith("{") ? (JSON.parse(line) as { event?: string; url?: string }) : null;
        if (event?.event === "server.listening" && event.url) {
          clearTimeout(timer);
          resolve(event.url);
        }
      }
    });
    start.once("exit", (code) => reject(new Error(`npm start exited (${code})`)));
  });
});

afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once("exit", resolve));
    start.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves a store's home and a category from the compiled server, with no TypeScript compiler in any process", async () => {
    const home = await fetchFully(`${url}/aurora`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Distribuidora Aurora");
    const category = await fetchFully(`${url}/aurora/categoria/101`);
    expect(category.status).toBe(200);
    expect(await category.text()).toContain("Mercearia");
    const icon = await fetchFully(`${url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");

    const processes = commandLines(start.pid!);
    expect(processes.some((args) => args.endsWith(path.join("build", "cluster.js")))).toBe(true);
    expect(processes.some((args) => /upstream-cli\.js serve/.test(args))).toBe(true);
    expect(processes.filter((args) => /tsx/.test(args))).toEqual([]);
  });
});
