import { z } from "zod";
import { plainText } from "~/models/plain-text";
import { orderIntent, RATING_COMMENT_MAX } from "./order-form-names";

/**
 * Rating an order (docs/upstream-api.md §62; docs/rules/orders.md "Rating": "rate orders", docs/rules/orders.md "Rating" POST …/pedido/{numpedido}/avaliar):
 * the form-encoded body both the storefront's form and the server read, and the server's answer.
 */

export const ratingText = {
  grade: "Escolha uma nota de 1 a 5.",
  commentTooLong: `O comentário pode ter até ${RATING_COMMENT_MAX} caracteres.`,
} as const;

/** `nota` "1" to "5"; `comentario` optional, one line of plain text, at most 500 characters ("" is none). */
export const RatingFieldsSchema = z.object({
  nota: z
    .string({ required_error: ratingText.grade, invalid_type_error: ratingText.grade })
    .regex(/^[1-5]$/, ratingText.grade)
    .transform(Number),
  comentario: z
    .string()
    .optional()
    .transform((value) => plainText(value ?? "") || null)
    .refine((value) => value === null || value.length <= RATING_COMMENT_MAX, ratingText.commentTooLong),
});
export type RatingFields = z.output<typeof RatingFieldsSchema>;

/** The order page's rating form: the fields and its intent. */
export const RatingFormSchema = RatingFieldsSchema.extend({ intent: z.literal(orderIntent.rate) });

/** An order's rating, as call 62 answers it and calls 55 and 61 carry it. */
export const OrderRatingSchema = z.object({
  nota: z.number().int().min(1).max(5),
  comentario: z.string().nullable().default(null),
  avaliadoEm: z.string(),
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;

/** POST …/pedido/{numpedido}/avaliar: the rating kept, with its order's number. */
export const OrderRatedSchema = OrderRatingSchema.extend({
  numpedido: z.union([z.string(), z.number()]).transform(String),
});
