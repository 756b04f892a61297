/**
 * A wrong APP_TOKEN (docs/operations.md "Health and logs"): /healthz proves the token with an
 * authenticated call and answers 503 naming the cause, and the log carries the upstream's words,
 * so that it is not mistaken for an upstream that is down or a shopper's session that ended.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { APP_TOKEN, startTestUpstream, type TestUpstream } from "../upstream/harness";

const REFUSED = "Token de aplicação inválido.";

let upstream: TestUpstream;
let wrongToken: StorefrontServer;
let rightToken: StorefrontServer;

beforeAll(async () => {
  upstream = await startTestUpstream();
  [wrongToken, rightToken] = await Promise.all([
    startStorefront({ apiBaseUrl: upstream.url, env: { APP_TOKEN: "errado" } }),
    startStorefront({ apiBaseUrl: upstream.url, env: { APP_TOKEN } }),
  ]);
});

afterAll(async () => {
  await Promise.all([wrongToken?.stop(), rightToken?.stop()]);
  await upstream?.stop();
});

const refusedToken = (line: { event?: string; mensagem?: unknown }) =>
  line.event === "upstream.app_token_refused" && line.mensagem === REFUSED;

describe("a storefront whose APP_TOKEN the upstream refuses", () => {
  it("answers /healthz 503 naming the refused application token and the upstream's message", async () => {
    const response = await fetch(`${wrongToken.url}/healthz`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: false, upstream: "token de aplicação recusado", mensagem: REFUSED });
  });

  it("logs upstream.app_token_refused with the upstream's message when /healthz finds it", async () => {
    await (await fetch(`${wrongToken.url}/healthz`)).arrayBuffer();
    const line = await wrongToken.waitForLog((entry) => refusedToken(entry) && entry.source === "healthz");
    expect(line).toMatchObject({ level: "error", status: 401 });
    // Logged when the check's outcome changes, not on every probe.
    await (await fetch(`${wrongToken.url}/healthz`)).arrayBuffer();
    expect(wrongToken.logs().filter((entry) => refusedToken(entry) && entry.source === "healthz")).toHaveLength(1);
  });

  it("logs the same cause for the pages it cannot serve, with the call that was refused", async () => {
    const from = wrongToken.lines.length;
    const page = await fetch(`${wrongToken.url}/aurora`);
    await page.arrayBuffer();
    expect(page.status).toBe(503);
    const line = await wrongToken.waitForLog((entry) => refusedToken(entry) && entry.source !== "healthz", 5_000, from);
    expect(line).toMatchObject({ level: "error", status: 401, path: "/v2/app/{apptoken}/configuracao/fornecedor" });
    expect(JSON.stringify(wrongToken.logs(from))).not.toContain("errado");
  });
});

describe("a storefront whose APP_TOKEN the upstream accepts", () => {
  it("answers /healthz 200", async () => {
    const response = await fetch(`${rightToken.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, upstream: "ok" });
    expect(rightToken.logs().filter((line) => line.event === "upstream.app_token_refused")).toEqual([]);
  });
});
