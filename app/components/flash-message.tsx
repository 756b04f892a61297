import * as layout from "~/styles/layout.css";

type Flash = { kind: "info" | "success" | "warning" | "error"; message: string };

/** A one-time message from the previous step, announced to screen readers. */
export function FlashMessage({ flash }: { flash: Flash }) {
  const urgent = flash.kind === "error" || flash.kind === "warning";
  return (
    <p className={layout.notice} role={urgent ? "alert" : "status"}>
      {flash.message}
    </p>
  );
}
