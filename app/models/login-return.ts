/**
 * Where "Entrar" comes back to (the header's account area). Apart from account-summary.ts, which
 * the layout's loader uses: the header runs this in the browser, and the summary's rules (with the
 * document checks they read) stay on the server.
 */

/** The account pages themselves: coming back to one of them after logging in makes no sense. */
const ACCOUNT_PAGES = ["entrar", "cadastro", "senha", "sair", "login-token", "termos"];

/**
 * Where "Entrar" comes back to: the current page (path and query), or null on the account pages.
 * `path` is the page's local path, `basePath` the supplier's prefix ("/aurora" or "").
 */
export function loginReturnTo(path: string, basePath: string): string | null {
  const rest = basePath && path.startsWith(basePath) ? path.slice(basePath.length) : path;
  const first = /^\/?([^/?#]*)/.exec(rest)?.[1] ?? "";
  return ACCOUNT_PAGES.includes(first) ? null : path;
}
