import { Link } from "@remix-run/react";
import type { QuickOrderLine, QuickOrderStatus } from "~/models/quick-order";
import * as styles from "./quick-order.css";

const TONE: Record<QuickOrderStatus, keyof typeof styles.situation> = {
  found: "good",
  adjusted: "adjusted",
  "not-found": "bad",
  unavailable: "bad",
  "invalid-quantity": "bad",
  skipped: "adjusted",
  "age-check": "adjusted",
};

/** Product codes are short; a longer "code" (a pasted sentence) is cut so the table keeps its shape. */
const MAX_CODE_SHOWN = 24;

function shownCode(codigo: string): string {
  if (!codigo) return "—";
  return codigo.length > MAX_CODE_SHOWN ? `${codigo.slice(0, MAX_CODE_SHOWN - 1)}…` : codigo;
}

/** Each line of a quick order: what was asked, what went to the cart, and why. */
export function QuickOrderReport({ report, added }: { report: QuickOrderLine[]; added: boolean }) {
  const columns = [
    "Linha",
    "Código",
    "Produto",
    "Quantidade pedida",
    added ? "Quantidade adicionada" : "Quantidade a adicionar",
    "Situação",
  ];
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Resultado linha a linha</caption>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {report.map((line) => (
          <tr key={line.linha} className={styles.row}>
            <td className={styles.number} data-rotulo={columns[0]}>
              {line.linha}
            </td>
            <td className={styles.code} data-rotulo={columns[1]}>
              {shownCode(line.codigo)}
            </td>
            <td className={styles.wide} data-rotulo={columns[2]}>
              {line.produto?.nome ?? "—"}
            </td>
            <td className={styles.number} data-rotulo={columns[3]}>
              {line.pedido || "—"}
            </td>
            <td className={styles.number} data-rotulo={columns[4]}>
              {line.quantidadeTexto}
            </td>
            <td className={styles.situation[TONE[line.status]]} data-rotulo={columns[5]}>
              {line.situacao}
              {line.link ? (
                <>
                  {" "}
                  <Link to={line.link.href}>{line.link.label}</Link>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
