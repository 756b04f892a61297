import { Form, Link } from "@remix-run/react";
import * as styles from "~/components/account/account.css";
import { SubmitButton } from "~/components/account/submit-button";
import type { AddressSummary } from "~/models/delivery/address";
import { addressIntent, addressText } from "~/models/delivery/address-intents";
import * as layout from "~/styles/layout.css";
import * as own from "./address-list.css";

/** The customer's addresses, each with its buttons: change, make primary, delete (which asks first). */
export function AddressList({ addresses, pagePath }: { addresses: AddressSummary[]; pagePath: string }) {
  if (addresses.length === 0) return <p>Você ainda não tem endereços cadastrados.</p>;
  return (
    <ul className={`${styles.sections} ${own.list}`} aria-label="Seus endereços">
      {addresses.map((address) => {
        const name = address.descricao ?? "Endereço";
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
                  <SubmitButton intent={addressIntent.makePrimary} label={`Tornar ${name} principal`} busyLabel="Salvando…" secondary />
                </Form>
              )}
              <Link to={`${pagePath}?excluir=${address.idendereco}`} className={layout.secondaryButton}>
                {`Excluir ${name}`}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Excluir …?": the deletion is a form of its own, so a link never deletes. */
export function RemoveAddress({ address, pagePath, keepsOne }: { address: AddressSummary; pagePath: string; keepsOne: boolean }) {
  const name = address.descricao ?? "este endereço";
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
        <SubmitButton intent={addressIntent.remove} label="Excluir endereço" busyLabel="Excluindo…" />
        <Link to={pagePath}>Cancelar</Link>
      </Form>
    </section>
  );
}
