import { style } from "@vanilla-extract/css";

/** The list of addresses: cards without the list's bullets and indent. */
export const list = style({ listStyle: "none", padding: 0, margin: 0 });

/** An address's name and its "Principal" mark on one line, wrapping on a phone. */
export const name = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem", margin: 0 });
