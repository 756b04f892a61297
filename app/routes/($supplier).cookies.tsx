import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { safeRedirectPath } from "~/models/account-rules";
import { consentFromForm, OPTIONAL_CONSENT_FLAGS, type ConsentIntent } from "~/models/consent/consent";
import { consentMessages as text } from "~/models/messages/consent";
import { noindexMeta } from "~/models/seo";
import { consentCookieHeader, readConsentChoice } from "~/services/consent.server";
import { setFlashHeader } from "~/services/flash.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import * as styles from "~/components/static-page.css";

const INTENTS: readonly ConsentIntent[] = ["aceitar", "rejeitar", "salvar"];

/** docs/rules/storefront.md "Sessions and cookies": the four flags, necessary always on (ADR 0041). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const back = new URL(request.url).searchParams.get("redirectTo");
    return {
      choice: await readConsentChoice(request.headers.get("Cookie")),
      back: back ? safeRedirectPath(back, context.basePath) : "",
    };
  }, request);
}

/**
 * A choice from the banner (back to the page it was on) or from this page (here again, with a
 * word that it was kept). An unknown button changes nothing.
 */
export const action = supplierAction(async (context, { request }) => {
  const form = await request.formData();
  const intent = INTENTS.find((known) => known === form.get("intent"));
  const back = String(form.get("redirectTo") ?? "");
  const target = back ? safeRedirectPath(back, context.basePath) : `${context.basePath}/cookies`;
  if (!intent) return redirect(target);
  const fields = Object.fromEntries(OPTIONAL_CONSENT_FLAGS.map((flag) => [flag, form.get(flag) ?? undefined]));
  const headers = new Headers({ "Set-Cookie": await consentCookieHeader(consentFromForm(intent, fields)) });
  if (!back) headers.append("Set-Cookie", await setFlashHeader({ kind: "success", message: text.saved }));
  return redirect(target, { headers });
});

export const meta: MetaFunction<typeof loader> = noindexMeta(text.pageTitle);

export default function CookiePreferences() {
  const { choice, back } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="titulo-cookies" className={styles.article}>
      <h1 id="titulo-cookies">{text.pageTitle}</h1>
      <p>{text.pageIntro}</p>
      {choice ? null : <p>{text.notChosen}</p>}
      <Form method="post" key={choice ? JSON.stringify(choice) : "none"}>
        {back ? <input type="hidden" name="redirectTo" value={back} /> : null}
        <fieldset>
          <legend>{text.pageTitle}</legend>
          <p>
            <label>
              <input type="checkbox" checked disabled /> {text.flags.necessary.label}
            </label>
            <br />
            <small>{text.flags.necessary.help}</small>
          </p>
          {OPTIONAL_CONSENT_FLAGS.map((flag) => (
            <p key={flag}>
              <label>
                <input type="checkbox" name={flag} value="1" defaultChecked={choice?.[flag] ?? false} />{" "}
                {text.flags[flag].label}
              </label>
              <br />
              <small>{text.flags[flag].help}</small>
            </p>
          ))}
        </fieldset>
        <p>
          <button type="submit" name="intent" value="salvar" className={layout.secondaryButton}>
            {text.save}
          </button>{" "}
          <button type="submit" name="intent" value="aceitar" className={layout.secondaryButton}>
            {text.acceptAll}
          </button>{" "}
          <button type="submit" name="intent" value="rejeitar" className={layout.secondaryButton}>
            {text.rejectOptional}
          </button>
        </p>
      </Form>
    </article>
  );
}
