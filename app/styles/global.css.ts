import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { fontSize: vars.font.size, WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});
globalStyle("img", { maxWidth: "100%", height: "auto", display: "block" });
globalStyle("a", { color: "inherit" });
globalStyle("h1, h2, h3", { lineHeight: 1.2, margin: `0 0 ${vars.space.md}` });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("button, input, select, textarea", { font: "inherit" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
