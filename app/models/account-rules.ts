import type { Authentication, ClientSettings, LinkedClient, Registration } from "./account";
import { registrationMessages } from "./messages/registration";
import { hasTag } from "./supplier-tags";
import { shopperText } from "./shared/shopper-text";

/**
 * docs/rules/account.md "Login": "An account needing approval (supplier tags support-budget or
 * block-not-approved-user) and not yet approved gets a message and stays unauthenticated".
 */
export function requiresApproval(supplierTags: readonly string[]): boolean {
  return hasTag(supplierTags, "support-budget") || hasTag(supplierTags, "block-not-approved-user");
}

export function mayLogIn(supplierTags: readonly string[], cadastroAprovado: boolean): boolean {
  return cadastroAprovado || !requiresApproval(supplierTags);
}

/**
 * docs/rules/account.md "Login": "A user with several linked clients, or none that is principal, gets
 * loginAsUsuarioVinculado set and can switch client."
 */
export function canSwitchClient(linked: readonly LinkedClient[]): boolean {
  return linked.length > 1 || (linked.length > 0 && !linked.some((client) => client.principal));
}

/** docs/rules/account.md "Linked users": "The main linked customer can manage users": the login is its own principal client. */
export function isPrincipalLogin(
  auth: Pick<Authentication, "cliente" | "usuarios_vinculados" | "usuario_vinculado_logado">,
): boolean {
  return (
    auth.usuario_vinculado_logado === null &&
    auth.usuarios_vinculados.some((client) => client.principal && client.idcliente === auth.cliente.idcliente)
  );
}

/** docs/rules/account.md "Terms of use": the version the customer must still accept, or null. */
export function pendingTermsVersion(settings: Pick<ClientSettings, "termosuso">): number | null {
  return settings.termosuso && !settings.termosuso.aceito ? settings.termosuso.versao : null;
}

/** docs/rules/account.md "Registration": the after-sign-up notice, "overridable by message_after_create from the server". */
export function afterSignUpNotice(registration: Pick<Registration, "message_after_create">): string {
  return shopperText(registration.message_after_create) ?? registrationMessages.pendingApproval;
}

/**
 * docs/rules/architecture.md "Safety" `safeRedirect`: a return address from input is followed only when it is a path of
 * this store (under `basePath` on the shared host). Anything else — another host, `//evil.example`,
 * `/\evil`, a scheme — leads to the store's root.
 */
export function safeRedirectPath(target: string | null | undefined, basePath: string): string {
  const root = basePath || "/";
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return root;
  if ([...target].some((character) => character.charCodeAt(0) < 0x20)) return root;
  let parsed: URL;
  try {
    parsed = new URL(target, "http://loja.invalid");
  } catch {
    return root;
  }
  if (parsed.host !== "loja.invalid") return root;
  const path = `${parsed.pathname}${parsed.search}`;
  // Dot segments are resolved by the parser: "/x/..//evil.example" comes out as "//evil.example".
  if (path.includes("//")) return root;
  if (basePath && path !== basePath && !path.startsWith(`${basePath}/`) && !path.startsWith(`${basePath}?`))
    return root;
  return path;
}

/**
 * docs/rules/account.md "Login": "If the user's own supplier differs from the current one, the browser
 * redirects to that supplier's login-token route" — on its own domain when it has one.
 */
export function handOffLocation(
  auth: Pick<Authentication, "token" | "cliente" | "fornecedor_logado" | "usuario_vinculado_logado">,
  current: { protocol: string; port: string; appHost: string | null },
): string {
  const { fornecedor_logado: supplier } = auth;
  // The login's own e-mail: a company's user logs in as themselves, not as the company.
  const email = auth.usuario_vinculado_logado?.email ?? auth.cliente.email ?? "";
  const route = `/login-token/${encodeURIComponent(auth.token)}/${encodeURIComponent(email)}`;
  const port = current.port ? `:${current.port}` : "";
  if (supplier.fornecedor_dominio) return `${current.protocol}//${supplier.fornecedor_dominio}${port}${route}`;
  const path = `/${supplier.fornecedor_slug}${route}`;
  // From a supplier's own domain, the other supplier's pages live on the shared host.
  return current.appHost ? `${current.protocol}//${current.appHost}${port}${path}` : path;
}
