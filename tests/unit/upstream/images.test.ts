import { describe, expect, it } from "vitest";
import {
  BANNER_SIZES,
  bannerImage,
  categoryImage,
  escapeXml,
  faviconImage,
  logoImage,
  LOGO_LINE_CHARS,
  mixColors,
  productImage,
  readableTextColor,
  shareImage,
  wrapText,
  type Palette,
  type ProductArt,
} from "../../../upstream/images";
import { assertWellFormedSvg } from "./svg-check";

const palette: Palette = { primary: "#1d4e89", secondary: "#0f2f57", accent: "#f2a541", text: "#ffffff" };

const azeite: ProductArt = {
  nome: "Azeite extravirgem 500 ml",
  marca: "Oliveto",
  codigo: "AUR-0014",
  unidade: "un",
  cor: "#8d6e63",
  multiploincremento: 1,
};
const arroz: ProductArt = {
  nome: "Arroz branco tipo 1 5 kg",
  marca: "Vale Dourado",
  codigo: "AUR-0001",
  unidade: "fd",
  cor: "#b5651d",
  multiploincremento: 6,
};
const sabonete: ProductArt = { ...arroz, nome: "Sabonete em barra 85 g", unidade: "cx", multiploincremento: 72 };

const images = {
  "product (un)": productImage(azeite),
  "product (kg)": productImage({ ...azeite, nome: "Banana prata", marca: "Casa Verde", unidade: "kg", cor: "#e63946" }),
  "product (cx)": productImage({
    ...azeite,
    nome: "Detergente neutro 500 ml",
    marca: null,
    unidade: "cx",
    cor: "#2a9d8f",
  }),
  "product (fd)": productImage(arroz),
  "product label": productImage(arroz, 2),
  "product label without brand": productImage({ ...azeite, marca: null }, 2),
  "product pack": productImage(arroz, 3),
  "product pack of 72": productImage(sabonete, 3),
  category: categoryImage({ descricao: "Frutas", cor: "#e63946" }),
  "banner (desktop)": bannerImage({
    titulo: "Ofertas da semana",
    subtitulo: "Até 30% off",
    chamada: "Ver ofertas",
    palette,
    variant: "desktop",
  }),
  "banner (mobile)": bannerImage({
    titulo: "Ofertas da semana",
    subtitulo: null,
    chamada: null,
    palette,
    variant: "mobile",
  }),
  logo: logoImage({ nome: "Distribuidora Aurora", palette }),
  favicon: faviconImage({ nome: "Distribuidora Aurora", palette }),
  share: shareImage({ nome: "Distribuidora Aurora", descricao: "Atacado para o seu negócio", palette }),
};

describe("generated SVG images", () => {
  it.each(Object.entries(images))(
    "%s is a small, well-formed SVG with size and viewBox and no script",
    (_kind, svg) => {
      const elements = assertWellFormedSvg(svg);
      expect(elements).toContain("title");
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      expect(Number(width)).toBeGreaterThan(0);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(elements).not.toContain("script");
      expect(elements).not.toContain("foreignObject");
      expect(svg).not.toMatch(/\son[a-z]+=/i);
      expect(svg).not.toMatch(/javascript:|href=/i);
      expect(svg.length).toBeLessThan(4096);
    },
  );

  it("draws the product name and brand", () => {
    expect(images["product (fd)"]).toContain(">Arroz branco tipo 1 5 kg<");
    expect(images["product (fd)"]).toContain("Vale Dourado · fardo");
  });

  it("draws distinct views: the front, the label with the code, the pack with its count", () => {
    const views = [images["product (fd)"], images["product label"], images["product pack"]];
    expect(new Set(views).size).toBe(3);
    expect(images["product label"]).toContain(">Código AUR-0001<");
    expect(images["product label"]).toContain(">Vale Dourado<");
    expect(images["product pack"]).toContain(">Fardo com 6 unidades<");
    expect(images["product pack"].match(/rx="18"/g)).toHaveLength(6);
    expect(images["product pack of 72"]).toContain(">Caixa com 72 unidades<");
    expect(images["product pack of 72"].match(/rx="18"/g)).toHaveLength(12);
  });

  it("colours the product after its category", () => {
    expect(images["product (kg)"]).toContain('fill="#e63946"');
  });

  it("draws banners at their declared sizes, with the headline and the call to action", () => {
    expect(images["banner (desktop)"]).toMatch(
      new RegExp(`width="${BANNER_SIZES.desktop.width}" height="${BANNER_SIZES.desktop.height}"`),
    );
    expect(images["banner (mobile)"]).toMatch(
      new RegExp(`width="${BANNER_SIZES.mobile.width}" height="${BANNER_SIZES.mobile.height}"`),
    );
    expect(images["banner (desktop)"]).toContain(">Ofertas da semana<");
    expect(images["banner (desktop)"]).toContain(">Ver ofertas<");
    expect(images["banner (mobile)"].match(/<rect /g)).toHaveLength(1);
  });

  it("escapes markup in names", () => {
    for (const view of [1, 2, 3] as const) {
      const svg = productImage(
        { ...arroz, nome: 'Biscoito <b>"Leite & Mel"</b>', marca: "A&B", codigo: "X<1>", cor: "#123456" },
        view,
      );
      assertWellFormedSvg(svg);
      expect(svg).not.toContain("<b>");
      expect(svg).toContain("&#38;");
    }
  });

  it("writes the supplier's initials on logo and favicon", () => {
    expect(images.favicon).toContain(">DA<");
    expect(logoImage({ nome: "Empório Bom Sabor", palette })).toContain(">BS<");
  });

  it.each(["Distribuidora Aurora", "Empório Bom Sabor", "Hortifruti Casa Verde"])(
    "writes %s on lines that fit beside the mark",
    (nome) => {
      const svg = logoImage({ nome, palette });
      const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>|<text[^>]*>([^<]*)<\/text>/g)]
        .map((match) => match[1] ?? match[2] ?? "")
        .filter((line) => line.length > 2);
      expect(lines.join(" ")).toBe(nome);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(LOGO_LINE_CHARS);
    },
  );
});

describe("the well-formedness check used here", () => {
  it.each([
    '<svg width="1"><rect></svg>',
    '<svg width="1"><text>a & b</text></svg>',
    "<svg width=1></svg>",
    '<rect width="1"/>',
  ])("rejects %s", (svg) => {
    expect(() => assertWellFormedSvg(svg)).toThrow();
  });
});

describe("wrapText", () => {
  it("keeps short text on one line", () => {
    expect(wrapText("Banana prata", 20, 3)).toEqual(["Banana prata"]);
  });

  it("breaks between words", () => {
    expect(wrapText("Arroz branco tipo 1 5 kg fardo", 12, 3)).toEqual(["Arroz branco", "tipo 1 5 kg", "fardo"]);
  });

  it("cuts with an ellipsis beyond the last line", () => {
    const lines = wrapText("um dois três quatro cinco seis sete oito", 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
    expect(lines[1]?.length).toBeLessThanOrEqual(9);
  });

  it("gives no line for empty text", () => {
    expect(wrapText("  ", 10, 2)).toEqual([]);
  });
});

describe("colour helpers", () => {
  it("mixes colours", () => {
    expect(mixColors("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixColors("#123", "#123456", 0)).toBe("#112233");
  });

  it("picks readable text", () => {
    expect(readableTextColor("#ffffff")).not.toBe("#ffffff");
    expect(readableTextColor("#0f2f57")).toBe("#ffffff");
  });

  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });
});
