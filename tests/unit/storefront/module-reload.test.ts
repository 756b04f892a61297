import { describe, expect, it, vi } from "vitest";
import { guardModuleReload, MODULE_RELOAD_KEY, mayReloadForModule } from "~/models/module-reload";

// docs/rules/storefront.md "Session": "A failed lazy load of a module reloads the page once per session."
// Remix announces its reload with console.error, then calls location.reload().

const ANNOUNCEMENT = "Error loading route module `/assets/route-abc.js`, reloading page...";

function sessionStore(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

/** What Remix's loadRouteModule does on a failed import: announce, then reload (counted). */
function failedLoad(target: Pick<Console, "error">, reloads: { count: number }): "reloaded" | "thrown" {
  try {
    target.error(ANNOUNCEMENT);
    target.error(new TypeError("Failed to fetch dynamically imported module"));
    reloads.count += 1;
    return "reloaded";
  } catch (error) {
    expect(String(error)).toContain("Error loading route module");
    return "thrown";
  }
}

describe("a failed route module reloads the page once per browser session", () => {
  it("the first failure reloads; the next ones in the same session do not", () => {
    const storage = sessionStore();
    const target = { error: vi.fn() };
    guardModuleReload(target, () => storage);
    const reloads = { count: 0 };
    expect(failedLoad(target, reloads)).toBe("reloaded");
    expect(storage.getItem(MODULE_RELOAD_KEY)).not.toBeNull();
    // The page after the reload (same session, a new page: the guard installed again).
    const next = { error: vi.fn() };
    guardModuleReload(next, () => storage);
    expect(failedLoad(next, reloads)).toBe("thrown");
    expect(failedLoad(next, reloads)).toBe("thrown");
    expect(reloads.count).toBe(1);
  });

  it("a new session reloads once again", () => {
    const reloads = { count: 0 };
    for (let session = 0; session < 2; session += 1) {
      const target = { error: vi.fn() };
      const storage = sessionStore();
      guardModuleReload(target, () => storage);
      failedLoad(target, reloads);
    }
    expect(reloads.count).toBe(2);
  });

  it("without a session storage (blocked), no reload at all: no loop is possible", () => {
    const target = { error: vi.fn() };
    guardModuleReload(target, () => null);
    expect(failedLoad(target, { count: 0 })).toBe("thrown");
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => undefined,
    };
    expect(mayReloadForModule(() => throwing)).toBe(false);
    expect(
      mayReloadForModule(() => {
        throw new Error("no access");
      }),
    ).toBe(false);
  });

  it("other errors are logged as they are and never throw", () => {
    const original = vi.fn();
    const target = { error: original };
    guardModuleReload(target, () => null);
    expect(() => target.error("something else", 1)).not.toThrow();
    expect(() => target.error(new Error("x"))).not.toThrow();
    expect(original).toHaveBeenCalledWith("something else", 1);
  });
});
