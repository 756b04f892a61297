import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import type { ZodTypeAny } from "zod";
import { describeInPlace } from "./components";

// What the generator cannot read from the storefront's schemas by itself, written into their metadata in place (parsing unchanged).

/** The JSON schema the generator makes of one zod schema on its own (no component may be referenced). */
function standaloneJsonSchema(schema: ZodTypeAny): Record<string, unknown> {
  const registry = new OpenAPIRegistry();
  registry.register("Standalone", schema);
  const json = new OpenApiGeneratorV31(registry.definitions).generateComponents().components?.schemas?.Standalone as
    Record<string, unknown> | undefined;
  if (!json || typeof json.type === "undefined" || JSON.stringify(json).includes("$ref"))
    throw new Error("a .catch() around a schema that is not a plain type needs an explicit describeInPlace");
  return json;
}

const children = (schema: ZodTypeAny): ZodTypeAny[] => {
  const def = schema._def as Record<string, unknown> & { typeName?: string };
  switch (def.typeName) {
    case "ZodObject":
      return Object.values((def.shape as () => Record<string, ZodTypeAny>)());
    case "ZodArray":
      return [def.type as ZodTypeAny];
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodCatch":
    case "ZodReadonly":
    case "ZodBranded":
      return [(def.innerType ?? def.type) as ZodTypeAny];
    case "ZodEffects":
      return [def.schema as ZodTypeAny];
    case "ZodPipeline":
      return [def.in as ZodTypeAny];
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return [...(def.options as Iterable<ZodTypeAny>)];
    case "ZodRecord":
      return [def.valueType as ZodTypeAny];
    case "ZodTuple":
      return def.items as ZodTypeAny[];
    case "ZodIntersection":
      return [def.left as ZodTypeAny, def.right as ZodTypeAny];
    case "ZodLazy":
      return [(def.getter as () => ZodTypeAny)()];
    default:
      return [];
  }
};

const BOUNDS = new Set(["min", "max", "length", "regex"]);

/**
 * zod-to-openapi 7 describes a pipe by what it takes in. A text a server cleans before it checks it
 * (`z.string().transform(plainText).pipe(z.string().min(1).max(120))`) takes in any string, but
 * what a client must send is what the check allows: each such pipe under `schema` (one whose input
 * is a string without bounds of its own) is described as its output, before any description is
 * given. Returns `schema`.
 */
export function describeCleanedTexts<T extends ZodTypeAny>(schema: T, seen = new Set<ZodTypeAny>()): T {
  if (seen.has(schema)) return schema;
  seen.add(schema);
  for (const child of children(schema)) describeCleanedTexts(child, seen);
  const described = (inner: ZodTypeAny) => inner._def.openapi?.metadata?.type !== undefined;
  // A transform of such a pipe (`pais`: null read as "Brasil") takes in what the pipe does.
  if (schema._def.typeName === "ZodEffects" && described(schema._def.schema) && !described(schema))
    describeInPlace(schema, { ...schema._def.schema._def.openapi?.metadata });
  if (schema._def.typeName !== "ZodPipeline" || described(schema)) return schema;
  const input = wrapperChain(schema._def.in as ZodTypeAny).at(-1) as ZodTypeAny;
  const checks = (input._def.checks ?? []) as { kind: string }[];
  if (input._def.typeName === "ZodString" && !checks.some((check) => BOUNDS.has(check.kind)))
    describeInPlace(schema, standaloneJsonSchema(schema._def.out as ZodTypeAny));
  return schema;
}

/**
 * zod-to-openapi 7 knows no `.catch()`. A caught schema reads what the server should send as its
 * inner schema (anything else falls back to the catch value, a tolerance and not the contract), so
 * each one found under `schema` is described as its inner schema. Returns `schema`.
 */
export function describeCatches<T extends ZodTypeAny>(schema: T, seen = new Set<ZodTypeAny>()): T {
  if (seen.has(schema)) return schema;
  seen.add(schema);
  for (const child of children(schema)) describeCatches(child, seen);
  const def = schema._def as { typeName?: string; innerType?: ZodTypeAny };
  if (def.typeName === "ZodCatch" && def.innerType && !schema._def.openapi?.metadata?.type)
    describeInPlace(schema, standaloneJsonSchema(def.innerType));
  // A default around a caught schema: the generator reads the catch's description and would drop the default.
  const chain = wrapperChain(schema);
  const caught = chain[chain.length - 1] as ZodTypeAny;
  const withDefault = chain.find((link) => link._def.typeName === "ZodDefault");
  if (caught !== schema && caught._def.typeName === "ZodCatch" && withDefault && !schema._def.openapi?.metadata?.type) {
    describeInPlace(schema, {
      ...caught._def.openapi?.metadata,
      default: (withDefault._def.defaultValue as () => unknown)(),
    });
  }
  return schema;
}

/**
 * The generator asks a field's isOptional() whether the object requires it, and a caught schema
 * takes `undefined` too (it reads as the catch value). For a field the contract requires, which the
 * storefront only reads tolerantly (an order's status, its address's texts), the document says
 * required. Parsing is unchanged.
 */
export function requiredInDocument(...schemas: ZodTypeAny[]): void {
  for (const schema of schemas) Object.defineProperty(schema, "isOptional", { value: () => false });
}

const WRAPPERS = new Set([
  "ZodOptional",
  "ZodNullable",
  "ZodDefault",
  "ZodEffects",
  "ZodReadonly",
  "ZodBranded",
  "ZodPipeline",
]);

/** A schema and the wrappers under it, down to the first schema that is not one. */
function wrapperChain(schema: ZodTypeAny): ZodTypeAny[] {
  const chain = [schema];
  for (let current = schema; WRAPPERS.has(current._def.typeName as string);) {
    current = children(current)[0] as ZodTypeAny;
    chain.push(current);
  }
  return chain;
}

type NumberCheck = { kind: string; value?: number; inclusive?: boolean };

/**
 * zod-to-openapi 7 says a `z.coerce.number()` is nullable (null coerces to 0), which is what the
 * storefront tolerates, not what a server sends: a number. Each use of a coerced number under
 * `schema` is described as a number (nullable only where the schema says `.nullable()`), with its
 * bounds and default. Returns `schema`.
 */
export function describeCoercedNumbers<T extends ZodTypeAny>(schema: T, seen = new Set<ZodTypeAny>()): T {
  if (seen.has(schema)) return schema;
  seen.add(schema);
  for (const child of children(schema)) describeCoercedNumbers(child, seen);
  const chain = wrapperChain(schema);
  const number = chain[chain.length - 1] as ZodTypeAny;
  if (number._def.typeName !== "ZodNumber" || number._def.coerce !== true) return schema;
  const checks = number._def.checks as NumberCheck[];
  const bounds: Record<string, number> = {};
  for (const check of checks) {
    if (check.kind === "min" && check.value !== undefined)
      bounds[check.inclusive ? "minimum" : "exclusiveMinimum"] = check.value;
    if (check.kind === "max" && check.value !== undefined)
      bounds[check.inclusive ? "maximum" : "exclusiveMaximum"] = check.value;
  }
  const type = checks.some((check) => check.kind === "int") ? "integer" : "number";
  const nullable = chain.some((link) => link._def.typeName === "ZodNullable");
  const withDefault = chain.find((link) => link._def.typeName === "ZodDefault");
  describeInPlace(schema, {
    ...bounds,
    type: (nullable ? [type, "null"] : type) as "number",
    ...(withDefault ? { default: (withDefault._def.defaultValue as () => unknown)() } : {}),
  });
  return schema;
}

/**
 * Registers schemas named in place (describeInPlace with a name) as components before any call
 * uses them, so that each component is the bare schema: otherwise the first call that holds one
 * wrapped (`.nullish()`) would make that wrapper the component. Their `.catch()`es and coerced
 * numbers are described first.
 */
export function registerNamed(registry: OpenAPIRegistry, ...schemas: ZodTypeAny[]): void {
  for (const schema of schemas) {
    const refId = schema._def.openapi?._internal?.refId;
    if (!refId) throw new Error("registerNamed: a schema without a name");
    registry.register(refId, describeCoercedNumbers(describeCatches(schema)));
  }
}

type Json = unknown;

/** What a narrowing `allOf` part may hold besides `type`, kept beside the reference. */
const ANNOTATIONS = new Set(["type", "default", "description", "example"]);

/**
 * zod-to-openapi 7 writes a nullable use of a component as `allOf: [$ref, { type: [T, "null"] }]`,
 * which no value satisfies when null (the `$ref` refuses it), and a plain use it narrowed as
 * `allOf: [$ref, { type: T }]`. OpenAPI 3.1 says the first as `anyOf: [$ref, { type: "null" }]`; the
 * second is the `$ref` itself. A nullable enum lists null among its values, as JSON Schema needs.
 */
export function tidyNullableRefs<T>(document: T): T {
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== "object") return value;
    const object = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)])) as Record<
      string,
      Json
    >;
    if (
      Array.isArray(object.enum) &&
      Array.isArray(object.type) &&
      object.type.includes("null") &&
      !object.enum.includes(null)
    )
      object.enum = [...object.enum, null];
    const parts = object.allOf;
    if (!Array.isArray(parts) || parts.length !== 2) return object;
    const [reference, narrowing] = parts as [Record<string, Json>, Record<string, Json>];
    if (
      typeof reference.$ref !== "string" ||
      Object.keys(reference).length !== 1 ||
      !("type" in narrowing) ||
      Object.keys(narrowing).some((key) => !ANNOTATIONS.has(key))
    )
      return object;
    const { allOf: _allOf, ...rest } = object;
    const { type, ...annotations } = narrowing;
    return [type].flat().includes("null")
      ? { anyOf: [reference, { type: "null" }], ...annotations, ...rest }
      : { ...reference, ...annotations, ...rest };
  };
  return visit(document) as T;
}
