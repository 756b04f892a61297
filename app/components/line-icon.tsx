import type { ReactNode } from "react";

/**
 * A 24 × 24 line icon drawn in the text's colour, hidden from screen readers (the control beside it
 * carries the name): the header's cart and the category menu's button.
 */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
