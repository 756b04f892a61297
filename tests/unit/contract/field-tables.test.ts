import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/upstream-api.md's field tables against docs/upstream-openapi.json (the generated document):
 * what the prose says of a field (required or *(optional)*, *(may be null)* or not, "up to 120
 * characters", "`DELIVERY` or `RETIRADA`", one of the [order statuses]) is what the schema says.
 * The page's rule: "A field with neither mark is required and not null."
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
};

const markdown = readFileSync("docs/upstream-api.md", "utf8");
const openapi = JSON.parse(readFileSync("docs/upstream-openapi.json", "utf8")) as {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, unknown>>;
};

/** A field as a table row states it. */
type FieldClaim = {
  /** Dotted path from the table's schema (`pagamento.status`). */
  path: string;
  optional: boolean;
  nullable: boolean;
  minLength?: number;
  maxLength?: number;
  /** The values it takes, when the row lists them (or links to the order statuses). */
  values?: string[];
};

// ————— Reading the page —————

/** Every field table (a table whose header's first cell is `Field`), by section number, in page order. */
function fieldTables(text: string): { section: number; index: number; rows: [string, string][] }[] {
  const tables: { section: number; index: number; rows: [string, string][] }[] = [];
  let section = 0;
  let index = 0;
  const lines = text.split("\n");
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? "";
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) {
      section = Number(heading[1]);
      index = 0;
      continue;
    }
    if (/^## /.test(line)) section = 0;
    if (!/^\| Field \|/.test(line) || section === 0) continue;
    const rows: [string, string][] = [];
    for (at += 2; at < lines.length && (lines[at] ?? "").startsWith("|"); at++) rows.push(cells(lines[at] ?? ""));
    tables.push({ section, index: index++, rows });
  }
  return tables;
}

/** A row's two cells (a `|` inside backticks, as in `{idcliente|anonimo}`, is no separator). */
function cells(row: string): [string, string] {
  const parts: string[] = [];
  let current = "";
  let code = false;
  for (const char of row.slice(1, row.trimEnd().endsWith("|") ? row.trimEnd().length - 1 : undefined)) {
    if (char === "`") code = !code;
    if (char === "|" && !code) {
      parts.push(current.trim());
      current = "";
    } else current += char;
  }
  parts.push(current.trim());
  return [parts[0] ?? "", parts.slice(1).join(" | ")];
}

const JSON_WORDS = new Set(["true", "false", "null"]);
const isFieldName = (token: string) =>
  /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$/.test(token) && !JSON_WORDS.has(token) && !/^[A-Z][A-Z_\d]+$/.test(token);

type Marks = { optional: boolean; nullable: boolean };
const marksOf = (text: string): Marks => ({
  optional: /\boptional\b/.test(text),
  nullable: /\bmay be null\b/.test(text),
});

/** The text of balanced parentheses starting at `from` (which is `(`), and where it ends. */
function parenthesis(text: string, from: number): { inner: string; end: number } {
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    if (text[at] === "(") depth++;
    if (text[at] === ")" && --depth === 0) return { inner: text.slice(from + 1, at), end: at + 1 };
  }
  return { inner: text.slice(from + 1), end: text.length };
}

/**
 * The fields a cell names and the marks each one gets: a mark (`*(optional, may be null)*`) belongs
 * to the fields listed just before it (`codigo`, `marca` *(…)*); `;` or other words end such a list.
 * `x` (`a`, `b`) and `x` *(…)*: `a`, … / with `a` name fields inside `x`; `(or `y`)` is another
 * name of the same field. Fields without a mark get `unmarked`.
 */
function namedFields(cell: string, unmarked: Marks, prefix = ""): (Marks & { path: string })[] {
  const found: (Marks & { path: string; marked: boolean })[] = [];
  let group: typeof found = [];
  let parent: string | null = null;
  let at = 0;
  const close = () => {
    for (const field of group) if (!field.marked) Object.assign(field, unmarked);
    group = [];
  };
  while (at < cell.length) {
    const rest = cell.slice(at);
    const mark = /^\*\(([^)]*(?:\([^)]*\))?[^)]*)\)\*/.exec(rest);
    if (mark) {
      const marks = marksOf(mark[1] ?? "");
      for (const field of group) Object.assign(field, marks, { marked: true });
      group = [];
      at += mark[0].length;
      continue;
    }
    const code = /^`([^`]*)`/.exec(rest);
    if (code) {
      at += code[0].length;
      const token = code[1] ?? "";
      if (!isFieldName(token)) continue;
      const field = { path: `${parent ?? prefix}${token}`, ...unmarked, marked: false };
      found.push(field);
      group.push(field);
      continue;
    }
    if (rest.startsWith("(")) {
      const { inner, end } = parenthesis(cell, at);
      const last = found[found.length - 1];
      if (last && !/^or\b/.test(inner) && inner.includes("`")) {
        close();
        for (const child of namedFields(inner, { optional: false, nullable: false }, `${last.path}.`))
          found.push({ ...child, marked: true });
      }
      at = end;
      continue;
    }
    const into = /^(?::|\s+with)\s+(?=`)/.exec(rest);
    if (into && found.length > 0) {
      close();
      parent = `${found[found.length - 1]?.path}.`;
      at += into[0].length;
      continue;
    }
    const joiner = /^(?:,\s*|\s+and\s+|\s+or\s+|\s+)/.exec(rest);
    if (joiner) {
      at += joiner[0].length;
      continue;
    }
    // Any other word or `;` ends the list the next mark belongs to.
    close();
    at += /^[^`(*,\s]+|^./.exec(rest)?.[0].length ?? 1;
  }
  close();
  return found.map(({ marked: _marked, ...field }) => field);
}

/**
 * "up to 120, 80 and 80 characters", "at most 500 characters", "(≤ 40)": maxima in the order given.
 * A length the server measures after it cleaned the text ("at most 500 characters after that", §62)
 * is no bound a JSON schema can say of what is sent.
 */
function maxima(rule: string): number[] {
  const listed = /(?:up to|at most)\s+(\d+(?:\s*,\s*\d+)*(?:\s+and\s+\d+)?)\s+characters(?!\s+after)/.exec(rule);
  if (listed) return (listed[1] ?? "").split(/\s*,\s*|\s+and\s+/).map(Number);
  return [...rule.matchAll(/≤\s*(\d+)(?:\s+characters)?\)/g)].map((match) => Number(match[1]));
}

/** "2 to 80 characters". */
function range(rule: string): { min: number; max: number } | null {
  const match = /\b(\d+) to (\d+) characters/.exec(rule);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** The order statuses of the page's own table (section "Order statuses"). */
function orderStatuses(text: string): string[] {
  const part = text.split("### Order statuses")[1]?.split(/^#/m)[0] ?? "";
  return [...part.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1] ?? "");
}

/**
 * The values a rule lists at its start (`ATIVA` (…), `CONCLUIDA` (…) or `EXPIRADA`; `ENVIADO`, or
 * `ORCAMENTO_NOVO` for a quote), or the order statuses when it points to them; null when it lists none.
 */
function valuesOf(rule: string, statuses: string[]): string[] | null {
  if (/^(?:where it stands now \(|one of the )?\[[Oo]rder statuses\]\(#order-statuses\)/.test(rule)) return statuses;
  let rest = rule.replace(/\s*\((?:[^()]|\([^()]*\))*\)/g, "");
  const values: string[] = [];
  for (;;) {
    const value = new RegExp(
      `^${values.length === 0 ? "" : "(?:\\s*,\\s*(?:or\\s+)?|\\s+or\\s+)"}\`([A-Z][A-Z_\\d]*)\`(?:\\s+(?:for|once|when)\\b[^,\`]*)?`,
    ).exec(rest);
    if (!value) break;
    values.push(value[1] ?? "");
    rest = rest.slice(value[0].length);
  }
  return values.length >= 2 ? values : null;
}

/** What one table's rows claim of its fields. */
function claims(rows: [string, string][], statuses: string[]): FieldClaim[] {
  const found: FieldClaim[] = [];
  for (const [field, rule] of rows) {
    // "required", "optional" (and "optional, may be null") at the start of the rule are the fields' marks.
    const lead = /^(required|optional)\b([^;:]*?may be null)?/.exec(rule);
    const unmarked = lead
      ? { optional: lead[1] === "optional", nullable: lead[2] !== undefined }
      : { optional: false, nullable: false };
    const named = namedFields(field, unmarked);
    // "required; `taxaentrega` *(optional, default `0`)*; …": the rule names more fields of its own.
    const more =
      /^(?:required|optional)[;,]\s*(?:in each \w+\s+)?(?=`)/.exec(rule) &&
      !/^\s*`[A-Z"]/.test(rule.slice(rule.indexOf("`") - 1))
        ? namedFields(rule.slice(rule.indexOf("`")), { optional: false, nullable: false })
        : [];
    const lengths = maxima(rule);
    const bounds = range(rule);
    const values = more.length === 0 ? valuesOf(rule, statuses) : null;
    named.forEach((claim, position) => {
      const maxLength =
        lengths.length === named.length ? lengths[position] : lengths.length === 1 ? lengths[0] : undefined;
      found.push({
        ...claim,
        ...(bounds ? { minLength: bounds.min, maxLength: bounds.max } : maxLength !== undefined ? { maxLength } : {}),
        ...(values ? { values } : {}),
      });
    });
    found.push(...more);
  }
  return found;
}

// ————— Reading the document —————

function resolve(schema: Schema): Schema {
  let current = schema;
  while (current.$ref) current = openapi.components.schemas[current.$ref.replace("#/components/schemas/", "")] ?? {};
  return current;
}

/** The schema's alternatives that are not null (a nullable `anyOf: [$ref, null]`), each resolved; `allOf` parts merged. */
function shapes(schema: Schema): Schema[] {
  const resolved = resolve(schema);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return alternatives.filter((part) => part.type !== "null").flatMap(shapes);
  if (resolved.allOf) {
    const parts = resolved.allOf.flatMap(shapes);
    return [
      {
        type: "object",
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => part.required ?? []),
      },
    ];
  }
  if (resolved.items && [resolved.type].flat().includes("array")) return shapes(resolved.items);
  return [resolved];
}

function isNullable(schema: Schema): boolean {
  const resolved = resolve(schema);
  if ([resolved.type].flat().includes("null") || resolved.enum?.includes(null)) return true;
  return [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].some(isNullable);
}

/** The field at `path`: its schema and whether every object holding it requires it; null when no object has it. */
function fieldAt(root: Schema, path: string): { schema: Schema; required: boolean } | null {
  let holders = shapes(root);
  let found: { schema: Schema; required: boolean } | null = null;
  for (const name of path.split(".")) {
    const having = holders.filter((holder) => holder.properties?.[name] !== undefined);
    if (having.length === 0) return null;
    const schema = having[0]?.properties?.[name] as Schema;
    found = { schema, required: having.every((holder) => holder.required?.includes(name)) };
    holders = having.flatMap((holder) => shapes(holder.properties?.[name] as Schema));
  }
  return found;
}

/** The string schema of a field (a `string` alternative of a union: `numero` is a string or a whole number). */
function stringOf(schema: Schema): Schema | null {
  return shapes(schema).find((shape) => [shape.type].flat().includes("string")) ?? null;
}

function enumOf(schema: Schema): string[] | null {
  const values = shapes(schema).flatMap((shape) => shape.enum ?? []);
  return values.length > 0 ? values.filter((value): value is string => value !== null) : null;
}

const component = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * The schema each field table describes: §N's table number `index` (from 0), and where a row's field
 * is looked up when the schema has none of that name at its root (the invoices of §69).
 */
const TABLES: { section: number; index: number; schema: Schema; within?: string[] }[] = [
  { section: 11, index: 0, schema: component("ProductSummary") },
  { section: 17, index: 0, schema: component("Product") },
  { section: 40, index: 0, schema: component("Cart") },
  { section: 47, index: 0, schema: component("NewAddress") },
  { section: 51, index: 0, schema: component("DeliveryOption") },
  { section: 53, index: 0, schema: component("OrderSubmission") },
  { section: 53, index: 1, schema: component("OrderPlaced") },
  { section: 55, index: 0, schema: component("Order") },
  { section: 57, index: 0, schema: component("ConfirmPayment") },
  { section: 59, index: 0, schema: component("PixCharge") },
  { section: 60, index: 0, schema: component("GatewayToken") },
  { section: 61, index: 0, schema: component("OrderSummary") },
  { section: 62, index: 0, schema: component("RatingFields") },
  { section: 66, index: 0, schema: component("OrderExportRequest") },
  { section: 68, index: 0, schema: component("Subscription") },
  { section: 69, index: 0, schema: component("InvoiceList"), within: ["faturas"] },
];

/** What the document says of a field, in the prose's terms; a note per disagreement. */
function disagreements(table: (typeof TABLES)[number], fields: FieldClaim[]): string[] {
  const notes: string[] = [];
  for (const claim of fields) {
    const where = `§${table.section} \`${claim.path}\``;
    const field =
      fieldAt(table.schema, claim.path) ??
      (table.within ?? [])
        .map((inner) => fieldAt(table.schema, `${inner}.${claim.path}`))
        .find((found) => found !== null) ??
      null;
    if (!field) {
      notes.push(`${where}: not in the schema`);
      continue;
    }
    if (claim.optional === field.required)
      notes.push(
        `${where}: the page says ${claim.optional ? "optional" : "required"}, the schema ${field.required ? "required" : "optional"}`,
      );
    if (claim.nullable !== isNullable(field.schema))
      notes.push(
        `${where}: the page says ${claim.nullable ? "may be null" : "not null"}, the schema ${isNullable(field.schema) ? "nullable" : "not nullable"}`,
      );
    const text = stringOf(field.schema);
    if (claim.maxLength !== undefined && text?.maxLength !== claim.maxLength)
      notes.push(
        `${where}: the page says at most ${claim.maxLength} characters, the schema ${text?.maxLength ?? "no maximum"}`,
      );
    if (claim.minLength !== undefined && text?.minLength !== claim.minLength)
      notes.push(
        `${where}: the page says at least ${claim.minLength} characters, the schema ${text?.minLength ?? "no minimum"}`,
      );
    if (claim.values) {
      const values = enumOf(field.schema);
      if (JSON.stringify([...(values ?? [])].sort()) !== JSON.stringify([...claim.values].sort()))
        notes.push(
          `${where}: the page lists ${claim.values.join(", ")}, the schema ${values?.join(", ") ?? "no list of values"}`,
        );
    }
  }
  return notes;
}

/**
 * Where the page carries on an address that call 47 took (its fields "as call 47 takes them"): an
 * order's delivery and billing address (§53, §55) and a card's billing address (§57). The address
 * form allows what §47 takes, so each of these takes at least as much: the same lengths.
 */
const ADDRESS_PLACES: { where: string; schema: Schema; field: (name: string) => string }[] = [
  {
    where: "§53 enderecoentrega.endereco",
    schema: component("OrderSubmission"),
    field: (name) => `enderecoentrega.endereco.${name}`,
  },
  {
    where: "§53 enderecofaturamento",
    schema: component("OrderSubmission"),
    field: (name) => `enderecofaturamento.${name}`,
  },
  { where: "§55 enderecoentrega", schema: component("Order"), field: (name) => `enderecoentrega.${name}` },
  {
    where: "§57 creditcard.faturamento_*",
    schema: component("ConfirmPayment"),
    field: (name) => `creditcard.faturamento_${name === "uf" ? "estado" : name}`,
  },
];

const statuses = orderStatuses(markdown);
const tables = fieldTables(markdown);

describe("reading a field table of docs/upstream-api.md", () => {
  it.each([
    [
      "`codigo`, `marca` *(optional, may be null)*",
      "the SKU",
      [
        { path: "codigo", optional: true, nullable: true },
        { path: "marca", optional: true, nullable: true },
      ],
    ],
    [
      "`rua`, `bairro`, `cidade`",
      "required; up to 120, 80 and 80 characters",
      [
        { path: "rua", optional: false, nullable: false, maxLength: 120 },
        { path: "bairro", optional: false, nullable: false, maxLength: 80 },
        { path: "cidade", optional: false, nullable: false, maxLength: 80 },
      ],
    ],
    [
      "`complemento`, `pontoref`",
      "optional, may be null; up to 120 characters",
      [
        { path: "complemento", optional: true, nullable: true, maxLength: 120 },
        { path: "pontoref", optional: true, nullable: true, maxLength: 120 },
      ],
    ],
    [
      "`descricao` (or `apelido`)",
      "optional, up to 40 characters",
      [{ path: "descricao", optional: true, nullable: false, maxLength: 40 }],
    ],
    [
      "`formaPagamento` (`tipo`; `trocoPara` *(optional, may be null)*)",
      "required",
      [
        { path: "formaPagamento", optional: false, nullable: false },
        { path: "formaPagamento.tipo", optional: false, nullable: false },
        { path: "formaPagamento.trocoPara", optional: true, nullable: true },
      ],
    ],
    [
      "`meta_info` *(optional)*: `hasRecorrencia` *(optional, default `false`)*",
      "",
      [
        { path: "meta_info", optional: true, nullable: false },
        { path: "meta_info.hasRecorrencia", optional: true, nullable: false },
      ],
    ],
    [
      "`numpedido`",
      "required; `dadospedido` *(optional)* with `cupom` *(optional, may be null)*",
      [
        { path: "numpedido", optional: false, nullable: false },
        { path: "dadospedido", optional: true, nullable: false },
        { path: "dadospedido.cupom", optional: true, nullable: true },
      ],
    ],
    [
      "`tipoentrega`",
      "`DELIVERY` or `RETIRADA`. In lists the key is lower case",
      [{ path: "tipoentrega", optional: false, nullable: false, values: ["DELIVERY", "RETIRADA"] }],
    ],
    [
      "`status`",
      "`ATIVA` (can be paid), `CONCLUIDA` (paid: `APROVADO`) or `EXPIRADA`",
      [{ path: "status", optional: false, nullable: false, values: ["ATIVA", "CONCLUIDA", "EXPIRADA"] }],
    ],
    [
      "`status`",
      "where it stands now ([Order statuses](#order-statuses))",
      [{ path: "status", optional: false, nullable: false, values: ["ENVIADO", "CANCELADO"] }],
    ],
    [
      "`anotacoes`, `numPedidoCliente` *(optional, may be null)*",
      "notes (≤ 500 characters) and the customer's own order number (≤ 40), trimmed",
      [
        { path: "anotacoes", optional: true, nullable: true, maxLength: 500 },
        { path: "numPedidoCliente", optional: true, nullable: true, maxLength: 40 },
      ],
    ],
    [
      "`creditcard.name`",
      "the name on the card, 2 to 80 characters",
      [{ path: "creditcard.name", optional: false, nullable: false, minLength: 2, maxLength: 80 }],
    ],
  ] as [string, string, FieldClaim[]][])("%s | %s", (field, rule, expected) => {
    expect(claims([[field, rule]], ["ENVIADO", "CANCELADO"])).toEqual(expected);
  });

  it("finds every field table of the page, and the order statuses", () => {
    expect(statuses).toEqual([
      "ORCAMENTO_NOVO",
      "ORCAMENTO_PRECIFICADO",
      "ENVIADO",
      "SEPARANDO",
      "AGUARDANDOPAGAMENTO",
      "PAGO",
      "EMENTREGA",
      "PRONTO_RETIRADA",
      "ENTREGUE",
      "CANCELADO",
    ]);
    expect(tables.map(({ section, index }) => `${section}.${index}`)).toEqual(
      TABLES.map(({ section, index }) => `${section}.${index}`),
    );
  });

  it("tells a disagreement (a length, a mark, a list of values)", () => {
    const table = { section: 0, index: 0, schema: component("OrderSummary") };
    expect(
      disagreements(table, [
        { path: "emitidoPor", optional: true, nullable: true, maxLength: 80 },
        { path: "numpedido", optional: true, nullable: false },
        { path: "tipoentrega", optional: false, nullable: false, values: ["DELIVERY"] },
      ]),
    ).toEqual([
      "§0 `emitidoPor`: the page says at most 80 characters, the schema no maximum",
      "§0 `numpedido`: the page says optional, the schema required",
      "§0 `tipoentrega`: the page lists DELIVERY, the schema DELIVERY, RETIRADA",
    ]);
  });
});

describe("docs/upstream-api.md's field tables and docs/upstream-openapi.json", () => {
  it.each(
    TABLES.map((table) => [`§${table.section}${table.index > 0 ? ` (table ${table.index + 1})` : ""}`, table] as const),
  )("%s: every field's marks, lengths and values are the schema's", (_name, table) => {
    const rows = tables.find(({ section, index }) => section === table.section && index === table.index)?.rows ?? [];
    const fields = claims(rows, statuses);
    expect(fields.length).toBeGreaterThan(0);
    expect(disagreements(table, fields)).toEqual([]);
  });
});

describe("an address call 47 takes, wherever the page carries it on", () => {
  const table = tables.find(({ section }) => section === 47);
  const lengths = claims(table?.rows ?? [], statuses).filter(
    (claim) => claim.maxLength !== undefined && claim.path !== "descricao" && claim.path !== "pontoref",
  );

  it("reads §47's lengths", () => {
    expect(lengths.map(({ path }) => path).sort()).toEqual([
      "bairro",
      "cidade",
      "complemento",
      "numero",
      "pais",
      "rua",
    ]);
  });

  it.each(ADDRESS_PLACES.map((place) => [place.where, place] as const))(
    "%s takes the same lengths",
    (_where, place) => {
      const notes = lengths.flatMap((claim) => {
        const field = fieldAt(place.schema, place.field(claim.path));
        const max = field ? stringOf(field.schema)?.maxLength : undefined;
        return max === claim.maxLength
          ? []
          : [
              `${place.where} \`${place.field(claim.path)}\`: §47 takes ${claim.maxLength} characters, the schema ${field ? (max ?? "no maximum") : "has no such field"}`,
            ];
      });
      expect(notes).toEqual([]);
    },
  );
});
