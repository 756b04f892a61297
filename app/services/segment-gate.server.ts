import { redirect } from "@remix-run/node";
import { ageRuleOf, gateByAge, inSegment, isAgeGated, segmentOf } from "~/models/segment";
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
 * quantity that does not read, a product the catalogue does not know, one that is not adults-only:
 * the page names no product a link made up says was held back).
 */
export async function heldBackNote(context: SupplierContext, url: URL): Promise<string | null> {
  const idproduto = url.searchParams.get("produto");
  const quantidade = Number(url.searchParams.get("quantidade"));
  if (!idproduto || !/^[\w-]{1,40}$/.test(idproduto) || !(quantidade > 0 && quantidade <= 100_000)) return null;
  const product = await lookUp(context, idproduto);
  return product && isAgeGated(context.supplier.segmentos, product.idsegmento, false)
    ? heldBackMessage(product, quantidade)
    : null;
}

/** "Vinho tinto Malbec 750 ml (2 un) não foi para o carrinho: …" ("Este produto (2 un)…" for one the catalogue did not name). */
export function heldBackMessage(product: { nome: string; unidade: string } | null, quantidade: number): string {
  return ageCheckMessages.addHeldBack(
    product ? `${product.nome} (${formatQuantity(quantidade, product.unidade)})` : ageCheckMessages.unnamedProduct,
  );
}

/** The product as this shopper's catalogue has it (their own prices and range: `idcliente`), null when it does not. */
function lookUp(context: SupplierContext, idproduto: string) {
  const idcliente = context.account?.session.cliente?.idcliente;
  return getProduct(
    {
      idfornecedor: context.supplier.idfornecedor,
      id: idproduto,
      idcliente: idcliente == null ? null : String(idcliente),
    },
    catalogueApi(context),
  );
}

/**
 * Whether a product may not go into the cart before "Sim" (asked only where the supplier has an
 * adults-only segment): adults-only, or of a segment that cannot be learned (the lookup found
 * nothing, or the answer names no segment the supplier lists). Such a product is shown as not
 * adults-only, but it does not go in unasked; logged so the supplier can mend its data.
 */
function waitsForAge(
  context: Pick<SupplierContext, "supplier">,
  idproduto: string,
  product: { idsegmento: string | null } | null,
): boolean {
  const rule = ageRuleOf(context.supplier.segmentos, product?.idsegmento ?? null);
  if (rule === "unknown")
    log.warn("cart.age_segment_unknown", {
      supplier: context.supplier.slug,
      id: idproduto.slice(0, 40),
      found: product !== null,
      idsegmento: product?.idsegmento?.slice(0, 64) ?? null,
    });
  return rule !== "all";
}

/** Whether this shopper is asked before an adults-only product goes in: the supplier has such a segment, and no "Sim" this visit. */
export async function asksAge(request: Request, context: Pick<SupplierContext, "supplier">): Promise<boolean> {
  return context.supplier.segmentos.some((segment) => segment.requer_maioridade) && !(await ageConfirmed(request));
}

/**
 * docs/rules/catalogue.md "Age check": of the products a buy button, a form posted straight to the
 * cart, a repeated order or the cart page's save would put in, those held back (adults-only, or of a
 * segment that cannot be learned, and no "Sim" this visit), each with the product as the catalogue
 * has it (null: it does not know it). Empty when they may all go in.
 */
export async function ageHeldBack(
  request: Request,
  context: SupplierContext,
  idprodutos: readonly string[],
): Promise<Map<string, Awaited<ReturnType<typeof lookUp>>>> {
  const held = new Map<string, Awaited<ReturnType<typeof lookUp>>>();
  if (idprodutos.length === 0 || !(await asksAge(request, context))) return held;
  const found = await Promise.all([...new Set(idprodutos)].map(async (id) => [id, await lookUp(context, id)] as const));
  for (const [id, product] of found) if (waitsForAge(context, id, product)) held.set(id, product);
  return held;
}

/** The one product a buy button would put in, when it is held back (`product` null: one the catalogue does not know); null when it may go in. */
export async function ageGatedProduct(request: Request, context: SupplierContext, idproduto: string) {
  const held = await ageHeldBack(request, context, [idproduto]);
  return held.has(idproduto) ? { product: held.get(idproduto) ?? null } : null;
}

/** The link to the question, back to the product's page after "Sim" (a held-back line's, or a message's). */
export function ageQuestionLink(basePath: string, idproduto: string): { href: string; label: string } {
  return {
    href: ageQuestionPath(basePath, supplierPath(basePath, `/produto/${idproduto}`)),
    label: ageCheckMessages.answerLink,
  };
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
  // A line the catalogue did not find goes nowhere; one found without a segment it lists waits too.
  const ids = new Set(
    asked
      ? products.flatMap((product) => (product && waitsForAge(context, product.id, product) ? [product.id] : []))
      : [],
  );
  return { ids, link: (idproduto: string) => ageQuestionLink(context.basePath, idproduto) };
}
