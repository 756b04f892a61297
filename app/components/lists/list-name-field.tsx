import { MAX_LIST_NAME } from "~/models/lists/list-limits";
import * as forms from "~/components/forms/forms.css";

/** A list's name field, its refusal beside it (and described by it), what was typed kept. */
export function ListNameField({
  id,
  label,
  typed,
  error,
  hint,
}: {
  id: string;
  label: string;
  typed?: string;
  error?: string | null;
  hint?: string;
}) {
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name="nome"
        className={forms.input}
        defaultValue={typed}
        maxLength={MAX_LIST_NAME}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoFocus={error ? true : undefined}
      />
      {error ? (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
