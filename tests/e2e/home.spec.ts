import { expect, test } from "./support/fixtures";
import { expectSupplierHome } from "./support/storefront";
import { ALL_SUPPLIERS, SUPPLIERS } from "./support/suppliers";

test.describe("supplier home pages", () => {
  for (const supplier of ALL_SUPPLIERS) {
    test(`${supplier.name} at /${supplier.slug}`, async ({ page, visit }) => {
      await visit(`/${supplier.slug}`);
      await expectSupplierHome(page, supplier, `/${supplier.slug}`);
    });
  }

  test("a supplier's id works like its slug", async ({ page, visit }) => {
    const aurora = SUPPLIERS.aurora;
    await visit(`/${aurora.id}`);
    await expectSupplierHome(page, aurora, `/${aurora.id}`);
  });

  test("every script carries the nonce of an enforced Content-Security-Policy", { tag: "@request" }, async ({ request }) => {
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
  });
});
