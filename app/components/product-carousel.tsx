import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ListedProduct } from "~/models/catalogue";
import type { CatalogueView } from "~/models/supplier-layout";
import { ProductCard } from "./product-card";
import * as styles from "./product-carousel.css";

type Props = {
  id: string;
  title: string | null;
  products: ListedProduct[];
  view: CatalogueView;
  onProductClick?: (productId: string) => void;
  /** The listing the row is taken from ("Ver todos"), when it has one; `hint` is read after the label by screen readers only ("em Mais vendidos"). */
  all?: { href: string; label: string; hint?: string } | null;
};

type Ends = { start: boolean; end: boolean };

/** Whether the row is scrolled to its start and to its end (1 px of rounding allowed). */
function endsOf(track: HTMLElement): Ends {
  return { start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 };
}

/**
 * A titled row of product cards that scrolls sideways by itself (CSS scroll snap, swipe, a
 * trackpad's or Shift+wheel's sideways scroll, and the keyboard: a card's link or button scrolls
 * into view when focused), so it needs no JavaScript. With JavaScript, "Anteriores" and "Próximos"
 * (native buttons, for a mouse on a wide screen) move it by a screenful; at an end the button that
 * leads nowhere is marked unavailable (not disabled, so that the focus stays on it), and both go
 * away when every card fits. "Ver todos" leads to the row's listing where it has one.
 */
export function ProductCarousel({ id, title, products, view, onProductClick, all = null }: Props) {
  const headingId = `carrossel-${id}`;
  const trackRef = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<Ends | null>(null);
  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = endsOf(track);
    setEnds((current) => (current && current.start === next.start && current.end === next.end ? current : next));
  }, []);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(track);
    return () => {
      track.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [measure, products.length]);
  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const unavailable = direction < 0 ? ends?.start : ends?.end;
    if (unavailable) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({ left: direction * Math.max(track.clientWidth * 0.9, 1), behavior: smooth ? "smooth" : "auto" });
  };
  const name = title ?? "Produtos";
  const buttons = ends && !(ends.start && ends.end);
  return (
    <section
      className={styles.region}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : "Produtos"}
    >
      <div className={styles.header}>
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {all ? (
          <Link to={all.href} className={styles.all}>
            {all.label}
            {all.hint ? <span className="visually-hidden"> {all.hint}</span> : null}
          </Link>
        ) : null}
        {buttons ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={`Produtos anteriores de ${name}`}
              aria-controls={`${headingId}-lista`}
              aria-disabled={ends.start || undefined}
              onClick={() => move(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={`Próximos produtos de ${name}`}
              aria-controls={`${headingId}-lista`}
              aria-disabled={ends.end || undefined}
              onClick={() => move(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={trackRef} id={`${headingId}-lista`} className={styles.track}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              product={product}
              view={view}
              headingLevel={title ? "h3" : "h2"}
              onClick={onProductClick ? () => onProductClick(product.id) : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
