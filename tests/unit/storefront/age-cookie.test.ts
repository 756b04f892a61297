import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import {
  ageConfirmed,
  confirmAgeHeader,
  readSegmentChoice,
  saveSegmentChoiceHeader,
} from "~/services/segment-choice.server";

// docs/rules/catalogue.md "Age check": "Sim" is kept for the visit, signed: a forged value asks again.

beforeEach(() => {
  setEnv(parseEnv({ SESSION_SECRET: "a-test-session-secret-long-enough", LOG_LEVEL: "silent" }));
});

const withCookie = (cookie: string) => new Request("http://loja.test/", { headers: { Cookie: cookie } });

describe("the age cookie", () => {
  it("'Sim' as the storefront signed it counts, for the visit only (no Max-Age, no Expires)", async () => {
    const header = await confirmAgeHeader();
    expect(header).not.toMatch(/Max-Age|Expires/i);
    expect(header).toMatch(/HttpOnly/i);
    expect(await ageConfirmed(withCookie(header.split(";")[0]!))).toBe(true);
  });

  it.each([
    ["no cookie", ""],
    ["an unsigned value", "commerce-maioridade=InNpbSI%3D"],
    [
      "a value signed with another secret",
      "commerce-maioridade=InNpbSI%3D.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ],
    ["a plain word", "commerce-maioridade=sim"],
  ])("%s does not count: the question is asked again", async (_label, cookie) => {
    expect(await ageConfirmed(withCookie(cookie))).toBe(false);
  });

  it("a signed cookie whose value was changed does not count", async () => {
    const [pair] = (await confirmAgeHeader()).split(";");
    const [name, value] = pair!.split("=");
    const tampered = `${name}=${value!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`;
    expect(await ageConfirmed(withCookie(tampered))).toBe(false);
  });
});

describe("the segment choice, per supplier, kept for the visit", () => {
  it("keeps each supplier's choice apart, and forgets one", async () => {
    const first = (await saveSegmentChoiceHeader(withCookie(""), "sup-a", "bebidas")).split(";")[0]!;
    expect(first).toBeTruthy();
    const both = (await saveSegmentChoiceHeader(withCookie(first), "sup-b", "frios")).split(";")[0]!;
    expect(await readSegmentChoice(withCookie(both), "sup-a")).toBe("bebidas");
    expect(await readSegmentChoice(withCookie(both), "sup-b")).toBe("frios");
    const header = await saveSegmentChoiceHeader(withCookie(both), "sup-a", null);
    expect(header).not.toMatch(/Max-Age|Expires/i);
    expect(await readSegmentChoice(withCookie(header.split(";")[0]!), "sup-a")).toBeNull();
    expect(await readSegmentChoice(withCookie(header.split(";")[0]!), "sup-b")).toBe("frios");
  });

  it("a forged choice reads as none", async () => {
    expect(
      await readSegmentChoice(withCookie("commerce-segmento=eyJzdXAtYSI6ImJlYmlkYXMifQ%3D%3D"), "sup-a"),
    ).toBeNull();
  });
});
