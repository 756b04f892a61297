/** The spec's and the storefront's messages of this domain (pageHead), verbatim (app/models/messages.ts). */
export const pageHeadMessages = {
  defaultDescription: "Confira nossas ofertas!",
  defaultKeywords: "commerce, shop, loja virtual",
} as const;
