import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { noindexMeta } from "~/models/seo";
import { signOut } from "~/services/auth.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";

/** No state changes on GET: the address shows a button; a guest goes home. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const { account, basePath } = await requireSupplier(request, params);
    if (!account) throw redirect(basePath || "/");
    return null;
  }, request);
}

/** docs/rules/account.md "Logout": the upstream forgets the token; the user's data leaves with the cookies. */
export const action = supplierAction((supplier) =>
  signOut(supplier, { kind: "success", message: "Você saiu da sua conta." }),
);

export const meta: MetaFunction<typeof loader> = noindexMeta("Sair");

export default function LogoutPage() {
  return (
    <section aria-labelledby="titulo-sair">
      <h1 id="titulo-sair">Sair da conta</h1>
      <Form method="post">
        <button type="submit" className={layout.button}>
          Sair
        </button>
      </Form>
    </section>
  );
}
