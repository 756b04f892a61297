import { Form, Link } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { SubmitButton } from "~/components/account/submit-button";
import type { AddressSummary } from "~/models/delivery/address";
import { addressIntent, addressText } from "~/models/delivery/address-intents";
import * as layout from "~/styles/layout.css";
import * as own from "./address-list.css";

/** What names an address in its buttons: its own name, or its street and number. */
function nameOf(address: AddressSummary): string {
  return address.descricao ?? address.texto.split(" — ")[0] ?? address.texto;
}

/**
 * The customer's addresses, each with its buttons: change, make primary, delete (which asks
 * first; not offered for the last address where the store requires one).
 */
export function AddressList({
  addresses,
  pagePath,
  keepsOne,
}: {
  addresses: AddressSummary[];
  pagePath: string;
  keepsOne: boolean;
}) {
  if (addresses.length === 0) return <p>Você ainda não tem endereços cadastrados.</p>;
  return (
    <ul className={`${styles.sections} ${own.list}`} aria-label="Seus endereços">
      {addresses.map((address) => {
        const name = nameOf(address);
        return (
          <li key={address.idendereco} className={styles.card}>
            <h2 className={own.name}>
              {name}
              {address.primario ? <span className={styles.badge}>Principal</span> : null}
            </h2>
            <p>{address.texto}</p>
            <div className={styles.links}>
              <Link to={`${pagePath}?editar=${address.idendereco}`} aria-label={`Alterar ${name}`}>
                Alterar
              </Link>
              {address.primario ? null : (
                <Form method="post">
                  <input type="hidden" name="idendereco" value={address.idendereco} />
                  <SubmitButton
                    intent={addressIntent.makePrimary}
                    label={`Tornar ${name} principal`}
                    busyLabel="Salvando…"
                    secondary
                  />
                </Form>
              )}
              {keepsOne ? null : (
                <Link to={`${pagePath}?excluir=${address.idendereco}`} className={layout.secondaryButton}>
                  {`Excluir ${name}`}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Excluir …?": the deletion is a form of its own, so a link never deletes. */
export function RemoveAddress({
  address,
  pagePath,
  keepsOne,
}: {
  address: AddressSummary;
  pagePath: string;
  keepsOne: boolean;
}) {
  const name = nameOf(address);
  return (
    <section className={styles.card} aria-labelledby="excluir-endereco-titulo">
      <h2 id="excluir-endereco-titulo">{`Excluir ${name}?`}</h2>
      <p>{address.texto}</p>
      {keepsOne ? (
        <p className={layout.notice} role="status">
          {addressText.lastAddress}
        </p>
      ) : null}
      <Form method="post" className={styles.links}>
        <input type="hidden" name="idendereco" value={address.idendereco} />
        {keepsOne ? null : (
          <SubmitButton intent={addressIntent.remove} label="Excluir endereço" busyLabel="Excluindo…" />
        )}
        <Link to={pagePath}>{keepsOne ? "Voltar" : "Cancelar"}</Link>
      </Form>
    </section>
  );
}
