/** Where a page is listed: the web storefront, the app, or both. */
type PageChannel = "WEB" | "APP";

export type StaticPageSeed = {
  slug: string;
  titulo: string;
  tags: PageChannel[];
  /** HTML: headings, paragraphs, lists and links. */
  conteudo: string;
  /** Being rewritten: listed, but its content is answered with a 422. */
  emRevisao?: boolean;
};

/** A page shown on the web storefront only, the usual case. */
export const webPage = (slug: string, titulo: string, conteudo: string): StaticPageSeed => ({
  slug,
  titulo,
  tags: ["WEB"],
  conteudo,
});
