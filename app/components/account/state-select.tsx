import { FieldErrors } from "~/components/forms/field-errors";
import * as forms from "~/components/forms/forms.css";
import { controlProps, type FieldMeta } from "~/components/forms/use-form-result";
import { BRAZILIAN_STATES } from "~/models/brazilian-states";

/** The native select of the 27 states, labelled, with its errors tied to it for screen readers. */
export function StateSelect({ meta, label = "Estado (UF)" }: { meta: FieldMeta; label?: string }) {
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={meta.id}>
        {label}
      </label>
      <select key={meta.key} className={forms.input} autoComplete="address-level1" {...controlProps(meta)}>
        <option value="">Selecione o estado</option>
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.uf} value={state.uf}>
            {state.nome} ({state.uf})
          </option>
        ))}
      </select>
      <FieldErrors meta={meta} />
    </div>
  );
}
