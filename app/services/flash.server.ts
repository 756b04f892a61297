import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "./env.server";

const FlashSchema = z.object({ kind: z.enum(["info", "success", "warning", "error"]), message: z.string().max(500) });
export type Flash = z.infer<typeof FlashSchema>;

function flashCookie() {
  const env = getEnv();
  return createCookie("commerce-flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.NODE_ENV === "production" && !env.DEFAULT_SITE_URL.startsWith("http://"),
    secrets: env.SESSION_SECRET,
  });
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
