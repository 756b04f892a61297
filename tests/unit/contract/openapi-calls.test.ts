import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { buildUpstreamOpenApi } from "../../../contract/openapi/document";

/** The sections of docs/upstream-api.md the document covers so far. */
const FIRST_CALL = 1;
const LAST_CALL = 87;
/** Sections that only set conventions for the calls after them: they name no call of their own. */
const CONVENTIONS_ONLY = [26, 39, 56, 71, 82];
const CALLS = Array.from({ length: LAST_CALL - FIRST_CALL + 1 }, (_, index) => FIRST_CALL + index).filter(
  (call) => !CONVENTIONS_ONLY.includes(call),
);

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

type Media = { schema?: unknown; example?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  "x-call"?: number;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const document = JSON.parse(JSON.stringify(buildUpstreamOpenApi())) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ path, method, operation }] : [];
  }),
);

/** `## N. Title` → the title and the text up to the next heading of that level. */
function sections(markdown: string): Map<number, { title: string; text: string }> {
  const found = new Map<number, { title: string; text: string }>();
  const parts = markdown.split(/^## /m).slice(1);
  for (const part of parts) {
    const heading = /^(\d+)\. (.+)$/m.exec(part.split("\n", 1)[0] ?? "");
    if (heading) found.set(Number(heading[1]), { title: heading[2] ?? "", text: part });
  }
  return found;
}

const prose = sections(readFileSync("docs/upstream-api.md", "utf8"));

/**
 * A path template with its parameters' names left out (`{id}`, `{idfornecedor}` and
 * `{idcliente|anonimo}` all become `{}`), and the prose's `{clientpath}` written out as the
 * document's `cliente/{idcliente}`. Two parameters in one segment are one (`{apptoken}{idcliente}`
 * in the prose, `{apptokenidcliente}` in the document). The braces of a JSON example are no parameter.
 */
function template(path: string): string {
  return path
    .replaceAll("{clientpath}", "cliente/{}")
    .replace(/\{[\w|]+\}/g, "{}")
    .replace(/(\{\})+/g, "{}");
}

/** The text names the path whole: not only as the start of a longer one (`/usuario/{}` in `/usuario/{}/{}`). */
function namesPath(text: string, path: string): boolean {
  const escaped = template(path).replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");
  return new RegExp(`${escaped}(?=[\`?\\s,;)"]|$)`).test(template(text));
}

/** Every JSON Pointer token escaped (RFC 6901). */
const pointer = (...tokens: string[]) =>
  tokens.map((token) => token.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

describe("the OpenAPI document and docs/upstream-api.md", () => {
  it.each(CALLS)("call %i has an operation, named after its section", (call) => {
    const section = prose.get(call);
    expect(section, `docs/upstream-api.md has no "## ${call}." section`).toBeDefined();
    const ofCall = operations.filter(({ operation }) => operation["x-call"] === call);
    expect(ofCall.length).toBeGreaterThan(0);
    for (const { operation } of ofCall) expect(operation.summary).toBe(`${call}. ${section?.title}`);
  });

  it.each(CONVENTIONS_ONLY)("section %i only sets conventions: it names no call", (call) => {
    expect(prose.get(call)?.text).toBeDefined();
    expect(prose.get(call)?.text).not.toMatch(/`(GET|POST|PUT|DELETE|PATCH) \//);
    expect(operations.filter(({ operation }) => operation["x-call"] === call)).toEqual([]);
  });

  it("names every operation's path in its own section's text", () => {
    const strays = operations
      .filter(({ operation }) => CALLS.includes(operation["x-call"] ?? 0))
      .filter(({ path, operation }) => !namesPath(prose.get(operation["x-call"] ?? 0)?.text ?? "", path))
      .map(({ path, method, operation }) => `${operation["x-call"]}: ${method.toUpperCase()} ${path}`);
    expect(strays).toEqual([]);
  });

  it("has every operation and answer schema the prose names (`operation callNN…`, an **Answer:** line's `Name`)", () => {
    const markdown = readFileSync("docs/upstream-api.md", "utf8");
    const operationIds = new Set(operations.map(({ operation }) => operation.operationId));
    const components = new Set(
      Object.keys((document as unknown as { components: { schemas: Record<string, unknown> } }).components.schemas),
    );
    const namedOperations = [...markdown.matchAll(/operations? `(call\d\d[\w-]*)`/g)].map((match) => match[1] ?? "");
    // On an **Answer:** line, a capitalised name in backticks is a component (a JSON value like `BANNER` is all capitals).
    const namedSchemas = markdown
      .split("\n")
      .filter((line) => line.includes("**Answer"))
      .flatMap((line) => [...line.matchAll(/`([A-Z][a-z]\w*)`/g)].map((match) => match[1] ?? ""));
    expect(namedOperations.length).toBeGreaterThan(50);
    expect(namedOperations.filter((id) => !operationIds.has(id))).toEqual([]);
    expect(namedSchemas.length).toBeGreaterThan(40);
    expect(namedSchemas.filter((name) => !components.has(name))).toEqual([]);
  });

  it("gives an example of every successful answer and every request body", () => {
    const missing = operations
      .filter(({ operation }) => CALLS.includes(operation["x-call"] ?? 0))
      .flatMap(({ path, method, operation }) => {
        const bodies = Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
          where: `body ${type}`,
          media,
        }));
        const answers = Object.entries(operation.responses)
          .filter(([status]) => status.startsWith("2"))
          .flatMap(([status, answer]) =>
            Object.entries(answer.content ?? {}).map(([type, media]) => ({ where: `${status} ${type}`, media })),
          );
        // A file (a PDF, an SVG, a spreadsheet) is described by its type alone.
        const isFile = (media: Media) =>
          typeof (media.schema as { contentMediaType?: unknown } | undefined)?.contentMediaType === "string";
        return [...bodies, ...answers]
          .filter(({ media }) => media.example === undefined && !isFile(media))
          .map(({ where }) => `${method.toUpperCase()} ${path}: ${where}`);
      });
    expect(missing).toEqual([]);
  });

  it("has examples that its own schemas accept (JSON Schema 2020-12, as OpenAPI 3.1 uses)", () => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      formats: { uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i },
    });
    ajv.addSchema(document, "doc");
    // The check itself: an answer without the supplier's required fields is refused.
    expect(
      ajv.validate(
        {
          $ref: `doc#/${pointer("paths", "/v2/app/{apptoken}/configuracao/fornecedor", "get", "responses", "200", "content", "application/json", "schema")}`,
        },
        { slug: "x" },
      ),
    ).toBe(false);
    const rejected: string[] = [];
    for (const { path, method, operation } of operations) {
      const at = (...tokens: string[]) => `doc#/${pointer("paths", path, method, ...tokens)}`;
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, item]) => ({
          ref: at("requestBody", "content", type, "schema"),
          item,
          where: "body",
        })),
        ...Object.entries(operation.responses).flatMap(([status, answer]) =>
          Object.entries(answer.content ?? {}).map(([type, item]) => ({
            ref: at("responses", status, "content", type, "schema"),
            item,
            where: status,
          })),
        ),
      ];
      for (const { ref, item, where } of media) {
        if (item.example === undefined || item.schema === undefined) continue;
        if (!ajv.validate({ $ref: ref }, item.example))
          rejected.push(`${method.toUpperCase()} ${path} ${where}: ${ajv.errorsText(ajv.errors)}`);
      }
    }
    expect(rejected).toEqual([]);
  });

  it("has component schemas that are valid JSON Schema 2020-12 (ajv's strict mode)", () => {
    const ajv = new Ajv2020({
      strict: true,
      allowUnionTypes: true,
      formats: { uuid: true, uri: true, binary: true, email: true },
      keywords: ["example"],
    });
    const { schemas } = (document as unknown as { components: { schemas: Record<string, object> } }).components;
    const asDefs = JSON.parse(JSON.stringify(schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<
      string,
      object
    >;
    // Each one referred to, so that each is compiled (and checked), not only read.
    const everyOne = { anyOf: Object.keys(asDefs).map((name) => ({ $ref: `#/$defs/${name}` })) };
    expect(() =>
      ajv.compile({ $id: "https://contract.invalid/upstream-openapi", $defs: asDefs, ...everyOne }),
    ).not.toThrow();
  });
});
