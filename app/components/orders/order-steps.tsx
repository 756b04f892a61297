import type { StepState } from "~/models/orders/order-steps";
import * as styles from "./orders.css";

type Step = { status: string; label: string; state: StepState; data: string | null };

/** How a screen reader tells the steps apart (the dots say it to the eye). */
const SPOKEN: Record<StepState, string> = {
  done: "concluída",
  current: "etapa atual",
  upcoming: "a seguir",
  cancelled: "pedido cancelado",
};

/** docs/rules/orders.md "Order details": "status steps": the order's path, each step reached with its date, the current one marked. */
export function OrderSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={styles.step[step.state]}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span>
            {step.label}
            <span className="visually-hidden"> ({SPOKEN[step.state]})</span>
          </span>
          {step.data ? <span className={styles.stepDate}>{step.data}</span> : null}
        </li>
      ))}
    </ol>
  );
}
