import { Link } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import type { DeliveryBar } from "~/models/supplier-layout";
import * as layout from "~/styles/layout.css";
import * as styles from "./delivery.css";

/** Under the header of every store page: where the shopper buys for and what getting the goods costs there. */
export function DeliveryBarLine({ bar, basePath }: { bar: DeliveryBar; basePath: string }) {
  return (
    <div className={styles.bar}>
      <p className={`${layout.container} ${styles.barLine}`}>
        <Link to={supplierPath(basePath, "/entrega")} className={styles.barPlace}>
          {bar.place}
          <span className="visually-hidden"> (mudar)</span>
        </Link>
        {bar.figures.map((figure) => (
          <span key={figure} className={styles.barFigure}>
            {figure}
          </span>
        ))}
      </p>
    </div>
  );
}
