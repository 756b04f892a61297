import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import { hostOrigin, siteOrigin } from "~/services/site-origin.server";
import type { MarketplaceContext, SupplierContext } from "~/services/supplier-context.server";

// sitemap.xml and robots.txt are cached for an hour: their links come from the configured site,
// never from the Host (and its port) of whoever asked first.

function configure(defaultSiteUrl: string) {
  setEnv(
    parseEnv({
      DEFAULT_SITE_URL: defaultSiteUrl,
      SESSION_SECRET: "a-test-session-secret-long-enough",
      LOG_LEVEL: "silent",
    }),
  );
}

const marketplace: MarketplaceContext = { kind: "marketplace", api: {} };
const supplier = (whiteLabel: boolean) => ({ kind: "supplier", whiteLabel }) as SupplierContext;

beforeEach(() => configure("https://loja.exemplo.com.br/"));

describe("siteOrigin", () => {
  it.each([
    ["the marketplace", marketplace],
    ["a supplier on the shared host", supplier(false)],
  ])("%s: DEFAULT_SITE_URL's origin, whatever the Host", (_name, context) => {
    expect(siteOrigin(new Request("http://localhost:9999/robots.txt"), context)).toBe("https://loja.exemplo.com.br");
  });

  it("a supplier's own domain: that domain with the site's scheme, without the Host's port", () => {
    expect(siteOrigin(new Request("http://bomsabor.com.br:8443/sitemap.xml"), supplier(true))).toBe(
      "https://bomsabor.com.br",
    );
  });

  it("keeps the site's own port (a local demo on :3000)", () => {
    configure("http://localhost:3000/");
    expect(siteOrigin(new Request("http://bomsabor.localhost:9999/sitemap.xml"), supplier(true))).toBe(
      "http://bomsabor.localhost:3000",
    );
    expect(siteOrigin(new Request("http://127.0.0.1:9999/robots.txt"), marketplace)).toBe("http://localhost:3000");
  });
});

describe("hostOrigin (what this server serves, given whole to other sites: og:image, a product's JSON-LD images)", () => {
  it.each([
    ["a shared host other than the site's", "http://127.0.0.1:9999/aurora/produto/1", "https://127.0.0.1"],
    ["a supplier's own domain", "http://bomsabor.com.br:8443/produto/1", "https://bomsabor.com.br"],
  ])("%s: the host asked, with the site's scheme and port, never the Host's port", (_name, url, origin) => {
    expect(hostOrigin(new Request(url))).toBe(origin);
  });

  it("keeps the site's own port (a local demo on :3000)", () => {
    configure("http://localhost:3000/");
    expect(hostOrigin(new Request("http://127.0.0.1:9999/aurora"))).toBe("http://127.0.0.1:3000");
  });
});
