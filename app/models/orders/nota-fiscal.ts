import { z } from "zod";
import { isNfeAccessKey } from "./nfe-access-key";

/**
 * The order's NF-e as call 55 carries it (`notaFiscal`), null until one is issued. Apart from the
 * documents' rules (order-documents.ts), which the order's pages also run in the browser, so that
 * zod stays on the server.
 */
export const NotaFiscalSchema = z.object({
  numero: z.number().int().min(1).max(999_999_999),
  serie: z.number().int().min(0).max(999),
  chave: z.string().refine(isNfeAccessKey, "chave de acesso inválida"),
  emitidaEm: z.string().min(1),
});
export type NotaFiscal = z.infer<typeof NotaFiscalSchema>;
