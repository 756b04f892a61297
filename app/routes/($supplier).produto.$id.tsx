import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Fragment, Suspense } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { FreightEstimateBox } from "~/components/delivery/freight-estimate";
import { ProductCarousel } from "~/components/product-carousel";
import { ProductOffer } from "~/components/product/product-offer";
import * as styles from "~/components/product/product-page.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { catalogueId } from "~/models/catalogue-id";
import { buyLoginPath, imageUrl, supplierPath } from "~/models/links";
import { hasModuleAccess } from "~/models/module-access";
import { productOffer, quantityFacts } from "~/models/product-facts";
import { productJsonLd } from "~/models/product-json-ld";
import { openingQuantity } from "~/models/quantity-stepper";
import { unitPrice } from "~/models/pricing";
import { pageMeta } from "~/models/seo";
import { hasPrice } from "~/models/price-visibility";
import { analyticsEvent } from "~/models/consent/analytics-event";
import { COOKIE_PREFERENCES } from "~/models/messages/consent-banner";
import { genericSuggestionsText } from "~/models/messages/consent-suggestions";
import { hasTag } from "~/models/supplier-tags";
import { listAvailabilityAlerts } from "~/services/api/availability-alert.server";
import { getProduct, getProductFilters, getProductSectors, getRecommendations } from "~/services/api/catalogue.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { interestFreeText } from "~/models/checkout/instalments";
import { publicImageBaseUrl } from "~/services/env.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { freightEstimate } from "~/services/delivery/freight-estimate.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { changeAvailabilityAlert } from "./($supplier).produto.$id.server";
import { enterSegment, logUnknownSegment, withCookie } from "~/services/segment-gate.server";
import { ageConfirmed } from "~/services/segment-choice.server";
import { gateByAge } from "~/models/segment";
import { AgeQuestion } from "~/components/segments";
import { orFallback, settledOr, withErrorPage, withTimeout } from "~/services/upstream-failure.server";
import { hostOrigin, siteOrigin } from "~/services/site-origin.server";

const RECOMMENDATIONS_TIMEOUT_MS = 1500;
const NO_ALERTS: string[] = [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, api, basePath, account } = context;
    const catalogue = catalogueApi(context);
    const idcliente = actingClientId(account);
    const id = catalogueId(params.id);
    if (id === null) throw new Response(null, { status: 404 });
    const idfornecedor = supplier.idfornecedor;
    const { idformapagamento } = cartPreferences(account);
    // ADR 0041: without personalization the recommendations are asked as a guest's (no client, no token).
    const personalized = api.consent?.personalization !== false;
    // docs/rules/catalogue.md "Age check": the carousels under the product hold adults-only products back behind the question too.
    const confirmed = await ageConfirmed(request);
    const recommendations = hasTag(supplier.tag, "enable-recommendation-system")
      ? settledOr(
          withTimeout(
            getRecommendations(
              { idfornecedor, idcliente: personalized ? idcliente : null, visao: "PRODUCT", idformapagamento },
              personalized ? catalogue : { ...catalogue, token: null },
            ),
            RECOMMENDATIONS_TIMEOUT_MS,
          ).then((answer) => {
            const offered = answer.sucesso ? answer.produtos.filter((product) => product.id !== id) : [];
            const { shown, gated } = gateByAge(offered, supplier.segmentos, confirmed);
            return { sessao: answer.sessao_id, products: shown, ageGated: gated };
          }),
          { sessao: "", products: [], ageGated: 0 },
          "product.recommendations_failed",
          { id },
        )
      : null;
    const [product, characteristics, sectors, alerts, paymentMethods] = await Promise.all([
      getProduct({ idfornecedor, id, idcliente, idformapagamento }, catalogue),
      orFallback(getProductFilters(idfornecedor, id, api), [], "product.filters_failed", { id }),
      // Where the upstream gives them; a failure shows none.
      orFallback(getProductSectors(idfornecedor, id, api), [], "product.sectors_failed", { id }),
      idcliente
        ? orFallback(listAvailabilityAlerts(idfornecedor, idcliente, api), [], "product.alerts_failed", { id })
        : NO_ALERTS,
      // The card's instalment plan, for "em até N× de R$ X sem juros" (docs/rules/checkout.md "Instalments").
      orFallback(getPaymentMethods(idfornecedor, idcliente, api), [], "product.payment_methods_failed", { id }),
    ]);
    if (!product) throw new Response(null, { status: 404 });
    // docs/rules/catalogue.md "Segments", "Age check": a direct link switches to the product's segment, and asks the age first where it is adults-only.
    logUnknownSegment(context, product);
    const entered = await enterSegment(request, context, product.idsegmento);
    const origin = siteOrigin(request, context);
    const path = supplierPath(basePath, `/produto/${product.id}`);
    const imageBaseUrl = publicImageBaseUrl();
    // The page loads its photos from itself (or the image host): the CSP allows nothing else.
    const images = (product.imagens.length > 0 ? product.imagens : product.imagem ? [product.imagem] : []).map(
      (image) => imageUrl(imageBaseUrl, image),
    );
    // Other sites get them whole, on the host the page was asked on (which serves them).
    const sharedImages = images.map((image) => new URL(image, hostOrigin(request)).href);
    // docs/rules/catalogue.md "Price visibility": where prices are hidden the product came without them, and the page tells only how it is sold.
    const offer = hasPrice(product) ? productOffer(product, supplier.tag) : quantityFacts(product);
    const quantity = openingQuantity(new URL(request.url).searchParams, offer);
    // The estimate for the quantity in view, at its price (none where prices are hidden).
    const freight = await freightEstimate(request, context, () =>
      hasPrice(product)
        ? [
            {
              idproduto: product.id,
              quantidade: quantity,
              valor: unitPrice(
                { ...product, descontoProgressivo: product.efeitospoliticas.descontoProgressivo },
                quantity,
                supplier.tag,
              ).price,
            },
          ]
        : [],
    );
    const similar = gateByAge(product.similares, supplier.segmentos, confirmed);
    return data(
      {
        product: { ...product, similares: similar.shown },
        similarAgeGated: similar.gated,
        offer,
        images,
        characteristics,
        sectors: sectors.map((sector) => sector.nome),
        comboId: hasModuleAccess(supplier.modulos, ["COMBOS"]) ? product.idcombopromocional_cabecalho : null,
        canonical: new URL(path, origin).href,
        loginHref: account ? null : buyLoginPath(basePath, path),
        alert: idcliente && !product.disponivel ? { awaited: alerts.includes(product.id) } : null,
        giftWrapPrice: hasPrice(product) ? product.preco_embalagem : null,
        instalments:
          catalogue.showPrices && hasPrice(product)
            ? interestFreeText(
                paymentMethods.find((method) => method.tipo === "CARTAO")?.parcelamento ?? null,
                productOffer(product, supplier.tag).price,
              )
            : null,
        quantity,
        freight: freight.estimate,
        sharedImages,
        jsonLd: productJsonLd({
          product,
          offer,
          images: sharedImages,
          url: new URL(path, origin).href,
          showPrices: catalogue.showPrices,
        }),
        recommendations,
        genericSuggestions: !personalized,
      },
      { headers: withCookie(entered.headers, freight.setCookie) },
    );
  });
}

/** docs/rules/catalogue.md "Availability alerts": "availability alerts": a logged-in customer asks to be told when the product is back, or stops asking. */
export const action = changeAvailabilityAlert;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Produto não encontrado" }];
  const { product } = data;
  return pageMeta(matches, {
    title: product.nome,
    description: (product.descricao ?? `${product.nome}${product.marca ? ` — ${product.marca}` : ""}`).slice(0, 160),
    canonical: data.canonical,
    image: data.sharedImages[0] ?? null,
    jsonLd: data.jsonLd,
  });
};

/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Tells the upstream a recommendation was followed, without holding the navigation back. */
function sendRecommendationClick(url: string, productId: string, sessao: string) {
  const body = new FormData();
  body.set("item_id", productId);
  body.set("sessao_id", sessao);
  navigator.sendBeacon(url, body);
}

export default function ProductPage() {
  const {
    product,
    comboId,
    offer,
    giftWrapPrice,
    instalments,
    images,
    characteristics,
    sectors,
    loginHref,
    alert,
    recommendations,
    genericSuggestions,
    quantity,
    freight,
    similarAgeGated,
  } = useLoaderData<typeof loader>();
  const view = useSupplierLayout();
  if (!view) return null;
  const { basePath, showPrices } = view;
  const crumbs = [{ label: "Início", to: supplierPath(basePath) }];
  if (product.categoria)
    crumbs.push({
      label: product.categoria.descricao,
      to: supplierPath(basePath, `/categoria/${product.categoria.idcategoria}`),
    });
  crumbs.push({ label: product.nome, to: supplierPath(basePath, `/produto/${product.id}`) });
  const [mainImage, ...otherImages] = images;
  /** The age question for the adults-only products a carousel holds back, when it holds some. */
  const heldBack = (count: number) =>
    count > 0 ? (
      <AgeQuestion basePath={basePath} back={supplierPath(basePath, `/produto/${product.id}`)} count={count} />
    ) : null;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article
        className={styles.layout}
        aria-labelledby="produto-nome"
        data-ga={
          showPrices && "price" in offer && typeof offer.price === "number"
            ? analyticsEvent("view_item", [
                { item_id: product.id, item_name: product.nome, price: offer.price, quantity },
              ])
            : undefined
        }
      >
        <div className={styles.gallery}>
          {mainImage ? (
            <img className={styles.mainImage} src={mainImage} alt={product.nome} width={600} height={600} />
          ) : null}
          {otherImages.length > 0 ? (
            <ul className={styles.thumbs} aria-label="Outras fotos">
              {otherImages.map((image, index) => (
                <li key={image}>
                  <a className={styles.thumbLink} href={image} target="_blank" rel="noreferrer">
                    <img
                      className={styles.thumb}
                      src={image}
                      alt={`${product.nome}, foto ${index + 2} (abre a foto inteira)`}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.panel}>
          <h1 id="produto-nome" className={styles.title}>
            {product.nome}
          </h1>
          <p className={styles.meta}>
            {[product.marca, product.codigo ? `Código ${product.codigo}` : null].filter(Boolean).join(" · ")}
          </p>
          {sectors.length > 0 ? <p className={styles.meta}>Onde fica na loja: {sectors.join(" · ")}</p> : null}
          <ProductOffer
            basePath={basePath}
            idproduto={product.id}
            nome={product.nome}
            offer={offer}
            unit={product.unidade}
            available={product.disponivel}
            giftWrapPrice={giftWrapPrice}
            showPrices={showPrices}
            loginHref={loginHref}
            alert={alert}
            quantity={quantity}
            piecesPerPack={product.multiploincremento}
          />
          {instalments ? <p className={styles.instalments}>{instalments}</p> : null}
          {product.disponivel ? (
            <FreightEstimateBox
              estimate={freight}
              action={supplierPath(basePath, `/produto/${product.id}`)}
              quantidade={quantity}
            />
          ) : null}
          {comboId ? (
            <p>
              <Link to={supplierPath(basePath, `/combo/${comboId}`)}>
                Este produto faz parte de um combo promocional: confira
              </Link>
            </p>
          ) : null}
          {product.descricao ? (
            <section aria-labelledby="produto-descricao">
              <h2 id="produto-descricao">Descrição</h2>
              <p className={styles.description}>{product.descricao}</p>
            </section>
          ) : null}
          {characteristics.length > 0 ? (
            <section aria-labelledby="produto-caracteristicas">
              <h2 id="produto-caracteristicas">Características</h2>
              <dl className={styles.facts}>
                {characteristics.map((group) => (
                  <Fragment key={group.grupo}>
                    <dt className={styles.factTerm}>{group.grupo}</dt>
                    <dd className={styles.factValue}>{group.tags.map((tag) => tag.descricao).join(", ")}</dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </article>
      {heldBack(similarAgeGated)}
      {product.similares.length > 0 ? (
        <div className={styles.section}>
          <ProductCarousel
            id="similares"
            title="Produtos semelhantes"
            products={product.similares}
            view={view}
            all={
              product.categoria
                ? {
                    href: supplierPath(basePath, `/categoria/${product.categoria.idcategoria}`),
                    label: `Ver todos em ${product.categoria.descricao}`,
                  }
                : null
            }
          />
        </div>
      ) : null}
      {recommendations ? (
        <Suspense fallback={null}>
          <Await resolve={recommendations}>
            {({ sessao, products, ageGated }) => (
              <>
                {heldBack(ageGated)}
                {products.length > 0 ? (
                  <>
                    {genericSuggestions ? (
                      <p>
                        {genericSuggestionsText}{" "}
                        <Link to={supplierPath(basePath, "/cookies")}>{COOKIE_PREFERENCES}</Link>
                      </p>
                    ) : null}
                    <ProductCarousel
                      id="recomendados"
                      title={genericSuggestions ? "Sugestões gerais" : "Recomendados para você"}
                      products={products}
                      view={view}
                      onProductClick={(productId) =>
                        sendRecommendationClick(supplierPath(basePath, "/recomendacao"), productId, sessao)
                      }
                    />
                  </>
                ) : null}
              </>
            )}
          </Await>
        </Suspense>
      ) : null}
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
