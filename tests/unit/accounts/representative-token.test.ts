import { describe, expect, it } from "vitest";
import { readRepresentativeClaims } from "~/models/representative-token";

// docs/upstream-api.md §29: "The token is a JWT (HS256) whose payload carries idusuario, nome,
// access and exp. The storefront reads the payload and does not check the signature."

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const header = base64Url({ alg: "HS256", typ: "JWT" });
const jwt = (payload: unknown, signature = "assinatura") => `${header}.${base64Url(payload)}.${signature}`;

const claims = { idusuario: 601, nome: "Roberto Lima", access: ["CLIENTES", "PEDIDOS"], exp: 1_900_000_000 };

describe("readRepresentativeClaims", () => {
  it("reads the payload of a well-formed token, whatever the signature", () => {
    expect(readRepresentativeClaims(jwt(claims))).toEqual(claims);
    expect(readRepresentativeClaims(jwt(claims, "outra"))).toEqual(claims);
  });

  it("reads names outside ASCII (the payload is UTF-8)", () => {
    expect(readRepresentativeClaims(jwt({ ...claims, nome: "João Conceição" }))?.nome).toBe("João Conceição");
  });

  it("accepts a padded payload and ignores claims it does not know", () => {
    const padded = `${header}.${Buffer.from(JSON.stringify({ ...claims, iat: 1 })).toString("base64")}.x`;
    expect(readRepresentativeClaims(padded)).toEqual(claims);
  });

  it.each([
    ["an empty string", ""],
    ["an opaque token", "3f9a1c2b7d"],
    ["two parts", `${header}.${base64Url(claims)}`],
    ["four parts", `${jwt(claims)}.extra`],
    ["an empty payload", `${header}..sig`],
    ["a payload that is not base64url", `${header}.não-é-base64!.sig`],
    ["a payload that is not JSON", `${header}.${Buffer.from("{idusuario:601").toString("base64url")}.sig`],
    ["a JSON payload that is not an object", jwt("601")],
  ])("answers null for %s", (_, token) => {
    expect(readRepresentativeClaims(token)).toBeNull();
  });

  it.each([
    ["idusuario", { nome: claims.nome, access: claims.access, exp: claims.exp }],
    ["nome", { idusuario: 601, access: claims.access, exp: claims.exp }],
    ["access", { idusuario: 601, nome: claims.nome, exp: claims.exp }],
    ["exp", { idusuario: 601, nome: claims.nome, access: claims.access }],
  ])("answers null when %s is missing", (_, payload) => {
    expect(readRepresentativeClaims(jwt(payload))).toBeNull();
  });

  it("answers null for an idusuario that is not a positive number", () => {
    expect(readRepresentativeClaims(jwt({ ...claims, idusuario: "abc" }))).toBeNull();
    expect(readRepresentativeClaims(jwt({ ...claims, idusuario: 0 }))).toBeNull();
  });
});
