import { describe, expect, it } from "vitest";
import { imagePaths, parseImagePath, productGallery } from "../../../upstream/image-paths";

describe("image paths", () => {
  it("parses every path it builds", () => {
    expect(parseImagePath(imagePaths.logo("aurora"))).toEqual({ kind: "logo", slug: "aurora" });
    expect(parseImagePath(imagePaths.favicon("aurora"))).toEqual({ kind: "favicon", slug: "aurora" });
    expect(parseImagePath(imagePaths.share("aurora"))).toEqual({ kind: "share", slug: "aurora" });
    expect(parseImagePath(imagePaths.product("casaverde", 3001))).toEqual({
      kind: "product",
      slug: "casaverde",
      id: 3001,
      view: 1,
    });
    expect(parseImagePath(imagePaths.product("aurora", 1001, 3))).toEqual({
      kind: "product",
      slug: "aurora",
      id: 1001,
      view: 3,
    });
    expect(parseImagePath(imagePaths.category("bomsabor", 240))).toEqual({
      kind: "category",
      slug: "bomsabor",
      id: 240,
    });
    expect(parseImagePath(imagePaths.banner("aurora", 111, "mobile"))).toEqual({
      kind: "banner",
      slug: "aurora",
      id: 111,
      variant: "mobile",
    });
  });

  it("builds paths relative to the image host", () => {
    expect(imagePaths.product("aurora", 1001)).toBe("aurora/produtos/1001.svg");
    expect(imagePaths.product("aurora", 1001, 2)).toBe("aurora/produtos/1001-2.svg");
    expect(imagePaths.banner("aurora", 111, "desktop")).toBe("aurora/banners/111-desktop.svg");
  });

  it("gives a product its front and label, and its pack when it holds several units", () => {
    expect(productGallery("casaverde", 3001, 1)).toEqual([
      "casaverde/produtos/3001.svg",
      "casaverde/produtos/3001-2.svg",
    ]);
    expect(productGallery("aurora", 1001, 6)).toEqual([
      "aurora/produtos/1001.svg",
      "aurora/produtos/1001-2.svg",
      "aurora/produtos/1001-3.svg",
    ]);
  });

  it.each([
    "../aurora/logo.svg",
    "aurora/../logo.svg",
    "/aurora/logo.svg",
    "aurora/produtos/abc.svg",
    "aurora/produtos/1001-1.svg",
    "aurora/produtos/1001-4.svg",
    "aurora/categorias/101-2.svg",
    "aurora/banners/1-tablet.svg",
    "aurora/logo.png",
    "",
  ])("rejects %j", (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});
