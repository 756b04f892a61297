import { Link } from "@remix-run/react";
import * as layout from "~/styles/layout.css";

type Flash = {
  kind: "info" | "success" | "warning" | "error";
  message: string;
  link?: { href: string; label: string };
};

/** A one-time message from the previous step (or why a cart is refused), announced to screen readers, with the way forward when there is one. */
export function FlashMessage({ flash }: { flash: Flash }) {
  const urgent = flash.kind === "error" || flash.kind === "warning";
  return (
    <p className={layout.notice} role={urgent ? "alert" : "status"}>
      {flash.message}
      {flash.link ? (
        <>
          {" "}
          <Link to={flash.link.href}>{flash.link.label}</Link>
        </>
      ) : null}
    </p>
  );
}
