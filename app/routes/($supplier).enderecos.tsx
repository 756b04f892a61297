import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { AddressList, RemoveAddress } from "~/components/delivery/address-list";
import { DeliveryAddressForm } from "~/components/delivery/address-form";
import { FormErrors } from "~/components/forms/form-errors";
import { accountRole } from "~/models/account-role";
import { addressIntent } from "~/models/delivery/address-intents";
import { supplierPath } from "~/models/links";
import { pageMeta } from "~/models/seo";
import { requireAccount } from "~/services/auth.server";
import { isSameOrigin } from "~/services/same-origin.server";
import { requireSupplier, type SupplierContext } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { handleAddressAction, loadAddressPage } from "./($supplier).enderecos.server";

/**
 * The customer whose addresses these are: the customer's own login or a company's sub-user. A
 * representative acting for a client has none here (the client keeps their own addresses).
 */
function requireAddressOwner(context: SupplierContext) {
  const account = requireAccount(context);
  const cliente = account.session.cliente;
  if (!cliente || accountRole(account.session) === "representative") return null;
  return cliente;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const cliente = requireAddressOwner(context);
    if (!cliente) return { kind: "not-owner" as const, basePath: context.basePath };
    return { kind: "owner" as const, ...(await loadAddressPage(request, context, cliente)) };
  }, request);
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) throw new Response("Forbidden", { status: 403 });
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const cliente = requireAddressOwner(context);
    if (!cliente) throw new Response(null, { status: 403 });
    const reply = await handleAddressAction(request, context, cliente);
    if (reply instanceof Response) throw reply;
    const { status, ...rest } = reply;
    return data({ ...rest, notice: rest.notice ?? null }, { status });
  }, request);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, { title: "Meus endereços", noindex: true });

export default function AddressesPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const pagePath = supplierPath(page.basePath, "/enderecos");
  if (page.kind === "not-owner") {
    return (
      <section className={styles.page} aria-labelledby="titulo-enderecos">
        <h1 id="titulo-enderecos" className={styles.pageTitle}>
          Meus endereços
        </h1>
        <p>Os endereços de entrega são do cliente: ele os cadastra na conta dele.</p>
      </section>
    );
  }
  const formReply = reply?.intent === addressIntent.save || reply?.intent === addressIntent.lookUpCep ? reply : undefined;
  const listReply = reply?.intent === addressIntent.makePrimary || reply?.intent === addressIntent.remove ? reply : undefined;
  const showForm = page.creating || page.editing !== null || formReply !== undefined;
  return (
    <section className={styles.page} aria-labelledby="titulo-enderecos">
      <h1 id="titulo-enderecos" className={styles.pageTitle}>
        Meus endereços
      </h1>
      <FormErrors id="enderecos-erro" errors={listReply?.result.error?.[""] ?? undefined} />
      {page.removing ? <RemoveAddress address={page.removing} pagePath={pagePath} keepsOne={page.keepsOne} /> : null}
      {showForm || page.addresses.length === 0 ? (
        <DeliveryAddressForm
          key={page.editing?.idendereco ?? "novo"}
          editing={page.editing}
          lastResult={formReply?.result}
          notice={formReply?.notice ?? null}
          cancelHref={pagePath}
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
