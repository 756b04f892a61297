import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/** The header's menus: native details elements marked data-menu (the account menu, "Todas as categorias"). */
const MENU = "details[data-menu]";

function openMenus(root: HTMLElement): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)];
}

/**
 * With JavaScript the header's menus behave as menus do elsewhere: one open at a time (opening one
 * closes the other), Escape closes the open one (its summary gets the focus back when the focus was
 * inside), a click or tap outside closes it, and so does going to another page. Without JavaScript
 * they stay plain details elements, opened and closed by their summary.
 */
export function useHeaderMenus(header: RefObject<HTMLElement>) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const root = header.current;
    if (!root) return;
    for (const menu of openMenus(root)) menu.open = false;
  }, [header, pathname, search]);

  useEffect(() => {
    const root = header.current;
    if (!root) return;
    // toggle does not bubble: listened for while it goes down.
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(MENU) || !opened.open) return;
      for (const menu of openMenus(root)) if (menu !== opened) menu.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      for (const menu of openMenus(root)) if (!(target instanceof Node && menu.contains(target))) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      for (const menu of openMenus(root)) {
        const hadFocus = menu.contains(document.activeElement);
        menu.open = false;
        if (hadFocus) menu.querySelector("summary")?.focus();
      }
    };
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [header]);
}
