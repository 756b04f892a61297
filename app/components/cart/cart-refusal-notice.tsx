import { Link } from "@remix-run/react";
import type { RefusalLink } from "~/models/cart-failure";
import * as layout from "~/styles/layout.css";

/** Why this viewer has no cart here (a representative with no client chosen, a store that hides prices…), with the way out when there is one. */
export function CartRefusalNotice({ message, link }: { message: string; link: RefusalLink | null }) {
  return (
    <p className={layout.notice} role="alert">
      {message}
      {link ? (
        <>
          {" "}
          <Link to={link.href}>{link.label}</Link>
        </>
      ) : null}
    </p>
  );
}
