import { z } from "zod";

/** A one-time message for the next page (the flash cookie, app/services/flash.server.ts). */
export const FlashSchema = z.object({
  kind: z.enum(["info", "success", "warning", "error"]),
  message: z.string().max(500),
  /** The way forward from the message: a page of the store. */
  link: z.object({ href: z.string().startsWith("/").max(300), label: z.string().max(60) }).optional(),
  /**
   * Where on the next page the message belongs (the cart's line or coupon field acted on, by its
   * anchor): that page shows it there instead of at the top. `typed` is what the field held;
   * `undo` what "Desfazer" puts back after a line went.
   */
  place: z
    .object({
      at: z.string().regex(/^[\w-]{1,60}$/),
      typed: z.string().max(40).optional(),
      undo: z
        .object({
          idproduto: z.string().max(40),
          nome: z.string().max(200),
          quantidade: z.number().positive(),
          embalar: z.boolean(),
        })
        .optional(),
    })
    .optional(),
});
export type Flash = z.infer<typeof FlashSchema>;

/** `text` cut to `max` characters, ending in "…" when it was longer. */
const fitted = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The flash within the bounds the next page reads it with (FlashSchema): a message or a link's label
 * made of names of any length (a store's, a product's) is shortened, never dropped there.
 */
export function fittedFlash(flash: Flash): Flash {
  return {
    ...flash,
    message: fitted(flash.message, 500),
    ...(flash.link ? { link: { ...flash.link, label: fitted(flash.link.label, 60) } } : {}),
  };
}
