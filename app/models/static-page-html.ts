import { imageUrl, supplierPath } from "./links";

/**
 * Where a static page's HTML (docs/upstream-api.md §23 "Links and images in a page") is shown, so
 * that its links and images can be resolved.
 */
export type StaticHtmlPlace = {
  /** The supplier's base path: "/aurora", or "" on a white-label host. */
  basePath: string;
  /** Path segments that name this supplier (its slug and id, any case): a link may start with one. */
  supplierPrefixes: readonly string[];
  /** The page shown: relative links resolve against its address, `/paginas/{slug}`. */
  pageSlug: string;
  /** Where browsers load images from (IMAGE_BASE_URL, or this server's `/imagens`). */
  imageBaseUrl: string;
  /** The upstream's own image folder as an absolute URL (`{API base}/imagens/`), when images are proxied through `/imagens`. */
  upstreamImageBase: string | null;
  /** The storefront's origin (images of its own are allowed by the CSP). */
  pageOrigin: string;
};

/** The prefix every id of a page's HTML gets: no id of the content can clash with the storefront's own. */
export const CONTENT_ID_PREFIX = "conteudo-";

const ID = /^[A-Za-z][\w-]{0,63}$/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const BASE = "http://pagina.invalid";

/**
 * A URL as a browser reads it: its parser drops tabs and line breaks anywhere in it and control
 * characters and spaces at its ends, so `java&#x09;script:` is `javascript:` and must be judged so.
 */
function cleanUrl(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? "").replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/**
 * The other site an http(s) link or image leads to, however it is written: absolute
 * (`https://…`, also `https:host` without slashes), protocol-relative (`//host`, taken as https) or
 * with the backslashes browsers read as slashes (`/\host`, `\\host`). Null for a path of this
 * site, and for anything that is not http(s).
 */
function offSiteUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, `${BASE}/`);
  } catch {
    return null;
  }
  if (url.origin === BASE || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (!/^https?:/i.test(value)) url.protocol = "https:";
  return url;
}

/** An id of the page's HTML as the storefront keeps it: `conteudo-{id}`; null when it is not a plain name. */
export function contentId(id: string | undefined): string | null {
  const value = id?.trim() ?? "";
  return ID.test(value) ? `${CONTENT_ID_PREFIX}${value}` : null;
}

function fragment(hash: string): string | null {
  if (hash === "" || hash === "#") return "";
  const id = contentId(decodeURIComponent(hash.slice(1)));
  return id ? `#${id}` : null;
}

/** A storefront path of the page's HTML without a leading segment that names the supplier ("/aurora/paginas/x" → "/paginas/x"). */
function withoutSupplierPrefix(pathname: string, prefixes: readonly string[]): string {
  const [, first = "", ...rest] = pathname.split("/");
  const names = prefixes.map((prefix) => prefix.toLowerCase());
  return names.includes(decodeURIComponent(first).toLowerCase()) ? `/${rest.join("/")}` : pathname;
}

/**
 * Where a link of a static page leads (docs/upstream-api.md §23):
 * - `https://…`, `http://…`, `mailto:`, `tel:`: as written;
 * - `#secao`: the anchor of this page, `#conteudo-secao`;
 * - root-relative `/categoria/101`: a storefront path, under the supplier's base path; one written
 *   with the supplier in front (`/aurora/paginas/x`, or its id) gets it once, not twice;
 * - relative `outra-pagina`, `../categoria/101`: resolved against the page's own `/paginas/{slug}`.
 * A fragment into a static page is namespaced like the anchors. Anything else (`javascript:`,
 * `data:`, a fragment that is not a plain name) gives null: the link is dropped, its text kept.
 */
export function staticPageLink(href: string | undefined, place: StaticHtmlPlace): string | null {
  const value = cleanUrl(href);
  if (value === "") return null;
  if (value.startsWith("#")) return fragment(value) || null;
  if (/^(mailto:|tel:)/i.test(value)) return value;
  const offSite = offSiteUrl(value);
  // Written plainly, as written; otherwise as the browser would read it, so the page shows where it leads.
  if (offSite) return /^https?:\/\/[^\\]*$/i.test(value) ? value : offSite.href;
  if (SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, `${BASE}/paginas/${encodeURIComponent(place.pageSlug)}`);
  } catch {
    return null;
  }
  // One leading slash: "/aurora//evil.example" must not become "//evil.example" on a white-label host.
  const path = withoutSupplierPrefix(url.pathname, place.supplierPrefixes).replace(/^\/{2,}/, "/");
  const hash = path.startsWith("/paginas/") ? fragment(url.hash) : url.hash;
  if (hash === null) return null;
  return `${supplierPath(place.basePath, path)}${url.search}${hash}`;
}

export type StaticPageImage = { kind: "image"; src: string } | { kind: "link"; href: string };

/**
 * Where an image of a static page comes from (docs/upstream-api.md §23):
 * - a path of the image host, relative (`aurora/paginas/loja.jpg`) or root-relative, with or
 *   without the upstream's `/imagens/` folder in front: from the image host, that folder once;
 * - an absolute URL of the image host, of the upstream's `/imagens/` folder or of the storefront:
 *   from there (the CSP allows those origins);
 * - any other `https://` (or `http://`) image: not loaded (the CSP does not allow it, and the page
 *   must read the same without the internet), but offered as a link to it, so nothing is lost;
 * - anything else (`data:`, `javascript:`): null, dropped.
 */
export function staticPageImage(src: string | undefined, place: StaticHtmlPlace): StaticPageImage | null {
  const value = cleanUrl(src);
  if (value === "") return null;
  const url = offSiteUrl(value);
  if (url) {
    const upstream = place.upstreamImageBase ? new URL(place.upstreamImageBase) : null;
    if (upstream && url.origin === upstream.origin && url.pathname.startsWith(upstream.pathname)) {
      return { kind: "image", src: imageUrl(place.imageBaseUrl, url.pathname.slice(upstream.pathname.length)) };
    }
    const allowed = [place.pageOrigin, new URL(place.imageBaseUrl, place.pageOrigin).origin];
    return allowed.includes(url.origin) ? { kind: "image", src: url.href } : { kind: "link", href: url.href };
  }
  if (SCHEME.test(value)) return null;
  const path = new URL(value, `${BASE}/`).pathname.replace(/^\/imagens\//i, "/").replace(/^\/+/, "");
  return path === "" ? null : { kind: "image", src: imageUrl(place.imageBaseUrl, path) };
}
