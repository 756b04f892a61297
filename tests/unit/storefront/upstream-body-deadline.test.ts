import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { upstreamRequest } from "~/services/api/client.server";
import { UpstreamError } from "~/services/api/errors";
import { EnvError, parseEnv, setEnv } from "~/services/env.server";
import { pageDeadline, setPageDeadlineMs } from "~/services/page-deadline.server";

// Two faults of the upstream client: an answer cut off after its headers is a failed request (one
// retry for a GET, then an UpstreamError the page turns into its friendly page), and a page's
// deadline bounds its attempts together (PAGE_DEADLINE_MS), where UPSTREAM_TIMEOUT_MS bounds each.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let attempts: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    attempts++;
    req.resume();
    req.on("end", () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  attempts = 0;
  handler = (_req, res) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: 1 }));
  setEnv(
    parseEnv({
      API_BASE_URL: baseUrl,
      SESSION_SECRET: "a-test-session-secret-long-enough",
      LOG_LEVEL: "silent",
      UPSTREAM_TIMEOUT_MS: "3000",
    }),
  );
});

const Schema = z.object({ id: z.number() });
const ctx = { idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", basePath: "/aurora" };

/** Headers and half of the announced body, then the connection is reset. */
const cutMidBody: Handler = (req, res) => {
  res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "200" });
  res.write('{"id": 1, "nome": "Arroz');
  setTimeout(() => req.socket.resetAndDestroy(), 10);
};

/** Never answers. */
const hang: Handler = () => undefined;

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("an answer cut off after its headers", () => {
  it("is a network failure of a GET: retried once, then an UpstreamError (not a TypeError)", async () => {
    handler = cutMidBody;
    const error = await failureOf(upstreamRequest({ path: "/v2/produto/1", schema: Schema, ctx }));
    expect(error.failure).toBe("network");
    expect(attempts).toBe(2);
  });

  it("a GET whose first answer is cut off gets the second one", async () => {
    let served = 0;
    handler = (req, res) =>
      served++ === 0
        ? cutMidBody(req, res)
        : res.writeHead(200, { "Content-Type": "application/json" }).end('{"id": 2}');
    expect(await upstreamRequest({ path: "/v2/produto/2", schema: Schema, ctx })).toEqual({ id: 2 });
    expect(attempts).toBe(2);
  });

  it("a POST cut off is not sent again", async () => {
    handler = cutMidBody;
    const error = await failureOf(
      upstreamRequest({ method: "POST", path: "/v2/carrinho", body: { a: 1 }, schema: Schema, ctx }),
    );
    expect(error.failure).toBe("network");
    expect(attempts).toBe(1);
  });
});

describe("a page's deadline", () => {
  it("cuts the attempt at the deadline when it comes before UPSTREAM_TIMEOUT_MS, and leaves no retry", async () => {
    handler = hang;
    const error = await failureOf(
      // 1 s: time enough for the attempt to reach the server on a loaded machine, well before the 3 s timeout.
      upstreamRequest({ path: "/v2/lento", schema: Schema, ctx: { ...ctx, deadline: performance.now() + 1000 } }),
    );
    expect(error.failure).toBe("timeout");
    expect(attempts).toBe(1);
  });

  it("a call made after the deadline is not sent at all", async () => {
    const error = await failureOf(
      upstreamRequest({ path: "/v2/tarde", schema: Schema, ctx: { ...ctx, deadline: performance.now() - 1 } }),
    );
    expect(error.failure).toBe("timeout");
    expect(attempts).toBe(0);
  });

  it("leaves time for the retry of an attempt that failed at once", async () => {
    let served = 0;
    handler = (req, res) =>
      served++ === 0
        ? cutMidBody(req, res)
        : res.writeHead(200, { "Content-Type": "application/json" }).end('{"id": 3}');
    const answer = await upstreamRequest({
      path: "/v2/produto/3",
      schema: Schema,
      ctx: { ...ctx, deadline: performance.now() + 2500 },
    });
    expect(answer).toEqual({ id: 3 });
    expect(attempts).toBe(2);
  });

  it("applies to pages (GET, HEAD), not to forms sent", () => {
    setPageDeadlineMs(4000);
    try {
      const before = performance.now();
      const deadline = pageDeadline(new Request("http://localhost/aurora", { method: "GET" }));
      expect(deadline).toBeGreaterThanOrEqual(before + 4000);
      expect(pageDeadline(new Request("http://localhost/aurora", { method: "HEAD" }))).toBeDefined();
      expect(
        pageDeadline(new Request("http://localhost/aurora/entrar", { method: "POST", body: "a=1" })),
      ).toBeUndefined();
    } finally {
      setPageDeadlineMs(undefined);
    }
  });
});

describe("PAGE_DEADLINE_MS", () => {
  it.each([
    [undefined, 6000],
    ["", 6000],
    ["2500", 2500],
    ["60000", 60000],
  ])("%j reads as %i ms", (value, expected) => {
    expect(parseEnv({ PAGE_DEADLINE_MS: value }).PAGE_DEADLINE_MS).toBe(expected);
  });

  it.each(["abc", "100", "60001", "1.5"])("%j stops the server with a message naming the variable", (value) => {
    expect(() => parseEnv({ PAGE_DEADLINE_MS: value })).toThrow(EnvError);
    expect(() => parseEnv({ PAGE_DEADLINE_MS: value })).toThrow(/PAGE_DEADLINE_MS/);
  });
});
