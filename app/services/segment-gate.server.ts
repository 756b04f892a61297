import { redirect } from "@remix-run/node";
import { gateByAge, inSegment, isAgeGated, segmentOf } from "~/models/segment";
import { supplierPath } from "~/models/links";
import { ageCheckMessages } from "~/models/messages/age-check";
import { formatQuantity } from "~/models/quantity-format";
import type { Segment } from "~/models/supplier";
import { categoryTrail } from "~/models/category-tree";
import { getCategories } from "./api/supplier.server";
import { getProduct } from "./api/catalogue.server";
import { catalogueApi } from "./catalogue-context.server";
import { ageConfirmed, saveSegmentChoiceHeader } from "./segment-choice.server";
import { pagePath, type SupplierContext } from "./supplier-context.server";
import { log } from "./logger.server";

type Listed = { id: string; idsegmento: string | null };

/**
 * docs/rules/catalogue.md "Segments", "Age check": a carousel's products as this shopper sees them:
 * those of the active segment (all without one), with the adults-only ones held back behind the
 * age question until it is answered "Sim" (`ageGated` counts them).
 */
export function scopedCarousel<C extends { produtos: P[] }, P extends Listed>(
  carousel: C,
  context: Pick<SupplierContext, "supplier" | "segment">,
  confirmed: boolean,
): C & { ageGated: number } {
  const segments = context.supplier.segmentos;
  const { shown, gated } = gateByAge(
    inSegment(carousel.produtos, segments, context.segment ?? null),
    segments,
    confirmed,
  );
  return { ...carousel, produtos: shown, ageGated: gated };
}

/**
 * A product whose segment the upstream does not say, or names one the supplier does not list, is
 * read as not adults-only (docs/rules/catalogue.md "Age check"); it is logged so the supplier can
 * mend its data.
 */
export function logUnknownSegment(context: Pick<SupplierContext, "supplier">, product: Listed): void {
  const known = context.supplier.segmentos.some((segment) => segment.idsegmento === product.idsegmento);
  if (context.supplier.segmentos.length > 0 && !known) {
    log.warn("catalogue.product_segment_unknown", {
      supplier: context.supplier.slug,
      id: product.id,
      idsegmento: product.idsegmento?.slice(0, 64) ?? null,
    });
  }
}

/**
 * docs/rules/catalogue.md "Segments", "Age check": a page of one segment's category or product. A
 * direct link into another segment than the active one switches to it (the Set-Cookie returned,
 * for the page's answer; the page is not asked again, so a browser that keeps no cookie is never
 * sent round in a loop); an adults-only segment asks the age question first (a redirect to
 * `/maioridade`), unless answered "Sim" this visit. A segment the supplier does not list changes
 * nothing. Returns the segment the page is of (null: not one the supplier lists).
 */
export async function enterSegment(
  request: Request,
  context: Pick<SupplierContext, "supplier" | "segment" | "basePath">,
  idsegmento: string | null,
): Promise<{ headers: Headers; segment: Segment | null }> {
  const segments = context.supplier.segmentos;
  const target = segmentOf(segments, idsegmento);
  const headers = new Headers();
  if (!target) return { headers, segment: null };
  if (segments.length > 1 && target.idsegmento !== context.segment?.idsegmento) {
    headers.append(
      "Set-Cookie",
      await saveSegmentChoiceHeader(request, context.supplier.idfornecedor, target.idsegmento),
    );
  }
  if (target.requer_maioridade && !(await ageConfirmed(request))) {
    throw redirect(ageQuestionPath(context.basePath, pagePath(new URL(request.url))), { headers });
  }
  return { headers, segment: target };
}

/** The segment a category is of: the one whose tree (call 10 with `idsegmento`, kept a while) holds it; null when none does. */
export async function segmentOfCategory(
  context: Pick<SupplierContext, "supplier" | "api">,
  idcategoria: string,
): Promise<string | null> {
  const segments = context.supplier.segmentos;
  const trees = await Promise.all(
    segments.map((segment) => getCategories(context.supplier.idfornecedor, segment.idsegmento, context.api)),
  );
  const index = trees.findIndex((tree) => categoryTrail(tree, idcategoria) !== null);
  return segments[index]?.idsegmento ?? null;
}

/** `headers` with one more Set-Cookie, when there is one. */
export function withCookie(headers: Headers, setCookie: string | null | undefined): Headers {
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
}

/**
 * docs/rules/catalogue.md "Age check": an order with an adults-only product goes only after the
 * question was answered "Sim" this visit, however the product reached the cart (a form posted
 * straight to the cart, a quick order, a list): the checkout asks it first (a redirect to
 * `/maioridade`, back to the checkout after "Sim").
 */
export async function requireAgeForCart(
  request: Request,
  context: Pick<SupplierContext, "supplier" | "basePath">,
  lines: readonly { produto: { idsegmento: string | null } | null }[],
): Promise<void> {
  const segments = context.supplier.segmentos;
  const adultsOnly = lines.some((line) => line.produto && isAgeGated(segments, line.produto.idsegmento, false));
  if (!adultsOnly || (await ageConfirmed(request))) return;
  throw redirect(ageQuestionPath(context.basePath, supplierPath(context.basePath, "/checkout")));
}

/** The age question's page, with where to go back to after "Sim" (and the product a buy button was adding, which the page names). */
export function ageQuestionPath(
  basePath: string,
  back: string,
  adding?: { idproduto: string; quantidade: number },
): string {
  const added = adding ? `&produto=${encodeURIComponent(adding.idproduto)}&quantidade=${adding.quantidade}` : "";
  return `${supplierPath(basePath, "/maioridade")}?voltar=${encodeURIComponent(back)}${added}`;
}

/**
 * What the question's page says a buy button was adding when it was asked (`?produto=&quantidade=`):
 * "Vinho tinto Malbec 750 ml (2 un) não foi para o carrinho: …"; null for anything else (an id or
 * quantity that does not read, a product the catalogue does not know).
 */
export async function heldBackNote(context: SupplierContext, url: URL): Promise<string | null> {
  const idproduto = url.searchParams.get("produto");
  const quantidade = Number(url.searchParams.get("quantidade"));
  if (!idproduto || !/^[\w-]{1,40}$/.test(idproduto) || !(quantidade > 0 && quantidade <= 100_000)) return null;
  const product = await getProduct(
    { idfornecedor: context.supplier.idfornecedor, id: idproduto, idcliente: null },
    catalogueApi(context),
  );
  return product ? heldBackMessage(product, quantidade) : null;
}

/** "Vinho tinto Malbec 750 ml (2 un) não foi para o carrinho: …". */
export function heldBackMessage(product: { nome: string; unidade: string }, quantidade: number): string {
  return ageCheckMessages.addHeldBack(`${product.nome} (${formatQuantity(quantidade, product.unidade)})`);
}

/** Whether this shopper is asked before an adults-only product goes in: the supplier has such a segment, and no "Sim" this visit. */
async function asksAge(request: Request, context: Pick<SupplierContext, "supplier">): Promise<boolean> {
  return context.supplier.segmentos.some((segment) => segment.requer_maioridade) && !(await ageConfirmed(request));
}

/**
 * docs/rules/catalogue.md "Age check": the product a buy button (or a form posted straight to the
 * cart) would put in, when it is adults-only and this visit has not answered "Sim"; null when it
 * may go in (or is not one the catalogue knows: the cart call answers for it).
 */
export async function ageGatedProduct(request: Request, context: SupplierContext, idproduto: string) {
  if (!(await asksAge(request, context))) return null;
  const product = await getProduct(
    { idfornecedor: context.supplier.idfornecedor, id: idproduto, idcliente: null },
    catalogueApi(context),
  );
  return product && isAgeGated(context.supplier.segmentos, product.idsegmento, false) ? product : null;
}

/**
 * docs/rules/catalogue.md "Age check": of the products a quick order or a list would put in, the
 * ids of those held back (adults-only, no "Sim" this visit), and each one's link to the question
 * (back to the product's page after "Sim").
 */
export async function ageGatedIds(
  request: Request,
  context: Pick<SupplierContext, "supplier" | "basePath">,
  products: readonly ({ id: string; idsegmento: string | null } | null)[],
): Promise<{ ids: ReadonlySet<string>; link: (idproduto: string) => { href: string; label: string } }> {
  const asked = await asksAge(request, context);
  const ids = new Set(
    asked
      ? products.flatMap((product) =>
          product && isAgeGated(context.supplier.segmentos, product.idsegmento, false) ? [product.id] : [],
        )
      : [],
  );
  const link = (idproduto: string) => ({
    href: ageQuestionPath(context.basePath, supplierPath(context.basePath, `/produto/${idproduto}`)),
    label: ageCheckMessages.answerLink,
  });
  return { ids, link };
}
