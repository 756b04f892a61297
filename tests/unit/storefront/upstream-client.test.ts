import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { appPath, retryAfterMs, upstreamRequest, upstreamUrl } from "~/services/api/client.server";
import { isUpstreamNotFound, UpstreamError } from "~/services/api/errors";
import { parseEnv, setEnv } from "~/services/env.server";
import { readFlash } from "~/services/flash.server";

// docs/rules/architecture.md "Upstream requests": "Every upstream request carries the four cookie-consent headers, X-idfornecedor, the
// auth token when there is one … Timeouts on every call; one retry for idempotent GETs; a 429
// becomes a redirect to /{supplier}/erro/too-many-request; an answer with action logout logs the
// user out with the server's message." docs/rules/storefront.md "Upstream answers": "Search responses with action 'logout'
// show the server error as a warning and log the user out." docs/rules/storefront.md "Too many requests": "HTTP 429 | redirect to the
// supplier's too-many-request page".

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const SECRET = "a-test-session-secret-long-enough";
let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

function json(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(payload));
}

function configure(overrides: Record<string, string> = {}) {
  setEnv(
    parseEnv({
      API_BASE_URL: baseUrl,
      APP_TOKEN: "app token/1",
      SESSION_SECRET: SECRET,
      LOG_LEVEL: "silent",
      UPSTREAM_TIMEOUT_MS: "2000",
      ...overrides,
    }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { ok: true });
  configure();
});

const ItemSchema = z.object({ id: z.number(), nome: z.string() });
const ctx = { idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", basePath: "/aurora" };

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

/** The real setTimeout, kept for waiting on the network while a test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/** Waits (on the real clock, without moving a faked one) until the server has received `count` requests. */
/** Waits, on the real clock, until a condition holds (at most 10 s). */
async function until(condition: () => boolean, what: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what()}`);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

async function untilSeen(count: number): Promise<void> {
  await until(
    () => seen.length >= count,
    () => `request ${count}: the server received ${seen.length}`,
  );
}

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("upstreamUrl and appPath", () => {
  it("joins the path to API_BASE_URL and drops empty query values", () => {
    const url = upstreamUrl("/v2/x", { a: "1", b: 2, c: true, d: null, e: undefined, f: "" });
    expect(url.href).toBe(`${baseUrl}/v2/x?a=1&b=2&c=true`);
  });

  it("encodes the app token into {apptoken}", () => {
    expect(appPath("/v2/app/{apptoken}/fornecedor")).toBe("/v2/app/app%20token%2F1/fornecedor");
  });

  it("fails as a network failure when API_BASE_URL is not set", () => {
    configure({ API_BASE_URL: "" });
    expect(() => upstreamUrl("/v2/x")).toThrow(UpstreamError);
  });
});

describe("upstreamRequest", () => {
  it("parses the answer with the schema and tolerates unknown fields", async () => {
    handler = (_req, res) => json(res, 200, { id: 7, nome: "Arroz 5 kg", campoNovo: "ignorado", outro: { a: 1 } });
    const answer = await upstreamRequest({ path: "/v2/produto/7", schema: ItemSchema, ctx });
    expect(answer).toEqual({ id: 7, nome: "Arroz 5 kg" });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe("/api/v2/produto/7");
  });

  it("a missing required field is an 'invalid' failure, not retried", async () => {
    handler = (_req, res) => json(res, 200, { id: 7 });
    const error = await failureOf(upstreamRequest({ path: "/v2/produto/7", schema: ItemSchema, ctx }));
    expect(error.failure).toBe("invalid");
    expect(error.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("a field of the wrong type is 'invalid'", async () => {
    handler = (_req, res) => json(res, 200, { id: "sete", nome: "Arroz" });
    expect((await failureOf(upstreamRequest({ path: "/p", schema: ItemSchema, ctx }))).failure).toBe("invalid");
  });

  it("malformed JSON is 'invalid'", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"id": 7, "nome": ');
    };
    const error = await failureOf(upstreamRequest({ path: "/p", schema: ItemSchema, ctx }));
    expect(error.failure).toBe("invalid");
    expect(seen).toHaveLength(1);
  });

  it("an empty 200 body is parsed as null (invalid for an object schema, fine for a nullable one)", async () => {
    handler = (_req, res) => res.writeHead(200).end();
    expect((await failureOf(upstreamRequest({ path: "/p", schema: ItemSchema, ctx }))).failure).toBe("invalid");
    expect(await upstreamRequest({ path: "/p", schema: ItemSchema.nullable(), ctx })).toBeNull();
  });

  it("a 500 on a GET is retried once, then fails with the status", async () => {
    handler = (_req, res) => json(res, 500, { mensagem: "Erro interno" });
    const error = await failureOf(upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx }));
    expect(error.failure).toBe("status");
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBe("Erro interno");
    expect(seen.map((hit) => hit.method)).toEqual(["GET", "GET"]);
  });

  it("a GET that fails once with 503 and then answers succeeds on the retry", async () => {
    let hits = 0;
    handler = (_req, res) => (++hits === 1 ? json(res, 503, {}) : json(res, 200, { id: 1, nome: "ok" }));
    expect(await upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx })).toEqual({ id: 1, nome: "ok" });
    expect(seen).toHaveLength(2);
  });

  it("a 503 with a short Retry-After is retried only after that wait (docs/upstream-api.md: 5xx)", async () => {
    let hits = 0;
    handler = (_req, res) =>
      ++hits === 1
        ? res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "1" }).end("{}")
        : json(res, 200, { id: 1, nome: "ok" });
    // The wait's clock is vitest's: the retry goes out once 1 s of it has passed, not before.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      const answer = upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx });
      await untilSeen(1);
      await until(
        () => timers.mock.calls.some(([, ms]) => ms === 1000),
        () => "the wait of Retry-After: 1",
      );
      await vi.advanceTimersByTimeAsync(999);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toEqual({ id: 1, nome: "ok" });
      expect(seen).toHaveLength(2);
    } finally {
      timers.mockRestore();
      vi.useRealTimers();
    }
  });

  it("a 503 whose Retry-After is longer than the page can wait is not retried", async () => {
    handler = (_req, res) => res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "120" }).end("{}");
    const error = await failureOf(upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx }));
    expect(error).toMatchObject({ status: 503, retryAfterMs: 120_000 });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ["whole seconds", "2", 2000],
    ["zero", "0", 0],
    ["an HTTP date 3 s ahead", new Date(Date.UTC(2026, 0, 1, 12, 0, 3)).toUTCString(), 3000],
    ["an HTTP date already past", new Date(Date.UTC(2026, 0, 1, 11, 0, 0)).toUTCString(), 0],
    ["nothing", null, undefined],
    ["something else", "logo", undefined],
    ["a fraction", "1.5", undefined],
  ])("Retry-After as %s", (_case, header, wait) => {
    expect(retryAfterMs(header, Date.UTC(2026, 0, 1, 12, 0, 0))).toBe(wait);
  });

  it("a GET that does something (retry: false: an e-mail, a session) is never sent twice", async () => {
    handler = (_req, res) => json(res, 500, { mensagem: "Erro interno" });
    const error = await failureOf(
      upstreamRequest({ path: "/v2/senha/recuperar/x", schema: ItemSchema, ctx, retry: false }),
    );
    expect(error.status).toBe(500);
    expect(seen.map((hit) => hit.method)).toEqual(["GET"]);
  });

  const notRetried: ["POST" | "PUT" | "DELETE"][] = [["POST"], ["PUT"], ["DELETE"]];
  it.each(notRetried)("a 500 on a %s is not retried", async (method) => {
    handler = (_req, res) => json(res, 500, { mensagem: "falhou" });
    const error = await failureOf(
      upstreamRequest({ method, path: "/v2/pedido", body: { a: 1 }, schema: ItemSchema, ctx }),
    );
    expect(error.status).toBe(500);
    expect(seen.map((hit) => hit.method)).toEqual([method]);
  });

  it("a 4xx is not retried and carries the server's message; a 404 is 'not found'", async () => {
    handler = (_req, res) => json(res, 404, { message: "Fornecedor não encontrado" });
    const error = await failureOf(upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx }));
    expect(error).toMatchObject({ failure: "status", status: 404, serverMessage: "Fornecedor não encontrado" });
    expect(isUpstreamNotFound(error)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("a plain-text error body becomes the server message (docs/rules/storefront.md \"Upstream answers\": 'A string error body is shown as a warning')", async () => {
    handler = (_req, res) => res.writeHead(400, { "Content-Type": "text/plain" }).end("CPF inválido");
    const error = await failureOf(
      upstreamRequest({ method: "POST", path: "/v2/x", body: {}, schema: ItemSchema, ctx }),
    );
    expect(error).toMatchObject({ failure: "status", status: 400, serverMessage: "CPF inválido" });
  });

  it("a timeout is a 'timeout' failure after UPSTREAM_TIMEOUT_MS, retried once for a GET", async () => {
    configure({ UPSTREAM_TIMEOUT_MS: "150" });
    handler = () => undefined; // never answers
    // The timeout's clock is vitest's: each attempt ends exactly when 150 ms of it have passed.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
      return controller.signal;
    });
    try {
      let settled = false;
      const outcome = failureOf(upstreamRequest({ path: "/lento", schema: ItemSchema, ctx })).finally(
        () => (settled = true),
      );
      await untilSeen(1);
      await vi.advanceTimersByTimeAsync(149);
      expect(seen).toHaveLength(1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1); // the first attempt times out; the retry goes out
      await untilSeen(2);
      await vi.advanceTimersByTimeAsync(149);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome).failure).toBe("timeout");
      expect(seen).toHaveLength(2);
      expect(timeout.mock.calls).toEqual([[150], [150]]);
    } finally {
      timeout.mockRestore();
      vi.useRealTimers();
    }
  });

  it("a timeout on a POST is not retried", async () => {
    configure({ UPSTREAM_TIMEOUT_MS: "150" });
    handler = () => undefined;
    const error = await failureOf(
      upstreamRequest({ method: "POST", path: "/lento", body: {}, schema: ItemSchema, ctx }),
    );
    expect(error.failure).toBe("timeout");
    expect(seen).toHaveLength(1);
  });

  it("a refused connection is a 'network' failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    configure({ API_BASE_URL: `http://127.0.0.1:${port}/` });
    expect((await failureOf(upstreamRequest({ path: "/x", schema: ItemSchema, ctx }))).failure).toBe("network");
  });

  it("the caller's abort is passed through, not turned into an upstream failure", async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = upstreamRequest({ path: "/x", schema: ItemSchema, ctx: { ...ctx, signal: controller.signal } });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("a 429 throws a redirect to the supplier's too-many-request page, without retrying", async () => {
    handler = (_req, res) => json(res, 429, { mensagem: "Calma" });
    const response = await thrownResponse(upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora/erro/too-many-request");
    expect(seen).toHaveLength(1);
  });

  it("a 429 on a white-label host redirects to /erro/too-many-request", async () => {
    handler = (_req, res) => res.writeHead(429).end();
    const response = await thrownResponse(
      upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx: { ...ctx, basePath: "" } }),
    );
    expect(response.headers.get("Location")).toBe("/erro/too-many-request");
  });

  it("an answer {action:'logout', mensagem} throws a redirect that clears the auth cookie and sets a flash", async () => {
    handler = (_req, res) => json(res, 200, { action: "logout", mensagem: "Sessão encerrada pelo servidor" });
    const response = await thrownResponse(
      upstreamRequest({ path: "/v2/busca", schema: ItemSchema, ctx: { ...ctx, token: "jwt-1" } }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/aurora");
    const cookies = response.headers.getSetCookie();
    const auth = cookies.find((cookie) => cookie.startsWith("commerce-auth-token="));
    expect(auth).toBeDefined();
    expect(auth).toMatch(/^commerce-auth-token=;/);
    expect(auth).toMatch(/Max-Age=0/i);
    expect(auth).toMatch(/HttpOnly/i);
    const flash = cookies.find((cookie) => cookie.startsWith("commerce-flash="));
    expect(flash).toBeDefined();
    const pair = (flash ?? "").split(";")[0] ?? "";
    const read = await readFlash(new Request("http://localhost/aurora", { headers: { Cookie: pair } }));
    expect(read.flash).toEqual({ kind: "warning", message: "Sessão encerrada pelo servidor" });
  });

  it("a logout answer with an error status still logs out (to / on a white-label host)", async () => {
    handler = (_req, res) => json(res, 401, { action: "logout", message: "Token expirado" });
    const response = await thrownResponse(
      upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx: { ...ctx, basePath: "" } }),
    );
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("commerce-auth-token=;"))).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("a logout answer without a message clears the cookie and sets no flash", async () => {
    handler = (_req, res) => json(res, 200, { action: "logout" });
    const response = await thrownResponse(upstreamRequest({ path: "/v2/x", schema: ItemSchema, ctx }));
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("commerce-auth-token="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("commerce-flash="))).toBe(false);
  });

  it("logs a forced logout, a 429 and a failed status as warnings, without the token", async () => {
    configure({ LOG_LEVEL: "warn" });
    const written: string[] = [];
    const spy = vi
      .spyOn(process.stderr, "write")
      .mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    try {
      const answers = [
        (res: ServerResponse) => json(res, 200, { action: "logout", mensagem: "Sessão encerrada" }),
        (res: ServerResponse) => json(res, 429, {}),
        (res: ServerResponse) => json(res, 400, { mensagem: "x" }),
      ];
      for (const answer of answers) {
        handler = (_req, res) => answer(res);
        await upstreamRequest({
          path: "/v2/busca",
          schema: ItemSchema,
          ctx: { ...ctx, token: "segredo-do-token" },
        }).catch(() => undefined);
      }
    } finally {
      spy.mockRestore();
    }
    const events = written.map((line) => JSON.parse(line) as { event: string; level: string; path: string });
    expect(events.map((line) => line.event)).toEqual([
      "upstream.logout",
      "upstream.too_many_requests",
      "upstream.status",
    ]);
    for (const line of events) expect(line).toMatchObject({ level: "warn", path: "/api/v2/busca" });
    expect(written.join("")).not.toContain("segredo-do-token");
  });

  it("logs a refusal the call expects (an optional call's 404) at debug level, not as a warning", async () => {
    configure({ LOG_LEVEL: "debug" });
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
    const spies = [
      vi.spyOn(process.stderr, "write").mockImplementation(capture),
      vi.spyOn(process.stdout, "write").mockImplementation(capture),
    ];
    handler = (_req, res) => json(res, 404, { mensagem: "Recurso não encontrado." });
    try {
      const error = await failureOf(
        upstreamRequest({ path: "/v4/static-text/aurora", schema: ItemSchema, ctx, expectedStatuses: [404, 405, 501] }),
      );
      expect(error).toMatchObject({ failure: "status", status: 404 });
      await upstreamRequest({ path: "/v4/outra", schema: ItemSchema, ctx }).catch(() => undefined);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const events = written.map((line) => JSON.parse(line) as { event: string; level: string; path: string });
    expect(events.filter((line) => line.event === "upstream.status").map((line) => [line.level, line.path])).toEqual([
      ["debug", "/api/v4/static-text/aurora"],
      ["warn", "/api/v4/outra"],
    ]);
  });

  it("every request carries the consent headers, X-idfornecedor and the Bearer token", async () => {
    handler = (_req, res) => json(res, 200, { id: 1, nome: "x" });
    await upstreamRequest({
      path: "/v2/x",
      query: { page: "page:home", device: "desktop", vazio: "" },
      schema: ItemSchema,
      ctx: {
        ...ctx,
        token: "jwt-abc",
        consent: { necessary: true, session: true, performance: false, personalization: false },
      },
    });
    const hit = seen[0];
    expect(hit?.method).toBe("GET");
    expect(hit?.url).toBe("/api/v2/x?page=page%3Ahome&device=desktop");
    expect(hit?.headers).toMatchObject({
      "x-consent-necessary": "true",
      "x-consent-session": "true",
      "x-consent-performance": "false",
      "x-consent-personalization": "false",
      "x-idfornecedor": ctx.idfornecedor,
      authorization: "Bearer jwt-abc",
      accept: "application/json",
    });
    expect(hit?.headers["content-type"]).toBeUndefined();
    expect(hit?.body).toBe("");
  });

  it("a POST sends its body as JSON with Content-Type, and a guest sends no Authorization", async () => {
    handler = (_req, res) => json(res, 201, { id: 9, nome: "pedido" });
    const answer = await upstreamRequest({
      method: "POST",
      path: "/v2/pedido",
      body: { itens: [{ id: 1, quantidade: 2.5 }] },
      schema: ItemSchema,
      ctx,
    });
    expect(answer).toEqual({ id: 9, nome: "pedido" });
    const hit = seen[0];
    expect(hit?.method).toBe("POST");
    expect(hit?.headers["content-type"]).toBe("application/json");
    expect(hit?.headers.authorization).toBeUndefined();
    expect(JSON.parse(hit?.body ?? "")).toEqual({ itens: [{ id: 1, quantidade: 2.5 }] });
  });
});
