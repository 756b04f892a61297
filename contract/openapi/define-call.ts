import {
  extendZodWithOpenApi,
  type OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z, type ZodType } from "zod";

// Gives every zod schema (the storefront's own, already built) the `.openapi()` the generator reads.
extendZodWithOpenApi(z);

/** The body of every answer other than 2xx (docs/upstream-api.md, Conventions: Errors). */
export const ErrorAnswerSchema = z.object({ mensagem: z.string() }).openapi("ErrorAnswer", {
  description: "Every answer other than 2xx: a message in Portuguese, fit to show to a shopper.",
  example: { mensagem: "Fornecedor não encontrado." },
});

/** `{apptoken}`: the application token, the path segment after `/v2/app/`. */
export const AppToken = z.string().openapi({
  param: { name: "apptoken", in: "path" },
  description: "The application token configured on the storefront (APP_TOKEN).",
  example: "storefront-dev-token",
});

type Method = "get" | "post" | "put" | "delete" | "patch";

type Answer = {
  description: string;
  /** The answer's schema; none for an answer without a JSON body. */
  schema?: ZodType;
  example?: unknown;
  /** Defaults to application/json. Without a schema: a file of that type (a PDF, an SVG…; several when the server may choose), no JSON schema. */
  contentType?: string | string[];
  /** Answer headers worth knowing (Content-Disposition of a file, Retry-After…). */
  headers?: Record<string, { description: string; schema?: { type: "string" | "integer" }; example?: string }>;
};

/** One call of docs/upstream-api.md: its section number there is `call`. */
export type CallDefinition = {
  call: number;
  /** Distinguishes two operations of one section (for example `update` and `delete`). */
  suffix?: string;
  method: Method;
  /** OpenAPI path template, e.g. `/v2/app/{apptoken}/configuracao/fornecedor`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** The call needs `Authorization: Bearer <token>` (a logged-in shopper). */
  session?: "required" | "optional";
  /** The storefront does without it (docs/upstream-api.md, Conventions: Optional calls). */
  optional?: boolean;
  /** The reference server's own call, not in the supplier platform's specification. */
  referenceServerOnly?: boolean;
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  /** Request headers the call needs beyond the conventions' (for example `X-idfornecedor`). */
  headers?: z.AnyZodObject;
  /** `required: false` when a server must also take the request without a body. */
  body?: { schema: ZodType; example?: unknown; contentType?: string; description?: string; required?: boolean };
  answers: Record<number, Answer>;
};

function answerConfig(answer: Answer): ResponseConfig {
  const headers = answer.headers
    ? {
        headers: Object.fromEntries(
          Object.entries(answer.headers).map(([name, header]) => [
            name,
            { schema: { type: "string" as const }, ...header },
          ]),
        ),
      }
    : {};
  if (!answer.schema)
    return {
      description: answer.description,
      ...headers,
      ...(answer.contentType
        ? {
            content: Object.fromEntries(
              [answer.contentType].flat().map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
            ),
          }
        : {}),
    } as ResponseConfig;
  const media: { schema: ZodType; example?: unknown } = { schema: answer.schema };
  if (answer.example !== undefined) media.example = answer.example;
  return {
    description: answer.description,
    ...headers,
    content: { [[answer.contentType ?? "application/json"].flat()[0] ?? "application/json"]: media },
  };
}

const RETRY_AFTER = {
  description: "Whole seconds or an HTTP date",
  schema: { type: "string" as const },
  example: "30",
};

/** The answers every call may give (docs/upstream-api.md, Conventions: Errors and Session end), unless the call says more. */
function conventionAnswers(session: CallDefinition["session"]): Record<string, Answer> {
  const answers: Record<string, Answer> = {
    429: {
      description:
        "Too many requests. May carry Retry-After. The storefront never retries it: the shopper is sent to its too-many-requests page.",
      headers: { "Retry-After": RETRY_AFTER },
      example: { mensagem: "Muitas requisições. Tente novamente em instantes." },
    },
    "5XX": {
      description:
        "Server fault. May carry Retry-After: the storefront retries an idempotent GET once, after that wait only when it is at most 2 seconds.",
      headers: { "Retry-After": RETRY_AFTER },
    },
  };
  if (session)
    answers[401] = {
      description:
        'A session the server no longer accepts. Any answer `{ "action": "logout", "mensagem": … }`, whatever its status, also ends the shopper\'s session.',
      example: { action: "logout", mensagem: "Sua sessão expirou. Entre novamente." },
    };
  return answers;
}

/** Registers one call. Error answers without a schema of their own get `ErrorAnswer`; the conventions' answers are added where the call gives none. */
export function defineCall(registry: OpenAPIRegistry, definition: CallDefinition): void {
  const responses: RouteConfig["responses"] = {};
  const answers: Record<string, Answer> = { ...conventionAnswers(definition.session), ...definition.answers };
  for (const [status, answer] of Object.entries(answers)) {
    const isError = status === "5XX" || Number(status) >= 400;
    responses[status] = answerConfig(isError && !answer.schema ? { ...answer, schema: ErrorAnswerSchema } : answer);
  }
  const request: NonNullable<RouteConfig["request"]> = {};
  if (definition.params) request.params = definition.params;
  if (definition.query) request.query = definition.query;
  if (definition.headers) request.headers = definition.headers;
  if (definition.body) {
    const media: { schema: ZodType; example?: unknown } = { schema: definition.body.schema };
    if (definition.body.example !== undefined) media.example = definition.body.example;
    request.body = {
      description: definition.body.description,
      required: definition.body.required ?? true,
      content: { [definition.body.contentType ?? "application/json"]: media },
    };
  }
  const number = String(definition.call).padStart(2, "0");
  registry.registerPath({
    method: definition.method,
    path: definition.path,
    operationId: `call${number}${definition.suffix ? `-${definition.suffix}` : ""}`,
    summary: `${definition.call}. ${definition.summary}`,
    description: definition.description,
    tags: [definition.tag],
    security:
      definition.session === "required"
        ? [{ session: [] }]
        : definition.session === "optional"
          ? [{}, { session: [] }]
          : undefined,
    request,
    responses,
    "x-call": definition.call,
    ...(definition.optional ? { "x-optional": true } : {}),
    ...(definition.referenceServerOnly ? { "x-reference-server-only": true } : {}),
  });
}
