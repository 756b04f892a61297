import type { SupplierSeed, SupplierSlug } from "../suppliers";
import { auroraPages } from "./aurora";
import { bomsaborPages } from "./bomsabor";
import { casaverdePages } from "./casaverde";
import { commonPages } from "./common";
import type { StaticPageSeed } from "./types";

const OWN_PAGES: Record<SupplierSlug, StaticPageSeed[]> = {
  aurora: auroraPages,
  bomsabor: bomsaborPages,
  casaverde: casaverdePages,
};

/** A supplier's static pages in display order: its own, then the common ones. */
export const staticPagesOf = (supplier: SupplierSeed): StaticPageSeed[] => [
  ...OWN_PAGES[supplier.slug],
  ...commonPages(supplier),
];
