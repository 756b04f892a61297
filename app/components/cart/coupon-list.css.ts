import { style } from "@vanilla-extract/css";
import * as layout from "~/styles/layout.css";
import { bareList, panelBox } from "~/styles/page-parts";
import { vars } from "~/styles/theme.css";

/** The page of the shopper's coupons: one card per coupon, the referral coupon under them. */

export const offers = style({
  ...bareList,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
});

export const offer = style([
  layout.panel,
  {
    display: "grid",
    gridTemplateRows: "1fr auto",
    gap: vars.space.md,
    minWidth: 0,
    overflowWrap: "anywhere",
  },
]);

export const recommendedOffer = style([offer, { borderColor: vars.color.primary, borderWidth: "2px" }]);

export const offerText = style({ display: "grid", gap: vars.space.xs, alignContent: "start" });

export const badge = style({
  justifySelf: "start",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.85rem",
  fontWeight: 700,
});

export const code = style({ margin: 0, fontSize: "1.2rem", fontWeight: 700, letterSpacing: "0.03em" });

export const description = style({ margin: 0 });

export const benefit = style({ margin: 0, fontWeight: 600, color: vars.color.success });

export const conditions = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });

export const state = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const referral = style({
  display: "grid",
  gap: vars.space.sm,
  ...panelBox,
  border: `1px dashed ${vars.color.primary}`,
});

export const referralTitle = style({ margin: 0 });

export const referralCode = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  alignItems: "baseline",
});

export const shareLinks = style({
  ...bareList,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const back = style({ justifySelf: "start", color: vars.color.primary, fontWeight: 600 });

export const empty = style([layout.notice, { margin: 0 }]);
