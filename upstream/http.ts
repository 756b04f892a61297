import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";

/** An answer other than 200, with its pt-BR message for the body `{ "mensagem": … }`. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
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
  invalidQuery: "Parâmetros inválidos",
  internal: "Erro interno do servidor. Tente novamente em instantes.",
} as const;

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** The request's query parsed with the schema; a 400 naming the bad parameters otherwise. */
export function parseQuery<S extends z.ZodTypeAny>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].join(", ");
  throw badRequest(`${MESSAGES.invalidQuery}: ${names}.`);
}

export const unknownRoute: RequestHandler = (_req, res) => {
  res.status(404).json({ mensagem: MESSAGES.notFound });
};

/** Every failure becomes `{ mensagem }`; unexpected ones are logged and never show their stack. */
export const errorAnswer: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.status(error.status).json({ mensagem: error.message });
    return;
  }
  console.error("upstream: unexpected error", error);
  res.status(500).json({ mensagem: MESSAGES.internal });
};

/** An optional query text: trimmed, and absent when empty. */
export const queryText = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => value || undefined);

/** An optional query number within bounds. */
export const queryNumber = (min: number, max: number) => queryText.pipe(z.coerce.number().min(min).max(max).optional());

/** True unless the parameter says "false" (any case). */
export const queryFlag = queryText.transform((value) => value?.toLowerCase() !== "false");

/** A query text that must be present and not empty. */
export const requiredQueryText = queryText.pipe(z.string());
