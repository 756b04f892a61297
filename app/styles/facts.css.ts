import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A list of facts (a `<dl>`: "Vencimento", "Valor"…): names in the first column, values beside them. */
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const factName = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
