import sanitizeHtml from "sanitize-html";
import { contentId, staticPageImage, staticPageLink, type StaticHtmlPlace } from "~/models/static-page-html";
import { getEnv, publicImageBaseUrl } from "./env.server";

export type { StaticHtmlPlace } from "~/models/static-page-html";

const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "p",
  "br",
  "hr",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "small",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/** An image the CSP would refuse, marked for the link that replaces it (attribute values come escaped, without quotes). */
const EXTERNAL_SCHEME = "imagem-externa";
const EXTERNAL = `${EXTERNAL_SCHEME}:`;
const EXTERNAL_HREF = "data-imagem-externa";
const EXTERNAL_IMAGE = new RegExp(`<img src="${EXTERNAL}" ${EXTERNAL_HREF}="([^"]*)" alt="([^"]*)" />`, "g");

/** Where a supplier's static page is shown, from this server's settings (the image host, the upstream's images). */
export function staticHtmlPlace(place: {
  basePath: string;
  pageOrigin: string;
  pageSlug: string;
  supplier: { slug: string; idfornecedor: string };
}): StaticHtmlPlace {
  const env = getEnv();
  return {
    basePath: place.basePath,
    pageOrigin: place.pageOrigin,
    pageSlug: place.pageSlug,
    supplierPrefixes: [place.supplier.slug, place.supplier.idfornecedor].filter(Boolean),
    imageBaseUrl: publicImageBaseUrl(),
    upstreamImageBase:
      env.IMAGE_BASE_URL === undefined && env.API_BASE_URL
        ? new URL("imagens/", env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`).href
        : null,
  };
}

/**
 * Static-page HTML from the upstream made safe to place in the page: no scripts, styles or
 * frames, no event handlers, no javascript: or data: URLs; h1 becomes h2 (the page has its own
 * h1). Links and images are resolved by the rules of docs/upstream-api.md §23 (staticPageLink,
 * staticPageImage): an image the CSP would refuse becomes a link to it. Ids are kept as
 * `conteudo-{id}` (the first of a name only), so in-page anchors work and no id of the content
 * can stand for one of the storefront's own; `<a name>` anchors become such ids too.
 */
export function sanitizeStaticHtml(html: string, place: StaticHtmlPlace): string {
  const ids = new Set<string>();
  const keepId = (attribs: sanitizeHtml.Attributes, name: string | undefined): sanitizeHtml.Attributes => {
    const { id: _id, name: _name, ...rest } = attribs;
    const id = contentId(name);
    if (!id || ids.has(id)) return rest;
    ids.add(id);
    return { ...rest, id };
  };
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      "*": ["id"],
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height", "loading", EXTERNAL_HREF],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https", EXTERNAL_SCHEME] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const href = staticPageLink(attribs.href, place);
        const { href: _href, ...rest } = attribs;
        const external = href !== null && /^https?:/i.test(href);
        return {
          tagName,
          attribs: {
            ...rest,
            ...(href ? { href } : {}),
            ...(external ? { rel: "noopener noreferrer" } : {}),
            ...(attribs.name && !attribs.id ? { id: attribs.name } : {}),
          },
        };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const image = staticPageImage(attribs.src, place);
        const { [EXTERNAL_HREF]: _marker, ...rest } = attribs;
        // Marked here, made a link below: sanitize-html cannot turn an empty element into one with text.
        if (image?.kind === "link")
          return { tagName, attribs: { src: EXTERNAL, [EXTERNAL_HREF]: image.href, alt: attribs.alt ?? "" } };
        return { tagName, attribs: { ...rest, src: image?.src ?? "", alt: attribs.alt ?? "", loading: "lazy" } };
      },
      "*": (tagName, attribs) => ({ tagName, attribs: keepId(attribs, attribs.id) }),
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  })
    .replace(
      EXTERNAL_IMAGE,
      (_tag, href: string, alt: string) =>
        `<a href="${href}" rel="noopener noreferrer">${alt.trim() ? `Ver imagem: ${alt.trim()}` : "Ver imagem"}</a>`,
    )
    .trim();
}
