import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as lists from "~/components/account-lists.css";
import { FormErrors } from "~/components/forms/form-errors";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";
import { pageMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { withErrorPage } from "~/services/upstream-failure.server";
import * as layout from "~/styles/layout.css";
import { loadSavedCards, removeSavedCard } from "./($supplier).cartoes.server";
import { AccountListPage } from "~/components/account/account-list-page";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => loadSavedCards(await requireSupplier(request, params)), request);
}

export const action = supplierAction((supplier, { request }) => removeSavedCard(request, supplier));

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.heading.title ?? "Meus cartões", noindex: true });

/** "Meus cartões" (docs/rules/checkout.md "Credit card"): the cards saved when paying, each removable; a representative's reads "Cartões de {cliente}". */
export default function SavedCardsPage() {
  // Worked out by the loader: the rule's module (with its card checks) stays out of the page's JS.
  const { cards, heading } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errors = Object.values(reply?.result.error ?? {}).flatMap((messages) => messages ?? []);
  return (
    <AccountListPage titleId="titulo-cartoes" title={heading.title} intro={heading.intro}>
      <FormErrors id="erros-cartoes" errors={errors.length > 0 ? errors : undefined} />
      {cards.length === 0 ? (
        <p className={lists.intro}>
          Nenhum cartão salvo. Ao pagar um pedido com cartão, marque "Salvar este cartão" para usá-lo de novo.
        </p>
      ) : (
        <ul className={lists.list}>
          {cards.map((card) => (
            <li key={card.idcreditcard} className={lists.row}>
              <span className={lists.rowText}>
                <span className={lists.rowName}>
                  {card.bandeira} {card.mask}
                </span>
                <span className={lists.rowDetail}>
                  {card.nome} · validade {card.validade}
                </span>
              </span>
              <Form method="post" className={lists.rowActions}>
                <input type="hidden" name="idcreditcard" value={card.idcreditcard} />
                <button
                  type="submit"
                  className={layout.secondaryButton}
                  aria-label={`Remover o cartão ${card.bandeira} ${card.mask}`}
                >
                  Remover
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AccountListPage>
  );
}

export const ErrorBoundary = SupplierErrorBoundary;
