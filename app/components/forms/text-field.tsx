import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldErrors } from "./field-errors";
import * as styles from "./forms.css";
import { controlProps, type FieldMeta } from "./use-form-result";

type TextFieldProps = {
  meta: FieldMeta;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "search";
  hint?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "autoCapitalize" | "inputMode" | "maxLength" | "placeholder" | "autoFocus" | "readOnly"
>;

/** A labelled native input with its hint and its errors, tied together for screen readers. */
export function TextField({ meta, label, type = "text", hint, ...rest }: TextFieldProps) {
  const hintId = hint ? `${meta.id}-dica` : undefined;
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
      <input key={meta.key} className={styles.input} type={type} {...controlProps(meta, hintId)} {...rest} />
      <FieldErrors meta={meta} />
    </div>
  );
}

type TextAreaFieldProps = {
  meta: FieldMeta;
  label: string;
} & Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, "rows" | "maxLength" | "autoFocus">;

/** A labelled native text area with its errors, tied together for screen readers (a note, a comment). */
export function TextAreaField({ meta, label, ...rest }: TextAreaFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      <textarea key={meta.key} className={styles.input} {...rest} {...controlProps(meta)} />
      <FieldErrors meta={meta} />
    </div>
  );
}
