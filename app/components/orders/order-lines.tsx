import { formatBRL } from "~/models/money";

/** A product line of an order, a quote or the cart being checked out. */
export type OrderLine = {
  idproduto: string;
  nome: string;
  quantidade: number;
  /**
   * The quantity with the product, as the line says it ("1,5 kg de Banana prata", "2 fd · Arroz",
   * "2 × Arroz"): the server's lineQuantityLabel, so that no quantity formatting reaches these pages' JS.
   */
  quantidadeTexto: string;
  total: number;
  /** Shown as "(R$ 25,00 cada)" after the name when given. */
  precoUnitario?: number;
  unidade?: string;
};

/** The page's own classes: each page keeps its look (orders.css or checkout.css). */
type LineClasses = { lines: string; line: string; lineName?: string; amount?: string; muted?: string };

/** The product lines of an order page, a quote's acceptance, the submitted order and the checkout. */
export function OrderLines({ lines, classes }: { lines: readonly OrderLine[]; classes: LineClasses }) {
  return (
    <ul className={classes.lines}>
      {lines.map((line) => (
        <li key={line.idproduto} className={classes.line}>
          <span className={classes.lineName}>
            {line.quantidadeTexto}
            {line.precoUnitario === undefined ? null : (
              <span className={classes.muted}> ({formatBRL(line.precoUnitario)} cada)</span>
            )}
          </span>
          <span className={classes.amount}>{formatBRL(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}
