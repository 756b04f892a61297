import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { resolveLink } from "~/models/links";

/** A link to a menu/footer/banner `destino`: a client-side link inside the store, a plain one outside. */
export function SmartLink({ destino, basePath, className, children }: { destino: string; basePath: string; className?: string; children: ReactNode }) {
  const link = resolveLink(destino, basePath);
  if (!link) return <span className={className}>{children}</span>;
  if (link.kind === "internal") {
    return (
      <Link to={link.to} className={className} prefetch="intent">
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
