import { pageHeadMessages } from "./messages/page-head";
import type { SupplierConfig } from "./supplier";
import type { Theme } from "./theme";

export type PageHead = {
  title: string;
  subtitle: string | null;
  description: string;
  keywords: string;
  favicon: string | null;
  image: string | null;
  url: string | null;
};

/**
 * The page head of a supplier (docs/rules/storefront.md "Page head"): title, description and keywords from its configuration,
 * with the defaults 'Confira nossas ofertas!' and 'commerce, shop, loja virtual'. The title
 * default (not shown by the spec) is the theme's page title, else the supplier's name.
 */
export function pageHeadOf(
  supplier: Pick<SupplierConfig, "nome" | "config">,
  theme: Pick<Theme, "configuracao" | "logo">,
): PageHead {
  const seo = supplier.config.seo;
  return {
    title: seo.title?.trim() || theme.configuracao.tituloPagina?.trim() || supplier.nome,
    subtitle: seo.subtitle?.trim() || null,
    description: seo.description?.trim() || pageHeadMessages.defaultDescription,
    keywords: seo.keywords?.trim() || pageHeadMessages.defaultKeywords,
    favicon: seo.favicon?.trim() || null,
    image: seo.image?.trim() || theme.logo || null,
    url: seo.url?.trim() || null,
  };
}
