/**
 * A shopper going through the checkout without JavaScript, for the checkout's integration files:
 * logging in (or signing up with an address the stores serve), filling the cart, opening
 * `/{s}/checkout`, posting its form as the page rendered it, and reading the page that follows.
 */
import { expect } from "vitest";
import { formatBRL } from "~/models/money";
import { bodyText } from "../../support/html";
import { newCustomer, type NewCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import type { StorefrontServer } from "../../support/storefront-server";
import { formFields } from "./html-form";

export type Store = "aurora" | "bomsabor" | "casaverde";

/** Server variables every checkout file sets: its tests log the same demo accounts in again and again. */
export const CHECKOUT_ENV = { AUTH_ATTEMPTS_PER_IP: "5000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } as const;

/** A page as the shopper got it: its status, HTML and visible text (the main part of it). */
export type Page = { status: number; path: string; html: string; text: string };

/** The main part's text, without the empty comments React puts between adjacent texts ("Rua X<!-- -->, 12"). */
const mainText = (html: string) =>
  bodyText((/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(/<!--[\s\S]*?-->/g, ""));

/** The one-time message of a page after a redirect: a success (role status) or a warning or error (role alert). */
export const flashOf = (page: Page) =>
  bodyText(/<main[^>]*><p[^>]*role="(?:status|alert)"[^>]*>[\s\S]*?<\/p>/.exec(page.html)?.[0] ?? "");

export async function read(response: Response, path: string): Promise<Page> {
  const html = await response.text();
  return { status: response.status, path, html, text: mainText(html) };
}

/** Logs in (accepting Bom Sabor's terms of use when asked); `extra` adds fields such as representante=on. */
export async function logIn(
  server: StorefrontServer,
  store: Store,
  login: string,
  extra: Record<string, string> = {},
): Promise<Shopper> {
  const who = new Shopper(server.url);
  const answer = await who.post(`/${store}/entrar`, { login, senha: "demo1234", ...extra });
  expect(answer.status, `login of ${login} at ${store}`).toBe(303);
  if (answer.headers.get("Location")?.includes("/termos")) await acceptTerms(who, store);
  return who;
}

async function acceptTerms(who: Shopper, store: Store) {
  expect((await who.post(`/${store}/termos`, { intent: "aceitar", redirectTo: `/${store}` })).status).toBe(303);
}

/** Pinheiros: an address Aurora and Bom Sabor deliver to. */
export const PINHEIROS_ADDRESS = {
  cep: "05422-001",
  rua: "Rua dos Pinheiros",
  numero: "120",
  complemento: "",
  bairro: "Pinheiros",
} as const;

/** A customer of its own, signed up at Bom Sabor or Casa Verde (approved at once there) with a Pinheiros address, terms accepted. */
export async function signUp(
  server: StorefrontServer,
  store: "bomsabor" | "casaverde",
  label = "checkout",
): Promise<{ who: Shopper; customer: NewCustomer }> {
  const customer = newCustomer(label);
  const who = new Shopper(server.url);
  expect(
    (await who.post(`/${store}/cadastro`, { ...customer.fields, ...PINHEIROS_ADDRESS })).status,
    `sign-up at ${store}`,
  ).toBe(303);
  if (store === "bomsabor") await acceptTerms(who, store);
  return { who, customer };
}

export async function addToCart(who: Shopper, store: Store, idproduto: string, quantidade: string): Promise<void> {
  const answer = await who.post(`/${store}/carrinho`, { intent: "adicionar", idproduto, quantidade });
  expect(answer.status, `adding ${quantidade} of ${idproduto}`).toBe(303);
}

/** Chooses pickup at a store that offers both (Aurora). */
export async function choosePickup(who: Shopper, store: Store): Promise<void> {
  expect((await who.post(`/${store}/entrega`, { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
}

export async function open(who: Shopper, path: string): Promise<Page> {
  return read(await who.get(path), path);
}

export const checkoutPath = (store: Store) => `/${store}/checkout`;

export async function openCheckout(who: Shopper, store: Store): Promise<Page> {
  const page = await open(who, checkoutPath(store));
  expect(page.status, page.text.slice(0, 300)).toBe(200);
  return page;
}

/** The checkout form's fields as the page rendered them (its key, the total seen, the method checked…). */
export const checkoutFields = (page: Page) => formFields(page.html, "checkout");

/** The form field of the supplier's question labelled so ("Se faltar algum item" → "caracteristica-6"). */
export function questionField(page: Page, label: string): string {
  const id = new RegExp(`<label for="checkout-(caracteristica-[^"]+)"[^>]*>${label}`).exec(page.html)?.[1];
  if (!id) throw new Error(`No question "${label}" on the page`);
  return id;
}

/** Casa Verde asks what to do when an item is missing and the pickup date: answered as a shopper would. */
export function casaVerdeAnswers(page: Page): Record<string, string> {
  return {
    [questionField(page, "Se faltar algum item")]: "Ligar antes de substituir",
    [questionField(page, "Data da retirada")]: "2026-12-01",
  };
}

/**
 * Posts the checkout form as rendered on `page`, with `changes` over its fields, by the button
 * `intent` ("finalizar", "orcamento" or "pagamento"). The answer is not followed.
 */
export function submitCheckout(
  who: Shopper,
  store: Store,
  page: Page,
  changes: Record<string, string> = {},
  intent = "finalizar",
): Promise<Response> {
  return who.post(checkoutPath(store), { ...checkoutFields(page), ...changes, intent });
}

/** The order's number from the address of its page. */
export function orderNumberIn(location: string | null, store: Store): string {
  const numpedido = new RegExp(`^/${store}/submissao/(\\d+)$`).exec(location ?? "")?.[1];
  if (!numpedido) throw new Error(`Not an order page: ${location}`);
  return numpedido;
}

/** Places the order from the checkout as it stands (with `changes`), and reads the order's page it lands on. */
export async function placeOrder(
  who: Shopper,
  store: Store,
  changes: Record<string, string> = {},
  intent = "finalizar",
): Promise<{ numpedido: string; page: Page }> {
  const checkout = await openCheckout(who, store);
  const answer = await submitCheckout(who, store, checkout, changes, intent);
  expect(answer.status, answer.status === 302 ? "" : mainText(await answer.clone().text()).slice(0, 500)).toBe(303);
  const numpedido = orderNumberIn(answer.headers.get("Location"), store);
  const page = await open(who, `/${store}/submissao/${numpedido}`);
  expect(page.status).toBe(200);
  return { numpedido, page };
}

/** An amount as a page's text reads it ("R$ 1.234,50": formatBRL's no-break space is a space in bodyText). */
export const brl = (value: number) => formatBRL(value).replace(/\s/g, " ");
