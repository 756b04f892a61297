/**
 * docs/rules/storefront.md "Session": "A failed lazy load of a module reloads the page once per
 * session." Remix reloads the page when a route module fails to load, and announces it first with
 * `console.error("Error loading route module `…`, reloading page...")`. The first time in a browser
 * session that reload goes ahead (a deploy may have replaced the files: the new page has the new
 * ones); the storage remembers it, and any later failure in the same session stops short of the
 * reload (the error is thrown from that announcement, so Remix shows the page's error instead of
 * reloading again and again).
 */
export const MODULE_RELOAD_KEY = "sf-reload";

const ANNOUNCEMENT = "Error loading route module";

type SessionStore = Pick<Storage, "getItem" | "setItem">;

/** Whether a failed module load may reload the page now: once per session, and never where the session cannot be read. */
export function mayReloadForModule(session: () => SessionStore | null): boolean {
  try {
    const storage = session();
    if (!storage || storage.getItem(MODULE_RELOAD_KEY) !== null) return false;
    storage.setItem(MODULE_RELOAD_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Wraps `target.error` so that Remix's announcement of a reload for a failed route module lets the
 * first one of the session through and throws on the next ones (before `location.reload()` runs).
 */
export function guardModuleReload(target: Pick<Console, "error">, storage: () => SessionStore | null): void {
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    original(...args);
    const [first] = args;
    if (typeof first === "string" && first.startsWith(ANNOUNCEMENT) && !mayReloadForModule(storage)) {
      // Thrown instead of the session's second reload: Remix then shows the page's error.
      throw new Error(first);
    }
  };
}
