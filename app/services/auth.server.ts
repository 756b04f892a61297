import { redirect } from "@remix-run/node";
import type { Authentication } from "~/models/account";
import { loginPath } from "~/models/links";
import { hasTag } from "~/models/supplier-tags";
import {
  canSwitchClient,
  handOffLocation,
  isPrincipalLogin,
  mayLogIn,
  pendingTermsVersion,
  safeRedirectPath,
} from "~/models/account-rules";
import type { Viewer } from "~/models/price-visibility";
import { readRepresentativeClaims } from "~/models/representative-token";
import { getClientSettings, logout } from "./api/account.server";
import type { ApiContext } from "./api/client.server";
import { readAuthToken, setAuthTokenHeader } from "./auth-cookie.server";
import { consentInEffect } from "~/models/consent/consent";
import { rememberedLifetime } from "./consent.server";
import { cartAtSignIn } from "./cart-at-sign-in.server";
import { deliveryTypeOf } from "./delivery/delivery-choice.server";
import { endSessionHeaders } from "./end-session.server";
import { getEnv } from "./env.server";
import { invoicesAtSignIn } from "./invoices/invoice-summary.server";
import { setFlashHeader, type Flash } from "./flash.server";
import { log } from "./logger.server";
import { forgetRememberedCouponHeader, heldCoupon, rememberCouponHeader } from "./remembered-coupon.server";
import {
  readAccountSession,
  sessionLinkedClients,
  saveAccountSessionHeader,
  type AccountSession,
} from "./session.server";
import type { SignedInAccount, SupplierContext } from "./request-context";
import { clearSignedOutHeader, signedOutHeader } from "./signed-out.server";

export type { SignedInAccount } from "./request-context";

/** A session made at another supplier does not count here: its standing and token are that supplier's. */
export async function readSignedInAccount(request: Request, idfornecedor: string): Promise<SignedInAccount | null> {
  const [session, token] = await Promise.all([readAccountSession(request), readAuthToken(request)]);
  if (!session || !token || session.idfornecedor !== idfornecedor) return null;
  return { session, token };
}

/** What price visibility and the catalogue need to know of the shopper (docs/rules/catalogue.md "Price visibility"). */
export function viewerOf(account: SignedInAccount | null): Viewer {
  if (!account) return null;
  return { authenticated: true, approved: account.session.aprovado };
}

/** The client the pages act for: the customer, or the representative's chosen client. */
export function actingClientId(account: SignedInAccount | null): string | null {
  const id = account?.session.cliente?.idcliente;
  return id === undefined ? null : String(id);
}

/** For pages only a logged-in customer may see: a guest goes to log in and comes back. */
export function requireAccount(context: SupplierContext): SignedInAccount {
  if (context.account) return context.account;
  throw redirect(loginPath(context.basePath, context.api.returnTo));
}

export type SignInOutcome =
  /** The account lives at another supplier: its login-token route takes over. */
  | { kind: "hand-off"; location: string }
  | { kind: "awaiting-approval" }
  | { kind: "signed-in"; headers: Headers; termsPending: number | null };

/**
 * Turns an upstream login answer into the storefront's session (docs/rules/account.md "Login"): hand-off to the
 * account's own supplier, the approval gate, then the token cookie and the account session,
 * with the flags of the customer settings (terms of use, approval). `idformapagamento`: the
 * payment method of a checkout draft this login takes on (ADR 0016), the cart priced for it.
 */
export async function signIn(
  request: Request,
  context: SupplierContext,
  auth: Authentication,
  idformapagamento: string | null = null,
): Promise<SignInOutcome> {
  const { supplier } = context;
  if (
    auth.fornecedor_logado.idfornecedor !== supplier.idfornecedor &&
    auth.fornecedor_logado.fornecedor_slug !== supplier.slug
  ) {
    const url = new URL(request.url);
    const appHost = context.whiteLabel ? (getEnv().APP_HOSTS[0] ?? null) : null;
    return { kind: "hand-off", location: handOffLocation(auth, { protocol: url.protocol, port: url.port, appHost }) };
  }
  const api: ApiContext = { ...context.api, token: auth.token };
  if (!mayLogIn(supplier.tag, auth.cadastro_aprovado)) {
    await endToken(api);
    return { kind: "awaiting-approval" };
  }
  // The cart is read beside the settings, unless the supplier restricts the carts of unapproved customers (the settings say who).
  const restricts = hasTag(supplier.tag, "restrict-not-approved-user-submission");
  // docs/rules/account.md "Login": the invoices are loaded too (the header then knows of one past due).
  // The coupon this browser's cart had (a login posted again, or the last logout's): priced in again where the upstream keeps none (ADR 0020).
  const held = await heldCoupon(
    request,
    await readAccountSession(request),
    supplier.idfornecedor,
    String(auth.cliente.idcliente),
  );
  // The cart is priced for the delivery type the customer will shop with (a guest's pickup carries into the login).
  const tipoEntrega = await deliveryTypeOf(request, supplier, auth.cliente.idcliente);
  const [settings, readCart, faturas] = await Promise.all([
    getClientSettings(auth.cliente.idcliente, api),
    restricts ? null : cartAtSignIn(supplier, auth.cliente.idcliente, true, api, tipoEntrega, idformapagamento, held),
    invoicesAtSignIn(
      supplier.idfornecedor,
      String(auth.cliente.idcliente),
      isPrincipalLogin(auth) || !auth.usuario_vinculado_logado ? null : String(auth.usuario_vinculado_logado.idusuario),
      api,
    ),
  ]);
  const carrinho =
    readCart ??
    (await cartAtSignIn(
      supplier,
      auth.cliente.idcliente,
      settings.cadastro_aprovado,
      api,
      tipoEntrega,
      idformapagamento,
      held,
    ));
  const trocaCliente = canSwitchClient(auth.usuarios_vinculados);
  const session: AccountSession = {
    idfornecedor: supplier.idfornecedor,
    cliente: auth.cliente,
    aprovado: settings.cadastro_aprovado,
    principal: isPrincipalLogin(auth),
    trocaCliente,
    usuarioVinculado: auth.usuario_vinculado_logado,
    representante: null,
    idclienteLogin: auth.cliente.idcliente,
    clientesVinculados: trocaCliente ? sessionLinkedClients(auth.usuarios_vinculados) : undefined,
    termosPendentes: pendingTermsVersion(settings),
    jwttoken: auth.jwttoken,
    ...(auth.idapikeys ? { idapikeys: auth.idapikeys } : {}),
    carrinho,
    faturas,
  };
  log.info("auth.signed_in", { supplier: supplier.slug, idcliente: auth.cliente.idcliente });
  const headers = new Headers();
  headers.append("Set-Cookie", await setAuthTokenHeader(auth.token, auth.expira_em));
  headers.append("Set-Cookie", await saveAccountSessionHeader(request, session));
  // The browser is this customer's now: a checkout whose session ends later is not the one who logged out before (ADR 0016).
  const forgetSignedOut = clearSignedOutHeader(request);
  if (forgetSignedOut) headers.append("Set-Cookie", forgetSignedOut);
  // The coupon kept at the last logout has been priced in (or was not this customer's): used once (ADR 0020).
  const forgetCoupon = await forgetRememberedCouponHeader(request);
  if (forgetCoupon) headers.append("Set-Cookie", forgetCoupon);
  return { kind: "signed-in", headers, termsPending: session.termosPendentes };
}

/**
 * docs/rules/account.md "Representative": the token's claims give idusuario and the name; the session acts for
 * no client until one is picked. Null when the token cannot be read (a failed login).
 */
export async function signInRepresentative(
  request: Request,
  context: SupplierContext,
  token: string,
): Promise<Headers | null> {
  const claims = readRepresentativeClaims(token);
  if (!claims) return null;
  const session: AccountSession = {
    idfornecedor: context.supplier.idfornecedor,
    cliente: null,
    aprovado: true,
    principal: false,
    trocaCliente: false,
    usuarioVinculado: null,
    representante: { idusuario: claims.idusuario, nome: claims.nome, token },
    termosPendentes: null,
    jwttoken: null,
  };
  log.info("auth.representative_signed_in", { supplier: context.supplier.slug, idusuario: claims.idusuario });
  return updateSession(request, session, { value: token, expiresAt: new Date(claims.exp * 1000).toISOString() });
}

/** Where a fresh session goes: the terms of use first when they must be accepted, else the page asked for. */
export function afterSignIn(
  outcome: Extract<SignInOutcome, { kind: "signed-in" }>,
  basePath: string,
  redirectTo: string | null,
): Response {
  const target = safeRedirectPath(redirectTo, basePath);
  const location = outcome.termsPending ? `${basePath}/termos?redirectTo=${encodeURIComponent(target)}` : target;
  return redirect(location, { headers: outcome.headers });
}

/** Replaces the account session (a client switch, accepted terms, a changed approval). */
export async function updateSession(
  request: Request,
  session: AccountSession,
  token?: { value: string; expiresAt: string | null },
) {
  const headers = new Headers();
  if (token) headers.append("Set-Cookie", await setAuthTokenHeader(token.value, token.expiresAt));
  headers.append("Set-Cookie", await saveAccountSessionHeader(request, session));
  return headers;
}

/** The upstream forgets a token the storefront no longer uses; a failure only costs a log line (the token expires anyway). */
export function endToken(api: ApiContext): Promise<void> {
  return logout(api).then(
    () => undefined,
    (error: unknown) =>
      log.warn("auth.logout_failed", { error: error instanceof Error ? error.message : String(error) }),
  );
}

/** docs/rules/account.md "Logout": the upstream forgets the token, the storefront forgets the shopper. */
export async function signOut(context: SupplierContext, flash?: Flash): Promise<Response> {
  const tokens = [context.account?.token, context.account?.session.representante?.token].filter(
    (token): token is string => !!token,
  );
  await Promise.all([...new Set(tokens)].map((token) => endToken({ ...context.api, token })));
  const headers = await endSessionHeaders();
  // The cart's manual coupon, for this customer's next login in this browser (ADR 0020).
  if (context.account?.session.cliente)
    headers.append(
      "Set-Cookie",
      // ADR 0041: without "session" the coupon is kept until the browser closes, not for a month.
      await rememberCouponHeader(
        context.account.session,
        rememberedLifetime(consentInEffect(context.api.consent ?? null)),
      ),
    );
  // A checkout still open in another tab and sent after this logout keeps what was typed for this customer only (ADR 0016).
  const cliente = context.account?.session.cliente;
  if (cliente) headers.append("Set-Cookie", signedOutHeader(context.supplier.idfornecedor, String(cliente.idcliente)));
  if (flash) headers.append("Set-Cookie", await setFlashHeader(flash));
  return redirect(context.basePath || "/", { headers });
}
