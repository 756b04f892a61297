import { FieldErrors } from "~/components/forms/field-errors";
import * as forms from "~/components/forms/forms.css";
import { characteristicField } from "~/models/checkout/form-names";
import type { Characteristic } from "~/models/supplier";

type Props = {
  characteristics: Characteristic[];
  errors: Record<string, string[]>;
  /** What the shopper sent or typed before (a refusal, a draft kept across a login), by field name. */
  values: Record<string, unknown> | undefined;
  /** What a question starts with when nothing was sent for it (characteristicDefaults: a date question at the slot's day). */
  defaults: Record<string, string>;
  /** The field that takes the focus (the first in error of the page, without JavaScript). */
  autoFocusName: string | null;
  formId: string;
};

/** The supplier's questions about each order (docs/rules/checkout.md "Order characteristics" caracteristicasPedido), as native fields of their type. */
export function CharacteristicFields({ characteristics, errors, values, defaults, autoFocusName, formId }: Props) {
  return characteristics.map((characteristic) => {
    const name = characteristicField(characteristic);
    const id = `${formId}-${name}`;
    const fieldErrors = errors[name];
    const value = typeof values?.[name] === "string" ? (values[name] as string) : defaults[name];
    const invalid = {
      ...(fieldErrors ? { "aria-invalid": true as const, "aria-describedby": `${id}-erro` } : {}),
      ...(autoFocusName === name ? { autoFocus: true } : {}),
    };
    const label = `${characteristic.descricao}${characteristic.obrigatorio ? "" : " (opcional)"}`;
    return (
      <div key={name} className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          {label}
        </label>
        {characteristic.tipo === "OPCAO" ? (
          <select
            id={id}
            name={name}
            defaultValue={value ?? ""}
            className={forms.input}
            required={characteristic.obrigatorio}
            {...invalid}
          >
            <option value="">Escolha</option>
            {characteristic.opcoes.map((opcao) => (
              <option key={opcao} value={opcao}>
                {opcao}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={name}
            defaultValue={value}
            className={forms.input}
            type={characteristic.tipo === "DATA" ? "date" : "text"}
            inputMode={characteristic.tipo === "NUMERO" ? "decimal" : undefined}
            maxLength={200}
            required={characteristic.obrigatorio}
            {...invalid}
          />
        )}
        <FieldErrors meta={{ errorId: `${id}-erro`, errors: fieldErrors }} />
      </div>
    );
  });
}
