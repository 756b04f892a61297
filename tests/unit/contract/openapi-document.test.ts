import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildUpstreamOpenApi } from "../../../contract/openapi/document";

describe("docs/upstream-openapi.json", () => {
  it("is what the storefront's schemas build (run npm run contract:openapi after changing a schema or a call)", () => {
    const checkedIn: unknown = JSON.parse(readFileSync("docs/upstream-openapi.json", "utf8"));
    expect(JSON.parse(JSON.stringify(buildUpstreamOpenApi()))).toEqual(checkedIn);
  });
});
