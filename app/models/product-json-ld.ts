import type { ProductSummary } from "./catalogue";
import type { ProductOffer, QuantityFacts } from "./product-facts";

/** schema.org Product with a BRL offer (only where prices may be shown and the offer has them). */
export function productJsonLd({
  product,
  offer,
  images,
  url,
  showPrices,
}: {
  product: Pick<ProductSummary, "nome" | "codigo" | "marca" | "disponivel"> & { descricao?: string | null };
  /** Without prices (docs/rules/catalogue.md "Price visibility") there is no offer to describe. */
  offer: ProductOffer | QuantityFacts;
  images: string[];
  url: string;
  showPrices: boolean;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.nome,
    ...(product.descricao ? { description: product.descricao } : {}),
    ...(product.codigo ? { sku: product.codigo } : {}),
    ...(product.marca ? { brand: { "@type": "Brand", name: product.marca } } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    url,
    ...(showPrices && "price" in offer
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "BRL",
            price: offer.price.toFixed(2),
            availability: product.disponivel ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            url,
          },
        }
      : {}),
  };
}
