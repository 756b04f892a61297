import { FlashSchema, fittedFlash, type Flash } from "~/models/flash";
import { createConfidentialCookie } from "./confidential-cookie.server";

export type { Flash } from "~/models/flash";

function flashCookie() {
  return createConfidentialCookie("commerce-flash");
}

/** A one-time message shown on the next page (a toast without JavaScript), fitted to what that page reads. */
export function setFlashHeader(flash: Flash): Promise<string> {
  return flashCookie().serialize(fittedFlash(flash));
}

/** Reads the pending message and the header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; clearHeader: string | null }> {
  const raw: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  const parsed = FlashSchema.safeParse(raw);
  if (!parsed.success) return { flash: null, clearHeader: null };
  return { flash: parsed.data, clearHeader: await flashCookie().serialize("", { maxAge: 0 }) };
}
