import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../upstream/credentials";
import { firstName } from "~/models/account-summary";
import { maskEmail, passwordMatches } from "../../../upstream/data/logins";

describe("maskEmail", () => {
  it.each([
    ["ana.souza@exemplo.com.br", "an***@exemplo.com.br"],
    ["cliente@exemplo.com.br", "cl***@exemplo.com.br"],
    ["ab@exemplo.com.br", "a***@exemplo.com.br"],
    ["a@b.co", "a***@b.co"],
  ])("%s → %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("firstName", () => {
  it("keeps the first word only", () => {
    expect(firstName("Ana Beatriz Souza")).toBe("Ana");
    expect(firstName("  Júlia   Martins ")).toBe("Júlia");
    expect(firstName("Rafael")).toBe("Rafael");
  });
});

describe("passwordMatches", () => {
  const stored = hashPassword("demo1234");

  it("accepts the login's own password only", () => {
    expect(passwordMatches({ senha_hash: stored }, "demo1234")).toBe(true);
    expect(passwordMatches({ senha_hash: stored }, "demo12345")).toBe(false);
  });

  it("refuses an unknown login and one whose password is not set yet", () => {
    expect(passwordMatches(undefined, "demo1234")).toBe(false);
    expect(passwordMatches({ senha_hash: null }, "")).toBe(false);
  });
});
