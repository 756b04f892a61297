import type { PageHead } from "~/models/page-head";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AccountBanner } from "~/components/account-banner";
import { ConsentBanner } from "~/components/consent-banner";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { FlashMessage } from "~/components/flash-message";
import { MarketplaceHeader } from "~/components/marketplace-header";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { DeliveryBarLine } from "~/components/delivery/delivery-bar";
import { accountSummary } from "~/models/account-summary";
import { categoryStrip } from "~/models/category-strip";
import { footerFacts } from "~/models/company-info";
import { cartPreferences } from "~/services/cart.server";
import { imageUrl } from "~/models/links";
import { pageHeadOf } from "~/models/page-head";
import type {
  CartFigures,
  MarketplaceLayoutView,
  SupplierLayoutView,
  SupplierOutletContext,
} from "~/models/supplier-layout";
import { segmentChoices } from "~/models/segment";
import { SegmentSwitch } from "~/components/segment-switch";
import { analyticsKeyFor } from "~/models/consent/analytics";
import { readConsentChoice } from "~/services/consent.server";
import { consentBanner, COOKIE_PREFERENCES } from "~/models/messages/consent-banner";
import { isLightMode, lightModeSwitch } from "~/models/light-mode";
import { getStaticPageDirectory, type StaticPageDirectory } from "~/services/api/catalogue.server";
import { offersCombos } from "~/services/api/combo-list.server";
import { comboMessages } from "~/models/messages/combo";
import { hasModuleAccess } from "~/models/module-access";
import type { Footer } from "~/models/supplier";
import { hasTag } from "~/models/supplier-tags";
import { STATIC_TEXT_DEFAULTS } from "~/models/static-texts";
import {
  getCategories,
  getFooter,
  getPaymentMethods,
  getServiceArea,
  getStaticTexts,
  getTheme,
} from "~/services/api/supplier.server";
import { showsPrices } from "~/services/catalogue-context.server";
import { apiKeySignIn } from "~/services/api-key-login.server";
import { unreadCount } from "~/services/chat/chat.server";
import { publicImageBaseUrl } from "~/services/env.server";
import { readFlash } from "~/services/flash.server";
import { resolveSupplier } from "~/services/supplier-context.server";
import { orFallback, withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { themeVariablesCss } from "~/styles/theme-variables";
import { hostOrigin, siteOrigin } from "~/services/site-origin.server";
import { loadDeliveryBar } from "~/services/delivery/delivery-bar.server";
import { applyAddressTags } from "~/services/delivery/address-requirement.server";

export async function loader({ request, params, context: loadContext }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await resolveSupplier(request, params);
    const imageBaseUrl = publicImageBaseUrl();
    const { flash, clearHeader } = await readFlash(request);
    const init = clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined;
    if (context.kind === "marketplace") {
      return data({ kind: "marketplace", imageBaseUrl, flash } satisfies MarketplaceLayoutView, init);
    }
    const keyLogin = await apiKeySignIn(request, context, loadContext.clientIp);
    if (keyLogin) throw keyLogin;
    const { supplier, api, basePath, whiteLabel } = context;
    const id = supplier.idfornecedor;
    const segment = context.segment ?? null;
    const [
      theme,
      footer,
      categories,
      paymentMethods,
      serviceArea,
      staticPages,
      texts,
      [addressTags, deliveryBar],
      combos,
      chatUnread,
    ] = await Promise.all([
      getTheme(id, api),
      getFooter(id, api),
      getCategories(id, segment?.idsegmento ?? null, api),
      orFallback(getPaymentMethods(id, null, api), [], "layout.payment_methods_failed", { supplier: supplier.slug }),
      hasTag(supplier.tag, "has-collect")
        ? orFallback(getServiceArea(id, api), null, "layout.service_area_failed", { supplier: supplier.slug })
        : null,
      orFallback(getStaticPageDirectory(id, api), { listed: [], underReview: [] }, "layout.static_pages_failed", {
        supplier: supplier.slug,
      }),
      orFallback(getStaticTexts(id, api), { ...STATIC_TEXT_DEFAULTS }, "layout.static_texts_failed", {
        supplier: supplier.slug,
      }),
      // The ship-to resolved for this page is the one the line under the header names.
      applyAddressTags(request, context).then(
        async (tags) => [tags, await loadDeliveryBar(request, context, "shipTo" in tags ? tags.shipTo : null)] as const,
      ),
      // docs/rules/catalogue.md "Combos page": the menu links the combos where the supplier offers some to everyone.
      hasModuleAccess(supplier.modulos, ["COMBOS"]) ? offersCombos(id, api) : false,
      // The header's "Mensagens N": bounded, and left out when the chat does not answer (never the page).
      unreadCount(request, context),
    ]);
    if ("redirect" in addressTags) throw addressTags.redirect;
    const head = pageHeadOf(supplier, theme);
    const headers = new Headers(init?.headers);
    if (addressTags.setCookie) headers.append("Set-Cookie", addressTags.setCookie);
    const origin = siteOrigin(request, context);
    const consentChoice = await readConsentChoice(request.headers.get("Cookie"));
    return data(
      {
        kind: "supplier",
        imageBaseUrl,
        flash,
        basePath,
        whiteLabel,
        store: {
          idfornecedor: id,
          slug: supplier.slug,
          nome: supplier.nome,
          logo: theme.logo,
          boasVindas: theme.textos.boasVindas,
        },
        // The colours as the root's <style> says them (the page's JS only places the text).
        themeCss: themeVariablesCss(theme),
        meta: storeMeta(
          {
            ...head,
            favicon: head.favicon ? imageUrl(imageBaseUrl, head.favicon) : null,
            image: head.image ? new URL(imageUrl(imageBaseUrl, head.image), hostOrigin(request)).href : null,
            url: head.url ?? new URL(basePath || "/", origin).href,
          },
          supplier.nome,
        ),
        strip: categoryStrip(
          categories,
          mergeMenus(supplier.config.menu, theme.menus),
          combos ? [{ descricao: comboMessages.menuLink, destino: "/combos" }] : [],
        ),
        categories,
        footer: withStaticPages(footer, staticPages),
        footerFacts: footerFacts(footer),
        texts,
        paymentMethods: paymentMethods.map((method) => method.descricao),
        pickupStore: serviceArea
          ? {
              nome: serviceArea.loja.nome,
              endereco: serviceArea.loja.descricao_endereco_loja ?? supplier.meta_info.descricao_endereco_loja,
            }
          : null,
        showPrices: showsPrices(context),
        /** Whether multiploincremento counts the pieces of a pack (not under tag disable-product-multiple): prices then say each piece's. */
        piecePrices: !hasTag(supplier.tag, "disable-product-multiple"),
        account: context.account ? accountSummary(context.account.session, chatUnread) : null,
        cart: context.account?.session.cliente ? cartPreferences(context.account).resumo : null,
        deliveryBar,
        segments: segmentChoices(supplier.segmentos),
        activeSegment: segment?.idsegmento ?? null,
        consent: {
          banner: consentChoice === null ? consentBanner : null,
          analyticsKey: analyticsKeyFor(
            supplier,
            theme.trackingGoogleAnalytics ?? supplier.config.analytics.key,
            consentChoice,
          ),
        },
        lightSwitch: lightModeSwitch(
          isLightMode({ saveData: request.headers.get("Save-Data"), cookie: request.headers.get("Cookie") }),
        ),
      } satisfies SupplierLayoutView,
      { headers },
    );
  }, request);
}

/**
 * The footer's columns without links to pages under review (they answer 503 now), and the WEB
 * static pages they do not link to yet as one more column; with the footer's text. The rest of the
 * supplier's footer (contact, address, social networks, company) reaches the page as footerFacts.
 */
function withStaticPages(footer: Footer, pages: StaticPageDirectory): SupplierLayoutView["footer"] {
  const hidden = new Set(pages.underReview.map((slug) => `/paginas/${slug}`));
  const colunas = footer.colunas
    .map((coluna) => ({
      ...coluna,
      links: coluna.links.filter((link) => !hidden.has(link.destino.split(/[?#]/)[0] ?? "")),
    }))
    .filter((coluna) => coluna.links.length > 0);
  const linked = new Set(colunas.flatMap((coluna) => coluna.links.map((link) => link.destino)));
  const links = pages.listed
    .map((page) => ({ descricao: page.titulo, destino: `/paginas/${page.slug}` }))
    .filter((link) => !linked.has(link.destino));
  // ADR 0041: the cookie preferences, always reachable from the footer.
  links.push({ descricao: COOKIE_PREFERENCES, destino: "/cookies" });
  return { colunas: [...colunas, { titulo: "Informações", links }], texto: footer.texto };
}

function mergeMenus<T extends { destino: string }>(...lists: T[][]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((item) => !seen.has(item.destino) && seen.add(item.destino));
}

/**
 * Leaving the cart page reads the layout again: the cart page's read of the cart has updated the
 * session's summary that the header shows elsewhere.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate ||
  (currentUrl.pathname.endsWith("/carrinho") && nextUrl.pathname !== currentUrl.pathname) ||
  // A conversation opened is read: the header's "Mensagens N" says so.
  /\/chat\/[^/]+$/.test(nextUrl.pathname);

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** The store's head tags, worked out by the loader (storeMeta): the page's JS only hands them over. */
export const meta: MetaFunction<typeof loader> = ({ data: layoutData }) =>
  layoutData?.kind === "supplier" ? layoutData.meta : MARKETPLACE_META;

const MARKETPLACE_META = [
  { title: "Loja virtual — encontre seu fornecedor" },
  { name: "description", content: "Confira nossas ofertas!" },
];

/** The store's title, description, keywords, Open Graph tags and favicon (the inner pages' meta start from them, models/seo.ts). */
function storeMeta(head: SupplierHead, storeName: string): Record<string, string>[] {
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { name: "keywords", content: head.keywords },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: storeName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.url },
    ...(head.image ? [{ property: "og:image", content: head.image }] : []),
    ...(head.favicon ? [{ tagName: "link", rel: "icon", href: head.favicon }] : []),
  ];
}

type SupplierHead = PageHead & { url: string };

export default function SupplierLayout() {
  const layoutData = useLoaderData<typeof loader>();
  const [cartOnPage, showCartFigures] = useState<CartFigures | null>(null);
  const outletContext: SupplierOutletContext = { showCartFigures };
  const analyticsKey = layoutData.kind === "supplier" ? layoutData.consent.analyticsKey : null;
  useEffect(() => {
    // ADR 0041: GA4's code (public/ga4.js, async) is added only once the shopper chose performance; nothing waits on it.
    // `<html data-ga4>` says, live, which key may send: a choice withdrawn (or another store) stops it at once.
    if (!analyticsKey) return;
    const root = document.documentElement;
    root.dataset.ga4 = analyticsKey;
    if (!document.querySelector('script[src="/ga4.js"]')) {
      const script = document.createElement("script");
      script.src = "/ga4.js";
      script.dataset.key = analyticsKey;
      document.head.append(script);
    }
    return () => {
      delete root.dataset.ga4;
    };
  }, [analyticsKey]);
  if (layoutData.kind === "marketplace") {
    return (
      <>
        <a className={layout.skipLink} href="#conteudo">
          Pular para o conteúdo
        </a>
        <MarketplaceHeader />
        <main id="conteudo" className={layout.main}>
          {layoutData.flash ? <FlashMessage flash={layoutData.flash} /> : null}
          <Outlet />
        </main>
      </>
    );
  }
  return (
    <>
      <a className={layout.skipLink} href="#conteudo">
        Pular para o conteúdo
      </a>
      {layoutData.consent.banner ? (
        <ConsentBanner basePath={layoutData.basePath} texts={layoutData.consent.banner} />
      ) : null}
      <SiteHeader data={layoutData} cartOnPage={cartOnPage} />
      <SegmentSwitch segments={layoutData.segments} active={layoutData.activeSegment} basePath={layoutData.basePath} />
      <DeliveryBarLine bar={layoutData.deliveryBar} basePath={layoutData.basePath} />
      <AccountBanner account={layoutData.account} basePath={layoutData.basePath} />
      <main id="conteudo" className={layout.main}>
        {/* A message with a place of its own is shown there by the page (the cart's line or coupon). */}
        {layoutData.flash && !layoutData.flash.place ? <FlashMessage flash={layoutData.flash} /> : null}
        <Outlet context={outletContext} />
      </main>
      <SiteFooter data={layoutData} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main id="conteudo" className={layout.main}>
      <GeneralErrorBoundary />
    </main>
  );
}
