import { useOutletContext } from "@remix-run/react";
import { useEffect } from "react";
import type { SupplierOutletContext } from "~/routes/($supplier)";
import type { CartFigures } from "./cart-figures";

/** The cart page, with JavaScript: the header follows its lines and total as the shopper edits. */
export function useShowCartFigures({ linhas, total }: CartFigures) {
  const showCartFigures = useOutletContext<SupplierOutletContext | undefined>()?.showCartFigures;
  useEffect(() => {
    showCartFigures?.({ linhas, total });
    return () => showCartFigures?.(null);
  }, [showCartFigures, linhas, total]);
}
