import { hasTag } from "./supplier-tags";

export type Viewer = { authenticated: boolean; approved: boolean } | null;

/**
 * Spec §5: "Prices are shown: with tag support-budget only to approved logged-in users; with tag
 * hide-price-for-logged-out-customers only to logged-in users."
 */
export function canSeePrices(tags: readonly string[], viewer: Viewer): boolean {
  const loggedIn = viewer?.authenticated ?? false;
  if (hasTag(tags, "support-budget") && !(loggedIn && viewer?.approved)) return false;
  if (hasTag(tags, "hide-price-for-logged-out-customers") && !loggedIn) return false;
  return true;
}
