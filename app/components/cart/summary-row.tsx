import type { ReactNode } from "react";

/** A row of an order's figures (the cart's summary, the checkout's total, the placed order): its name, then its amount. */
export function SummaryRow({
  className,
  label,
  children,
}: {
  className: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <span>{label}</span>
      <span>{children}</span>
    </p>
  );
}
