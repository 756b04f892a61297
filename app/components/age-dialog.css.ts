import { globalStyle, style } from "@vanilla-extract/css";

/**
 * The age question's page: a box in the page without JavaScript (an open, non-modal dialog, drawn as
 * the box alone), a modal dialog over the page with it.
 */
export const ageDialog = style({
  border: 0,
  padding: 0,
  background: "transparent",
  color: "inherit",
  selectors: {
    "&:not(:modal)": { position: "static", display: "block", width: "auto", maxWidth: "none", margin: 0 },
    "&:modal": { width: "min(36rem, calc(100vw - 2rem))", maxWidth: "none" },
  },
});

globalStyle(`${ageDialog}::backdrop`, { background: "rgba(29, 35, 48, 0.6)" });

/** In the dialog, the box keeps its own frame; the page's spacing around it goes. */
globalStyle(`${ageDialog}:modal > section`, { marginBlock: 0 });
