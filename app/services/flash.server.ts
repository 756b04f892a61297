import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { signedCookieOptions } from "./cookie-options.server";

const FlashSchema = z.object({
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
      undo: z.object({ idproduto: z.string().max(40), nome: z.string().max(200), quantidade: z.number().positive(), embalar: z.boolean() }).optional(),
    })
    .optional(),
});
export type Flash = z.infer<typeof FlashSchema>;

function flashCookie() {
  return createCookie("commerce-flash", signedCookieOptions());
}

/** A one-time message shown on the next page (a toast without JavaScript). */
export function setFlashHeader(flash: Flash): Promise<string> {
  return flashCookie().serialize(flash);
}

/** Reads the pending message and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const raw: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  const parsed = FlashSchema.safeParse(raw);
  if (!parsed.success) return { flash: null, clearHeader: null };
  return { flash: parsed.data, clearHeader: await flashCookie().serialize("", { maxAge: 0 }) };
}
