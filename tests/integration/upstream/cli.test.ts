import Database from "better-sqlite3";
import { execFile, fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";

const CLI = fileURLToPath(new URL("../../../upstream/cli.ts", import.meta.url));
const run = promisify(execFile);

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function temporaryDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "upstream-cli-"));
  dataDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Like server/embedded-upstream.ts: fork with IPC and wait for { type: "ready", url }. */
function forkServe(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(CLI, ["serve", "--port", "0"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATA_DIR: dataDir, APP_TOKEN: "token-cli" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`serve exited early with ${code}`)));
    child.on("message", (message: { type?: string; url?: string }) => {
      if (message.type === "ready" && message.url) resolve({ child, url: message.url });
    });
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

const cli = (args: string[], dataDir: string) =>
  run(process.execPath, ["--import", "tsx", CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir } });

describe("npm run upstream -- serve", () => {
  it("reports ready over IPC, serves with the configured token, and exits cleanly on SIGTERM", async () => {
    const { child, url } = await forkServe(temporaryDataDir());
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
    expect((await fetch(`${url}/v2/app/token-cli/fornecedor`)).status).toBe(200);
    expect((await fetch(`${url}/v2/app/storefront-dev-token/fornecedor`)).status).toBe(401);
    child.kill("SIGTERM");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
  });

  it("exits when the parent disconnects", async () => {
    const { child } = await forkServe(temporaryDataDir());
    child.disconnect();
    expect((await exitOf(child)).code).toBe(0);
  });
});

describe("npm run upstream -- seed", () => {
  it("seeds an empty database once, and --reset restores the demo data", async () => {
    const dataDir = temporaryDataDir();
    expect((await cli(["seed"], dataDir)).stdout).toMatch(/carregados/);
    expect((await cli(["seed"], dataDir)).stdout).toMatch(/--reset/);

    const db = new Database(databasePath(dataDir));
    db.prepare(
      "DELETE FROM products WHERE idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = 'casaverde')"
    ).run();
    db.close();

    expect((await cli(["seed", "--reset"], dataDir)).stdout).toMatch(/recarregados/);
    const reopened = new Database(databasePath(dataDir), { readonly: true });
    const counts = reopened
      .prepare(
        "SELECT s.slug, COUNT(p.id) AS produtos FROM suppliers s LEFT JOIN products p USING (idfornecedor) GROUP BY s.slug ORDER BY s.slug"
      )
      .all() as { slug: string; produtos: number }[];
    reopened.close();
    expect(counts.map((row) => row.slug)).toEqual(["aurora", "bomsabor", "casaverde"]);
    expect(counts.every((row) => row.produtos >= 60)).toBe(true);
  });

  it("refuses unknown commands and options with exit code 2", async () => {
    const dataDir = temporaryDataDir();
    await expect(cli(["approve-everything"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Comando desconhecido/),
    });
    await expect(cli(["seed", "--wipe"], dataDir)).rejects.toMatchObject({ code: 2 });
    await expect(cli(["serve", "--port", "abc"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Porta inválida/),
    });
  });

  it("lists its commands", async () => {
    const { stdout } = await cli(["help"], temporaryDataDir());
    expect(stdout).toMatch(/serve/);
    expect(stdout).toMatch(/seed/);
  });
});
