/**
 * A Redis that misbehaves on purpose: a TCP proxy on a loopback port of its own in front of a real
 * redis-server (startRedis), switched at any time between passing everything, holding every answer
 * a while ("slow"), answering every command `-ERR` ("errors"; the connection stays up, as with a
 * Redis that refuses its clients' commands), and not listening at all ("down": connections refused,
 * the open ones cut). It starts down when asked, to play a Redis that is not there when the
 * storefront boots.
 */
import net from "node:net";
import { freePort } from "./redis-server";

export type RedisProxyMode =
  { kind: "pass" } | { kind: "down" } | { kind: "errors" } | { kind: "slow"; delayMs: number };

export type RedisProxy = {
  /** redis://127.0.0.1:<port> of the proxy. */
  url: string;
  set(mode: RedisProxyMode): Promise<void>;
  close(): Promise<void>;
};

/**
 * How many whole commands (RESP arrays of bulk strings, as clients send them) `buffer` holds from
 * its start, and the bytes they take.
 */
function wholeCommands(buffer: Buffer): { count: number; used: number } {
  let count = 0;
  let at = 0;
  for (;;) {
    const start = at;
    const line = (from: number) => {
      const end = buffer.indexOf("\r\n", from);
      return end === -1 ? null : { text: buffer.toString("latin1", from, end), next: end + 2 };
    };
    const header = line(at);
    if (!header || !header.text.startsWith("*")) return { count, used: start };
    at = header.next;
    let complete = true;
    for (let argument = 0; argument < Number(header.text.slice(1)); argument++) {
      const size = line(at);
      if (!size) {
        complete = false;
        break;
      }
      at = size.next + Number(size.text.slice(1)) + 2;
      if (at > buffer.length) {
        complete = false;
        break;
      }
    }
    if (!complete) return { count, used: start };
    count += 1;
  }
}

export async function startRedisProxy(target: string, { down = false }: { down?: boolean } = {}): Promise<RedisProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  let mode: RedisProxyMode = down ? { kind: "down" } : { kind: "pass" };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    sockets.add(client);
    const redis = net.connect(Number(targetPort), hostname);
    sockets.add(redis);
    let pending = Buffer.alloc(0);
    const end = () => {
      client.destroy();
      redis.destroy();
      sockets.delete(client);
      sockets.delete(redis);
    };
    client.on("error", end).on("close", end);
    redis.on("error", end).on("close", end);
    client.on("data", (chunk: Buffer) => {
      if (mode.kind !== "errors") {
        redis.write(chunk);
        return;
      }
      pending = Buffer.concat([pending, chunk]);
      const { count, used } = wholeCommands(pending);
      pending = pending.subarray(used);
      client.write("-ERR injected by the test's proxy\r\n".repeat(count));
    });
    // Replies leave in the order they came, whatever the delay was when each came (a switch of mode
    // with replies still held never lets a later one overtake them).
    const held: { at: number; chunk: Buffer }[] = [];
    let timer: NodeJS.Timeout | null = null;
    const release = () => {
      timer = null;
      while (held.length > 0 && held[0]!.at <= Date.now()) client.write(held.shift()!.chunk);
      if (held.length > 0) timer = setTimeout(release, held[0]!.at - Date.now());
    };
    redis.on("data", (chunk: Buffer) => {
      const at = Date.now() + (mode.kind === "slow" ? mode.delayMs : 0);
      held.push({ at: Math.max(at, held[held.length - 1]?.at ?? 0), chunk });
      if (!timer) release();
    });
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  if (!down) await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    async set(next) {
      const wasDown = mode.kind === "down";
      mode = next;
      if (next.kind === "down" && !wasDown) await stopListening();
      if (next.kind !== "down" && wasDown) await listen();
    },
    close: stopListening,
  };
}
