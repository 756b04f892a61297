import { describe, expect, it } from "vitest";
import { DEFAULT_CONSENT, type CookieConsent } from "~/services/api/consent";
import { buildUpstreamHeaders } from "~/services/api/headers";

// docs/rules/architecture.md "Upstream requests": "Every upstream request carries the four cookie-consent headers, X-idfornecedor,
// the auth token when there is one". docs/rules/storefront.md "Sessions and cookies": "Cookie preferences: four flags (necessary,
// session, performance, personalization), all true by default, sent as request headers."
const CONSENT_HEADERS = [
  "X-Consent-Necessary",
  "X-Consent-Session",
  "X-Consent-Performance",
  "X-Consent-Personalization",
] as const;

describe("buildUpstreamHeaders", () => {
  it('sends the four consent flags, all true by default (docs/rules/storefront.md "Sessions and cookies")', () => {
    const headers = buildUpstreamHeaders({});
    for (const name of CONSENT_HEADERS) expect(headers.get(name)).toBe("true");
    expect(DEFAULT_CONSENT).toEqual({ necessary: true, session: true, performance: true, personalization: true });
  });

  const consentCases: [string, CookieConsent, [string, string, string, string]][] = [
    [
      "only necessary",
      { necessary: true, session: false, performance: false, personalization: false },
      ["true", "false", "false", "false"],
    ],
    [
      "all but personalization",
      { necessary: true, session: true, performance: true, personalization: false },
      ["true", "true", "true", "false"],
    ],
    [
      "performance off",
      { necessary: true, session: true, performance: false, personalization: true },
      ["true", "true", "false", "true"],
    ],
    [
      "all off",
      { necessary: false, session: false, performance: false, personalization: false },
      ["false", "false", "false", "false"],
    ],
  ];
  it.each(consentCases)("sends each flag as chosen: %s", (_label, consent, expected) => {
    const headers = buildUpstreamHeaders({ consent });
    expect(CONSENT_HEADERS.map((name) => headers.get(name))).toEqual(expected);
  });

  const cases: [string, Parameters<typeof buildUpstreamHeaders>[0], Record<string, string | null>][] = [
    [
      "a guest without a supplier: no supplier, no token, no content type",
      {},
      { "X-idfornecedor": null, Authorization: null, "Content-Type": null, Accept: "application/json" },
    ],
    [
      "a supplier id is sent as X-idfornecedor",
      { idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01" },
      { "X-idfornecedor": "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01", Authorization: null },
    ],
    ["a null supplier id is not sent", { idfornecedor: null }, { "X-idfornecedor": null }],
    ["an empty supplier id is not sent", { idfornecedor: "" }, { "X-idfornecedor": null }],
    ["a token is sent as a Bearer Authorization", { token: "abc.def.ghi" }, { Authorization: "Bearer abc.def.ghi" }],
    ["a null token sends no Authorization", { token: null }, { Authorization: null }],
    ["an empty token sends no Authorization", { token: "" }, { Authorization: null }],
    ["a body is declared as JSON", { hasBody: true }, { "Content-Type": "application/json" }],
    ["no body, no Content-Type", { hasBody: false }, { "Content-Type": null }],
    [
      "everything together",
      { idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02", token: "t0k3n", hasBody: true },
      {
        "X-idfornecedor": "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02",
        Authorization: "Bearer t0k3n",
        "Content-Type": "application/json",
        "X-Consent-Necessary": "true",
      },
    ],
  ];
  it.each(cases)("%s", (_label, input, expected) => {
    const headers = buildUpstreamHeaders(input);
    for (const [name, value] of Object.entries(expected)) expect(headers.get(name), name).toBe(value);
  });

  it("sends nothing beyond the documented headers", () => {
    const headers = buildUpstreamHeaders({ idfornecedor: "x", token: "y", hasBody: true });
    expect([...headers.keys()].sort()).toEqual(
      [
        "accept",
        "authorization",
        "content-type",
        "x-consent-necessary",
        "x-consent-performance",
        "x-consent-personalization",
        "x-consent-session",
        "x-idfornecedor",
      ].sort(),
    );
  });
});
