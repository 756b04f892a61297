/**
 * The `<script>` tags of a document, JSON-LD (`application/ld+json`, a data block no browser runs)
 * aside, and its modulepreload links: what a page in Modo leve must not have (docs/decisions/0045).
 */
export function scriptTagsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>|<link\b[^>]*\bmodulepreload\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\btype=["']?application\/ld\+json/i.test(tag));
}
