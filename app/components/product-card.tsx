import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentProps, type ComponentType } from "react";
// The menu's styles come with the page's; its code when a shopper first opens it (docs/decisions/0056).
import "./lists/save-to-list-menu.css";
import { AddToCartForm } from "./cart/add-to-cart-form";
import { DiscountTag, PiecePrice } from "./price-notes";
import { ProductImage } from "./product-image";
import { useStaticTexts } from "./use-static-texts";
import { useSupplierLayout } from "./use-supplier-layout";
import type { ListedProduct } from "~/models/catalogue";
import { buyLoginPath, supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { hasPrice } from "~/models/price-visibility";
import type { CatalogueView } from "~/models/supplier-layout";
import { STATIC_TEXT_DEFAULTS } from "~/models/static-texts";
import * as styles from "./product-card.css";

type Props = {
  product: ListedProduct;
  view: CatalogueView;
  headingLevel: "h3" | "h2";
  /** The page's first card, whose picture is its largest paint: loaded at once and first. */
  priority?: boolean;
  /** Called when the shopper follows the product link (with JavaScript). */
  onClick?: () => void;
};

/** One click adds the product's minimum; a guest is asked to log in and comes back to this page (docs/rules/account.md "Guest"). */
function CardBuyButton({
  product,
  basePath,
  showPrices,
}: Pick<Props, "product"> & Omit<CatalogueView, "imageBaseUrl">) {
  const signedIn = useSupplierLayout()?.account != null;
  const { pathname, search } = useLocation();
  if (signedIn && !showPrices) return null;
  return (
    <AddToCartForm
      basePath={basePath}
      idproduto={product.id}
      nome={product.nome}
      minimum={product.min_por_pedido}
      loginHref={signedIn ? null : buyLoginPath(basePath, `${pathname}${search}`)}
      price={showPrices && hasPrice(product) ? product.preco : null}
    />
  );
}

const loadSaveToListMenu = () => import(/* on demand */ "./lists/save-to-list-menu");

/**
 * The menu, its code fetched when a shopper first points at, focuses or opens the link. Should the
 * code not come (a release replaced it), the link's page opens instead, as without JavaScript.
 */
const SaveToListMenu = lazy(() =>
  loadSaveToListMenu().then(
    (module): { default: ComponentType<ComponentProps<typeof module.SaveToListMenu>> } => ({
      default: module.SaveToListMenu,
    }),
    () => ({
      default: function SaveToListPage({ href }: { href: string }) {
        useEffect(() => window.location.assign(href), [href]);
        return null;
      },
    }),
  ),
);

/**
 * "Salvar em uma lista" for a logged-in shopper: the page that saves the product's minimum in a list
 * (ADR 0037), and then comes back to this page (`voltar`). With JavaScript the same link opens a small
 * menu in the card instead, and the page stays.
 */
function SaveToListLink({ product, basePath }: Pick<Props, "product"> & Pick<CatalogueView, "basePath">) {
  const signedIn = useSupplierLayout()?.account != null;
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const link = useRef<HTMLAnchorElement>(null);
  const menuId = useId();
  if (!signedIn) return null;
  const back = encodeURIComponent(`${pathname}${search}`);
  const href = `${supplierPath(basePath, "/listas/salvar")}?produto=${product.id}&voltar=${back}`;
  return (
    <>
      <Link
        ref={link}
        className={styles.saveLink}
        to={href}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadSaveToListMenu().catch(() => undefined)}
        onFocus={() => void loadSaveToListMenu().catch(() => undefined)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(!open);
        }}
      >
        Salvar em uma lista<span className="visually-hidden">{`: ${product.nome}`}</span>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <SaveToListMenu
            id={menuId}
            href={href}
            nome={product.nome}
            onClose={() => {
              setOpen(false);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A product in a list or carousel: image, name, price as the visibility rule allows, availability. */
export function ProductCard({
  product,
  view: { basePath, imageBaseUrl, showPrices },
  headingLevel: Heading,
  onClick,
  priority = false,
}: Props) {
  const priced = showPrices && hasPrice(product) ? product : null;
  const listPrice = priced && priced.preconf != null && priced.preconf > priced.preco ? priced.preconf : null;
  // A card says it short, unless the supplier words it (call 7).
  const supplierUnavailable = useStaticTexts()["produto.indisponivel"];
  const unavailable =
    supplierUnavailable === STATIC_TEXT_DEFAULTS["produto.indisponivel"] ? "Indisponível" : supplierUnavailable;
  return (
    <article className={styles.card}>
      <Link
        className={styles.link}
        to={supplierPath(basePath, `/produto/${product.id}`)}
        onClick={onClick}
        prefetch="intent"
      >
        {product.imagem ? (
          <ProductImage
            className={styles.image}
            imageBaseUrl={imageBaseUrl}
            path={product.imagem}
            size={240}
            lazy={!priority}
            priority={priority}
          />
        ) : null}
        <Heading className={styles.name}>{product.nome}</Heading>
      </Link>
      {priced ? (
        <p>
          {listPrice !== null ? (
            <>
              <s className={styles.listPrice}>
                <span className="visually-hidden">De </span>
                {formatBRL(listPrice)}
              </s>{" "}
              <span className="visually-hidden">por </span>
            </>
          ) : null}
          <span className={styles.price}>{formatBRL(priced.preco)}</span>
          <span className={styles.listPrice}> / {product.unidade}</span>
          <DiscountTag listPrice={listPrice} price={priced.preco} />
        </p>
      ) : (
        <p className={styles.hiddenPrice}>Preço disponível após o login</p>
      )}
      {priced ? <PiecePrice price={priced.preco} product={product} /> : null}
      {product.disponivel ? (
        <CardBuyButton product={product} basePath={basePath} showPrices={showPrices} />
      ) : (
        <p className={styles.unavailable}>{unavailable}</p>
      )}
      <SaveToListLink product={product} basePath={basePath} />
    </article>
  );
}
