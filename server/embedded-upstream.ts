import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Logger } from "~/services/logger.server";

export type EmbeddedUpstream = { url: string; stop(): Promise<void> };

const CLI = fileURLToPath(new URL("../upstream/cli.ts", import.meta.url));

/**
 * Starts the embedded reference upstream (upstream/) as a child process on a random loopback
 * port, for when API_BASE_URL is unset. It ends with this process.
 */
export function startEmbeddedUpstream({ dataDir, appToken, logger }: { dataDir: string; appToken: string; logger: Logger }): Promise<EmbeddedUpstream> {
  const child = fork(CLI, ["serve", "--port", "0"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATA_DIR: dataDir, APP_TOKEN: appToken },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let stopping = false;
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("O upstream embutido não iniciou em 60 s"));
    }, 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`O upstream embutido terminou ao iniciar (código ${code})`));
    });
    child.on("message", (message: unknown) => {
      const ready = message as { type?: string; url?: string };
      if (ready.type !== "ready" || !ready.url) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.once("exit", (code, signal) => (stopping ? logger.info : logger.error)("upstream.exited", { code, signal }));
      logger.info("upstream.embedded_started", { url: ready.url });
      resolve({ url: ready.url, stop });
    });
  });
}
