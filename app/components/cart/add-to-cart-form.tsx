import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { messages } from "~/models/messages";
import { supplierPath } from "~/models/links";
import { formatQuantityValue } from "~/models/quantity-format";
import * as layout from "~/styles/layout.css";
import type { CartFailure } from "~/routes/($supplier).carrinho.server";
import * as styles from "./cart.css";

type Props = {
  basePath: string;
  idproduto: string;
  nome: string;
  /** The product's minimum (spec §4: below it an increase jumps to it): what one click adds. */
  minimum: number;
  /** A quantity field for the product page; cards add the minimum with one button. */
  withQuantity?: { unit: string };
  /** Where buying without a session leads (spec §6 "Guest"); null for a logged-in shopper. */
  loginHref: string | null;
};

type AddResult = { ok: true; flash: { message: string } | null } | CartFailure;

/**
 * The buy button of a product (DESIGN §5): a form posting intent `adicionar` to the cart action.
 * Without JavaScript the action sends the shopper back here with a message; with it the page stays
 * and says what happened. A guest gets 'Faça login para comprar' instead (spec §6).
 */
export function AddToCartForm({ basePath, idproduto, nome, minimum, withQuantity, loginHref }: Props) {
  const fetcher = useFetcher<AddResult>();
  const location = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (loginHref) {
    return (
      <Link className={layout.button} to={loginHref}>
        {messages.auth.guestBuyButton}
      </Link>
    );
  }
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const quantityId = `quantidade-${idproduto}`;
  return (
    <fetcher.Form method="post" action={supplierPath(basePath, "/carrinho")} className={styles.addForm}>
      <input type="hidden" name="intent" value="adicionar" />
      <input type="hidden" name="idproduto" value={idproduto} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="resposta" value="dados" /> : null}
      {withQuantity ? (
        <label className={styles.quantityLabel} htmlFor={quantityId}>
          Quantidade ({withQuantity.unit})
          <input
            id={quantityId}
            className={styles.quantityInput}
            name="quantidade"
            inputMode="decimal"
            defaultValue={formatQuantityValue(minimum)}
            aria-describedby={result && !result.ok ? `${quantityId}-erro` : undefined}
          />
        </label>
      ) : (
        <input type="hidden" name="quantidade" value={String(minimum)} />
      )}
      <button type="submit" className={layout.button} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Adicionando…" : "Adicionar ao carrinho"}
        {withQuantity ? null : <span className="visually-hidden">: {nome}</span>}
      </button>
      <p role="status" className={result && !result.ok ? styles.error : styles.added} id={`${quantityId}-erro`}>
        {result ? (result.ok ? result.flash?.message : result.message) : null}
        {result?.ok ? (
          <>
            {" "}
            <Link to={supplierPath(basePath, "/carrinho")}>Ver carrinho</Link>
          </>
        ) : result?.link ? (
          <>
            {" "}
            <Link to={result.link.href}>{result.link.label}</Link>
          </>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
