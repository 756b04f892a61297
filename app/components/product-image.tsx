import { imageUrl } from "~/models/links";

type Props = {
  imageBaseUrl: string;
  /** The picture's path as the upstream names it (or a full address). */
  path: string;
  /** Its square size in CSS pixels, reserved before it loads. */
  size: number;
  className: string;
  /**
   * A picture of a list (cards, cart lines), maybe below the fold: loaded when near and decoded off the
   * main thread. The page's main picture loads at once.
   */
  lazy?: boolean;
  /**
   * The page's largest paint (a listing's first card): asked for first, ahead of the other pictures
   * (`fetchpriority="high"`), by the parser as soon as it reads it.
   */
  priority?: boolean;
};

/**
 * A product's or a combo's picture beside its name: from the store's image address, square, and
 * decorative (alt ""), since the name next to it already says what it is.
 */
export function ProductImage({ imageBaseUrl, path, size, className, lazy = false, priority = false }: Props) {
  return (
    <img
      className={className}
      src={imageUrl(imageBaseUrl, path)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
