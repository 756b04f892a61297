import { globalStyle, style } from "@vanilla-extract/css";
import { panelBox, pictureTile, squarePicture } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

/** One column on a phone, as many 320 px columns as fit beyond. */
export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

/** The picture beside the words on any width: a card stays short enough to see two on a phone's screen. */
export const card = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "96px minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  height: "100%",
  ...panelBox,
  padding: vars.space.sm,
  "@media": { "(min-width: 640px)": { gridTemplateColumns: "128px minmax(0, 1fr)" } },
});

export const image = style({
  ...squarePicture,
  ...pictureTile,
});

/** Keeps the column when a combo has no picture. */
export const noImage = style([image, { display: "block" }]);

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontSize: "1rem", fontWeight: 700, margin: 0, overflowWrap: "anywhere" });

/** The name's link covers the whole card (one link, one tab stop): a tap anywhere opens the combo. */
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const description = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem", overflowWrap: "anywhere" });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: "0.85rem" });
export const prices = style({ margin: 0 });
export const price = style({ fontSize: "1.1rem", fontWeight: 700 });
export const apart = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const hiddenPrice = style({ margin: 0, color: vars.color.muted, fontSize: "0.9rem" });
globalStyle(`${hiddenPrice} p`, { margin: 0 });
export const more = style({ margin: 0, fontWeight: 600, fontSize: "0.9rem", textDecoration: "underline" });

/** The home's link to the combos page: one short band, the whole of it a tap target. */
export const teaser = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  ...panelBox,
  marginBlock: vars.space.md,
});
export const teaserHeading = style({ margin: 0, fontSize: "1.1rem" });
export const teaserText = style({ margin: 0, color: vars.color.muted });
