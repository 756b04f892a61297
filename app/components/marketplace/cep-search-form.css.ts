import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { vars } from "~/styles/theme.css";

export const form = style({ marginBottom: vars.space.lg });

/** As wide as its words beside the field's width; the whole width on phones, easy to reach. */
export const button = style({
  justifySelf: "start",
  "@media": { "(max-width: 30rem)": { justifySelf: "stretch" } },
});

/** Why no supplier is offered, right under the field: the form's gap is its only margin. */
export const notice = style([layout.notice, { margin: 0 }]);
