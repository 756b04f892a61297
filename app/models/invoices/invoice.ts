import { z } from "zod";
import { isValidLinhaDigitavel } from "./boleto";

/**
 * The invoices contract (docs/upstream-api.md §69; docs/rules/orders.md "Invoices and credit limit", GET …/faturas-cliente):
 * a customer's invoices at a supplier (boletos for what they bought on credit) with their credit limit,
 * total and available (docs/rules/orders.md "Invoices and credit limit": faturas, limite_credito_total, limite_credito_disponivel).
 */

const id = z.union([z.string(), z.number()]).transform(String);
const money = z.coerce.number().finite();
/** A São Paulo day, YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const INVOICE_STATUSES = ["ABERTA", "VENCIDA", "PAGA", "CANCELADA"] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

/**
 * The boleto to pay an open invoice with (only with completeInfo=true). A linha digitável whose check
 * digits are wrong is dropped: a shopper is never given a code their bank would refuse.
 */
export const BoletoSchema = z.object({
  banco: z.string().regex(/^\d{3}$/),
  bancoNome: z.string(),
  linhaDigitavel: z
    .string()
    .transform((text) => text.replace(/[\s.]/g, ""))
    .refine(isValidLinhaDigitavel),
  codigoBarras: z.string().regex(/^\d{44}$/),
  nossoNumero: z.string().max(40),
  beneficiario: z.object({ nome: z.string(), documento: z.string(), agencia: z.string(), conta: z.string() }),
  pagador: z.object({ nome: z.string(), documento: z.string().nullable().default(null) }),
  localPagamento: z.string().default("Pagável em qualquer banco até o vencimento"),
});
export type Boleto = z.output<typeof BoletoSchema>;

export const InvoiceSchema = z.object({
  idfatura: id,
  /** The order it bills; null for one billed outside the storefront. */
  numpedido: id.nullable().default(null),
  descricao: z.string(),
  valor: money.refine((value) => value > 0),
  emissao: day,
  vencimento: day,
  status: InvoiceStatusSchema,
  pagaEm: z.string().nullable().default(null),
  /** With completeInfo=true and while it is to be paid; null otherwise (or when the server's was not a good one). */
  boleto: BoletoSchema.nullable().catch(null).default(null),
});
export type Invoice = z.output<typeof InvoiceSchema>;

export const InvoiceListSchema = z.object({
  limite_credito_total: money.nullable().default(null),
  limite_credito_disponivel: money.nullable().default(null),
  faturas: z.array(InvoiceSchema),
});
export type InvoiceList = z.output<typeof InvoiceListSchema>;
