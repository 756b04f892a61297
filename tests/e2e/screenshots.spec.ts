import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { brokenImages, imagesSettled, scrollThrough } from "./support/storefront";
import { SUPPLIERS } from "./support/suppliers";

/**
 * Full-page pictures of every home, for people to look at (tests/e2e/screenshots, not committed):
 * `{page}-{desktop|mobile}.png`, taken of the page with JavaScript. With and without it, each
 * home is checked for what a picture would show as broken: images that did not load and content
 * wider than the screen.
 */
const SCREENSHOT_DIR = path.join(import.meta.dirname, "screenshots");

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

const PAGES = [
  { name: "marketplace", url: () => "/", heading: "Escolha um fornecedor" },
  ...Object.values(SUPPLIERS).map((supplier) => ({
    name: supplier.slug,
    url: () => `/${supplier.slug}`,
    heading: supplier.welcome,
  })),
  {
    name: "bomsabor-white-label",
    url: (origin: (host: string) => string) => `${origin("bomsabor.localhost")}/`,
    heading: SUPPLIERS.bomsabor.welcome,
  },
];

for (const [viewportName, device] of Object.entries(VIEWPORTS)) {
  test.describe(`screenshots of the home pages (${viewportName})`, () => {
    test.use(device);
    for (const target of PAGES) {
      test(`${target.name} (${viewportName})`, async ({ page, visit, hostOrigin, javaScriptEnabled }) => {
        await visit(target.url(hostOrigin));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);

        await scrollThrough(page);
        await imagesSettled(page);
        expect(await brokenImages(page), "images that failed to load").toEqual([]);

        // Nothing may be wider than the screen (no sideways page scroll on a phone).
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        expect(widths.page, "page width against the viewport").toBeLessThanOrEqual(widths.viewport);

        if (javaScriptEnabled) {
          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          const file = path.join(SCREENSHOT_DIR, `${target.name}-${viewportName}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
          expect(statSync(file).size).toBeGreaterThan(5_000);
        }
      });
    }
  });
}
