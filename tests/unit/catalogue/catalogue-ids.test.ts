import { describe, expect, it } from "vitest";
import { catalogueId } from "~/models/catalogue-id";
import { UpstreamError, isUpstreamRefusal, nullWhenRefused } from "~/services/api/errors";

// docs/rules/architecture.md "Safety": "ids from URLs validated before calling out".

describe("catalogueId: the id a storefront address carries", () => {
  it.each<[string | undefined, string | null]>([
    ["1003", "1003"],
    ["101", "101"],
    ["0", "0"],
    ["123456789012345", "123456789012345"],
    ["1234567890123456", null],
    ["abc", null],
    ["x", null],
    ["-1", null],
    ["1e3", null],
    ["1.5", null],
    [" 1003", null],
    ["1003 ", null],
    ["10%2F3", null],
    ["１２", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (raw, expected) => {
    expect(catalogueId(raw)).toBe(expected);
  });
});

describe("a refusal of a page's own resource is a page not found", () => {
  const status = (code: number) =>
    new UpstreamError(`respondeu ${code}`, "status", "/v4/promotional-combo/1/", code, "Parâmetros inválidos");
  it.each<[string, unknown, boolean]>([
    ["400", status(400), true],
    ["403", status(403), true],
    ["404", status(404), true],
    ["410", status(410), true],
    ["422", status(422), true],
    ["401 (an expired session)", status(401), false],
    ["408 (a timeout)", status(408), false],
    ["429 (too many requests)", status(429), false],
    ["500", status(500), false],
    ["503", status(503), false],
    ["a timeout", new UpstreamError("timeout", "timeout", "/x"), false],
    ["a malformed answer", new UpstreamError("invalid", "invalid", "/x", 200), false],
    ["another error", new Error("x"), false],
  ])("%s → %s", (_case, error, refused) => {
    expect(isUpstreamRefusal(error)).toBe(refused);
  });

  it("nullWhenRefused answers null for a refusal and passes faults on", async () => {
    await expect(nullWhenRefused(Promise.reject(status(400)))).resolves.toBeNull();
    await expect(nullWhenRefused(Promise.resolve(7))).resolves.toBe(7);
    await expect(nullWhenRefused(Promise.reject(status(503)))).rejects.toBeInstanceOf(UpstreamError);
  });
});
