// The OpenAPI 3.1 document of the contract, and the check of one answer against it: its status, its
// content type and its body (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with ajv).
import Ajv2020 from "ajv/dist/2020";
import type { ValidateFunction } from "ajv";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** docs/upstream-openapi.json, from this file. */
export const DOCUMENT_FILE = fileURLToPath(new URL("../../docs/upstream-openapi.json", import.meta.url));

type Json = Record<string, unknown>;

export type Operation = {
  method: string;
  /** The path template, as a key of the document's `paths`. */
  template: string;
  operationId: string;
  call: number | undefined;
  optional: boolean;
  responses: Record<string, Json>;
  parameters: Json[];
};

/** One fault of an answer: where in the body (a JSON pointer, "" for the whole answer) and what. */
export type Fault = { path: string; message: string };

export type Answer = { status: number; contentType: string | null; body: Uint8Array };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/**
 * `{name}` matches one path segment, or part of one (`{apptoken}{idcliente}`); the rest literally.
 * Loosely, a template's last parameter also matches a path of several segments (`/imagens/{path}`).
 */
function templatePattern(template: string, loose: boolean): RegExp {
  const parts = template.split(/(\{[^}]+\})/).filter((part) => part !== "");
  const body = parts
    .map((part, index) =>
      part.startsWith("{")
        ? loose && index === parts.length - 1
          ? "(.+?)"
          : "([^/]+?)"
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${body}/?$`);
}

/** How many characters of the template are literal: the more, the more specific (OpenAPI: concrete paths first). */
const literalLength = (template: string) => template.replace(/\{[^}]+\}/g, "").length;

function mediaMatches(range: string, type: string): boolean {
  const [rangeType = "", rangeSub = ""] = range.toLowerCase().split(";")[0]!.trim().split("/");
  const [actualType = "", actualSub = ""] = type.toLowerCase().split(";")[0]!.trim().split("/");
  return (rangeType === "*" || rangeType === actualType) && (rangeSub === "*" || rangeSub === actualSub);
}

const isJsonType = (type: string) => /^application\/(?:[\w.+-]+\+)?json$/i.test(type.split(";")[0]!.trim());

/** The document, its operations and a validator of answers against them. */
export class ContractDocument {
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly patterns: { operation: Operation; strict: RegExp; loose: RegExp }[];

  constructor(readonly document: Json) {
    this.operations = [];
    const paths = (document.paths ?? {}) as Record<string, Json>;
    for (const [template, item] of Object.entries(paths)) {
      const shared = Array.isArray(item.parameters) ? (item.parameters as Json[]) : [];
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        this.operations.push({
          method: method.toUpperCase(),
          template,
          operationId:
            typeof operation.operationId === "string" ? operation.operationId : `${method.toUpperCase()} ${template}`,
          call: typeof operation["x-call"] === "number" ? operation["x-call"] : undefined,
          optional: operation["x-optional"] === true,
          responses: (operation.responses ?? {}) as Record<string, Json>,
          parameters: [...shared, ...(Array.isArray(operation.parameters) ? (operation.parameters as Json[]) : [])],
        });
      }
    }
    this.patterns = this.operations
      .map((operation) => ({
        operation,
        strict: templatePattern(operation.template, false),
        loose: templatePattern(operation.template, true),
      }))
      .sort((a, b) => literalLength(b.operation.template) - literalLength(a.operation.template));
    // strict: false lets the document's own keywords (example, x-…) through; patterns are the
    // storefront's JavaScript regular expressions, not all valid with the u flag.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, unicodeRegExp: false, logger: false });
    this.ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
    this.ajv.addFormat("date", /^\d{4}-\d{2}-\d{2}$/);
    this.ajv.addFormat(
      "date-time",
      (value: string) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(value) &&
        !Number.isNaN(Date.parse(value)),
    );
    this.ajv.addFormat("email", /^[^\s@]+@[^\s@]+$/);
    this.ajv.addFormat("uri", (value: string) => URL.canParse(value));
    this.ajv.addSchema({ ...document, $id: "contract.json" });
  }

  static load(file = DOCUMENT_FILE): ContractDocument {
    return new ContractDocument(JSON.parse(readFileSync(file, "utf8")) as Json);
  }

  /**
   * The operation a request of a section is for: by method and by the path matched against each
   * template, among the operations of that section (`x-call`); a path that only matches another
   * section's template is not that section's operation.
   */
  find(method: string, path: string, call?: number): Operation | undefined {
    const pathname = path.split("?")[0]!;
    const candidates = this.patterns.filter(
      ({ operation }) =>
        operation.method === method.toUpperCase() &&
        (call === undefined || operation.call === undefined || operation.call === call),
    );
    return (
      candidates.find(({ strict }) => strict.test(pathname)) ?? candidates.find(({ loose }) => loose.test(pathname))
    )?.operation;
  }

  /** The operation of that operationId, whatever its path (a gateway's `urlTokenizacao` may be any URL). */
  byId(operationId: string): Operation | undefined {
    return this.operations.find((operation) => operation.operationId === operationId);
  }

  /** An example the document gives for a parameter of a call (its path, query or header parameters). */
  example(call: number, name: string): string | undefined {
    for (const operation of this.operations) {
      if (operation.call !== call) continue;
      for (const parameter of operation.parameters) {
        if (parameter.name !== name) continue;
        const schema = (parameter.schema ?? {}) as Json;
        const value =
          parameter.example ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
        if (typeof value === "string" || typeof value === "number") return String(value);
      }
    }
    return undefined;
  }

  /** What is wrong with an answer to an operation; [] when it conforms. */
  check(operation: Operation, answer: Answer): Fault[] {
    const key = this.responseKey(operation, answer.status);
    if (!key) {
      const documented = Object.keys(operation.responses).join(", ") || "none";
      return [{ path: "", message: `status ${answer.status} is not among the document's answers (${documented})` }];
    }
    const response = operation.responses[key]!;
    const content = (response.content ?? {}) as Record<string, Json>;
    const types = Object.keys(content);
    if (types.length === 0) return [];
    if (!answer.contentType) return [{ path: "", message: `no Content-Type; the document says ${types.join(" or ")}` }];
    const type = types.find((range) => mediaMatches(range, answer.contentType!));
    if (!type)
      return [{ path: "", message: `Content-Type ${answer.contentType}; the document says ${types.join(" or ")}` }];
    if (!content[type]!.schema || !isJsonType(answer.contentType))
      return answer.body.length === 0 ? [{ path: "", message: "an empty body" }] : [];
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      return [{ path: "", message: "the body is not JSON" }];
    }
    const pointer = `#/paths/${escapePointer(operation.template)}/${operation.method.toLowerCase()}/responses/${escapePointer(key)}/content/${escapePointer(type)}/schema`;
    const validate = this.validator(pointer);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => {
      const extra =
        error.keyword === "additionalProperties"
          ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
          : "";
      return { path: error.instancePath, message: `${error.message ?? error.keyword}${extra}` };
    });
  }

  private responseKey(operation: Operation, status: number): string | undefined {
    const keys = Object.keys(operation.responses);
    return (
      keys.find((key) => key === String(status)) ??
      keys.find((key) => key.toUpperCase() === `${String(status)[0]}XX`) ??
      keys.find((key) => key === "default")
    );
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `contract.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

const escapePointer = (segment: string) =>
  encodeURIComponent(segment.replace(/~/g, "~0").replace(/\//g, "~1")).replace(/%24/g, "$");
