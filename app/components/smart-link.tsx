import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { resolveLink } from "~/models/links";

/** A link to a menu/footer/banner `destino`: a client-side link inside the store, a plain one outside. */
type Props = {
  destino: string;
  basePath: string;
  className?: string;
  children: ReactNode;
  /** The accessible name when the content has none (an image without alt text). */ label?: string;
};

export function SmartLink({ destino, basePath, className, children, label }: Props) {
  const link = resolveLink(destino, basePath);
  if (!link) return <span className={className}>{children}</span>;
  if (link.kind === "internal") {
    return (
      <Link to={link.to} className={className} prefetch="intent" aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
