/** The storefront's messages of the segment bar under the header (docs/rules/catalogue.md "Segments"). */
export const segmentMessages = {
  current: "Catálogo",
  adultsBadge: "+18",
} as const;
