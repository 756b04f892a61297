/**
 * Upstream answers that break after their headers, through the real storefront server: an image
 * cut off or stalled in the middle of its body (the process lives on), a page's answer cut off
 * (treated like no answer: one retry, then the friendly page), and a page's total deadline, which
 * its retry shares. docs/rules/architecture.md "Safety": "every stream … has an error handler"; "an upstream fault gets a
 * friendly page or message, never a stack trace and never a crash". Attempts are counted at the
 * upstream, never timed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { bodyText, tags, textOf } from "../../support/html";
import { fetchFully, rawGet, ROOT, startStorefront, type StorefrontServer } from "../../support/storefront-server";

// app/models/messages.ts, errors.
const UNEXPECTED_TITLE = "Algo deu errado";
const UPSTREAM_UNAVAILABLE = "O serviço da loja não respondeu a tempo. Tente novamente em instantes.";

/** Each attempt may last 10 s, a page 4 s in all (PAGE_DEADLINE_MS). */
const UPSTREAM_TIMEOUT_MS = 10_000;
const PAGE_DEADLINE_MS = 4000;

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
const removeFaults: (() => void)[] = [];

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    // MAP_TILE_URL under /mapa: the storefront serves this upstream's demo tiles (docs/upstream-api.md §70).
    env: {
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      PAGE_DEADLINE_MS: String(PAGE_DEADLINE_MS),
      MAP_TILE_URL: "/mapa/{z}/{x}/{y}.svg",
    },
  });
});

afterEach(() => {
  for (const remove of removeFaults.splice(0)) remove();
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

function showLogOnFailure() {
  onTestFailed(() => console.error(`storefront log:\n${server.lines.slice(-40).join("\n")}`));
}

function fault(mode: "cut" | "stall" | "hang", match: (request: FaultRequest) => boolean, times?: number) {
  removeFaults.push(upstream.addFault({ mode, match, times }));
}

const productCall = (id: string) => (request: FaultRequest) => request.path.endsWith(`/produto/${id}`);
const attemptsAt = (match: (request: FaultRequest) => boolean) => upstream.seen.filter(match).length;

/** A GET whose answer may be cut: its status, or "aborted" when the answer broke off. */
function getImage(path: string): Promise<number | "aborted"> {
  return rawGet(`${server.url}${path}`).then(
    (answer) => answer.status,
    () => "aborted" as const,
  );
}

/** The friendly error page: Portuguese, no stack trace. */
function expectFriendlyErrorPage(html: string) {
  expect(tags(html, "html")[0]?.lang).toBe("pt-BR");
  expect(textOf(html, "h1")).toBe(UNEXPECTED_TITLE);
  expect(bodyText(html)).toContain(UPSTREAM_UNAVAILABLE);
  expect(html).not.toMatch(/TypeError|terminated|at [\w.<>]+ \(|node:internal/);
  expect(html).not.toContain(ROOT);
}

/** Error-level lines: none for an upstream's fault (its answer, a 502/503/504, is logged at warn). */
const errorLines = () => server.logs().filter((line) => line.level === "error");

async function expectStillServing() {
  expect(server.alive()).toBe(true);
  expect((await fetchFully(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetchFully(`${server.url}/aurora`)).status).toBe(200);
}

describe("an image that breaks in the middle (IMAGE_BASE_URL unset)", () => {
  it("a connection cut after the image's headers ends that image only: the process lives, a log line says why", async () => {
    showLogOnFailure();
    const path = "/imagens/aurora/produtos/1001.svg";
    fault("cut", (request) => request.path === path);
    const answer = await getImage(path);
    expect([502, "aborted"]).toContain(answer);
    await server.waitForLog((line) => line.event === "image.failed" && line.path === path);
    await expectStillServing();
  });

  it("an image that stalls past the timeout is given up: the process lives, a log line says why", async () => {
    showLogOnFailure();
    const path = "/imagens/aurora/produtos/1002.svg";
    fault("stall", (request) => request.path === path);
    const answer = await getImage(path);
    expect([502, "aborted"]).toContain(answer);
    await server.waitForLog((line) => line.event === "image.failed" && line.path === path, 10_000);
    await expectStillServing();
  });

  it("an image whose headers never come answers 502", async () => {
    const path = "/imagens/aurora/produtos/1003.svg";
    fault("hang", (request) => request.path === path);
    expect(await getImage(path)).toBe(502);
    await server.waitForLog((line) => line.event === "image.failed" && line.path === path, 10_000);
    await server.waitForLog(
      (line) => line.event === "http.request" && line.path === path && line.status === 502 && line.level === "warn",
    );
    expect(errorLines().filter((line) => line.path === path)).toEqual([]);
    expect(server.alive()).toBe(true);
  });
});

describe("map tiles through the storefront (/mapa): bounded before the upstream is asked", () => {
  const tileCalls = () => upstream.seen.filter((request) => request.path.startsWith("/mapa/")).length;

  it.each([
    ["a zoom past 19", "/mapa/20/0/0.svg"],
    ["a tile outside the grid", "/mapa/3/8/0.svg"],
    ["a number too long for any zoom", "/mapa/19/1234567/1.svg"],
    ["another format", "/mapa/16/24270/37183.png"],
    ["a path deeper than a tile", "/mapa/16/24270/37183/1.svg"],
    ["letters", "/mapa/16/abc/1.svg"],
  ])("%s is 404 without a call to the upstream", async (_case, path) => {
    const before = tileCalls();
    expect((await fetchFully(`${server.url}${path}`)).status).toBe(404);
    expect(tileCalls()).toBe(before);
  });

  it("a storm of tiles from one address is cut at 600 a minute: 429 with Retry-After, the upstream not asked again", async () => {
    showLogOnFailure();
    const before = tileCalls();
    const statuses: number[] = [];
    // 601 tiles of zoom 16 around Pinheiros (ten of them, each asked again: the browser keeps none here), ten at a time.
    for (let start = 0; start < 601; start += 10) {
      const batch = Array.from({ length: Math.min(10, 601 - start) }, (_, index) =>
        fetch(`${server.url}/mapa/16/${24265 + index}/37183.svg`),
      );
      for (const response of await Promise.all(batch)) {
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(tileCalls() - before).toBe(600);
    const refused = await fetch(`${server.url}/mapa/16/24270/37183.svg`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(tileCalls() - before).toBe(600);
    await server.waitForLog((line) => line.event === "tiles.rate_limited");
    // Pages and images are not counted with the tiles.
    expect((await fetchFully(`${server.url}/imagens/aurora/produtos/1001.svg`)).status).toBe(200);
  });
});

describe("a page's answer cut off after its headers", () => {
  it("is retried once like a failed request: the second answer shows the page", async () => {
    showLogOnFailure();
    fault("cut", productCall("1004"), 1);
    const response = await fetchFully(`${server.url}/aurora/produto/1004`);
    expect(response.status).toBe(200);
    expect(attemptsAt(productCall("1004"))).toBe(2);
    await server.waitForLog(
      (line) =>
        line.event === "upstream.failed" && line.stage === "body" && String(line.path).endsWith("/produto/1004"),
    );
    expect(errorLines().filter((line) => line.path === "/aurora/produto/1004")).toEqual([]);
  });

  it("cut off every time: the friendly page (503), no error with a stack in the log", async () => {
    showLogOnFailure();
    fault("cut", productCall("1005"));
    const response = await fetchFully(`${server.url}/aurora/produto/1005`);
    expect(response.status).toBe(503);
    expectFriendlyErrorPage(await response.text());
    expect(attemptsAt(productCall("1005"))).toBe(2);
    await server.waitForLog(
      (line) => line.event === "http.request" && line.path === "/aurora/produto/1005" && line.status === 503,
    );
    expect(
      errorLines().filter((line) => line.event === "request.failed" || line.path === "/aurora/produto/1005"),
    ).toEqual([]);
    expect(server.alive()).toBe(true);
  });
});

describe("a page's total deadline (PAGE_DEADLINE_MS), shared by the retry", () => {
  it("an upstream that never answers gets one attempt, cut at the page's deadline, then the 504 page", async () => {
    showLogOnFailure();
    fault("hang", productCall("1006"));
    const response = await fetchFully(`${server.url}/aurora/produto/1006`);
    expect(response.status).toBe(504);
    expectFriendlyErrorPage(await response.text());
    // Each attempt could last UPSTREAM_TIMEOUT_MS (10 s); the page's 4 s leave no time for a second.
    expect(attemptsAt(productCall("1006"))).toBe(1);
    const failed = await server.waitForLog(
      (line) => line.event === "upstream.failed" && String(line.path).endsWith("/produto/1006"),
    );
    expect(failed.failure).toBe("timeout");
  }, 60_000);
});
