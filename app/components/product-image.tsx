import { imageUrl } from "~/models/links";

type Props = {
  imageBaseUrl: string;
  /** The picture's path as the upstream names it (or a full address). */
  path: string;
  /** Its square size in CSS pixels, reserved before it loads. */
  size: number;
  className: string;
  /** "lazy" where it may be below the fold (lists); the page's main picture loads at once. */
  loading?: "lazy";
  decoding?: "async";
};

/**
 * A product's or a combo's picture beside its name: from the store's image address, square, and
 * decorative (alt ""), since the name next to it already says what it is.
 */
export function ProductImage({ imageBaseUrl, path, size, className, loading, decoding }: Props) {
  return (
    <img
      className={className}
      src={imageUrl(imageBaseUrl, path)}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding={decoding}
    />
  );
}
