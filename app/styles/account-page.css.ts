import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** The customer's orders, invoices and subscriptions pages: sections one under the other, a readable width. */
export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "64rem" });
/** The page's head: its title and the line under it. */
export const head = style({ display: "grid", gap: vars.space.xs });
export const title = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.muted });
/** The title of one of the page's sections. */
export const sectionTitle = style({ margin: 0, fontSize: "1.15rem" });
/** A line of the page (a way back, an amount). */
export const fact = style({ margin: 0, overflowWrap: "anywhere" });
