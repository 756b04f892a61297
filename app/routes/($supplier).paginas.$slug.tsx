import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";
import { errorPageMessages } from "~/models/messages/error-page";
import { staticPageMessages } from "~/models/messages/static-page";
import { pageMeta } from "~/models/seo";
import type { StaticPage } from "~/models/product";
import { isUpstreamRefusal, UpstreamError } from "~/services/api/errors";
import { getStaticPage } from "~/services/api/catalogue.server";
import { log } from "~/services/logger.server";
import { sanitizeStaticHtml, staticHtmlPlace } from "~/services/sanitize-html.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import * as styles from "~/components/static-page.css";
import { siteOrigin } from "~/services/site-origin.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { supplier, api, basePath } = context;
    const slug = params.slug ?? "";
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response(null, { status: 404 });
    const canonical = new URL(supplierPath(basePath, `/paginas/${slug}`), siteOrigin(request, context)).href;
    // The spec's message (§8 "Static page error") with 503: the page exists but cannot be shown now.
    const unavailable = () =>
      data(
        { kind: "unavailable" as const, slug, canonical },
        { status: 503, headers: { "Cache-Control": "no-store" } },
      );
    let page: StaticPage | null;
    try {
      page = await getStaticPage(supplier.idfornecedor, slug, api);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 422) {
        log.info("static_page.under_review", { slug });
        return unavailable();
      }
      if (isUpstreamRefusal(error)) throw new Response(null, { status: 404 });
      throw error;
    }
    if (!page || !page.tags.includes("WEB")) throw new Response(null, { status: 404 });
    const html = sanitizeStaticHtml(
      page.conteudo,
      staticHtmlPlace({ basePath, pageOrigin: new URL(request.url).origin, pageSlug: slug, supplier }),
    );
    if (!html) return unavailable();
    return data({ kind: "page" as const, titulo: page.titulo, html, slug, canonical });
  });
}

/** The status and Cache-Control of an unavailable page reach the browser. */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, {
    title: data?.kind === "page" ? data.titulo : staticPageMessages.title,
    canonical: data?.kind === "page" ? data.canonical : undefined,
    noindex: data?.kind !== "page",
  });

/** A supplier's content page (only pages tagged WEB), its HTML sanitized on the server. */
export default function StaticContentPage() {
  const data = useLoaderData<typeof loader>();
  const supplier = useSupplierLayout();
  const basePath = supplier?.basePath ?? "";
  if (data.kind === "unavailable") {
    return (
      <section className={layout.notice} aria-labelledby="pagina-titulo">
        <h1 id="pagina-titulo">{staticPageMessages.title}</h1>
        <p>{staticPageMessages.detail}</p>
        <p>
          <a href={supplierPath(basePath)}>{errorPageMessages.backHome}</a>
        </p>
      </section>
    );
  }
  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Início", to: supplierPath(basePath) },
          { label: data.titulo, to: supplierPath(basePath, `/paginas/${data.slug}`) },
        ]}
      />
      <article className={styles.article} aria-labelledby="pagina-titulo">
        <h1 id="pagina-titulo">{data.titulo}</h1>
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: data.html }} />
      </article>
    </>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
