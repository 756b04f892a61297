/**
 * The attribute of a bar that sticks to the foot of the screen over a form on a phone (the
 * checkout's total, the cart's way to the checkout): a field in error is shown above it.
 */
export const STICKY_BAR = { "data-barra-fixa": "" } as const;

/** How much of the screen's foot the bars stuck there cover now (a bar shown beside, at the top, or not at all covers none). */
function coveredAtFoot(): number {
  let covered = 0;
  for (const bar of document.querySelectorAll<HTMLElement>("[data-barra-fixa]")) {
    const style = getComputedStyle(bar);
    if ((style.position !== "sticky" && style.position !== "fixed") || style.bottom === "auto") continue;
    covered = Math.max(covered, bar.getBoundingClientRect().height);
  }
  return covered;
}

/** The field with its label and the messages it is described by: what the shopper must see together. */
function partsOf(target: HTMLElement): HTMLElement[] {
  const labels =
    "labels" in target && target.labels instanceof NodeList ? [...(target.labels as NodeListOf<HTMLElement>)] : [];
  const described = (target.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id) : null))
    .filter((element): element is HTMLElement => element !== null);
  return [target, ...labels, ...described];
}

/**
 * Focuses a field in error and scrolls it, with its label and message, into the part of the screen
 * no sticky bar covers: centred there when it fits, its top first when it does not; not moved when
 * it is all in sight already. (Focus alone scrolls only until the field touches the screen's edge,
 * under a bar stuck there.) Without JavaScript, `autofocus` and the pages' `scroll-padding-bottom`
 * do the same.
 */
export function revealField(target: HTMLElement): void {
  // A message in the bar itself (what keeps the order from going) moves with it: in sight already.
  if (target.closest("[data-barra-fixa]")) return target.focus();
  target.focus({ preventScroll: true });
  const rects = partsOf(target).map((part) => part.getBoundingClientRect());
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const foot = window.innerHeight - coveredAtFoot();
  if (top >= 0 && bottom <= foot) return;
  const room = foot - (bottom - top);
  window.scrollBy({ top: room > 0 ? top - room / 2 : top, behavior: "instant" });
}
