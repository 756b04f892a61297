/**
 * How a supplier is named in the first path segment (docs/rules/storefront.md "Supplier resolution"): its id (a GUID) or its slug.
 * The nil id means "no specific supplier" (docs/rules/storefront.md "Supplier loading").
 */
export const NIL_SUPPLIER_ID = "00000000-0000-0000-0000-000000000000";

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export type SupplierRef =
  { kind: "id"; value: string } | { kind: "slug"; value: string } | { kind: "none" } | { kind: "invalid" };

export function parseSupplierRef(segment: string | undefined | null): SupplierRef {
  if (segment == null || segment === "") return { kind: "none" };
  if (GUID.test(segment)) {
    const value = segment.toLowerCase();
    return value === NIL_SUPPLIER_ID ? { kind: "none" } : { kind: "id", value };
  }
  const lower = segment.toLowerCase();
  if (SLUG.test(lower)) return { kind: "slug", value: lower };
  return { kind: "invalid" };
}

/** A supplier's store on the shared host (the marketplace's links): `/{slug}`, or `/{id}` when the slug cannot name it. */
export function storePath(supplier: { slug: string; idfornecedor: string }): string {
  const ref = parseSupplierRef(supplier.slug);
  return `/${ref.kind === "slug" ? ref.value : encodeURIComponent(supplier.idfornecedor)}`;
}

/**
 * A path that stays on this site: leading slashes and backslashes fold into one, so that
 * "//evil.example" (which browsers read as another host) becomes "/evil.example".
 */
export function localPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** Removes the legacy `/commerce` prefix; returns null when the path has none. */
export function stripLegacyPrefix(pathname: string): string | null {
  if (pathname === "/commerce" || pathname === "/commerce/") return "/";
  if (pathname.startsWith("/commerce/")) return localPath(pathname.slice("/commerce".length));
  return null;
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host name of a Host header without its port, lower-cased; null when it is not a valid host name. */
export function hostnameOf(hostHeader: string | undefined | null): string | null {
  if (!hostHeader) return null;
  const trimmed = hostHeader.trim().toLowerCase();
  if (trimmed.startsWith("[")) {
    // An IPv6 literal may only be followed by a port: "[::1]evil.com" or "[::1]/x" is not a host.
    return /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(trimmed)?.[1] ?? null;
  }
  const name = trimmed.replace(/:\d{1,5}$/, "").replace(/\.$/, "");
  return HOSTNAME.test(name) ? name : null;
}
