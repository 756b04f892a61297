import { z } from "zod";
import { describe, expect, it } from "vitest";
import { open, seal } from "~/services/sealed-cookie.server";

// ADR 0052: a cookie's value encrypted for that cookie's name; each of the secrets opens what it sealed.
const Draft = z.object({ passo: z.number() });
const SECRETS = ["segredo-novo-0123456789", "segredo-antigo-0123456789"];

describe("a sealed cookie", () => {
  it("opens as it was sealed, many times, each sealing different", () => {
    const first = seal({ passo: 2 }, SECRETS, "commerce-rascunho");
    const second = seal({ passo: 2 }, SECRETS, "commerce-rascunho");
    expect(first).not.toBe(second);
    for (let read = 0; read < 3; read++) {
      expect(open(first, SECRETS, "commerce-rascunho", Draft)).toEqual({ passo: 2 });
      expect(open(second, SECRETS, "commerce-rascunho", Draft)).toEqual({ passo: 2 });
    }
  });

  it("opens with an older secret what that secret sealed, and not once no secret made it", () => {
    const sealedBefore = seal({ passo: 1 }, SECRETS.slice(1), "commerce-rascunho");
    expect(open(sealedBefore, SECRETS, "commerce-rascunho", Draft)).toEqual({ passo: 1 });
    expect(open(sealedBefore, SECRETS.slice(0, 1), "commerce-rascunho", Draft)).toBeNull();
  });

  it("does not open as another cookie, even with the same secret", () => {
    const sealed = seal({ passo: 1 }, SECRETS, "commerce-rascunho");
    expect(open(sealed, SECRETS, "commerce-saida", Draft)).toBeNull();
    expect(open(sealed, SECRETS, "commerce-rascunho", Draft)).toEqual({ passo: 1 });
  });
});
