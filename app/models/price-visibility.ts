import { hasTag } from "./supplier-tags";

export type Viewer = { authenticated: boolean; approved: boolean } | null;

/**
 * docs/rules/catalogue.md "Price visibility": "Prices are shown: with tag support-budget only to approved logged-in users; with tag
 * hide-price-for-logged-out-customers only to logged-in users."
 */
export function canSeePrices(tags: readonly string[], viewer: Viewer): boolean {
  const loggedIn = viewer?.authenticated ?? false;
  if (hasTag(tags, "support-budget") && !(loggedIn && viewer?.approved)) return false;
  if (hasTag(tags, "hide-price-for-logged-out-customers") && !loggedIn) return false;
  return true;
}

/**
 * The listing orders a viewer may choose (docs/rules/catalogue.md "Price visibility"): where prices are hidden, no
 * order by price (`preco_asc`, `preco_desc`…) is offered or followed, since the order would tell
 * which products cost more.
 */
export function visibleSortOptions<T extends { chave: string }>(options: readonly T[], showPrices: boolean): T[] {
  return showPrices ? [...options] : options.filter((option) => !/^preco/i.test(option.chave));
}

/**
 * The fields of the catalogue's answers that tell a price, or something only a price explains:
 * every `preco*` field (preco, preconf, precoatendente, precovendaatacado, preco_embalagem,
 * preco_original, preco_combo), the wholesale threshold and flag, and the progressive tiers.
 */
export type PriceKey = `preco${string}` | "minvendaatacado" | "usaAtacado" | "efeitospoliticas" | "descontoProgressivo";

const OTHER_PRICE_KEYS: ReadonlySet<string> = new Set([
  "minvendaatacado",
  "usaAtacado",
  "efeitospoliticas",
  "descontoProgressivo",
]);

export function isPriceKey(key: string): key is PriceKey {
  return key.startsWith("preco") || OTHER_PRICE_KEYS.has(key);
}

/** A catalogue answer as a viewer who may not see prices gets it: the same shape without any price field, at any depth. */
export type Priceless<T> = T extends readonly (infer Item)[]
  ? Priceless<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends PriceKey ? never : Key]: Priceless<T[Key]> }
    : T;

/**
 * docs/rules/catalogue.md "Price visibility" in the data itself (docs/rules/architecture.md "Safety"): a catalogue answer (a product, a page of them,
 * carousels, a combo, recommendations…) with every price field removed, at any depth. Plain data
 * only: arrays and objects are copied, everything else kept as it is.
 */
export function withoutPrices<T>(value: T): Priceless<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutPrices(item)) as Priceless<T>;
  if (value !== null && typeof value === "object") {
    // A loop rather than entries → filter → fromEntries: the home's carousels go through here on
    // every page a guest opens (three arrays less per object).
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (isPriceKey(key)) continue;
      const item = withoutPrices((value as Record<string, unknown>)[key]);
      if (key === "__proto__")
        Object.defineProperty(kept, key, { value: item, enumerable: true, writable: true, configurable: true });
      else kept[key] = item;
    }
    return kept as Priceless<T>;
  }
  return value as Priceless<T>;
}

/** The answer as this viewer may receive it: whole where prices are shown, without prices otherwise. */
export function pricedFor<T>(value: T, showPrices: boolean): T | Priceless<T> {
  return showPrices ? value : withoutPrices(value);
}

const pricelessCopies = new WeakMap<object, unknown>();

/** Freezes a copy made of arrays and plain objects, at every depth. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * pricedFor for an answer that may be handed to many viewers alike (a guest's carousels, a page of
 * a category, a product, kept a while by the public cache): its priceless copy is made once per
 * answer and handed out again while that answer lives, not made anew for each page a guest opens
 * (an answer made for one request gets its own copy, gone with it). The copy is frozen: one reader
 * changing it would change what every other guest sees, so a change throws instead. A viewer who
 * sees prices gets the answer itself, as pricedFor gives it.
 */
export function keptPricedFor<T>(value: T, showPrices: boolean): T | Priceless<T> {
  if (showPrices || value === null || typeof value !== "object") return pricedFor(value, showPrices);
  let copy = pricelessCopies.get(value) as Priceless<T> | undefined;
  if (copy === undefined) {
    copy = frozen(withoutPrices(value));
    pricelessCopies.set(value, copy);
  }
  return copy;
}

/** True when a product (or any catalogue record) still carries its price. */
export function hasPrice<T extends object>(record: T): record is Extract<T, { preco: number }> {
  return typeof (record as { preco?: unknown }).preco === "number";
}
