type MetaTag = Record<string, unknown>;
type Match = { id: string; meta: MetaTag[] };

export type PageSeo = {
  title: string;
  description?: string;
  canonical?: string;
  image?: string | null;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
};

const SUPPLIER_LAYOUT_ID = "routes/($supplier)";
const REPLACED = new Set(["title", "description", "og:title", "og:description", "og:url", "og:image", "og:type"]);

function keyOf(tag: MetaTag): string | null {
  if ("title" in tag) return "title";
  const key = tag.name ?? tag.property;
  return typeof key === "string" ? key : null;
}

/**
 * The meta tags of an inner page: the store's head (favicon, keywords, site name…) with this page's
 * title ("Page — Store"), description, canonical link, image and JSON-LD in place of the store's.
 */
export function pageMeta(matches: readonly Match[], page: PageSeo): MetaTag[] {
  const store = matches.find((match) => match.id === SUPPLIER_LAYOUT_ID)?.meta ?? [];
  const storeTitle = store.find((tag) => "title" in tag)?.title;
  const kept = store.filter((tag) => {
    const key = keyOf(tag);
    return key === null || !REPLACED.has(key);
  });
  const title = typeof storeTitle === "string" && storeTitle ? `${page.title} — ${storeTitle}` : page.title;
  const description = page.description ?? store.find((tag) => tag.name === "description")?.content;
  return [
    { title },
    ...kept,
    ...(typeof description === "string"
      ? [
          { name: "description", content: description },
          { property: "og:description", content: description },
        ]
      : []),
    { property: "og:title", content: title },
    { property: "og:type", content: page.jsonLd?.["@type"] === "Product" ? "product" : "website" },
    ...(page.canonical
      ? [
          { property: "og:url", content: page.canonical },
          { tagName: "link", rel: "canonical", href: page.canonical },
        ]
      : []),
    ...(page.image ? [{ property: "og:image", content: page.image }] : []),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.jsonLd ? [{ "script:ld+json": page.jsonLd }] : []),
  ];
}

/**
 * The meta of a page search engines leave out (an account's page, a form's step): the store's head
 * with this title, and `robots: noindex`.
 */
export function noindexMeta(title: string) {
  return ({ matches }: { matches: readonly Match[] }): MetaTag[] => pageMeta(matches, { title, noindex: true });
}
