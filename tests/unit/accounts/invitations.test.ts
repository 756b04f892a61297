import { describe, expect, it } from "vitest";
import { plainText } from "~/models/plain-text";
import { FixedWindowLimiter, INVITATION_RULES, allowInvitation } from "~/services/rate-limit.server";

// A company's principal login invites users by name and e-mail (docs/rules/account.md "Linked users"): the name goes into the
// invitation e-mail, and each invitation is an e-mail sent.

describe("plainText: a name fit to show and to put in an e-mail", () => {
  it.each([
    ["a plain name", "Renata Oliveira", "Renata Oliveira"],
    ["accents (NFC)", "Jose\u0301 Conceic\u0327a\u0303o", "José Conceição"],
    ["a right-to-left override", "\u202Eanelis\u202C Souza", "anelis Souza"],
    ["embeddings and isolates", "\u202AAna\u202C \u2066Lima\u2069 \u2067Reis\u2068", "Ana Lima Reis"],
    ["direction marks", "Ana\u200E Lima\u200F\u061C", "Ana Lima"],
    ["a bell and other C0 controls", "Ana\u0007 \u0000Lima\u001B", "Ana Lima"],
    ["DEL and C1 controls", "Ana\u007F Lima\u0085Reis\u009B", "Ana Lima Reis"],
    ["line breaks and tabs", "Ana\r\nLima\tReis\u2028Souza", "Ana Lima Reis Souza"],
    ["invisible characters", "A\u200Bna \uFEFFLi\u00ADma\u2060", "Ana Lima"],
    ["runs of spaces, trimmed", "   Ana    Lima  ", "Ana Lima"],
    ["nothing but controls", "\u202E\u0007\u200F", ""],
    ["emoji and other scripts stay", "Zoë 李 Ñandú 👩🏽‍🌾", "Zoë 李 Ñandú 👩🏽‍🌾"],
  ])("%s", (_case, typed, expected) => {
    expect(plainText(typed)).toBe(expected);
  });
});

describe("allowInvitation: so many an hour from one address, and for one company", () => {
  const clock = () => {
    let now = 0;
    return { limiter: new FixedWindowLimiter(() => now), advance: (ms: number) => (now += ms) };
  };

  it("allows the address's allowance, then refuses, and allows again the next hour", async () => {
    const { limiter, advance } = clock();
    const ask = () => allowInvitation({ clientIp: "10.0.0.1", owner: "aurora:502" }, limiter);
    const answers = await Promise.all(Array.from({ length: INVITATION_RULES.perAddress.limit + 1 }, ask));
    expect(answers.filter(Boolean)).toHaveLength(INVITATION_RULES.perAddress.limit);
    expect(answers.at(-1)).toBe(false);
    advance(INVITATION_RULES.perAddress.windowMs);
    expect(await ask()).toBe(true);
  });

  it("counts a company's invitations from all its addresses", async () => {
    const { limiter } = clock();
    const { perAddress, perCompany } = INVITATION_RULES;
    let allowed = 0;
    for (let index = 0; index < perCompany.limit + perAddress.limit; index++) {
      if (
        await allowInvitation(
          { clientIp: `10.0.1.${Math.floor(index / perAddress.limit)}`, owner: "aurora:502" },
          limiter,
        )
      )
        allowed++;
    }
    expect(allowed).toBe(perCompany.limit);
    expect(await allowInvitation({ clientIp: "10.0.9.9", owner: "aurora:777" }, limiter)).toBe(true);
  });

  it("does not use up the company's allowance with attempts its address may no longer make", async () => {
    const { limiter } = clock();
    for (let index = 0; index < 100; index++)
      await allowInvitation({ clientIp: "10.0.2.1", owner: "aurora:502" }, limiter);
    const others = await Promise.all(
      Array.from({ length: INVITATION_RULES.perCompany.limit - INVITATION_RULES.perAddress.limit }, (_, index) =>
        allowInvitation({ clientIp: `10.0.3.${index}`, owner: "aurora:502" }, limiter),
      ),
    );
    expect(others.every(Boolean)).toBe(true);
  });
});
