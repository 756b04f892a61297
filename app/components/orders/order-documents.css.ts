import { style } from "@vanilla-extract/css";

/** The access key: 44 digits in groups of four, which wrap between groups on a phone. */
export const accessKey = style({
  margin: 0,
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.02em",
  wordSpacing: "0.15em",
});
