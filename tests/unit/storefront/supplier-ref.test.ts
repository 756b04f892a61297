import { describe, expect, it } from "vitest";
import {
  localPath,
  hostnameOf,
  NIL_SUPPLIER_ID,
  parseSupplierRef,
  storePath,
  stripLegacyPrefix,
  type SupplierRef,
} from "~/models/supplier-ref";

// docs/rules/storefront.md "Supplier resolution": "Every route lives under /{idfornecedor}. The first path segment is the supplier
// id (a GUID) or the supplier slug. A legacy /commerce prefix is stripped."
// docs/rules/storefront.md "Supplier loading": "The nil id {hash} means no specific supplier."
describe("parseSupplierRef", () => {
  const AURORA = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01";
  const cases: [string, string | null | undefined, SupplierRef][] = [
    ["a lower-case slug", "aurora", { kind: "slug", value: "aurora" }],
    ["a slug with digits and inner hyphens", "casa-verde-2", { kind: "slug", value: "casa-verde-2" }],
    ["an upper-case slug is folded to lower case", "AURORA", { kind: "slug", value: "aurora" }],
    ["a mixed-case slug", "BomSabor", { kind: "slug", value: "bomsabor" }],
    ["a one-character slug", "a", { kind: "slug", value: "a" }],
    ["a 64-character slug (the longest)", "a".repeat(64), { kind: "slug", value: "a".repeat(64) }],
    ["a GUID in lower case", AURORA, { kind: "id", value: AURORA }],
    ["a GUID in upper case is folded to lower case", AURORA.toUpperCase(), { kind: "id", value: AURORA }],
    ["a GUID in mixed case", "6F1c2A4e-8B3d-4C5a-9E7f-1A2b3C4d5E01", { kind: "id", value: AURORA }],
    ["the nil id means no supplier", NIL_SUPPLIER_ID, { kind: "none" }],
    ["undefined means no supplier", undefined, { kind: "none" }],
    ["null means no supplier", null, { kind: "none" }],
    ["the empty segment means no supplier", "", { kind: "none" }],
    ["a GUID in braces", `{${AURORA}}`, { kind: "invalid" }],
    ["a GUID with an underscore", AURORA.replace("-", "_"), { kind: "invalid" }],
    ["a path traversal", "../", { kind: "invalid" }],
    ["a path traversal to a file", "../../etc/passwd", { kind: "invalid" }],
    ["an encoded NUL", "%00", { kind: "invalid" }],
    ["a raw NUL", "aurora\u0000", { kind: "invalid" }],
    ["a 300-character name", "a".repeat(300), { kind: "invalid" }],
    ["a 65-character name (one over the limit)", "a".repeat(65), { kind: "invalid" }],
    ["a leading hyphen", "-aurora", { kind: "invalid" }],
    ["a trailing hyphen", "aurora-", { kind: "invalid" }],
    ["a dot", "aurora.com", { kind: "invalid" }],
    ["a space", "bom sabor", { kind: "invalid" }],
    ["markup", "<script>", { kind: "invalid" }],
    ["an accented letter", "açaí", { kind: "invalid" }],
    ["a query-like string", "aurora?x=1", { kind: "invalid" }],
  ];
  it.each(cases)("%s", (_label, segment, expected) => {
    expect(parseSupplierRef(segment)).toEqual(expected);
  });
});

// A GUID-shaped segment that is not a GUID is never taken as an id. Its characters are those of a
// slug, so it is looked up as a slug (and an unknown slug goes to DEFAULT_SITE_URL, docs/rules/storefront.md "Supplier resolution").
describe("parseSupplierRef: malformed GUIDs are not ids", () => {
  const cases: [string, string][] = [
    ["non-hex characters", "6f1c2a4e-zzzz-4c5a-9e7f-1a2b3c4d5e01"],
    ["a missing group", "6f1c2a4e-8b3d-4c5a-1a2b3c4d5e01"],
    ["a trailing character", "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e010"],
    ["a short last group", "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e0"],
    ["the nil id with one digit changed", "00000000-0000-0000-0000-000000000001".replace("1", "g")],
  ];
  it.each(cases)("%s: %s", (_label, segment) => {
    const ref = parseSupplierRef(segment);
    expect(ref.kind).not.toBe("id");
    expect(ref).toEqual({ kind: "slug", value: segment.toLowerCase() });
  });
});

describe("stripLegacyPrefix (docs/rules/storefront.md \"Supplier resolution\": 'A legacy /commerce prefix is stripped')", () => {
  const cases: [string, string | null][] = [
    ["/commerce", "/"],
    ["/commerce/", "/"],
    ["/commerce/aurora", "/aurora"],
    ["/commerce/aurora/", "/aurora/"],
    ["/commerce/aurora/produto/12", "/aurora/produto/12"],
    ["/commerce/commerce/aurora", "/commerce/aurora"],
    ["/aurora", null],
    ["/", null],
    ["/commercex", null],
    ["/commerce-aurora", null],
    ["/aurora/commerce/x", null],
    ["/Commerce/aurora", null],
  ];
  it.each(cases)("%s → %s", (pathname, expected) => {
    expect(stripLegacyPrefix(pathname)).toBe(expected);
  });
});

describe("hostnameOf", () => {
  const cases: [string, string | null | undefined, string | null][] = [
    ["a bare name", "localhost", "localhost"],
    ["a name with a port", "localhost:3000", "localhost"],
    ["a dotted name with a port", "bomsabor.localhost:8080", "bomsabor.localhost"],
    ["upper case is folded", "WWW.BomSabor.Localhost", "www.bomsabor.localhost"],
    ["a trailing dot is dropped", "loja.example.com.", "loja.example.com"],
    ["a trailing dot before the port", "loja.example.com.:443", "loja.example.com"],
    ["surrounding spaces are trimmed", "  loja.example.com  ", "loja.example.com"],
    ["an IPv4 address", "127.0.0.1:3000", "127.0.0.1"],
    ["IPv6 loopback in brackets", "[::1]", "[::1]"],
    ["IPv6 loopback with a port", "[::1]:3000", "[::1]"],
    ["a full IPv6 address with a port", "[2001:db8::1]:8443", "[2001:db8::1]"],
    ["a 63-character label", `${"a".repeat(63)}.example`, `${"a".repeat(63)}.example`],
    [
      "a 253-character dotted name (the longest)",
      `${Array(3).fill("a".repeat(63)).join(".")}.${"b".repeat(61)}`,
      `${Array(3).fill("a".repeat(63)).join(".")}.${"b".repeat(61)}`,
    ],
    ["undefined", undefined, null],
    ["null", null, null],
    ["the empty string", "", null],
    ["only spaces", "   ", null],
    ["a path after the name", "evil.com/x", null],
    ["a space inside", "a b", null],
    ["markup", "<script>", null],
    ["markup after a valid name", "loja.example.com<script>", null],
    ["a 300-character name", "a".repeat(300), null],
    ["a 255-character dotted name (over the 253 limit)", Array(4).fill("a".repeat(63)).join("."), null],
    ["a 64-character label", `${"a".repeat(64)}.example`, null],
    ["user info", "user@evil.com", null],
    ["a non-numeric port", "localhost:abc", null],
    ["a six-digit port", "localhost:123456", null],
    ["a leading hyphen in a label", "-evil.com", null],
    ["an underscore", "my_host.com", null],
    ["a double dot", "a..b", null],
    ["an unclosed IPv6 bracket", "[::1", null],
    ["letters in an IPv6 literal", "[::zz]", null],
    ["junk after an IPv6 literal", "[::1]evil.com", null],
    ["a path after an IPv6 literal", "[::1]/x", null],
    ["a CRLF injection", "loja.example.com\r\nX-Evil: 1", null],
  ];
  it.each(cases)("%s: %j", (_label, host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe("localPath keeps every redirect on this site", () => {
  it.each([
    ["//evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["///a/b", "/a/b"],
    ["", "/"],
    ["/produto/1", "/produto/1"],
  ])("%j → %j", (path, local) => {
    expect(localPath(path)).toBe(local);
  });

  it("the legacy prefix cannot be turned into a redirect to another host", () => {
    expect(stripLegacyPrefix("/commerce//evil.example")).toBe("/evil.example");
  });
});

describe("storePath: a supplier's store on the shared host, named by its slug or its id", () => {
  const id = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01";
  it.each([
    ["its slug", "aurora", "/aurora"],
    ["its slug in lower case", "Aurora", "/aurora"],
    ["its id when the slug cannot name it", "bom sabor", `/${id}`],
    ["its id when the slug leaves the site", "//evil.example", `/${id}`],
    ["its id when there is no slug", "", `/${id}`],
  ])("%s: %j → %j", (_label, slug, path) => {
    expect(storePath({ slug, idfornecedor: id })).toBe(path);
  });
});
