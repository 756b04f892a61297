import { useMatches } from "@remix-run/react";
import { footBarRoom } from "~/styles/layout.css";

/** A route's `handle` for a page with a bar stuck to the foot of a phone's screen (the cart, the checkout). */
export type FootBarHandle = { footBar: keyof typeof footBarRoom };

/** The `<html>` class that keeps the room of the page's foot bar, when the page has one. */
export function useFootBarRoom(): string | undefined {
  for (const match of useMatches()) {
    const bar = (match.handle as Partial<FootBarHandle> | undefined)?.footBar;
    if (bar) return footBarRoom[bar];
  }
  return undefined;
}
