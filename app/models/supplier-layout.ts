import type { SegmentView } from "./segment";
import type { AccountSummary } from "./account-summary";
import type { CartPreferences } from "./cart-preferences";
import type { Category } from "./catalogue";
import type { Flash } from "./flash";
import type { LightModeChoice } from "./light-mode";
import type { ConsentBannerTexts } from "./messages/consent-banner";
import type { StaticTexts } from "./static-texts";
import type { Footer, MenuLink } from "./supplier";
import type { Theme } from "./theme";

// What the supplier layout (app/routes/($supplier).tsx) gives the pages below it, written out here
// so that the header, the footer and the pages depend on this view and not on the layout's loader.

/** How many products the cart holds and its total, as the header shows them. */
export type CartFigures = { linhas: number; total: number };

/**
 * What the header reads of the cart page's data (app/routes/($supplier).carrinho.tsx) without
 * JavaScript: the cart the page has just read. tests/unit/storefront/layout-view.test.ts checks
 * that the cart page's loader still answers so.
 */
export type CartPageFigures =
  { kind: "cart"; cart: { cartItens: readonly unknown[]; totalCompras: number } } | { kind: "refused" };

/**
 * The line under every store page's header (issue: "a shopper never finds out at the end"): where
 * the shopper buys for — "Entregar em 01310-100", "Retirar na loja" or the question — and what the
 * option in effect costs there: its fee or free-delivery threshold, minimum order and slot (the one
 * confirmed, else the next). Read from the delivery choice's cookie and the shared answer of call
 * 52 (no products), so a page adds no call of its own for it (app/services/delivery/delivery-bar.server.ts).
 */
export type DeliveryBar = { place: string; figures: string[] };

/** A store's layout data, as every page of the store reads it. */
export type SupplierLayoutView = {
  kind: "supplier";
  imageBaseUrl: string;
  flash: Flash | null;
  /** "/aurora" (or "/{guid}") on the shared host, "" on the supplier's own domain. */
  basePath: string;
  whiteLabel: boolean;
  store: {
    idfornecedor: string;
    slug: string;
    nome: string;
    logo: Theme["logo"];
    boasVindas: Theme["textos"]["boasVindas"];
  };
  /** The supplier's colours as the page's `:root` custom properties (themeVariablesCss, in the loader). */
  themeCss: string;
  /** The store's head tags (title, description, Open Graph, favicon), as the layout's meta gives them. */
  meta: Record<string, string>[];
  /**
   * The header's strip of links (models/category-strip.ts): the top-level categories, then the
   * supplier's menu links and the theme's that are not one of them, each destination once; worked
   * out by the layout's loader.
   */
  strip: MenuLink[];
  categories: Category[];
  /** The footer's link columns and text: what it draws of the supplier's footer (its contact and company are footerFacts). */
  footer: Pick<Footer, "colunas" | "texto">;
  /** What the footer says of its contact and company, worked out on the server (models/company-info.ts). */
  footerFacts: FooterFacts;
  texts: StaticTexts;
  /** The payment methods' names, for the footer. */
  paymentMethods: string[];
  pickupStore: { nome: string; endereco: string | null } | null;
  showPrices: boolean;
  /** Whether multiploincremento counts the pieces of a pack (not under tag disable-product-multiple): prices then say each piece's. */
  piecePrices: boolean;
  account: AccountSummary | null;
  /** The session's summary of the last cart answer. */
  cart: CartPreferences["resumo"];
  deliveryBar: DeliveryBar;
  /** The segments to choose among (none with fewer than two) and the active one's id (docs/rules/catalogue.md "Segments"). */
  segments: SegmentView[];
  activeSegment: string | null;
  /** ADR 0041: whether the shopper chose their cookies (no: the banner), and the GA4 key when analytics runs. */
  /** The cookie banner's words while the visitor has not chosen (null once chosen), and GA4's key once performance is allowed. */
  consent: { banner: ConsentBannerTexts | null; analyticsKey: string | null };
  /** The footer's Modo leve line (lightModeSwitch). */
  lightSwitch: { text: string; button: string; modo: LightModeChoice };
};

/**
 * What a product's, a combo's or a banner's card needs of its store: the base path of its links,
 * the image host and whether the viewer sees prices (docs/rules/catalogue.md "Price visibility").
 * A page hands its cards the layout's view itself, which is one.
 */
export type CatalogueView = Pick<SupplierLayoutView, "basePath" | "imageBaseUrl" | "showPrices">;

/** The marketplace root's layout data: no store yet. */
export type MarketplaceLayoutView = { kind: "marketplace"; imageBaseUrl: string; flash: Flash | null };

/** What the store's header shows. */
export type HeaderView = Pick<
  SupplierLayoutView,
  "basePath" | "imageBaseUrl" | "strip" | "categories" | "account" | "cart" | "showPrices"
> & {
  store: Pick<SupplierLayoutView["store"], "nome" | "logo">;
};

/**
 * The footer's words that take formatting rules: the company line ("Razão Social Ltda. · CNPJ
 * 18.345.672/0001-02"), the WhatsApp number as read and as wa.me wants it, the social networks by
 * their names. The layout's loader works them out, so that their rules and tables stay out of the
 * JS every page loads.
 */
export type FooterFacts = {
  company: string | null;
  /**
   * The footer's "Atendimento", in order (phone, WhatsApp, e-mail, address), as it says them: "Telefone:"
   * and a link (`href`: tel:, https://wa.me/…, mailto:), or the address's text alone (`label` and `href` null).
   */
  contact: FooterContact[];
  socialNetworks: MenuLink[];
};

export type FooterContact = { label: string | null; text: string; href: string | null; rel?: string };

/** What the store's footer shows. */
export type FooterView = Pick<
  SupplierLayoutView,
  "footer" | "footerFacts" | "basePath" | "paymentMethods" | "pickupStore" | "texts" | "lightSwitch"
> & {
  store: Pick<SupplierLayoutView["store"], "nome">;
};

/** What the layout offers the pages below it: the cart page tells the header what it shows. */
export type SupplierOutletContext = { showCartFigures: (figures: CartFigures | null) => void };
