import * as styles from "./forms.css";
import type { FieldMeta } from "./use-form-result";

/** A field's errors under it, on one line, with the id its control's aria-describedby names; nothing when it has none. */
export function FieldErrors({ meta }: { meta: Pick<FieldMeta, "errorId" | "errors"> }) {
  if (!meta.errors) return null;
  return (
    <p id={meta.errorId} className={styles.error}>
      {meta.errors.join(" ")}
    </p>
  );
}
