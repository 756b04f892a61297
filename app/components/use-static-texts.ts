import type { StaticTexts } from "~/models/static-texts";
import { useSupplierLayout } from "./use-supplier-layout";

/**
 * The supplier's wording of the storefront's texts (call 7), the storefront's own where the supplier
 * has none, as the layout's loader sends them: the page's JS carries no defaults. Only a store's
 * pages show these texts.
 */
export function useStaticTexts(): StaticTexts {
  const texts = useSupplierLayout()?.texts;
  if (!texts) throw new Error("The storefront's texts are a store's: no store layout here.");
  return texts;
}
