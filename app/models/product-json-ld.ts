import type { ProductSummary } from "./catalogue";
import type { ProductOffer } from "./product-facts";

/** schema.org Product with a BRL offer (price only where prices may be shown). */
export function productJsonLd({
  product,
  offer,
  images,
  url,
  showPrices,
}: {
  product: ProductSummary & { descricao?: string | null };
  offer: ProductOffer;
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
    ...(showPrices
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
