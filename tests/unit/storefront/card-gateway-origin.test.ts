import { describe, expect, it } from "vitest";
import { cardGatewayOrigin, parseEnv } from "~/services/env.server";

// docs/decisions/0011: the origin browsers tokenize cards at, which the CSP's connect-src allows.
describe("cardGatewayOrigin", () => {
  it.each([
    {
      case: "CARD_GATEWAY_ORIGIN, its origin only",
      env: { CARD_GATEWAY_ORIGIN: "https://gateway.example.com/v1/", API_BASE_URL: "https://api.example.com/" },
      origin: "https://gateway.example.com",
    },
    {
      case: "unset: the upstream's origin (the reference upstream serves its test gateway)",
      env: { API_BASE_URL: "http://127.0.0.1:3100/api" },
      origin: "http://127.0.0.1:3100",
    },
    {
      case: "empty: as unset",
      env: { CARD_GATEWAY_ORIGIN: "", API_BASE_URL: "http://127.0.0.1:3100" },
      origin: "http://127.0.0.1:3100",
    },
    { case: "neither set yet (before the embedded upstream starts): none", env: {}, origin: null },
  ])("$case", ({ env, origin }) => {
    expect(cardGatewayOrigin(parseEnv(env))).toBe(origin);
  });

  it("refuses a CARD_GATEWAY_ORIGIN that is not a URL, naming it", () => {
    expect(() => parseEnv({ CARD_GATEWAY_ORIGIN: "gateway" })).toThrow(/CARD_GATEWAY_ORIGIN/);
  });
});
