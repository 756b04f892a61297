/**
 * A path as the logs may show it. Some paths carry secrets or what a shopper typed: the app token
 * (`/v2/app/{apptoken}/…`), the login of a user lookup or a password recovery, the token and
 * e-mail of a hand-off link. Those parts are masked; the rest stays for reading the logs.
 */
const MASKED_TAILS = [
  /(\/usuario\/)[^/]+$/, // GET /v2/app/{apptoken}/usuario/{login}
  /(\/senha\/recuperar\/)[^/]+$/, // GET …/cliente/senha/recuperar/{login}
  /(\/login-token\/).+$/, // the storefront's /{s}/login-token/{token}/{email}
];

/**
 * The app token as a path segment of its own (`/v2/app/{apptoken}/…`) or joined to the customer's
 * id (`/v4/app/{apptoken}{idcliente}/formas-entrega/…`, call 51).
 */
function maskAppToken(pathname: string, appToken: string): string {
  const token = encodeURIComponent(appToken);
  return pathname
    .split("/")
    .map((segment) =>
      segment.startsWith(token) && /^\d*$/.test(segment.slice(token.length))
        ? `{apptoken}${segment.slice(token.length)}`
        : segment,
    )
    .join("/");
}

export function loggablePath(pathname: string, appToken?: string): string {
  let path = appToken ? maskAppToken(pathname, appToken) : pathname;
  for (const pattern of MASKED_TAILS) path = path.replace(pattern, "$1***");
  return path;
}
