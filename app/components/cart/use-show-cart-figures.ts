import { useOutletContext } from "@remix-run/react";
import { useEffect } from "react";
import type { CartFigures, SupplierOutletContext } from "~/models/supplier-layout";

/** The cart page, with JavaScript: the header follows its lines and total as the shopper edits. */
export function useShowCartFigures({ linhas, total }: CartFigures) {
  const showCartFigures = useOutletContext<SupplierOutletContext | undefined>()?.showCartFigures;
  useEffect(() => {
    showCartFigures?.({ linhas, total });
    return () => showCartFigures?.(null);
  }, [showCartFigures, linhas, total]);
}
