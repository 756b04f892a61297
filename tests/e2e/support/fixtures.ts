import { test as base, expect, type Page, type Response } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import path from "node:path";
import {
  analyzePage,
  blockingViolations,
  checkedStates,
  formatViolations,
  pageState,
  scratchPageFactory,
} from "./a11y";
import { AXE_RUN_STEP, AXE_SKIP_STEP } from "./a11y-steps";
import { scriptTagsOf } from "../../support/script-tags";
import { collectConsoleProblems, type ConsoleCollector } from "./console";

export { expect };

type A11y = {
  /**
   * axe-core (WCAG 2.0/2.1 A and AA) on the page as it is now: no serious or critical finding.
   * A page state that already passed in this run (any test, any worker) is not analysed again.
   */
  check(label?: string): Promise<void>;
};

type VisitOptions = { status?: number };

type Fixtures = {
  a11y: A11y;
  /**
   * Every journey fails on a console error or an uncaught page error of its pages, unless it sets
   * `consoleErrorsAllowed`. A page `visit` opens expecting an error status is not one; a form the
   * server refuses is, until the journey forgets it (`consoleProblems.forgetFailedLoads(400)`).
   */
  consoleProblems: ConsoleCollector;
  /** `test.use({ consoleErrorsAllowed: true })`: the journeys of this scope may log errors. */
  consoleErrorsAllowed: boolean;
  /**
   * The light project (playwright.config.ts): the browser runs JavaScript but asks for Modo leve
   * (`Save-Data: on`, docs/decisions/0045), so the storefront sends no script.
   */
  lightMode: boolean;
  /** Whether the storefront's scripts run on its pages: JavaScript on, and not in Modo leve. */
  scripted: boolean;
  /**
   * In the light project, every page of the journey is judged: no request for a script, and no
   * `<script>` but JSON-LD in any document the browser received nor in the page whenever it settles.
   */
  noScripts: { check(): Promise<void> };
  /** Waits until the page is ready for a shopper: loaded and, with the storefront's scripts, hydrated. */
  settle: () => Promise<void>;
  /** Opens a URL, checks the final answer's status (200 unless told), settles, and runs axe. */
  visit: (url: string, options?: VisitOptions) => Promise<Response>;
  /** The storefront's origin on a white-label host, e.g. http://bomsabor.localhost:{port}. */
  hostOrigin: (host: string) => string;
  /**
   * The cookie choice the browser starts with (docs/decisions/0041), so that the banner of a first
   * visit is not in the way of journeys about something else: session and personalization, not
   * performance (no analytics), as the storefront behaved before the banner. `null`: no choice
   * (`test.use({ cookieChoice: null })`, the banner's own journeys).
   */
  cookieChoice: string | null;
};

/** scripts/e2e.mjs starts the storefront with this SESSION_SECRET: the choice cookie is signed with it. */
const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";

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

/** Page states that passed axe-core in this run, kept in the run's directory (E2E_DATA_DIR, made and removed per run). */
let passedStates: ReturnType<typeof checkedStates> | null = null;
const passed = () =>
  (passedStates ??= checkedStates(
    process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, "axe-passed") : undefined,
  ));

type WorkerFixtures = {
  /** The JavaScript-enabled page js-off axe checks write pages into, one per worker. */
  axeScratch: ReturnType<typeof scratchPageFactory>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  axeScratch: [
    async ({ browser }, provide) => {
      const scratch = scratchPageFactory(browser);
      await provide(scratch);
      await scratch.close();
    },
    { scope: "worker" },
  ],

  consoleErrorsAllowed: [false, { option: true }],

  lightMode: [false, { option: true }],

  scripted: async ({ javaScriptEnabled, lightMode }, provide) => {
    await provide(javaScriptEnabled && !lightMode);
  },

  noScripts: [
    async ({ context, lightMode }, provide, testInfo) => {
      const scriptRequests: string[] = [];
      const inlineScripts: string[] = [];
      const documents = new Set<string>();
      const reading: Promise<void>[] = [];
      if (lightMode) {
        // Chromium drops a Save-Data it did not set itself when it follows a redirect (a form's 303):
        // every request of the pages says it again, as a browser that saves data does.
        await context.route("**/*", (route) =>
          route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
        );
        context.on("request", (request) => {
          if (request.resourceType() === "script") scriptRequests.push(request.url());
        });
        context.on("response", (response) => {
          if (response.request().resourceType() !== "document" || (response.status() >= 300 && response.status() < 400))
            return;
          reading.push(
            response.text().then(
              (html) => {
                documents.add(response.url());
                for (const tag of scriptTagsOf(html)) inlineScripts.push(`${response.url()}: ${tag}`);
              },
              // A document the browser already left (its body gone): the page's own check covers it.
              () => undefined,
            ),
          );
        });
      }
      const check = async () => {
        if (!lightMode) return;
        for (const page of context.pages()) {
          const inPage = await page.evaluate(() =>
            [...document.querySelectorAll('script, link[rel="modulepreload"]')]
              .filter((element) => !(element instanceof HTMLScriptElement && element.type === "application/ld+json"))
              .map((element) => element.outerHTML.slice(0, 160)),
          );
          for (const tag of inPage) inlineScripts.push(`${page.url()} (page): ${tag}`);
        }
      };
      await provide({ check });
      if (lightMode && testInfo.status === testInfo.expectedStatus) {
        await check();
        await Promise.all(reading);
        expect(documents.size, "documents read in Modo leve").toBeGreaterThan(0);
        expect(scriptRequests, "script requests in Modo leve").toEqual([]);
        expect([...new Set(inlineScripts)], "scripts other than JSON-LD in Modo leve").toEqual([]);
      }
    },
    { auto: true },
  ],

  cookieChoice: ["n1s1p0z1", { option: true }],

  context: async ({ context, baseURL, cookieChoice }, provide) => {
    if (cookieChoice) {
      const header = await createCookie("commerce-cookies", { secrets: [E2E_SESSION_SECRET] }).serialize(cookieChoice);
      const value = header.slice(header.indexOf("=") + 1, header.indexOf(";"));
      const { hostname, port } = new URL(baseURL!);
      await context.addCookies(
        [hostname, "bomsabor.localhost"].map((host) => ({
          name: "commerce-cookies",
          value,
          url: `http://${host}${port ? `:${port}` : ""}/`,
        })),
      );
    }
    await provide(context);
  },

  consoleProblems: [
    async ({ context, consoleErrorsAllowed }, provide, testInfo) => {
      const collector = collectConsoleProblems(context);
      await provide(collector);
      // Judged only when the journey itself passed (its own failure says more).
      if (!consoleErrorsAllowed && testInfo.status === testInfo.expectedStatus) {
        expect(collector.format(), "browser console errors and uncaught page errors").toBe("");
      }
    },
    { auto: true },
  ],

  settle: async ({ page, scripted, noScripts }, provide) => {
    await provide(async () => {
      await page.waitForLoadState("load");
      if (scripted) await waitForHydration(page);
      await noScripts.check();
    });
  },

  a11y: async ({ page, axeScratch, javaScriptEnabled }, provide, testInfo) => {
    const visited: string[] = [];
    const checked = new Set<string>();
    let failures = 0;
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = withoutHash(frame.url());
      if (url !== "about:blank" && visited.at(-1) !== url) visited.push(url);
    });
    await provide({
      async check(label) {
        // A document still arriving is read as far as it came: without JavaScript a journey checks
        // right after the new page shows what it waits for, which can be above the end of the stream
        // (a product row's last card cut inside its link was read as a link without a name).
        await page.waitForLoadState("load");
        // With scripts, a page still loading its next data (a listing dimmed and aria-busy while a
        // form's answer comes back) or still fading is not a state a shopper stays in: axe-core
        // waits for it to end, as its colours are not the page's.
        if (javaScriptEnabled)
          await page.waitForFunction(
            () =>
              !document.querySelector('[aria-busy="true"]') &&
              document
                .getAnimations()
                .every(
                  (animation) =>
                    animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
                ),
          );
        const url = withoutHash(page.url());
        const name = label ?? url;
        const state = await pageState(page, javaScriptEnabled);
        checked.add(url);
        if (passed().has(state.key)) {
          await test.step(`${AXE_SKIP_STEP} ${name}`, async () => {});
          return;
        }
        const violations = await test.step(`${AXE_RUN_STEP} ${name}`, () =>
          analyzePage(page, { javaScriptEnabled, html: state.html, scratch: axeScratch.page }));
        const blocking = blockingViolations(violations);
        if (blocking.length === 0) {
          passed().add(state.key, {
            url,
            label: name,
            test: testInfo.titlePath.join(" › "),
            project: testInfo.project.name,
          });
        } else {
          failures += 1;
          await testInfo.attach(`axe-${failures}.json`, {
            body: JSON.stringify(blocking, null, 2),
            contentType: "application/json",
          });
        }
        expect(formatViolations(blocking), `axe-core: serious or critical findings on ${name}`).toBe("");
      },
    });
    // Every page the journey showed must have been checked (only judged when the journey itself passed).
    if (testInfo.status === testInfo.expectedStatus) {
      const unchecked = [...new Set(visited)].filter((url) => !checked.has(url));
      expect(unchecked, "pages this journey visited without an axe-core check").toEqual([]);
    }
  },

  visit: async ({ page, settle, a11y, consoleProblems }, provide) => {
    await provide(async (url, options = {}) => {
      const status = options.status ?? 200;
      const response = await page.goto(url);
      expect(response, `no answer for ${url}`).not.toBeNull();
      expect(response!.status(), `status of ${url} (landed on ${page.url()})`).toBe(status);
      // The browser reports an error status of the document as a failed load: asked for here, so not a problem.
      if (status >= 400) consoleProblems.expectFailedLoad(status, response!.url());
      await settle();
      await a11y.check();
      return response!;
    });
  },

  hostOrigin: async ({ baseURL }, provide) => {
    const port = new URL(baseURL!).port;
    await provide((host) => `http://${host}${port ? `:${port}` : ""}`);
  },
});
