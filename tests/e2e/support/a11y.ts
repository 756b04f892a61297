import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
export type AxeViolation = AxeResults["violations"][number];

/** Only the findings that fail a journey: impact serious or critical. */
export function blockingViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
}

/** Violations as a short readable list: rule, impact, help, and the first few offending nodes. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
        return `    - ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${summary.slice(0, 300)}`;
      });
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : "";
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes.join("\n")}${more}`;
    })
    .join("\n");
}

/**
 * Runs axe-core on what the page shows now. axe needs JavaScript in the page it inspects, so with
 * JavaScript off the page's current DOM (the server's HTML, since no script ran) is re-served,
 * without its scripts, to a scratch page with JavaScript on, at the same URL and viewport, so
 * that its styles and images load as they did for the shopper.
 */
export async function analyzePage(page: Page, options: { javaScriptEnabled: boolean; scratch: () => Promise<BrowserContext> }): Promise<AxeViolation[]> {
  if (options.javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
    return results.violations;
  }
  const url = page.url().split("#")[0]!;
  const html = withoutScripts(await page.content());
  const context = await options.scratch();
  const scratchPage = await context.newPage();
  try {
    const viewport = page.viewportSize();
    if (viewport) await scratchPage.setViewportSize(viewport);
    await scratchPage.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) {
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      } else if (request.resourceType() === "script") {
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await scratchPage.goto(url, { waitUntil: "load" });
    const results = await new AxeBuilder({ page: scratchPage }).withTags(AXE_TAGS).setLegacyMode().analyze();
    return results.violations;
  } finally {
    await scratchPage.close();
  }
}

/** The serialized DOM without scripts; `<noscript>` content stays, unwrapped, as the shopper saw it. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<\/?noscript\b[^>]*>/gi, "");
}

/** A JavaScript-enabled context for js-off axe runs, created on first use. */
export function scratchContextFactory(browser: Browser) {
  let context: Promise<BrowserContext> | null = null;
  return {
    get: () => (context ??= browser.newContext({ javaScriptEnabled: true, locale: "pt-BR" })),
    close: async () => {
      if (context) await (await context).close();
    },
  };
}
