import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { AddressList, RemoveAddress } from "~/components/delivery/address-list";
import { DeliveryAddressForm } from "~/components/delivery/address-form";
import { FormErrors } from "~/components/forms/form-errors";
import { representedClientName } from "~/models/account-role";
import { addressIntent } from "~/models/delivery/address-intents";
import { supplierPath } from "~/models/links";
import { pageMeta } from "~/models/seo";
import { requireAccount } from "~/services/auth.server";
import { keptResult, takeLookup } from "~/services/form-lookup.server";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier, type SupplierContext } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleAddressAction, loadAddressPage } from "./($supplier).enderecos.server";

/**
 * The customer whose addresses these are: the client the session acts for — the customer's own
 * login, the company of a sub-user, or the client a representative picked (named on the page, the
 * calls made with the client's id and the token acting for it, docs/upstream-api.md §46). A guest
 * logs in and comes back; a representative who has not picked a client picks one first.
 */
function requireAddressOwner(context: SupplierContext) {
  const account = requireAccount(context);
  const cliente = account.session.cliente;
  if (!cliente) throw redirect(supplierPath(context.basePath, "/clientes"));
  return { cliente, clientName: representedClientName(account.session) };
}

/** The page's title: the shopper's own addresses, or the client's a representative acts for. */
const pageTitle = (clientName: string | null) => (clientName ? `Endereços de ${clientName}` : "Meus endereços");

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { cliente, clientName } = requireAddressOwner(context);
    // "Buscar CEP" without JavaScript redirected here: its answer, shown once (ADR 0033).
    const lookup = takeLookup(request, context, "enderecos");
    const looked = lookup.form
      ? { intent: addressIntent.lookUpCep, result: keptResult(lookup.form), notice: lookup.form.notice }
      : null;
    return data(
      { ...(await loadAddressPage(request, context, cliente)), title: pageTitle(clientName), lookup: looked },
      { headers: lookup.headers },
    );
  }, request);
}

export const action = supplierAction(async (context, { request }) => {
  const { cliente } = requireAddressOwner(context);
  const reply = await handleAddressAction(request, context, cliente);
  if (reply instanceof Response) throw reply;
  const { status, ...rest } = reply;
  return data({ ...rest, notice: rest.notice ?? null }, { status });
});

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: data?.title ?? pageTitle(null), noindex: true });

export default function AddressesPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() ?? page.lookup ?? undefined;
  const pagePath = supplierPath(page.basePath, "/enderecos");
  const formReply =
    reply?.intent === addressIntent.save || reply?.intent === addressIntent.lookUpCep ? reply : undefined;
  const listReply =
    reply?.intent === addressIntent.makePrimary || reply?.intent === addressIntent.remove ? reply : undefined;
  const showForm = page.creating || page.editing !== null || formReply !== undefined;
  return (
    <section className={styles.page} aria-labelledby="titulo-enderecos">
      <h1 id="titulo-enderecos" className={styles.pageTitle}>
        {page.title}
      </h1>
      <FormErrors id="enderecos-erro" errors={listReply?.result.error?.[""] ?? undefined} />
      {page.removing ? <RemoveAddress address={page.removing} pagePath={pagePath} keepsOne={page.keepsOne} /> : null}
      {showForm || page.addresses.length === 0 ? (
        <DeliveryAddressForm
          key={page.editing?.idendereco ?? "novo"}
          editing={page.editing}
          lastResult={formReply?.result}
          notice={formReply?.notice ?? null}
          cancelHref={page.fromCheckout ? supplierPath(page.basePath, "/checkout") : pagePath}
          offerPrimary={page.addresses.length > 0 && page.editing?.values.primario !== "on"}
          mapTiles={page.mapTiles}
        />
      ) : (
        <p>
          <Link to={`${pagePath}?novo=1#endereco-form-titulo`} className={layout.button}>
            Cadastrar novo endereço
          </Link>
        </p>
      )}
      <AddressList addresses={page.addresses} pagePath={pagePath} keepsOne={page.keepsOne} />
    </section>
  );
}
