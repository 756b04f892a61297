/**
 * Generated SVG images: products, categories, banners, logos, favicons and the share image.
 * Every image is a small standalone SVG with width, height and viewBox, text escaped, no script.
 */

export type Palette = { primary: string; secondary: string; accent: string; text: string };
export type BannerVariant = "desktop" | "mobile";
export type ProductUnit = "un" | "kg" | "cx" | "fd";
/** A product's images: 1 its front, 2 a close-up of its label, 3 its pack opened (products sold in packs). */
export type ProductView = 1 | 2 | 3;

export const BANNER_SIZES: Record<BannerVariant, { width: number; height: number }> = {
  desktop: { width: 2560, height: 640 },
  mobile: { width: 1080, height: 720 },
};

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
const DARK_TEXT = "#1f2933";
const LIGHT_TEXT = "#ffffff";
const AVERAGE_GLYPH_WIDTH = 0.56;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks text into at most maxLines lines of about maxChars characters; the last line ends in "…" when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

const channels = (hex: string): [number, number, number] => {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join("") : value;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
};

/** Mixes a colour with another: weight 0 keeps the first, 1 gives the second. */
export function mixColors(hex: string, other: string, weight: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((value, index) =>
      Math.round(value + ((b[index] ?? 0) - value) * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Dark or light text, whichever reads better on the background (WCAG relative luminance). */
export function readableTextColor(background: string): string {
  const linear = channels(background).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
  return luminance > 0.35 ? DARK_TEXT : LIGHT_TEXT;
}

type TextBlock = {
  lines: string[];
  x: number;
  y: number;
  size: number;
  color: string;
  weight?: number;
  anchor?: "start" | "middle";
  lineHeight?: number;
};

/** Lines of text; y is the first line's baseline. */
function textBlock({ lines, x, y, size, color, weight = 400, anchor = "start", lineHeight = 1.2 }: TextBlock): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${Math.round(
          y + index * size * lineHeight,
        )}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(
          line,
        )}</text>`,
    )
    .join("");
}

/** The baseline of the last line of a text block. */
const lastBaseline = (top: number, lineCount: number, size: number, lineHeight: number) =>
  top + Math.max(0, lineCount - 1) * size * lineHeight;

const charsFitting = (width: number, fontSize: number) => Math.floor(width / (fontSize * AVERAGE_GLYPH_WIDTH));

function svgDocument(width: number, height: number, label: string, body: string): string {
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${title}" font-family="${FONT}"><title>${title}</title>${body}</svg>`
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 2 || /^[A-ZÀ-Ú]/.test(word));
  return words
    .slice(-2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** A simple drawing of how the product is sold, centred at (cx, cy). */
function unitShape(unit: ProductUnit, cx: number, cy: number, color: string): string {
  const dark = mixColors(color, "#000000", 0.25);
  const light = mixColors(color, "#ffffff", 0.55);
  switch (unit) {
    case "kg":
      return (
        `<circle cx="${cx}" cy="${cy + 10}" r="120" fill="${color}"/>` +
        `<circle cx="${cx - 40}" cy="${cy - 30}" r="28" fill="${light}" opacity="0.7"/>` +
        `<path d="M${cx} ${cy - 110} q40 -70 100 -60 q-30 60 -100 60z" fill="${dark}"/>`
      );
    case "cx":
      return (
        `<rect x="${cx - 150}" y="${cy - 100}" width="300" height="220" rx="10" fill="${color}"/>` +
        `<rect x="${cx - 150}" y="${cy - 100}" width="300" height="50" rx="10" fill="${dark}"/>` +
        `<rect x="${cx - 25}" y="${cy - 100}" width="50" height="220" fill="${light}" opacity="0.8"/>`
      );
    case "fd":
      return [0, 1, 2]
        .map(
          (row) =>
            `<rect x="${cx - 160 + row * 20}" y="${cy - 110 + row * 75}" width="${
              320 - row * 40
            }" height="70" rx="18" fill="${row % 2 ? dark : color}"/>`,
        )
        .join("");
    case "un":
      return (
        `<rect x="${cx - 45}" y="${cy - 150}" width="90" height="50" rx="12" fill="${dark}"/>` +
        `<rect x="${cx - 95}" y="${cy - 110}" width="190" height="250" rx="40" fill="${color}"/>` +
        `<rect x="${cx - 95}" y="${cy - 30}" width="190" height="80" fill="${light}"/>`
      );
  }
}

const UNIT_LABELS: Record<ProductUnit, string> = { un: "unidade", kg: "por kg", cx: "caixa", fd: "fardo" };

export type ProductArt = {
  nome: string;
  marca: string | null;
  codigo: string;
  unidade: ProductUnit;
  cor: string;
  multiploincremento: number;
};

const PRODUCT_IMAGE_SIZE = 800;
const PACK_NAMES: Record<ProductUnit, string> = { un: "Embalagem", kg: "Pacote", cx: "Caixa", fd: "Fardo" };
const PACK_DRAWN_MAX = 12;

function productFront(product: ProductArt): string {
  const size = PRODUCT_IMAGE_SIZE;
  const nameLines = wrapText(product.nome, charsFitting(size - 120, 44), 3);
  return (
    `<rect width="${size}" height="${size}" fill="${mixColors(product.cor, "#ffffff", 0.85)}"/>` +
    unitShape(product.unidade, size / 2, 300, product.cor) +
    textBlock({ lines: nameLines, x: size / 2, y: 540, size: 44, weight: 700, color: DARK_TEXT, anchor: "middle" }) +
    textBlock({
      lines: [[product.marca, UNIT_LABELS[product.unidade]].filter(Boolean).join(" · ")],
      x: size / 2,
      y: 730,
      size: 30,
      color: mixColors(product.cor, "#000000", 0.45),
      anchor: "middle",
    })
  );
}

/** The label up close: name, brand, code and how it is sold on a white card. */
function productLabel(product: ProductArt): string {
  const size = PRODUCT_IMAGE_SIZE;
  const nameLines = wrapText(product.nome, charsFitting(size - 240, 48), 3);
  const brandTop = lastBaseline(250, nameLines.length, 48, 1.2) + 70;
  return (
    `<rect width="${size}" height="${size}" fill="${mixColors(product.cor, "#ffffff", 0.55)}"/>` +
    `<rect x="80" y="120" width="${size - 160}" height="${size - 240}" rx="32" fill="#ffffff"/>` +
    `<rect x="80" y="120" width="${size - 160}" height="40" rx="20" fill="${product.cor}"/>` +
    textBlock({ lines: nameLines, x: 120, y: 250, size: 48, weight: 700, color: DARK_TEXT }) +
    textBlock({
      lines: product.marca ? [product.marca] : [],
      x: 120,
      y: Math.round(brandTop),
      size: 36,
      color: mixColors(product.cor, "#000000", 0.45),
    }) +
    textBlock({
      lines: [`Código ${product.codigo}`, UNIT_LABELS[product.unidade]],
      x: 120,
      y: 590,
      size: 30,
      color: DARK_TEXT,
    }) +
    `<g transform="translate(610 560) scale(0.35)">${unitShape(product.unidade, 0, 0, product.cor)}</g>`
  );
}

/** The pack opened: its units side by side (at most 12 drawn, as simple jars) and how many it holds. */
function productPack(product: ProductArt): string {
  const size = PRODUCT_IMAGE_SIZE;
  const drawn = Math.min(product.multiploincremento, PACK_DRAWN_MAX);
  const columns = drawn > 6 ? 4 : 3;
  const rows = Math.ceil(drawn / columns);
  const cell = 150;
  const left = (size - columns * cell) / 2 + cell / 2;
  const top = 330 - ((rows - 1) * cell) / 2;
  const lid = mixColors(product.cor, "#000000", 0.25);
  const units = Array.from({ length: drawn }, (_, index) => {
    const x = left + (index % columns) * cell;
    const y = top + Math.floor(index / columns) * cell;
    return (
      `<rect x="${x - 40}" y="${y - 50}" width="80" height="110" rx="18" fill="${product.cor}"/>` +
      `<rect x="${x - 22}" y="${y - 68}" width="44" height="22" rx="6" fill="${lid}"/>`
    );
  }).join("");
  return (
    `<rect width="${size}" height="${size}" fill="${mixColors(product.cor, "#ffffff", 0.9)}"/>` +
    units +
    textBlock({
      lines: [`${PACK_NAMES[product.unidade]} com ${product.multiploincremento} unidades`],
      x: size / 2,
      y: 700,
      size: 40,
      weight: 700,
      color: DARK_TEXT,
      anchor: "middle",
    })
  );
}

const PRODUCT_VIEWS: Record<ProductView, (product: ProductArt) => string> = {
  1: productFront,
  2: productLabel,
  3: productPack,
};

/** One view of a product, 800 × 800. */
export function productImage(product: ProductArt, view: ProductView = 1): string {
  return svgDocument(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, product.nome, PRODUCT_VIEWS[view](product));
}

export function categoryImage(category: { descricao: string; cor: string }): string {
  const size = 480;
  const lines = wrapText(category.descricao, charsFitting(size - 60, 40), 2);
  const body =
    `<rect width="${size}" height="${size}" rx="32" fill="${category.cor}"/>` +
    `<circle cx="${size - 90}" cy="110" r="150" fill="${mixColors(category.cor, "#ffffff", 0.25)}"/>` +
    `<circle cx="70" cy="${size - 40}" r="110" fill="${mixColors(category.cor, "#000000", 0.15)}"/>` +
    textBlock({ lines, x: 40, y: size - 150, size: 40, weight: 700, color: readableTextColor(category.cor) });
  return svgDocument(size, size, category.descricao, body);
}

const BANNER_LAYOUTS: Record<
  BannerVariant,
  { margin: number; textWidth: number; titleSize: number; titleLines: number; titleTop: number; subtitleSize: number }
> = {
  desktop: { margin: 200, textWidth: 1400, titleSize: 100, titleLines: 2, titleTop: 190, subtitleSize: 46 },
  mobile: { margin: 72, textWidth: 936, titleSize: 76, titleLines: 3, titleTop: 170, subtitleSize: 40 },
};

/** A banner: the headline, a line of detail and a call-to-action pill over the supplier's colours. */
export function bannerImage(banner: {
  titulo: string;
  subtitulo: string | null;
  chamada: string | null;
  palette: Palette;
  variant: BannerVariant;
}): string {
  const { width, height } = BANNER_SIZES[banner.variant];
  const layout = BANNER_LAYOUTS[banner.variant];
  const { margin, titleSize, subtitleSize } = layout;
  const { primary, secondary, accent, text } = banner.palette;
  const titleLines = wrapText(banner.titulo, charsFitting(layout.textWidth, titleSize), layout.titleLines);
  const subtitleLines = banner.subtitulo
    ? wrapText(banner.subtitulo, charsFitting(layout.textWidth, subtitleSize), 2)
    : [];
  const subtitleTop = lastBaseline(layout.titleTop, titleLines.length, titleSize, 1.15) + subtitleSize * 2.2;
  const buttonTop = lastBaseline(subtitleTop, subtitleLines.length, subtitleSize, 1.3) + subtitleSize * 0.9;
  const buttonHeight = Math.round(subtitleSize * 2);
  const buttonWidth = banner.chamada ? Math.round(banner.chamada.length * subtitleSize * 0.6 + subtitleSize * 2) : 0;
  const decoration =
    banner.variant === "desktop"
      ? `<circle cx="${width - 420}" cy="${height / 2}" r="420" fill="${accent}" opacity="0.85"/>` +
        `<circle cx="${width - 140}" cy="${height - 40}" r="220" fill="${mixColors(
          accent,
          "#ffffff",
          0.4,
        )}" opacity="0.9"/>`
      : `<circle cx="${width - 60}" cy="${height - 10}" r="200" fill="${accent}" opacity="0.85"/>` +
        `<circle cx="${width - 250}" cy="${height + 40}" r="120" fill="${mixColors(
          accent,
          "#ffffff",
          0.4,
        )}" opacity="0.9"/>`;
  const body =
    `<defs><linearGradient id="fundo" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#fundo)"/>` +
    decoration +
    textBlock({
      lines: titleLines,
      x: margin,
      y: layout.titleTop,
      size: titleSize,
      weight: 800,
      color: text,
      lineHeight: 1.15,
    }) +
    textBlock({
      lines: subtitleLines,
      x: margin,
      y: Math.round(subtitleTop),
      size: subtitleSize,
      color: text,
      lineHeight: 1.3,
    }) +
    (banner.chamada
      ? `<rect x="${margin}" y="${Math.round(buttonTop)}" width="${buttonWidth}" height="${buttonHeight}" rx="${
          buttonHeight / 2
        }" fill="${accent}"/>` +
        textBlock({
          lines: [banner.chamada],
          x: Math.round(margin + buttonWidth / 2),
          y: Math.round(buttonTop + buttonHeight * 0.64),
          size: Math.round(subtitleSize * 0.9),
          weight: 700,
          color: readableTextColor(accent),
          anchor: "middle",
        })
      : "");
  return svgDocument(width, height, banner.titulo, body);
}

/** Characters of the supplier's name on one line of its logo. */
export const LOGO_LINE_CHARS = 14;

export function logoImage(supplier: { nome: string; palette: Palette }): string {
  const { primary, accent } = supplier.palette;
  // 348 px beside the mark at 32 px bold: about 14 characters a line (18 clipped "Empório Bom Sabor").
  const lines = wrapText(supplier.nome, LOGO_LINE_CHARS, 2);
  const body =
    `<circle cx="60" cy="60" r="52" fill="${primary}"/>` +
    `<circle cx="96" cy="26" r="16" fill="${accent}"/>` +
    textBlock({
      lines: [initials(supplier.nome)],
      x: 60,
      y: 76,
      size: 44,
      weight: 800,
      color: readableTextColor(primary),
      anchor: "middle",
    }) +
    textBlock({ lines, x: 132, y: lines.length > 1 ? 54 : 74, size: 32, weight: 700, color: primary });
  return svgDocument(480, 120, supplier.nome, body);
}

export function faviconImage(supplier: { nome: string; palette: Palette }): string {
  const { primary, accent } = supplier.palette;
  const body =
    `<rect width="64" height="64" rx="14" fill="${primary}"/>` +
    `<circle cx="52" cy="12" r="8" fill="${accent}"/>` +
    textBlock({
      lines: [initials(supplier.nome)],
      x: 32,
      y: 43,
      size: 28,
      weight: 800,
      color: readableTextColor(primary),
      anchor: "middle",
    });
  return svgDocument(64, 64, supplier.nome, body);
}

/** The page's share image (Open Graph, 1200×630). */
export function shareImage(supplier: { nome: string; descricao: string | null; palette: Palette }): string {
  const { primary, secondary, accent, text } = supplier.palette;
  const body =
    `<rect width="1200" height="630" fill="${secondary}"/>` +
    `<rect x="0" y="0" width="1200" height="470" fill="${primary}"/>` +
    `<circle cx="1040" cy="160" r="230" fill="${accent}" opacity="0.85"/>` +
    textBlock({ lines: wrapText(supplier.nome, 24, 2), x: 80, y: 220, size: 76, weight: 800, color: text }) +
    textBlock({ lines: wrapText(supplier.descricao ?? "", 52, 1), x: 80, y: 560, size: 38, color: text });
  return svgDocument(1200, 630, supplier.nome, body);
}
