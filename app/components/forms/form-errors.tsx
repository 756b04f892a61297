import * as styles from "./forms.css";

type FormErrorsProps = {
  id: string;
  errors: string[] | undefined;
  /** Whether the page moves the focus to it after an answer (tabIndex -1). */
  focusable?: boolean;
  /** Whether it takes the focus as the page loads (a refusal answered without JavaScript). */
  autoFocus?: boolean;
};

/**
 * The errors of the whole form (a refused login, an upstream failure), announced at once, each on a
 * line of its own (a message of the spec's may end without a full stop).
 */
export function FormErrors({ id, errors, focusable = false, autoFocus = false }: FormErrorsProps) {
  if (!errors || errors.length === 0) return null;
  return (
    <p
      id={id}
      className={styles.formError}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      autoFocus={focusable && autoFocus ? true : undefined}
    >
      {errors.map((message, index) => (
        <span key={index} className={styles.formErrorLine}>
          {index > 0 ? " " : null}
          {message}
        </span>
      ))}
    </p>
  );
}
