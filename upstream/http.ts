import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { z } from "zod";

/** An answer other than 200, with its pt-BR message: the body is `{ "mensagem": … }` unless the call answers another. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = { mensagem: message },
  ) {
    super(message);
  }
}

export const MESSAGES = {
  invalidAppToken: "Token de aplicação inválido.",
  notFound: "Recurso não encontrado.",
  supplierNotFound: "Fornecedor não encontrado.",
  customerNotFound: "Cliente não encontrado.",
  serviceAreaNotFound: "Área de atendimento não cadastrada para este fornecedor.",
  imageNotFound: "Imagem não encontrada.",
  supplierQueryMissing: "Informe idfornecedor ou dominio.",
  productNotFound: "Produto não encontrado.",
  linkNotFound: "Link não encontrado.",
  comboNotFound: "Combo não encontrado.",
  comboExpired: "Combo expirado",
  pageNotFound: "Página não encontrada.",
  pageUnderReview: "Conteúdo em revisão",
  invalidQuery: "Parâmetros inválidos",
  invalidBody: "Corpo da requisição inválido",
  sessionExpired: "Sessão expirada",
  invalidCredentials: "Usuário inexistente ou credenciais inválidas",
  invalidApiKey: "Credenciais de integração inválidas.",
  loginNotFound: "Usuário não encontrado.",
  notAllowed: "Acesso não permitido.",
  clientNotServed: "Cliente não atendido por este representante.",
  clientNotLinked: "Cliente não vinculado a este usuário.",
  wrongCurrentPassword: "Senha atual incorreta.",
  emailInUse: "Este e-mail já está em uso.",
  emailRegistered: "Já existe um cadastro com este e-mail.",
  documentRegistered: "Já existe um cadastro com este CPF/CNPJ.",
  invalidCode: "Código inválido ou expirado.",
  noEmailToVerify: "Cliente sem e-mail cadastrado.",
  invalidResetLink: "Link de redefinição inválido ou expirado.",
  termsNotFound: "Termos de uso não encontrados.",
  outdatedTerms: "Esta não é a versão atual dos termos de uso.",
  companyNotFound: "Empresa não encontrada.",
  internal: "Erro interno do servidor. Tente novamente em instantes.",
} as const;

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.notAllowed) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

function parseOr400<S extends z.ZodTypeAny>(schema: S, value: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].filter(Boolean).join(", ");
  throw badRequest(names ? `${message}: ${names}.` : `${message}.`);
}

/** The request's query parsed with the schema; a 400 naming the bad parameters otherwise. */
export function parseQuery<S extends z.ZodTypeAny>(schema: S, query: unknown): z.output<S> {
  return parseOr400(schema, query, MESSAGES.invalidQuery);
}

/** The request's JSON body parsed with the schema; a 400 naming the bad fields otherwise. */
export function parseBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  return parseOr400(schema, body, MESSAGES.invalidBody);
}

/** Parses a JSON body (at most 16 kB) into req.body; malformed JSON becomes a 400 in errorAnswer. */
export const jsonBody = express.json({ limit: "16kb" });

/** The most lines a body may send (a cart's, call 52's products). */
export { MAX_BODY_LINES } from "../app/models/requests/request-fields";

const parseLargeJson = express.json({ limit: "256kb" });

/**
 * Parses a JSON body of lines (at most 256 kB, which MAX_BODY_LINES fit in well) into req.body; a
 * larger body gets the 400 of a malformed one, naming the field of its lines.
 */
export const linesJsonBody =
  (field: string): RequestHandler =>
  (req, res, next) =>
    parseLargeJson(req, res, (error?: unknown) => {
      const tooLarge = (error as { type?: unknown } | undefined)?.type === "entity.too.large";
      next(tooLarge ? badRequest(`${MESSAGES.invalidBody}: ${field}.`) : error);
    });

/** An id from a path or query as a number; null when it is not one, which no row has. */
export function numericId(value: string): number | null {
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export const unknownRoute: RequestHandler = (_req, res) => {
  res.status(404).json({ mensagem: MESSAGES.notFound });
};

/** The 4xx status of a body-parser failure (malformed JSON, body too large, unknown charset). */
export function bodyParserStatus(error: unknown): number | undefined {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/** Every failure becomes `{ mensagem }`; unexpected ones are logged and never show their stack. */
export const errorAnswer: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json(error.body);
    return;
  }
  const clientStatus = bodyParserStatus(error);
  if (clientStatus) {
    res.status(clientStatus).json({ mensagem: `${MESSAGES.invalidBody}.` });
    return;
  }
  console.error("upstream: unexpected error", error);
  res.status(500).json({ mensagem: MESSAGES.internal });
};

/** An id in a JSON body: a positive whole number, or its digits as a string. */
export const bodyId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/)]).transform(Number);

/** An optional query text: trimmed, and absent when empty. */
export const queryText = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => value || undefined);

/** An optional query number within bounds. */
export const queryNumber = (min: number, max: number) => queryText.pipe(z.coerce.number().min(min).max(max).optional());

/** An optional query whole number within bounds. */
export const queryInteger = (min: number, max: number) =>
  queryText.pipe(z.coerce.number().int().min(min).max(max).optional());

/** A delivery type (`tipoentrega` / `tipoEntrega`): DELIVERY or RETIRADA, in capitals, or absent; anything else is a 400. */
export const queryDeliveryType = queryText.pipe(z.enum(["DELIVERY", "RETIRADA"]).optional());

/** True unless the parameter says "false" (any case). */
export const queryFlag = queryText.transform((value) => value?.toLowerCase() !== "false");

/** True only when the parameter says "true" (any case). */
export const queryOptIn = queryText.transform((value) => value?.toLowerCase() === "true");

/** A shopper's search text: any length and punctuation accepted (the search reads only its words). */
export const querySearchText = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");

/** A comma list of ids (`5001,5003`): positive whole numbers, repeats dropped; empty when absent. */
export const queryIdList = queryText
  .transform((value) => (value ?? "").split(",").flatMap((part) => part.trim() || []))
  .pipe(z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(50))
  .transform((ids) => [...new Set(ids)]);

/** A query text that must be present and not empty. */
export const requiredQueryText = queryText.pipe(z.string());

/** An optional point in the query, `lat` and `lng` in degrees; check it with latLngTogether. */
export const queryLatLng = { lat: queryNumber(-90, 90), lng: queryNumber(-180, 180) };

/** A refinement: `lat` and `lng` come both or neither; one alone makes both bad. */
export function latLngTogether(query: { lat?: number; lng?: number }, context: z.RefinementCtx): void {
  if ((query.lat === undefined) === (query.lng === undefined)) return;
  for (const name of ["lat", "lng"]) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "lat e lng vão juntos" });
  }
}
