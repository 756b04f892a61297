import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "../../../upstream/jwt";

const SECRET = "segredo-de-teste";
const NOW = new Date("2026-11-22T12:00:00Z");
const inSeconds = (date: Date, offset: number) => Math.floor(date.getTime() / 1000) + offset;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("JWT (HS256)", () => {
  it("verifies a token it signed and gives its payload back", () => {
    const payload = { idusuario: 601, nome: "Rafael", access: ["CLIENTES"], exp: inSeconds(NOW, 60) };
    const token = signJwt(payload, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toEqual(payload);
  });

  it("is a standard token: base64url header, payload and HMAC-SHA256 signature", () => {
    const token = signJwt({ exp: 2_000_000_000 }, SECRET);
    const [header, payload, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(header ?? "", "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toEqual({ exp: 2_000_000_000 });
    expect(signature).toBe(createHmac("sha256", SECRET).update(`${header}.${payload}`).digest("base64url"));
  });

  it("refuses an expired token", () => {
    const token = signJwt({ exp: inSeconds(NOW, -1) }, SECRET);
    expect(verifyJwt(token, SECRET, NOW)).toBeNull();
    expect(verifyJwt(signJwt({ exp: inSeconds(NOW, 0) }, SECRET), SECRET, NOW)).toBeNull();
  });

  it("refuses a tampered payload or signature, and another secret", () => {
    const token = signJwt({ idusuario: 601, exp: inSeconds(NOW, 60) }, SECRET);
    const [header, , signature] = token.split(".");
    expect(
      verifyJwt(`${header}.${part({ idusuario: 602, exp: inSeconds(NOW, 60) })}.${signature}`, SECRET, NOW),
    ).toBeNull();
    expect(verifyJwt(`${token.slice(0, -2)}${token.endsWith("AA") ? "AB" : "AA"}`, SECRET, NOW)).toBeNull();
    expect(verifyJwt(token, "outro-segredo", NOW)).toBeNull();
  });

  it("refuses other algorithms, a payload without exp, and malformed tokens", () => {
    const noneHeader = part({ alg: "none", typ: "JWT" });
    const payload = part({ exp: inSeconds(NOW, 60) });
    expect(verifyJwt(`${noneHeader}.${payload}.`, SECRET, NOW)).toBeNull();
    const noExp = signJwt({ exp: inSeconds(NOW, 60) }, SECRET).split(".");
    const withoutExp = part({ idusuario: 601 });
    const signed = createHmac("sha256", SECRET).update(`${noExp[0]}.${withoutExp}`).digest("base64url");
    expect(verifyJwt(`${noExp[0]}.${withoutExp}.${signed}`, SECRET, NOW)).toBeNull();
    for (const malformed of ["", "a.b", "a.b.c.d", "não.é.jwt", `${noneHeader}.%%%.abc`]) {
      expect(verifyJwt(malformed, SECRET, NOW)).toBeNull();
    }
  });
});
