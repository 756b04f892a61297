import type { ReactNode } from "react";
import * as styles from "~/styles/facts.css";

/** One fact of a facts list (a `<dl className={facts}>`): its name, and its value beside it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factName}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}
