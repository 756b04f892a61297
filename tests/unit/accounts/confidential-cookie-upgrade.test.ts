/**
 * A confidential cookie signed before ADR 0052 is given back encrypted as its own writer would have
 * written it (ADR 0041: the delivery choice and the kept coupon last 30 days with the "session"
 * consent, the visit only without it), and only until LEGACY_COOKIES_ACCEPTED_UNTIL: after that a
 * signed cookie (one captured from a log, say) reads as no cookie.
 */
import { createCookie } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CONSENT } from "~/models/consent/consent";
import { consentCookieHeader } from "~/services/consent.server";
import { DELIVERY_CHOICE_MAX_AGE_S } from "~/services/delivery/delivery-choice.server";
import { parseEnv, setEnv } from "~/services/env.server";
import { LEGACY_COOKIES_ACCEPTED_UNTIL, upgradeSignedCookies } from "~/services/legacy-cookie-upgrade.server";
import { REMEMBERED_COUPON_MAX_AGE_S } from "~/services/remembered-coupon.server";

const SECRET = "a-test-session-secret-long-enough";

beforeEach(() => {
  setEnv(parseEnv({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent" }));
});

/** The `name=value` pair of a cookie as the storefront signed it before ADR 0052. */
async function legacy(name: string, content: unknown): Promise<string> {
  return (await createCookie(name, { secrets: [SECRET] }).serialize(content)).split(";")[0]!;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BEFORE_THE_END = new Date(LEGACY_COOKIES_ACCEPTED_UNTIL.getTime() - DAY_MS);
const AFTER_THE_END = new Date(LEGACY_COOKIES_ACCEPTED_UNTIL.getTime() + 1);

const REMEMBERED: Array<[string, number]> = [
  ["commerce-entrega", DELIVERY_CHOICE_MAX_AGE_S],
  ["commerce-cupom", REMEMBERED_COUPON_MAX_AGE_S],
];

describe("the lifetime of a re-issued cookie is its writer's", () => {
  it.each(REMEMBERED)("%s: 30 days with the session consent (and before any choice)", async (name, maxAge) => {
    expect(maxAge).toBe(60 * 60 * 24 * 30);
    const chosen = (await consentCookieHeader(DEFAULT_CONSENT)).split(";")[0]!;
    for (const header of [await legacy(name, { a: 1 }), `${chosen}; ${await legacy(name, { a: 1 })}`]) {
      const upgrade = await upgradeSignedCookies(header, BEFORE_THE_END);
      expect(upgrade?.setCookies.get(name), header).toMatch(new RegExp(`; Max-Age=${maxAge};`));
    }
  });

  it.each(REMEMBERED)("%s: the visit only without the session consent", async (name) => {
    const rejected = (await consentCookieHeader({ ...DEFAULT_CONSENT, session: false })).split(";")[0]!;
    const upgrade = await upgradeSignedCookies(`${rejected}; ${await legacy(name, { a: 1 })}`, BEFORE_THE_END);
    const line = upgrade?.setCookies.get(name);
    expect(line).toMatch(new RegExp(`^${name}=`));
    expect(line).not.toMatch(/Max-Age|Expires/);
  });
});

describe("signed cookies are accepted until one date only", () => {
  it("re-issues a signed session before the date", async () => {
    const upgrade = await upgradeSignedCookies(await legacy("commerce-session", { a: 1 }), BEFORE_THE_END);
    expect(upgrade?.setCookies.has("commerce-session")).toBe(true);
  });

  it("reads a signed session after the date as no cookie (dropped and forgotten), and leaves the others alone", async () => {
    const header = `commerce-cookies=x; ${await legacy("commerce-session", { a: 1 })}; commerce-flash=abc`;
    const upgrade = await upgradeSignedCookies(header, AFTER_THE_END);
    expect(upgrade?.setCookies.get("commerce-session") ?? "").not.toMatch(/^commerce-session=[^;]+;/);
    expect(upgrade?.cookieHeader ?? header).toBe("commerce-cookies=x; commerce-flash=abc");
  });

  it("ends 30 days after the release", () => {
    expect(LEGACY_COOKIES_ACCEPTED_UNTIL.toISOString()).toBe("2026-12-29T00:00:00.000Z");
  });
});
