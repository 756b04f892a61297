/**
 * A redis-server of a test's own on a free loopback port (Debian's `redis-server`, or the one
 * REDIS_SERVER names), nothing saved to disk; stopped and started again on the same port to play
 * an outage.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export type RedisServer = {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
  /** Kills it (an outage) and waits for the exit. */
  stop(): Promise<void>;
};

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      const started = spawn(process.env.REDIS_SERVER ?? "redis-server", args, { stdio: ["ignore", "pipe", "pipe"] });
      child = started;
      let output = "";
      const fail = (why: string) => {
        clearTimeout(timer);
        reject(new Error(`redis-server did not start (${why}): ${output.slice(-500)}`));
      };
      const timer = setTimeout(() => fail("timeout"), 15_000);
      started.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      started.once("error", (error) => fail(error.message));
      started.once("exit", (code) => fail(`exit ${code}`));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
