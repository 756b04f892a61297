export type ResolvedLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

const SAFE_EXTERNAL = /^(https?:|mailto:|tel:)/i;

/**
 * Where a menu, footer or banner `destino` leads: a storefront path gets the supplier's base path
 * ("/aurora" + "/categoria/1", or just "/categoria/1" on a white-label host); http(s), mailto and
 * tel links stay as they are; anything else (javascript:, data:) is dropped.
 */
export function resolveLink(destino: string, basePath: string): ResolvedLink | null {
  const value = destino.trim();
  if (SAFE_EXTERNAL.test(value)) return { kind: "external", href: value };
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  return { kind: "internal", to: supplierPath(basePath, value) };
}

/** A path of the supplier's storefront: "/aurora" + "/carrinho"; the root is "/aurora" (or "/"). */
export function supplierPath(basePath: string, path = "/"): string {
  if (path === "/" || path === "") return basePath || "/";
  return `${basePath}${path.startsWith("/") ? path : `/${path}`}`;
}

/** An image of the image host: relative paths get the base URL; absolute http(s) URLs stay. */
export function imageUrl(imageBaseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${imageBaseUrl.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
}

/** The login page of the store, coming back to `returnTo` afterwards. */
export function loginPath(basePath: string, returnTo?: string | null): string {
  return `${basePath}/entrar${returnTo ? `?redirectTo=${encodeURIComponent(returnTo)}` : ""}`;
}

/** docs/rules/account.md "Guest": buying needs login ('Para continuar a sua compra você precisa estar logado.'), then back to the product. */
export function buyLoginPath(basePath: string, returnTo: string): string {
  return `${loginPath(basePath, returnTo)}&motivo=compra`;
}
