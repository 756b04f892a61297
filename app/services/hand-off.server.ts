import { redirect } from "@remix-run/node";
import type { ApiContext } from "~/services/api/client.server";
import { getSupplierConfig } from "~/services/api/supplier.server";

/** The link to the store the account lives at, on another site, and that store's name when known. */
export type HandOffLink = { href: string; loja: string | null };

/** The name of the store the account lives at; null when it cannot be read now (the link works without it). */
async function storeName(idfornecedor: string, api: ApiContext): Promise<string | null> {
  try {
    return (await getSupplierConfig(idfornecedor, api))?.nome ?? null;
  } catch {
    return null;
  }
}

/**
 * A login or sign-up whose account lives at another store (docs/rules/account.md "Login": its login-token route
 * takes over). A hand-off to a page of this site is answered with a redirect, thrown. A hand-off
 * to another site (from a white-label domain to the shared host, or to another supplier's domain)
 * is answered with a page that carries the link instead: a form's answer may only redirect within
 * the site (CSP form-action 'self'), which would leave a browser without JavaScript on the form.
 */
export async function handOff(
  request: Request,
  location: string,
  idfornecedor: string,
  api: ApiContext,
): Promise<HandOffLink> {
  const target = new URL(location, request.url);
  if (target.origin === new URL(request.url).origin) throw redirect(location);
  return { href: target.href, loja: await storeName(idfornecedor, api) };
}
