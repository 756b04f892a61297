import type { Banner } from "~/models/catalogue";
import { imageUrl } from "~/models/links";
import type { CatalogueView } from "~/models/supplier-layout";
import * as styles from "./banner-carousel.css";
import { SmartLink } from "./smart-link";

/**
 * The size of every banner's phone image (docs/upstream-api.md "Banners": "`imagem_mobile` … is the
 * phone image, 1080 × 720").
 */
const MOBILE_BANNER_SIZE = { width: 1080, height: 720 } as const;

type Props = {
  id: string;
  title: string | null;
  banners: Banner[];
  view: CatalogueView;
  eager: boolean;
};

/**
 * Banners in a swipeable strip (CSS scroll snap: no JavaScript). Numbered links jump to each
 * banner. The first banner of the page loads eagerly; the rest lazily. Each picture's box has its
 * image's shape before the image arrives (the desktop image's size on the <img>, the phone image's
 * on its <source>), so nothing below it moves when it does.
 */
export function BannerCarousel({ id, title, banners, view: { basePath, imageBaseUrl }, eager }: Props) {
  const label = title ?? "Destaques";
  return (
    <section className={styles.region} aria-roledescription="carrossel" aria-label={label}>
      <ul className={styles.track}>
        {banners.map((banner, index) => {
          const picture = (
            <picture>
              {banner.imagem_mobile ? (
                <source
                  media="(max-width: 640px)"
                  srcSet={imageUrl(imageBaseUrl, banner.imagem_mobile)}
                  width={MOBILE_BANNER_SIZE.width}
                  height={MOBILE_BANNER_SIZE.height}
                />
              ) : null}
              <img
                className={styles.image}
                src={imageUrl(imageBaseUrl, banner.imagem)}
                alt={banner.alt}
                width={banner.largura}
                height={banner.altura}
                loading={eager && index === 0 ? "eager" : "lazy"}
                {...(eager && index === 0 ? { fetchpriority: "high" } : {})}
                decoding="async"
              />
            </picture>
          );
          return (
            <li
              key={`${banner.imagem}-${index}`}
              id={`banner-${id}-${index + 1}`}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${banners.length}`}
            >
              {banner.link ? (
                <SmartLink
                  destino={banner.link}
                  basePath={basePath}
                  label={banner.alt ? undefined : `${label}: destaque ${index + 1}`}
                >
                  {picture}
                </SmartLink>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {banners.length > 1 ? (
        <ol className={styles.dots} aria-label={`Escolher destaque de ${label}`}>
          {banners.map((banner, index) => (
            <li key={`${banner.imagem}-${index}`}>
              <a className={styles.dot} href={`#banner-${id}-${index + 1}`}>
                <span className="visually-hidden">Destaque </span>
                {index + 1}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
