import { redirect } from "@remix-run/node";
import { messages } from "~/models/messages";
import { apiKeyLogin } from "./api/account.server";
import { UpstreamError } from "./api/errors";
import { afterSignIn, signIn } from "./auth.server";
import { setFlashHeader } from "./flash.server";
import { log } from "./logger.server";
import { clearLoginFailures, countFailedLogin, enforceLoginLimit } from "./rate-limit.server";
import { pagePath, type SupplierContext } from "./supplier-context.server";

/**
 * docs/rules/account.md "API-key login": "api_key together with id_erp_usuario: automatic login by API key". The server logs the
 * user in when the page is asked for (no need to wait for a script), then shows the same page
 * without the key in its address; a failure says 'Erro ao obter cliente!'. Null when the page
 * carries no key.
 */
export async function apiKeySignIn(
  request: Request,
  context: SupplierContext,
  clientIp: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  const apiKey = url.searchParams.get("api_key");
  const idErpUsuario = url.searchParams.get("id_erp_usuario");
  if (apiKey === null && idErpUsuario === null) return null;
  url.searchParams.delete("api_key");
  url.searchParams.delete("id_erp_usuario");
  const back = pagePath(url);
  const refuse = async () =>
    redirect(back, {
      headers: { "Set-Cookie": await setFlashHeader({ kind: "error", message: messages.apiKey.failure }) },
    });
  if (!apiKey || !idErpUsuario || apiKey.length > 200 || idErpUsuario.length > 100) return refuse();
  // Keys travel in addresses and ERP ids are easy to guess: failed attempts are counted like logins.
  const attempt = { clientIp, login: `api-key:${apiKey}:${idErpUsuario}` };
  await enforceLoginLimit(attempt, context.basePath);
  try {
    const auth = await apiKeyLogin(
      { apiKey, idErpUsuario, idFornecedor: context.supplier.idfornecedor },
      { ...context.api, token: null },
    ).catch(async (error: unknown) => {
      if (error instanceof UpstreamError && error.status === 401) await countFailedLogin(attempt);
      throw error;
    });
    await clearLoginFailures(attempt);
    const outcome = await signIn(request, context, auth);
    if (outcome.kind === "signed-in") return afterSignIn(outcome, context.basePath, back);
    if (outcome.kind === "hand-off") return redirect(outcome.location);
    return redirect(back, {
      headers: {
        "Set-Cookie": await setFlashHeader({ kind: "warning", message: messages.registration.alreadyConfirmed }),
      },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.info("auth.api_key_refused", { supplier: context.supplier.slug, status: error.status ?? error.failure });
    return refuse();
  }
}
