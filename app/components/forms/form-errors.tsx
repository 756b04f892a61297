import * as styles from "./forms.css";

/** The errors of the whole form (a refused login, an upstream failure), announced at once. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p id={id} className={styles.formError} role="alert">
      {errors.join(" ")}
    </p>
  );
}
