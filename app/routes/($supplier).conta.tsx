import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountIntent, type AccountIntent } from "~/components/account/account-intents";
import { AccountOverview } from "~/components/account/account-overview";
import * as styles from "~/components/account/account.css";
import { EmailForm } from "~/components/account/email-form";
import { IdentityCheck } from "~/components/account/identity-check";
import { PasswordForm } from "~/components/account/password-form";
import { PersonalDataForm } from "~/components/account/personal-data-form";
import { changesOf, mayChange } from "~/models/account-role";
import { supplierPath } from "~/models/links";
import { noindexMeta } from "~/models/seo";
import { requireAccount } from "~/services/auth.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier, type SupplierContext } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import { handleAccountAction, loadAccountPage } from "./($supplier).conta.server";

/** The logged-in customer the page is about; a representative who picked no client has none. */
function requireCustomer(context: SupplierContext) {
  const account = requireAccount(context);
  const cliente = account.session.cliente;
  if (!cliente) throw redirect(supplierPath(context.basePath));
  return { account, cliente };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { account, cliente } = requireCustomer(context);
    return loadAccountPage(request, context, account, cliente);
  }, request);
}

export const action = supplierAction(async (context, { request, context: loadContext }) => {
  const { account, cliente } = requireCustomer(context);
  const { status, intent, result } = await handleAccountAction({
    request,
    context,
    account,
    cliente,
    clientIp: loadContext.clientIp,
  });
  return data({ intent, result }, { status });
});

export const meta: MetaFunction<typeof loader> = noindexMeta("Minha conta");

export default function AccountPage() {
  const { role, view, loginEmail, saved, codeSent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const resultOf = (intent: AccountIntent) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <section className={styles.page} aria-labelledby="titulo-conta">
      <h1 id="titulo-conta" className={styles.pageTitle}>
        Minha conta
      </h1>
      <AccountOverview view={view} role={role} />
      {changesOf(role).length > 0 ? (
        <div className={styles.sections}>
          {mayChange(role, "personalData") ? (
            <PersonalDataForm saved={saved} lastResult={resultOf(accountIntent.personalData)} />
          ) : null}
          {mayChange(role, "login") ? (
            <>
              <EmailForm current={loginEmail} lastResult={resultOf(accountIntent.email)} />
              <PasswordForm lastResult={resultOf(accountIntent.password)} />
            </>
          ) : null}
          {mayChange(role, "identity") ? (
            <IdentityCheck
              verified={view.emailVerificado}
              codeSent={codeSent}
              sendResult={resultOf(accountIntent.sendCode)}
              confirmResult={resultOf(accountIntent.confirmCode)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
