import { describe, expect, it } from "vitest";
import {
  hashPassword,
  newToken,
  newVerificationCode,
  secretDigest,
  verifyPassword,
} from "../../../upstream/credentials";
import { cnpjWithCheckDigits, cpfWithCheckDigits } from "~/models/document";

describe("passwords", () => {
  it("verify the right password only", () => {
    const stored = hashPassword("demo1234");
    expect(stored).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(verifyPassword("demo1234", stored)).toBe(true);
    expect(verifyPassword("demo12345", stored)).toBe(false);
  });

  it("use a fresh salt each time", () => {
    expect(hashPassword("demo1234")).not.toBe(hashPassword("demo1234"));
  });

  it("reject stored values of another shape", () => {
    expect(verifyPassword("demo1234", "demo1234")).toBe(false);
    expect(verifyPassword("demo1234", "bcrypt:00:00")).toBe(false);
    expect(verifyPassword("demo1234", "scrypt:00:abcd")).toBe(false);
  });

  it("digest API keys with SHA-256", () => {
    expect(secretDigest("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("document check digits", () => {
  it.each([
    ["529982247", "52998224725"],
    ["123456789", "12345678909"],
    ["111444777", "11144477735"],
  ])("CPF %s → %s", (base, cpf) => {
    expect(cpfWithCheckDigits(base)).toBe(cpf);
  });

  it.each([
    ["112223330001", "11222333000181"],
    ["114447770001", "11444777000161"],
  ])("CNPJ %s → %s", (base, cnpj) => {
    expect(cnpjWithCheckDigits(base)).toBe(cnpj);
  });

  it("refuse bases of the wrong length", () => {
    expect(() => cpfWithCheckDigits("1234")).toThrow();
    expect(() => cnpjWithCheckDigits("12345678901")).toThrow();
  });
});

describe("tokens and codes", () => {
  it("make opaque tokens of 32 random bytes", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("make 6-digit codes, leading zeros kept", () => {
    for (let index = 0; index < 200; index += 1) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });
});
