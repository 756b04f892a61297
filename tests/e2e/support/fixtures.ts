import { test as base, expect, type Page, type Response } from "@playwright/test";
import { analyzePage, blockingViolations, formatViolations, scratchContextFactory } from "./a11y";
import { collectConsoleProblems, type ConsoleCollector } from "./console";

export { expect };

type A11y = {
  /** axe-core (WCAG 2.0/2.1 A and AA) on the page as it is now: no serious or critical finding. */
  check(label?: string): Promise<void>;
};

type VisitOptions = { status?: number };

type Fixtures = {
  a11y: A11y;
  consoleProblems: ConsoleCollector;
  /** Waits until the page is ready for a shopper: loaded and, with JavaScript on, hydrated. */
  settle: () => Promise<void>;
  /** Opens a URL, checks the final answer's status (200 unless told), settles, and runs axe. */
  visit: (url: string, options?: VisitOptions) => Promise<Response>;
  /** The storefront's origin on a white-label host, e.g. http://bomsabor.localhost:3210. */
  hostOrigin: (host: string) => string;
};

function withoutHash(url: string): string {
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}

/** Resolves once React has hydrated the document (its elements carry React's fiber keys). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector("main") ?? document.body;
    return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  });
}

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, provide) => {
    await provide(collectConsoleProblems(page));
  },

  settle: async ({ page, javaScriptEnabled }, provide) => {
    await provide(async () => {
      await page.waitForLoadState("load");
      if (javaScriptEnabled) await waitForHydration(page);
    });
  },

  a11y: async ({ page, browser, javaScriptEnabled }, provide, testInfo) => {
    const scratch = scratchContextFactory(browser);
    const visited: string[] = [];
    const checked = new Set<string>();
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = withoutHash(frame.url());
      if (url !== "about:blank" && visited.at(-1) !== url) visited.push(url);
    });
    await provide({
      async check(label) {
        const url = withoutHash(page.url());
        const violations = await analyzePage(page, { javaScriptEnabled, scratch: scratch.get });
        checked.add(url);
        const blocking = blockingViolations(violations);
        if (blocking.length > 0) {
          await testInfo.attach(`axe-${checked.size}.json`, { body: JSON.stringify(blocking, null, 2), contentType: "application/json" });
        }
        expect(formatViolations(blocking), `axe-core: serious or critical findings on ${label ?? url}`).toBe("");
      },
    });
    await scratch.close();
    // Every page the journey showed must have been checked (only judged when the journey itself passed).
    if (testInfo.status === testInfo.expectedStatus) {
      const unchecked = [...new Set(visited)].filter((url) => !checked.has(url));
      expect(unchecked, "pages this journey visited without an axe-core check").toEqual([]);
    }
  },

  visit: async ({ page, settle, a11y }, provide) => {
    await provide(async (url, options = {}) => {
      const response = await page.goto(url);
      expect(response, `no answer for ${url}`).not.toBeNull();
      expect(response!.status(), `status of ${url} (landed on ${page.url()})`).toBe(options.status ?? 200);
      await settle();
      await a11y.check();
      return response!;
    });
  },

  hostOrigin: async ({ baseURL }, provide) => {
    const port = new URL(baseURL ?? "http://localhost:3210").port;
    await provide((host) => `http://${host}${port ? `:${port}` : ""}`);
  },
});
