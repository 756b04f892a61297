import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, redact, type LogLevel } from "~/services/logger.server";

// docs/rules/architecture.md "Safety": "card numbers and CVC never logged or stored by the storefront".
describe("redact", () => {
  const cases: [string, unknown, unknown][] = [
    ["a password", { senha: "demo1234", email: "a@b.c" }, { senha: "[redacted]", email: "a@b.c" }],
    [
      "an English password key",
      { password: "x", passwordConfirmation: "y" },
      { password: "[redacted]", passwordConfirmation: "[redacted]" },
    ],
    [
      "a token",
      { token: "jwt", accessToken: "jwt", refresh_token: "jwt" },
      { token: "[redacted]", accessToken: "[redacted]", refresh_token: "[redacted]" },
    ],
    [
      "the Authorization header in any case",
      { Authorization: "Bearer abc", authorization: "Bearer abc" },
      { Authorization: "[redacted]", authorization: "[redacted]" },
    ],
    ["cookies", { cookie: "a=b", "set-cookie": "c=d" }, { cookie: "[redacted]", "set-cookie": "[redacted]" }],
    [
      "a secret",
      { SESSION_SECRET: "s3cr3t", clientSecret: "x" },
      { SESSION_SECRET: "[redacted]", clientSecret: "[redacted]" },
    ],
    [
      "card data",
      { cardNumber: "4111111111111111", numero_cartao: "4111", cvc: "123", cvv: "123", card: { x: 1 } },
      {
        cardNumber: "[redacted]",
        numero_cartao: "[redacted]",
        cvc: "[redacted]",
        cvv: "[redacted]",
        card: "[redacted]",
      },
    ],
    [
      "API keys",
      { api_key: "k", apiKey: "k", APIKEY: "k" },
      { api_key: "[redacted]", apiKey: "[redacted]", APIKEY: "[redacted]" },
    ],
    [
      "nested objects",
      { request: { headers: { authorization: "Bearer x", accept: "json" } }, status: 200 },
      { request: { headers: { authorization: "[redacted]", accept: "json" } }, status: 200 },
    ],
    [
      "objects inside arrays",
      { issues: [{ path: ["senha"], message: "curta", senha: "abc" }] },
      { issues: [{ path: ["senha"], message: "curta", senha: "[redacted]" }] },
    ],
    [
      "harmless fields are kept",
      { method: "GET", path: "/aurora", status: 200, ms: 12 },
      { method: "GET", path: "/aurora", status: 200, ms: 12 },
    ],
    ["null stays null", null, null],
    ["a string stays", "texto", "texto"],
    ["a number stays", 42, 42],
  ];
  it.each(cases)("%s", (_label, input, expected) => {
    expect(redact(input)).toEqual(expected);
  });

  it("does not change its input", () => {
    const input = { senha: "demo1234" };
    redact(input);
    expect(input.senha).toBe("demo1234");
  });

  it("redacts secrets a few levels deep and stops on a cyclic value instead of recursing forever", () => {
    type Node = { name: string; senha: string; self?: Node; child?: Node };
    const cyclic: Node = { name: "raiz", senha: "demo1234" };
    cyclic.self = cyclic;
    cyclic.child = { name: "filho", senha: "demo1234", child: { name: "neto", senha: "demo1234" } };
    const out = redact(cyclic) as Node;
    expect(out.senha).toBe("[redacted]");
    expect(out.child?.senha).toBe("[redacted]");
    expect(out.child?.child?.senha).toBe("[redacted]");
    expect(out.self?.self?.senha).toBe("[redacted]");
    expect(out).not.toBe(cyclic);
  });
});

describe("createLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  function capture(level: LogLevel) {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk: string | Uint8Array) => (out.push(String(chunk)), true),
    );
    vi.spyOn(process.stderr, "write").mockImplementation(
      (chunk: string | Uint8Array) => (err.push(String(chunk)), true),
    );
    return { logger: createLogger(() => level), out, err };
  }

  it("writes one JSON line per event with time, level, event and redacted fields", () => {
    const { logger, out } = capture("debug");
    logger.info("http.request", {
      method: "POST",
      path: "/aurora/entrar",
      senha: "demo1234",
      authorization: "Bearer abc",
    });
    expect(out).toHaveLength(1);
    expect(out[0]?.endsWith("\n")).toBe(true);
    const line = JSON.parse(out[0] ?? "") as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "info",
      event: "http.request",
      method: "POST",
      path: "/aurora/entrar",
      senha: "[redacted]",
      authorization: "[redacted]",
    });
    expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
    expect(out[0]).not.toContain("demo1234");
    expect(out[0]).not.toContain("Bearer");
  });

  it("sends warnings and errors to stderr, the rest to stdout", () => {
    const { logger, out, err } = capture("debug");
    logger.debug("a");
    logger.info("b");
    logger.warn("c");
    logger.error("d");
    expect(out.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["a", "b"]);
    expect(err.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["c", "d"]);
  });

  const levels: [LogLevel, string[]][] = [
    ["debug", ["debug", "info", "warn", "error"]],
    ["info", ["info", "warn", "error"]],
    ["warn", ["warn", "error"]],
    ["error", ["error"]],
    ["silent", []],
  ];
  it.each(levels)("at level %s writes only %j", (level, expected) => {
    const { logger, out, err } = capture(level);
    logger.debug("e");
    logger.info("e");
    logger.warn("e");
    logger.error("e");
    const written = [...out, ...err].map((line) => (JSON.parse(line) as { level: string }).level).sort();
    expect(written).toEqual([...expected].sort());
  });
});
