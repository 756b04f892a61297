import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import * as styles from "./forms.css";

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "search";
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "autoFocus" | "readOnly">;

/** A labelled native input with its hint and its errors, tied together for screen readers. */
export function TextField({ meta, label, type = "text", hint, ...rest }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-dica` : undefined;
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hintId });
  const errors = meta.errors ?? [];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input key={key} className={styles.input} {...inputProps} {...rest} />
      {errors.length > 0 ? (
        <p id={meta.errorId} className={styles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
