import sanitizeHtml from "sanitize-html";
import { imageUrl, resolveLink } from "~/models/links";

export type StaticHtmlPlace = {
  /** The supplier's base path: site-relative links get it ("/categoria/1" → "/aurora/categoria/1"). */
  basePath: string;
  /** The image host: relative image paths are resolved against it. */
  imageBaseUrl: string;
  /** The origin images may come from (the CSP's img-src); absolute images elsewhere are dropped. */
  pageOrigin: string;
};

const ALLOWED_TAGS = [
  "h2", "h3", "h4", "p", "br", "hr", "strong", "em", "b", "i", "u", "s", "small", "blockquote",
  "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tr", "th", "td",
];

function imageSource(src: string | undefined, place: StaticHtmlPlace): string | null {
  if (!src || (/^[a-z][a-z\d+.-]*:/i.test(src) && !/^https?:/i.test(src))) return null;
  const resolved = imageUrl(place.imageBaseUrl, src);
  const origin = new URL(resolved, place.pageOrigin).origin;
  const allowed = [place.pageOrigin, new URL(place.imageBaseUrl, place.pageOrigin).origin];
  return allowed.includes(origin) ? resolved : null;
}

/**
 * Static-page HTML from the upstream made safe to place in the page: no scripts, styles or
 * frames, no event handlers, no javascript: or data: URLs; h1 becomes h2 (the page has its own
 * h1); site-relative links get the supplier's base path; images come only from the image host
 * (what the CSP allows), and one without alt text is decorative.
 */
export function sanitizeStaticHtml(html: string, place: StaticHtmlPlace): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height", "loading"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const link = attribs.href ? resolveLink(attribs.href, place.basePath) : null;
        const href = link?.kind === "internal" ? link.to : attribs.href;
        return { tagName, attribs: { ...attribs, ...(href ? { href } : {}), rel: "noopener noreferrer" } };
      },
      img: (tagName, attribs) => {
        const src = imageSource(attribs.src, place);
        return { tagName, attribs: { ...attribs, src: src ?? "", alt: attribs.alt ?? "", loading: "lazy" } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  }).trim();
}
