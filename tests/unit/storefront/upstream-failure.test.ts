import { redirect } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { UpstreamError, type UpstreamFailure } from "~/services/api/errors";
import { parseEnv, setEnv } from "~/services/env.server";
import { asErrorPage, orFallback, withErrorPage } from "~/services/upstream-failure.server";

// docs/rules/architecture.md "Safety": "an upstream fault gets a friendly page or message, never a stack trace and
// never a crash".
type ErrorPage = {
  type: string;
  data: { title: string; detail: string };
  init: { status: number; headers: Record<string, string> };
};

beforeAll(() => setEnv(parseEnv({ LOG_LEVEL: "silent" })));

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("asErrorPage", () => {
  const cases: [UpstreamFailure, number | undefined, number][] = [
    ["timeout", undefined, 504],
    ["network", undefined, 503],
    ["status", 500, 503],
    ["status", 502, 503],
    ["invalid", 200, 503],
  ];
  it.each(cases)(
    "a %s failure (status %s) → the Portuguese page with status %i and Retry-After",
    (failure, status, expected) => {
      const page = asErrorPage(new UpstreamError("x", failure, "/v2/x", status)) as ErrorPage;
      expect(page.init.status).toBe(expected);
      expect(page.init.headers).toMatchObject({ "Retry-After": "30" });
      expect(page.data).toEqual({
        title: messages.errors.unexpectedTitle,
        detail: messages.errors.upstreamUnavailable,
      });
      expect(page.data.title).toBe("Algo deu errado");
    },
  );

  it("passes Responses (redirects, 404s) and other errors through unchanged", () => {
    const response = redirect("/aurora/erro/too-many-request");
    const other = new TypeError("bug");
    expect(asErrorPage(response)).toBe(response);
    expect(asErrorPage(other)).toBe(other);
  });
});

describe("withErrorPage", () => {
  it("returns the loader's value", async () => {
    expect(await withErrorPage(async () => 42)).toBe(42);
  });

  it("turns an upstream fault into the error page", async () => {
    const thrown = (await thrownBy(
      withErrorPage(() => Promise.reject(new UpstreamError("x", "timeout", "/p"))),
    )) as ErrorPage;
    expect(thrown.init.status).toBe(504);
  });

  it("a 429 redirect to another page passes", async () => {
    const response = redirect("/aurora/erro/too-many-request");
    const request = new Request("http://localhost/aurora");
    expect(await thrownBy(withErrorPage(() => Promise.reject(response), request))).toBe(response);
  });

  it("a 429 redirect to the page being loaded becomes the 429 page in place (no redirect loop)", async () => {
    for (const [url, location] of [
      ["http://localhost/aurora/erro/too-many-request", "/aurora/erro/too-many-request"],
      ["http://bomsabor.localhost/erro/too-many-request", "/erro/too-many-request"],
    ] as const) {
      const thrown = (await thrownBy(
        withErrorPage(() => Promise.reject(redirect(location)), new Request(url)),
      )) as ErrorPage;
      expect(thrown.init.status).toBe(429);
      expect(thrown.init.headers).toMatchObject({ "Retry-After": "30" });
      expect(thrown.data).toEqual({
        title: messages.errors.tooManyRequestsTitle,
        detail: messages.errors.tooManyRequestsDetail,
      });
    }
  });

  it("a logout redirect to the same page still redirects (it clears the cookie)", async () => {
    const response = redirect("/aurora", { headers: { "Set-Cookie": "commerce-auth-token=; Max-Age=0" } });
    expect(await thrownBy(withErrorPage(() => Promise.reject(response), new Request("http://localhost/aurora")))).toBe(
      response,
    );
  });
});

describe("orFallback", () => {
  it("returns the value, or the fallback on a failure", async () => {
    expect(await orFallback(Promise.resolve([1]), [], "evento")).toEqual([1]);
    expect(await orFallback(Promise.reject(new UpstreamError("x", "status", "/p", 500)), [], "evento")).toEqual([]);
  });

  it("never swallows a redirect (429, logout)", async () => {
    const response = redirect("/aurora/erro/too-many-request");
    expect(await thrownBy(orFallback(Promise.reject(response), null, "evento"))).toBe(response);
  });
});
