import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirectPath } from "~/models/account-rules";
import { LIGHT_MODE_COOKIE } from "~/models/light-mode";
import { rememberedLifetimeOf } from "~/services/consent.server";
import { signedCookieOptions } from "~/services/cookie-options.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Nothing to show: the address only takes the footer's form. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { basePath } = await requireSupplier(request, params);
  throw redirect(basePath || "/");
}

/**
 * The footer's "Modo leve" / "Voltar ao modo completo" (docs/decisions/0045): the shopper's choice
 * in a cookie for a year (it overrides the browser's Save-Data both ways), then back, 303, to the
 * page the form was on. A shopper who refused the "session" cookies keeps it for the visit only
 * (docs/decisions/0041: nothing remembered beyond the visit).
 */
export const action = supplierAction(async ({ basePath }, { request }) => {
  const form = await request.formData();
  const choice = form.get("modo") === "completo" ? "completo" : "leve";
  const back = form.get("voltar");
  const { secure } = signedCookieOptions();
  const forTheVisit = "maxAge" in (await rememberedLifetimeOf(request));
  const lifetime = forTheVisit ? "" : `; Max-Age=${ONE_YEAR}`;
  throw redirect(safeRedirectPath(typeof back === "string" ? back : null, basePath), {
    headers: {
      "Set-Cookie": `${LIGHT_MODE_COOKIE}=${choice}${lifetime}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    },
  });
});
