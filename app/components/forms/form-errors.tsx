import * as styles from "./forms.css";

type FormErrorsProps = {
  id: string;
  errors: string[] | undefined;
  /** Whether the page moves the focus to it after an answer (tabIndex -1). */
  focusable?: boolean;
};

/**
 * The errors of the whole form (a refused login, an upstream failure), announced at once, each on a
 * line of its own (a message of the spec's may end without a full stop).
 */
export function FormErrors({ id, errors, focusable = false }: FormErrorsProps) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className={styles.formError} role="alert" tabIndex={focusable ? -1 : undefined}>
      {errors.map((message, index) => (
        <span key={index} className={styles.formErrorLine}>
          {index > 0 ? " " : null}
          {message}
        </span>
      ))}
    </p>
  );
}
