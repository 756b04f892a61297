import cluster, { type Worker } from "node:cluster";
import { EnvError, type Env } from "~/services/env.server";
import type { Logger } from "~/services/logger.server";

/**
 * WEB_CONCURRENCY server processes on one port (docs/decisions/0054): a primary that serves nothing
 * itself forks the workers (node:cluster, which hands each new connection to the workers in turn),
 * replaces a worker that dies, stops every worker gracefully on SIGTERM or SIGINT, and gives up
 * (exit 1) when workers keep dying as soon as they start.
 */

/** More server processes than this on one machine is a typo. */
export const MAX_WORKERS = 64;

/**
 * How many server processes to run: WEB_CONCURRENCY, else the machine's cores in production
 * (NODE_ENV unset is production, as the settings read it) and 1 otherwise. Throws an EnvError
 * naming the variable on a bad value.
 */
export function workerCount(source: Record<string, string | undefined>, cores: number): number {
  const raw = source.WEB_CONCURRENCY?.trim() ?? "";
  if (raw === "") return (source.NODE_ENV ?? "production") === "production" ? Math.max(1, cores) : 1;
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(count >= 1 && count <= MAX_WORKERS))
    throw new EnvError(
      `Configuração inválida:\n  WEB_CONCURRENCY: use o número de processos do servidor, de 1 a ${MAX_WORKERS}`,
    );
  return count;
}

export const RESTART = {
  /** A worker that dies sooner than this after it was started died "quickly" (at boot, or soon after). */
  stableAfterMs: 10_000,
  /** The wait before replacing a worker after its first quick death, doubled for each quick death in a row of that slot. */
  firstDelayMs: 100,
  maxDelayMs: 10_000,
  /** Quick deaths in a row, of any workers, after which the cluster stops (exit 1) instead of forking more. */
  quickDeathsToStop: 5,
};

export type AfterDeath = { action: "restart"; delayMs: number } | { action: "stop"; quickDeaths: number };

/**
 * What to do when a worker dies: replace it at once after a stable life; after a quick death,
 * wait (100 ms, doubling with each quick death of its slot in a row, at most 10 s); and stop once
 * five quick deaths came in a row with no stable life between them (every worker dying at boot:
 * a port taken, a build missing, a setting the workers cannot use).
 */
export class RestartPolicy {
  private quickInARow = 0;
  private readonly quickBySlot = new Map<number, number>();

  constructor(private readonly limits = RESTART) {}

  afterDeath(slot: number, livedMs: number): AfterDeath {
    if (livedMs >= this.limits.stableAfterMs) {
      this.quickInARow = 0;
      this.quickBySlot.set(slot, 0);
      return { action: "restart", delayMs: 0 };
    }
    this.quickInARow += 1;
    const quick = (this.quickBySlot.get(slot) ?? 0) + 1;
    this.quickBySlot.set(slot, quick);
    if (this.quickInARow >= this.limits.quickDeathsToStop) return { action: "stop", quickDeaths: this.quickInARow };
    return {
      action: "restart",
      delayMs: Math.min(this.limits.firstDelayMs * 2 ** (quick - 1), this.limits.maxDelayMs),
    };
  }
}

/** What a worker (server.ts) sends its primary once it listens, passed on to the primary's own parent. */
type ReadyMessage = { type: "ready"; url: string; upstream: string };

function isReady(message: unknown): message is ReadyMessage {
  const ready = message as Partial<ReadyMessage> | null;
  return typeof ready === "object" && ready !== null && ready.type === "ready" && typeof ready.url === "string";
}

/** How long the workers have to stop on SIGTERM before they are killed (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;

type Slot = { worker: Worker | null; startedAt: number; restart: NodeJS.Timeout | null };

export type ClusterOptions = {
  env: Env;
  logger: Logger;
  workers: number;
  /** The compiled server each worker runs (build/server.js). */
  exec: string;
  /** Runs after every worker has exited (the embedded upstream's stop). */
  onStopped?: () => Promise<void>;
};

/**
 * The primary: forks `workers` processes running `exec`, each listening on PORT (node:cluster
 * shares the port; with PORT=0 every worker gets the same port, the first one's). Never returns:
 * the process exits once its workers have stopped (0 when each stopped cleanly).
 */
export function runPrimary({ env, logger, workers, exec, onStopped }: ClusterOptions): void {
  cluster.setupPrimary({ exec, args: [] });
  const policy = new RestartPolicy();
  const slots: Slot[] = Array.from({ length: workers }, () => ({ worker: null, startedAt: 0, restart: null }));
  const readySlots = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  if (workers > 1 && !env.REDIS_URL)
    logger.warn("cluster.per_process_state", {
      workers,
      message: `REDIS_URL não definido: cada um dos ${workers} processos conta os limites de tentativas e guarda a trava do carrinho por si`,
    });

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.restart = null;
    if (stopping) return;
    const worker = cluster.fork();
    slot.worker = worker;
    slot.startedAt = Date.now();
    logger.info("cluster.worker_started", { worker: worker.id, pid: worker.process.pid });
    // A fork that failed (no memory, too many processes) also exits: the exit below replaces it.
    worker.on("error", (error: Error) =>
      logger.warn("cluster.worker_error", { worker: worker.id, message: error.message }),
    );
    worker.on("message", (message: unknown) => {
      if (!isReady(message)) return;
      logger.info("cluster.worker_listening", { worker: worker.id, pid: worker.process.pid });
      if (readySlots.has(index)) return;
      readySlots.add(index);
      // Every worker listens: the cluster is ready (said once; replacements come and go quietly).
      if (readySlots.size !== workers) return;
      logger.info("cluster.listening", { url: message.url, workers });
      if (process.send && process.connected) process.send(message);
    });
    worker.once("exit", (code: number | null, signal: NodeJS.Signals | null) => {
      slot.worker = null;
      if (stopping) return void stopped(code, signal);
      const after = policy.afterDeath(index, Date.now() - slot.startedAt);
      if (after.action === "stop") {
        logger.error("cluster.worker_exited", { worker: worker.id, pid: worker.process.pid, code, signal });
        logger.error("cluster.crash_loop", {
          quickDeaths: after.quickDeaths,
          message: `Os processos do servidor morreram ${after.quickDeaths} vezes seguidas logo depois de iniciar: o servidor para (veja os erros acima)`,
        });
        exitCode = 1;
        return void stop("crash_loop");
      }
      logger.error("cluster.worker_exited", {
        worker: worker.id,
        pid: worker.process.pid,
        code,
        signal,
        restartInMs: after.delayMs,
      });
      slot.restart = setTimeout(() => fork(index), after.delayMs);
    });
  };

  const running = () => slots.filter((slot) => slot.worker !== null).length;
  const stopped = (code: number | null, signal: string | null) => {
    // A worker stopped by the SIGTERM sent to it (before its own handler was set, at boot) stopped as asked.
    if (code !== 0 && signal !== "SIGTERM" && signal !== "SIGINT") exitCode = 1;
    if (running() > 0) return;
    void (onStopped?.() ?? Promise.resolve()).finally(() => {
      logger.info("cluster.stopped", { code: exitCode });
      process.exit(exitCode);
    });
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("cluster.stopping", { reason });
    for (const slot of slots) if (slot.restart) clearTimeout(slot.restart);
    const force = setTimeout(() => {
      logger.error("cluster.stop_timeout", { running: running(), timeoutMs: STOP_TIMEOUT_MS });
      for (const slot of slots) slot.worker?.process.kill("SIGKILL");
    }, STOP_TIMEOUT_MS);
    force.unref();
    if (running() === 0) return stopped(0, null);
    for (const slot of slots) slot.worker?.process.kill("SIGTERM");
  };

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A parent that started the cluster over IPC and went away takes it with it, as it would one server.
  if (process.connected) process.once("disconnect", () => stop("disconnect"));
  for (let index = 0; index < workers; index++) fork(index);
}
