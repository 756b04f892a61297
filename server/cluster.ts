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
  /** The wait before replacing a worker after its first death at boot, doubled for each death at boot of that slot in a row. */
  firstDelayMs: 100,
  maxDelayMs: 10_000,
  /** Deaths at boot in a row, of any workers, after which the cluster stops (exit 1) instead of forking more. */
  bootDeathsToStop: 5,
  /** How long a worker must have listened for its death to be replaced at once. */
  servedLongEnoughMs: 10_000,
};

export type AfterDeath = { action: "restart"; delayMs: number } | { action: "stop"; bootDeaths: number };

/**
 * What to do when a worker dies. A worker that listened for 10 s or more (it served, whatever
 * happened next: recycled with SIGTERM, killed, crashed by a request) is replaced at once. One that
 * died sooner after listening (a fault that comes back each time it starts) is replaced after a
 * wait, 100 ms doubling with each such death of its slot in a row, at most 10 s, and never stops the
 * cluster. One that died before it listened died at boot: it is replaced after the same kind of
 * wait, and five deaths at boot in a row, with no worker listening between them (a port taken, a
 * build missing, a setting the workers cannot use), stop the cluster.
 */
export class RestartPolicy {
  private bootDeathsInARow = 0;
  private readonly bootDeathsBySlot = new Map<number, number>();
  private readonly quickDeathsBySlot = new Map<number, number>();

  constructor(private readonly limits = RESTART) {}

  /** A worker of this slot listens: the workers can boot, the deaths at boot so far are forgotten. */
  listening(slot: number): void {
    this.bootDeathsInARow = 0;
    this.bootDeathsBySlot.set(slot, 0);
  }

  /** `listenedForMs`: how long the worker had been listening when it died, null when it never did. */
  afterDeath(slot: number, listenedForMs: number | null): AfterDeath {
    if (listenedForMs !== null) {
      if (listenedForMs >= this.limits.servedLongEnoughMs) {
        this.quickDeathsBySlot.set(slot, 0);
        return { action: "restart", delayMs: 0 };
      }
      const quick = (this.quickDeathsBySlot.get(slot) ?? 0) + 1;
      this.quickDeathsBySlot.set(slot, quick);
      return { action: "restart", delayMs: this.delay(quick) };
    }
    this.bootDeathsInARow += 1;
    const deaths = (this.bootDeathsBySlot.get(slot) ?? 0) + 1;
    this.bootDeathsBySlot.set(slot, deaths);
    if (this.bootDeathsInARow >= this.limits.bootDeathsToStop)
      return { action: "stop", bootDeaths: this.bootDeathsInARow };
    return { action: "restart", delayMs: this.delay(deaths) };
  }

  /** The wait before the n-th replacement in a row of one slot. */
  private delay(deathsInARow: number): number {
    return Math.min(this.limits.firstDelayMs * 2 ** (deathsInARow - 1), this.limits.maxDelayMs);
  }
}

/** The variable that tells a worker its place in the cluster (1 to WEB_CONCURRENCY; a replacement takes the same). */
export const WORKER_SLOT_VARIABLE = "CLUSTER_WORKER_SLOT";

/** What a worker (server.ts) sends its primary once it listens, passed on to the primary's own parent. */
type ReadyMessage = { type: "ready"; url: string; upstream: string };

function isReady(message: unknown): message is ReadyMessage {
  const ready = message as Partial<ReadyMessage> | null;
  return typeof ready === "object" && ready !== null && ready.type === "ready" && typeof ready.url === "string";
}

/** How long the workers have to stop on SIGTERM before they are killed (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;
/** How long the primary waits for what runs after the workers stopped (onStopped) before it exits 1. */
const AFTER_STOP_TIMEOUT_MS = 10_000;

type Slot = { worker: Worker | null; listeningSince: number | null; restart: NodeJS.Timeout | null };

export type ClusterOptions = {
  env: Env;
  logger: Logger;
  workers: number;
  /** The compiled server each worker runs (build/server.js). */
  exec: string;
  /**
   * Runs after every worker has exited (the embedded upstream's stop, which kills it when it does not
   * stop in time): false (or no answer within 10 s) makes the exit code 1.
   */
  onStopped?: () => Promise<boolean | void>;
};

/**
 * The primary: forks `workers` processes running `exec`, each listening on PORT (node:cluster
 * shares the port; with PORT=0 every worker gets the same port, the first one's). Never returns:
 * the process exits once its workers have stopped (0 when each stopped cleanly).
 */
export function runPrimary({ env, logger, workers, exec, onStopped }: ClusterOptions): void {
  cluster.setupPrimary({ exec, args: [] });
  const policy = new RestartPolicy();
  const slots: Slot[] = Array.from({ length: workers }, () => ({ worker: null, listeningSince: null, restart: null }));
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
    // Logs and /healthz name a worker by its place, 1 to N, the same for its replacements: the
    // number says which process answered, not how many were replaced.
    const number = index + 1;
    const worker = cluster.fork({ [WORKER_SLOT_VARIABLE]: String(number) });
    slot.worker = worker;
    slot.listeningSince = null;
    logger.info("cluster.worker_started", { worker: number, pid: worker.process.pid });
    // A fork that failed (no memory, too many processes) also exits: the exit below replaces it.
    worker.on("error", (error: Error) =>
      logger.warn("cluster.worker_error", { worker: number, message: error.message }),
    );
    worker.on("message", (message: unknown) => {
      if (!isReady(message)) return;
      logger.info("cluster.worker_listening", { worker: number, pid: worker.process.pid });
      slot.listeningSince = Date.now();
      policy.listening(index);
      if (readySlots.has(index)) return;
      readySlots.add(index);
      // Every worker listens: the cluster is ready (said once; replacements come and go quietly).
      if (readySlots.size !== workers) return;
      logger.info("cluster.listening", { url: message.url, workers });
      if (process.send && process.connected) process.send(message);
    });
    worker.once("exit", (code: number | null, signal: NodeJS.Signals | null) => {
      slot.worker = null;
      const exited = { worker: number, pid: worker.process.pid, code, signal };
      if (stopping) {
        // Stopped as asked (SIGTERM before its own handler was set, at boot, counts), or not.
        const clean = code === 0 || signal === "SIGTERM" || signal === "SIGINT";
        if (clean) logger.info("cluster.worker_exited", exited);
        else logger.error("cluster.worker_exited", exited);
        return void stopped(clean);
      }
      const after = policy.afterDeath(index, slot.listeningSince === null ? null : Date.now() - slot.listeningSince);
      if (after.action === "stop") {
        logger.error("cluster.worker_exited", exited);
        logger.error("cluster.crash_loop", {
          bootDeaths: after.bootDeaths,
          message: `Os processos do servidor morreram ${after.bootDeaths} vezes seguidas antes de atender: o servidor para (veja os erros acima)`,
        });
        exitCode = 1;
        return void stop("crash_loop");
      }
      logger.error("cluster.worker_exited", { ...exited, restartInMs: after.delayMs });
      slot.restart = setTimeout(() => fork(index), after.delayMs);
    });
  };

  const running = () => slots.filter((slot) => slot.worker !== null).length;
  const stopped = (clean: boolean) => {
    if (!clean) exitCode = 1;
    if (running() > 0) return;
    const deadline = new Promise<false>((resolve) => setTimeout(() => resolve(false), AFTER_STOP_TIMEOUT_MS));
    void Promise.race([(onStopped?.() ?? Promise.resolve()).catch(() => false), deadline]).then((done) => {
      if (done === false) {
        logger.error("cluster.stop_timeout", { stage: "after_workers", timeoutMs: AFTER_STOP_TIMEOUT_MS });
        exitCode = 1;
      }
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
    if (running() === 0) return stopped(true);
    for (const slot of slots) slot.worker?.process.kill("SIGTERM");
  };

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // A parent that started the cluster over IPC and went away takes it with it, as it would one server.
  if (process.connected) process.once("disconnect", () => stop("disconnect"));
  for (let index = 0; index < workers; index++) fork(index);
}
