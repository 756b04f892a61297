import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, usesDevSessionSecret } from "~/services/env.server";

// docs/rules/architecture.md "Configuration": "validated with zod at boot, clear error on a bad value: PORT (3000),
// API_BASE_URL (unset → embedded upstream …), SESSION_SECRET (comma list for rotation; a dev
// default with a warning) …"
const SECRET_A = "a-very-long-secret-number-one";
const SECRET_B = "another-long-secret-number-two";

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("parseEnv accepted an invalid environment");
}

describe("parseEnv", () => {
  it("has the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      APP_TOKEN: "storefront-dev-token",
      DEFAULT_SITE_URL: "http://localhost:3000/",
      APP_HOSTS: ["localhost", "127.0.0.1", "[::1]"],
      DATA_DIR: "./data",
      MAP_TILE_URL: "",
      MAP_TILE_ATTRIBUTION: "",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      UPSTREAM_TIMEOUT_MS: 8000,
      PUBLIC_CACHE: true,
    });
    expect(env.API_BASE_URL).toBeUndefined();
    expect(env.CHAT_URL).toBeUndefined();
    expect(env.IMAGE_BASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toHaveLength(1);
    expect(usesDevSessionSecret(env)).toBe(true);
  });

  const goodCases: [string, Record<string, string>, Record<string, unknown>][] = [
    ["PORT is coerced to a number", { PORT: "8080" }, { PORT: 8080 }],
    ["the highest PORT", { PORT: "65535" }, { PORT: 65535 }],
    ["PORT 0 (a free port the system picks)", { PORT: "0" }, { PORT: 0 }],
    ["API_BASE_URL empty = unset", { API_BASE_URL: "" }, { API_BASE_URL: undefined }],
    [
      "API_BASE_URL set",
      { API_BASE_URL: "https://api.example.com/base" },
      { API_BASE_URL: "https://api.example.com/base" },
    ],
    ["IMAGE_BASE_URL empty = unset", { IMAGE_BASE_URL: "" }, { IMAGE_BASE_URL: undefined }],
    ["CHAT_URL empty = unset", { CHAT_URL: "" }, { CHAT_URL: undefined }],
    ["one SESSION_SECRET", { SESSION_SECRET: SECRET_A }, { SESSION_SECRET: [SECRET_A] }],
    [
      "SESSION_SECRET comma list for rotation",
      { SESSION_SECRET: `${SECRET_A},${SECRET_B}` },
      { SESSION_SECRET: [SECRET_A, SECRET_B] },
    ],
    [
      "SESSION_SECRET items are trimmed and empty items dropped",
      { SESSION_SECRET: ` ${SECRET_A} , ,${SECRET_B}, ` },
      { SESSION_SECRET: [SECRET_A, SECRET_B] },
    ],
    [
      "APP_HOSTS comma list",
      { APP_HOSTS: "loja.example.com, localhost" },
      { APP_HOSTS: ["loja.example.com", "localhost"] },
    ],
    ["TRUST_PROXY true", { TRUST_PROXY: "true" }, { TRUST_PROXY: true }],
    ["TRUST_PROXY 1", { TRUST_PROXY: "1" }, { TRUST_PROXY: true }],
    ["TRUST_PROXY 0", { TRUST_PROXY: "0" }, { TRUST_PROXY: false }],
    ["LOG_LEVEL silent", { LOG_LEVEL: "silent" }, { LOG_LEVEL: "silent" }],
    ["UPSTREAM_TIMEOUT_MS", { UPSTREAM_TIMEOUT_MS: "500" }, { UPSTREAM_TIMEOUT_MS: 500 }],
    ["NODE_ENV test", { NODE_ENV: "test" }, { NODE_ENV: "test" }],
    ["PUBLIC_CACHE false", { PUBLIC_CACHE: "false" }, { PUBLIC_CACHE: false }],
    ["PUBLIC_CACHE 0", { PUBLIC_CACHE: "0" }, { PUBLIC_CACHE: false }],
    ["PUBLIC_CACHE true", { PUBLIC_CACHE: "true" }, { PUBLIC_CACHE: true }],
    ["PUBLIC_CACHE 1", { PUBLIC_CACHE: "1" }, { PUBLIC_CACHE: true }],
  ];
  it.each(goodCases)("%s", (_label, source, expected) => {
    const env = parseEnv(source) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(env[key], key).toEqual(value);
  });

  it("a real SESSION_SECRET is not the dev default", () => {
    expect(usesDevSessionSecret(parseEnv({ SESSION_SECRET: SECRET_A }))).toBe(false);
  });

  const badCases: [string, Record<string, string>, string][] = [
    ["a PORT that is not a number", { PORT: "abc" }, "PORT"],
    ["a negative PORT", { PORT: "-1" }, "PORT"],
    ["PORT above 65535", { PORT: "70000" }, "PORT"],
    ["a fractional PORT", { PORT: "80.5" }, "PORT"],
    ["an API_BASE_URL that is not a URL", { API_BASE_URL: "not a url" }, "API_BASE_URL"],
    ["a DEFAULT_SITE_URL that is not a URL", { DEFAULT_SITE_URL: "example.com" }, "DEFAULT_SITE_URL"],
    ["a short SESSION_SECRET", { SESSION_SECRET: "short" }, "SESSION_SECRET"],
    ["one short secret in the list", { SESSION_SECRET: `${SECRET_A},short` }, "SESSION_SECRET"],
    ["an empty SESSION_SECRET list", { SESSION_SECRET: " , " }, "SESSION_SECRET"],
    ["an unknown LOG_LEVEL", { LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    ["an unknown TRUST_PROXY", { TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    ["UPSTREAM_TIMEOUT_MS below 100", { UPSTREAM_TIMEOUT_MS: "10" }, "UPSTREAM_TIMEOUT_MS"],
    ["an unknown NODE_ENV", { NODE_ENV: "staging" }, "NODE_ENV"],
    ["a PUBLIC_CACHE that is not true or false", { PUBLIC_CACHE: "off" }, "PUBLIC_CACHE"],
  ];
  it.each(badCases)("rejects %s, naming the variable", (_label, source, variable) => {
    const error = errorOf(source);
    expect(error.name).toBe("EnvError");
    expect(error.message).toMatch(/^Configuração inválida:/);
    // The line names the variable (an item of a list is named "SESSION_SECRET.1").
    expect(error.message).toMatch(new RegExp(`^  ${variable}(\\.\\d+)?: `, "m"));
  });

  it("says what PUBLIC_CACHE accepts", () => {
    expect(errorOf({ PUBLIC_CACHE: "no" }).message).toContain("  PUBLIC_CACHE: use true (the default) or false");
  });

  it("names every bad variable in one error", () => {
    const error = errorOf({ PORT: "x", LOG_LEVEL: "loud", API_BASE_URL: "nope" });
    expect(error.message).toContain("PORT:");
    expect(error.message).toContain("LOG_LEVEL:");
    expect(error.message).toContain("API_BASE_URL:");
    expect(error.message.split("\n")).toHaveLength(4);
  });

  it("does not echo the bad value of a secret in the error", () => {
    const error = errorOf({ SESSION_SECRET: "tooshort-XYZ" });
    expect(error.message).not.toContain("tooshort-XYZ");
  });
});
