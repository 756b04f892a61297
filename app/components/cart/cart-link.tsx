import { Link } from "@remix-run/react";
import { supplierPath } from "~/models/links";
import { formatBRL } from "~/models/money";
import { LineIcon } from "../line-icon";
import * as styles from "./cart-link.css";

type Props = {
  basePath: string;
  /** How many products the cart holds and its total (see useCartFigures); null for a guest (the cart page asks them to log in). */
  summary: { linhas: number; total: number } | null;
  showPrices: boolean;
};

/** The header's way to the cart, with how many products it holds and its total. */
export function CartLink({ basePath, summary, showPrices }: Props) {
  const count = summary?.linhas ?? 0;
  return (
    <Link to={supplierPath(basePath, "/carrinho")} className={styles.link}>
      <LineIcon className={styles.icon}>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.1a2 2 0 0 0 2-1.5L22 7H6" />
      </LineIcon>
      <span className={styles.word}>Carrinho</span>
      {summary ? (
        <span className={styles.count}>
          {count}
          <span className="visually-hidden"> {count === 1 ? "produto" : "produtos"}</span>
        </span>
      ) : null}
      {summary && count > 0 && showPrices ? <span className={styles.total}>{formatBRL(summary.total)}</span> : null}
    </Link>
  );
}
