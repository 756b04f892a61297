import { formatBRL } from "~/models/money";
import type { PriceTableRow } from "~/models/product-facts";
import { formatQuantity } from "~/models/quantity-format";
import * as styles from "./product-page.css";

const RULE_LABEL = {
  tier: "Desconto progressivo",
  wholesale: "Preço de atacado",
  attendant: "Preço negociado",
  normal: "Preço normal",
} as const;

/** From which quantity the unit price changes: progressive tiers and the wholesale threshold. */
export function PriceTable({ rows, unit }: { rows: PriceTableRow[]; unit: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Preços por quantidade</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            A partir de
          </th>
          <th scope="col" className={styles.cell}>
            Preço por {unit}
          </th>
          <th scope="col" className={styles.cell}>
            Condição
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.from}>
            <td className={styles.cell}>{formatQuantity(row.from, unit)}</td>
            <td className={styles.cell}>{formatBRL(row.price)}</td>
            <td className={styles.cell}>{RULE_LABEL[row.rule]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
