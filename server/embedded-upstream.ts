import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEMO_TILE_ATTRIBUTION, DEMO_TILE_URL } from "~/services/delivery/map-tiles.server";
import type { Env } from "~/services/env.server";
import type { Logger } from "~/services/logger.server";

export type EmbeddedUpstream = {
  url: string;
  /** SIGTERM, then SIGKILL after 5 s: true when it stopped by itself in time. */
  stop(): Promise<boolean>;
};

const CLI = fileURLToPath(new URL("../upstream/cli.ts", import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** Waits between restarts after the upstream died: doubling from the first, never past the last. */
const RESTART_DELAY_MS = { first: 500, max: 30_000 };
/** How long the upstream has to stop on SIGTERM before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

type Options = { dataDir: string; appToken: string; logger: Logger };

/** Forks `upstream/cli.ts serve` on `port` (0: any free one) and waits for its ready message. */
function spawnUpstream({ dataDir, appToken }: Options, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(CLI, ["serve", "--port", String(port)], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATA_DIR: dataDir, APP_TOKEN: appToken },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`O upstream embutido não iniciou em ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`O upstream embutido terminou ao iniciar (código ${code})`));
    });
    child.on("message", (message: unknown) => {
      const ready = message as { type?: string; url?: string };
      if (ready.type !== "ready" || !ready.url) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.removeAllListeners("error");
      resolve({ child, url: ready.url });
    });
  });
}

/**
 * Starts the embedded reference upstream (upstream/) as a child process on a random loopback
 * port, for when API_BASE_URL is unset, and supervises it: when it dies, it is started again on
 * the same port (so the storefront's API_BASE_URL stays right), after a wait that doubles while
 * restarts keep failing. Meanwhile /healthz answers 503 and pages get the friendly error page.
 * It ends with this process.
 */
export async function startEmbeddedUpstream(options: Options): Promise<EmbeddedUpstream> {
  const { logger } = options;
  let stopping = false;
  const first = await spawnUpstream(options, 0);
  const { url } = first;
  let { child } = first;
  const port = Number(new URL(url).port);
  let delay = RESTART_DELAY_MS.first;
  let retry: NodeJS.Timeout | null = null;

  const restart = () => {
    retry = null;
    if (stopping) return;
    spawnUpstream(options, port).then(
      (started) => {
        if (stopping) {
          started.child.kill("SIGTERM");
          return;
        }
        ({ child } = started);
        delay = RESTART_DELAY_MS.first;
        logger.info("upstream.embedded_started", { url, pid: child.pid, restarted: true });
        supervise();
      },
      (error: unknown) => {
        logger.error("upstream.restart_failed", {
          message: error instanceof Error ? error.message : String(error),
          retryInMs: delay,
        });
        schedule();
      },
    );
  };
  const schedule = () => {
    retry = setTimeout(restart, delay);
    delay = Math.min(delay * 2, RESTART_DELAY_MS.max);
  };
  const supervise = () => {
    child.once("exit", (code, signal) => {
      if (stopping) return logger.info("upstream.exited", { code, signal });
      logger.error("upstream.exited", { code, signal, restartInMs: delay });
      schedule();
    });
  };

  logger.info("upstream.embedded_started", { url, pid: child.pid });
  supervise();
  const stop = () => {
    stopping = true;
    if (retry) clearTimeout(retry);
    const pid = child.pid;
    return stopChild(child, STOP_TIMEOUT_MS, () =>
      logger.error("upstream.stop_timeout", { pid, timeoutMs: STOP_TIMEOUT_MS }),
    );
  };
  return { url, stop };
}

/**
 * SIGTERM to a child process, then SIGKILL (after `onKill`) when it has not exited within
 * `timeoutMs`: true when it exited by itself in time (or had already exited).
 */
export function stopChild(child: ChildProcess, timeoutMs: number, onKill?: () => void): Promise<boolean> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const kill = setTimeout(() => {
      onKill?.();
      child.kill("SIGKILL");
      resolve(false);
    }, timeoutMs);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve(true);
    });
    child.kill("SIGTERM");
  });
}

/**
 * With API_BASE_URL unset: starts the embedded upstream and points this process's settings, and
 * those of the processes it starts, at it (API_BASE_URL; the demo's map tiles, which it draws, so
 * that the addresses page shows a map offline; MAP_TILE_URL set, empty too, is kept as it is).
 * Null when API_BASE_URL is set. Read the settings again afterwards.
 */
export async function embeddedUpstreamWhenUnset(env: Env, logger: Logger): Promise<EmbeddedUpstream | null> {
  if (env.API_BASE_URL) return null;
  const embedded = await startEmbeddedUpstream({ dataDir: env.DATA_DIR, appToken: env.APP_TOKEN, logger });
  process.env.API_BASE_URL = embedded.url;
  if (process.env.MAP_TILE_URL === undefined) {
    process.env.MAP_TILE_URL = DEMO_TILE_URL;
    process.env.MAP_TILE_ATTRIBUTION ??= DEMO_TILE_ATTRIBUTION;
  }
  return embedded;
}
