import type { ReactNode } from "react";
import * as styles from "~/components/account/account.css";
import { StateSelect } from "~/components/account/state-select";
import { TextField } from "~/components/forms/text-field";
import type { FieldMeta } from "~/components/forms/use-form-result";

type PostalFields = Record<"cep" | "rua" | "numero" | "complemento" | "bairro" | "cidade" | "uf", FieldMeta>;

/**
 * The fields of a postal address, for the sign-up and the delivery-address forms: the CEP first
 * (with the form's own CEP button beside it, when it has one), then street, number, complement,
 * district, city and state, every one editable.
 */
export function PostalAddressFields({ fields, cepAction }: { fields: PostalFields; cepAction?: ReactNode }) {
  return (
    <>
      <div className={styles.row}>
        <TextField
          meta={fields.cep}
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          hint={cepAction ? "8 números, como 01310-100." : undefined}
        />
        {cepAction ?? <StateSelect meta={fields.uf} />}
      </div>
      <TextField meta={fields.rua} label="Rua" autoComplete="address-line1" />
      <div className={styles.row}>
        <TextField meta={fields.numero} label="Número" hint={cepAction ? "Sem número? Escreva S/N." : undefined} />
        <TextField meta={fields.complemento} label="Complemento (opcional)" autoComplete="address-line2" />
      </div>
      <div className={styles.row}>
        <TextField meta={fields.bairro} label="Bairro" autoComplete="address-level3" />
        <TextField meta={fields.cidade} label="Cidade" autoComplete="address-level2" />
      </div>
      {cepAction ? <StateSelect meta={fields.uf} /> : null}
    </>
  );
}
