import { expect, test } from "./support/fixtures";
import { expectSupplierHome } from "./support/storefront";
import { ALL_SUPPLIERS, SUPPLIERS } from "./support/suppliers";

test.describe("supplier home pages", () => {
  for (const supplier of ALL_SUPPLIERS) {
    test(`${supplier.name} at /${supplier.slug}`, { tag: "@same-without-js" }, async ({ page, visit }) => {
      await visit(`/${supplier.slug}`);
      await expectSupplierHome(page, supplier, `/${supplier.slug}`);
    });
  }

  test("a supplier's id works like its slug", { tag: "@same-without-js" }, async ({ page, visit }) => {
    const aurora = SUPPLIERS.aurora;
    await visit(`/${aurora.id}`);
    await expectSupplierHome(page, aurora, `/${aurora.id}`);
  });

  test("a product row scrolls sideways by itself, with 'Anteriores' / 'Próximos' where JavaScript runs; 'Ver todos' leads to its listing", async ({
    page,
    visit,
    settle,
    a11y,
    javaScriptEnabled,
  }) => {
    await visit("/aurora");
    const row = page.getByRole("region", { name: "Mais vendidos" });
    const track = row.getByRole("list");
    const cards = track.getByRole("listitem");
    const scrolled = () => track.evaluate((element) => element.scrollLeft);
    /** Where the row rests once a smooth scroll is over. */
    const rested = () =>
      track.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            let last = element.scrollLeft;
            const check = () =>
              setTimeout(() => {
                if (element.scrollLeft === last) resolve(last);
                else {
                  last = element.scrollLeft;
                  check();
                }
              }, 150);
            check();
          }),
      );
    expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth), "more cards than fit").toBe(
      true,
    );
    await expect(cards.last()).not.toBeInViewport();

    const previous = row.getByRole("button", { name: "Produtos anteriores de Mais vendidos" });
    const next = row.getByRole("button", { name: "Próximos produtos de Mais vendidos" });
    if (javaScriptEnabled) {
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await expect(next).not.toHaveAttribute("aria-disabled");
      await settle();
      await a11y.check("product row with its buttons");
      // "Próximos" until the end: every card is reached with the mouse, and the button says it leads nowhere.
      for (let clicks = 0; (await next.getAttribute("aria-disabled")) !== "true"; clicks += 1) {
        expect(clicks, "the end is reached").toBeLessThan(10);
        const before = await rested();
        await next.click();
        expect(await rested()).toBeGreaterThan(before);
      }
      await expect(cards.last()).toBeInViewport();
      await expect(previous).not.toHaveAttribute("aria-disabled");
      await expect(next, "the focus stays on the button at the end").toBeFocused();
      await previous.click();
      await expect(next).not.toHaveAttribute("aria-disabled");
    } else {
      // Without JavaScript there is nothing to press: the row scrolls natively.
      await expect(previous).toHaveCount(0);
      await expect(next).toHaveCount(0);
    }

    // The keyboard reaches every card: the last card's link scrolls into view when focused.
    const lastLink = cards.last().getByRole("link").first();
    await lastLink.focus();
    await expect(lastLink).toBeInViewport();

    // A trackpad's sideways scroll (or Shift+wheel) moves the row back, with or without JavaScript.
    const before = await scrolled();
    expect(before).toBeGreaterThan(0);
    await track.hover();
    await page.mouse.wheel(-400, 0);
    await expect.poll(scrolled).toBeLessThan(before);

    // "Ver todos" opens the row's own page: the same products as a grid of cards, under its title.
    const count = await cards.count();
    await row.getByRole("link", { name: "Ver todos em Mais vendidos" }).click();
    await expect(page).toHaveURL(/\/aurora\/vitrine\/12$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mais vendidos" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
    await expect(
      page.getByRole("navigation", { name: "Você está em" }).getByRole("link", { name: "Início" }),
    ).toHaveAttribute("href", "/aurora");
    await settle();
    await a11y.check("a home row's own page");

    // A product's similar products lead to their category.
    await visit("/casaverde/produto/3001");
    const similar = page.getByRole("region", { name: "Produtos semelhantes" });
    await similar.getByRole("link", { name: "Ver todos em Frutas da estação" }).click();
    await expect(page).toHaveURL(/\/casaverde\/categoria\/302$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frutas da estação" })).toBeVisible();
    await settle();
    await a11y.check("a category opened from 'Ver todos'");
  });

  test(
    "on a phone the banner keeps its place while its picture arrives: nothing below it moves",
    { tag: "@same-without-js" },
    async ({ page, settle, a11y }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // The banners' pictures are held until the page is measured without them.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/imagens/aurora/banners/**", async (route) => {
        await released;
        await route.continue();
      });
      await page.goto("/aurora", { waitUntil: "domcontentloaded" });
      const carousel = page.getByRole("region", { name: "Destaques" }).first();
      const picture = carousel.getByRole("img").first();
      const below = carousel.getByRole("list", { name: /^Escolher destaque/ });
      // The picture's box, and how far below it what follows starts: the rest of the page (the
      // logo arriving, the header) may move them both, the picture's arrival must not.
      const places = async () => {
        const box = await picture.boundingBox();
        const next = await below.boundingBox();
        return { width: box?.width, height: box?.height, gap: next && box ? next.y - (box.y + box.height) : undefined };
      };
      let before: Awaited<ReturnType<typeof places>>;
      // Released whatever happens, so that no request stays held after a failed check.
      try {
        await expect(picture).toBeVisible();
        before = await places();
        expect(await picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
      } finally {
        release();
      }
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      // The phone's picture (1080 × 720), not the desktop's, at the page's width.
      expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-mobile\.svg$/);
      const after = await places();
      expect(after).toEqual(before);
      expect(after.width! / after.height!, "the phone picture's shape, 3:2").toBeCloseTo(1080 / 720, 1);
      await settle();
      await a11y.check();
    },
  );

  test(
    "every script carries the nonce of an enforced Content-Security-Policy",
    { tag: "@request" },
    async ({ request }) => {
      const response = await request.get(`/${SUPPLIERS.casaverde.slug}`);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-security-policy-report-only"]).toBeUndefined();
      const policy = headers["content-security-policy"] ?? "";
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, `a script nonce in: ${policy}`).toBeTruthy();
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).toMatch(/frame-ancestors 'none'/);

      // The DOM hides nonces once parsed, so read the HTML as it was sent.
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
      const styles = html.match(/<style\b[^>]*>/gi) ?? [];
      expect(styles.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

      // A second answer gets a fresh nonce.
      const again = (await request.get(response.url())).headers()["content-security-policy"];
      expect(again).toMatch(/'nonce-[^']+'/);
      expect(again).not.toContain(`'nonce-${nonce}'`);
    },
  );
});
