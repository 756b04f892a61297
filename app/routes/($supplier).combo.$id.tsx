import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import * as listing from "~/components/listing.css";
import { ProductCard } from "~/components/product-card";
import { ProductImage } from "~/components/product-image";
import * as styles from "~/components/product/product-page.css";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { HiddenPriceNotice } from "~/components/hidden-price-notice";
import { WasPrice } from "~/components/was-price";
import { catalogueId } from "~/models/catalogue-id";
import { comboValidity } from "~/models/combo-view";
import { buyLoginPath, supplierPath } from "~/models/links";
import { authMessages } from "~/models/messages/auth";
import { comboMessages } from "~/models/messages/combo";
import { hasModuleAccess } from "~/models/module-access";
import { formatBRL } from "~/models/money";
import { formatQuantity } from "~/models/quantity-format";
import { pageMeta } from "~/models/seo";
import { getCombo } from "~/services/api/catalogue.server";
import { actingClientId } from "~/services/auth.server";
import { cartPreferences } from "~/services/cart.server";
import { catalogueApi } from "~/services/catalogue-context.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { siteOrigin } from "~/services/site-origin.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, basePath, account } = context;
    if (!hasModuleAccess(supplier.modulos, ["COMBOS"])) throw new Response(null, { status: 404 });
    const id = catalogueId(params.id);
    if (id === null) throw new Response(null, { status: 404 });
    const combo = await getCombo(
      { id, idcliente: actingClientId(account), idformapagamento: cartPreferences(account).idformapagamento },
      catalogueApi(context),
    );
    if (!combo) throw new Response(null, { status: 404 });
    const path = supplierPath(basePath, `/combo/${combo.idcombo}`);
    return {
      combo,
      canonical: new URL(path, siteOrigin(request, context)).href,
      loginHref: account ? null : buyLoginPath(basePath, path),
    };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.combo.nome,
        description: data.combo.descricao ?? undefined,
        canonical: data.canonical,
      })
    : [{ title: "Combo não encontrado" }];

/** A promotional combo: its products with quantities, the combo price against the separate prices. */
/** The headers of an error answer (Retry-After of an upstream fault) reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function ComboPage() {
  const { combo, loginHref } = useLoaderData<typeof loader>();
  const view = useSupplierLayout();
  if (!view) return null;
  const { basePath, imageBaseUrl, showPrices } = view;
  // docs/rules/catalogue.md "Price visibility": where prices are hidden the combo came without them.
  const prices = showPrices && "preco_combo" in combo ? combo : null;
  const validity = comboValidity(combo.validade_fim);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Início", to: supplierPath(basePath) },
          { label: comboMessages.title, to: supplierPath(basePath, "/combos") },
          { label: combo.nome, to: supplierPath(basePath, `/combo/${combo.idcombo}`) },
        ]}
      />
      <article className={styles.layout} aria-labelledby="combo-nome">
        <div className={styles.gallery}>
          {combo.imagem ? (
            <ProductImage className={styles.mainImage} imageBaseUrl={imageBaseUrl} path={combo.imagem} size={600} />
          ) : null}
        </div>
        <div className={styles.panel}>
          <h1 id="combo-nome">{combo.nome}</h1>
          {combo.descricao ? <p className={styles.description}>{combo.descricao}</p> : null}
          {validity ? <p className={styles.meta}>{validity}</p> : null}
          <div className={styles.buy}>
            {prices ? (
              <p className={styles.price}>
                <WasPrice price={prices.preco_original} className={styles.listPrice} />
                {formatBRL(prices.preco_combo)}
              </p>
            ) : (
              <HiddenPriceNotice signedIn={loginHref === null} />
            )}
            {loginHref ? (
              <Link className={layout.button} to={loginHref}>
                {authMessages.guestBuyButton}
              </Link>
            ) : null}
          </div>
        </div>
      </article>
      <section className={styles.section} aria-labelledby="combo-itens">
        <h2 id="combo-itens">Produtos do combo</h2>
        <ul className={`${listing.grid} ${styles.comboItems}`}>
          {combo.itens.map((item) => (
            <li key={item.produto.id} className={styles.comboItem}>
              <p className={styles.comboQuantity}>{formatQuantity(item.quantidade, item.produto.unidade)} no combo</p>
              <ProductCard product={item.produto} view={view} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
