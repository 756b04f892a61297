import { useBlocker, useFetcher, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Cart, CartLine } from "~/models/cart";
import {
  SAVE_DELAY_MS,
  saveStep,
  startSaveLoop,
  unsaved,
  type SaveEffect,
  type SaveEvent,
} from "~/models/cart/save-loop";
import { applyEdit, cartCoupon, lineInputs, priceLines, type CartEdit, type CartTotals } from "~/models/cart-edit";
import { tidyLines } from "~/models/cart-quantity";
import type { CartFailure } from "~/models/cart-failure";
import type { CartCouponView } from "~/models/coupon-view";

type SaveResult = { ok: true; cart: Cart; coupon: CartCouponView } | CartFailure;

export type CartEditor = {
  /** The cart as the server last answered it: the loader's, or a save's answer since. */
  cart: Cart;
  /** What the coupon box shows of that cart, as the server worked it out (the loader, or the save's answer). */
  coupon: CartCouponView;
  lines: CartLine[];
  totals: CartTotals;
  /** Edits not yet answered by the server. */
  saving: boolean;
  /** Why the last save failed; the shopper's lines stay as they are. */
  failure: string | null;
  /** An edit shown at once and saved 1 s later; `now`: saved at once (a typed quantity, already 1 s after the last key or on leaving the field). */
  edit: (edit: CartEdit, options?: { now?: boolean }) => void;
  /** "Desfazer": a line that went comes back as it was. */
  restore: (line: CartLine) => void;
  /** Sends what is waiting now (the "try again" of a failed save). */
  flush: () => void;
  /**
   * For the page's other forms (notes, payment method, coupon…), on submit capture: while edits
   * wait or a save is on its way, the form waits for the save, so that the session and the cart it
   * answers are the ones after the edits.
   */
  guard: (event: FormEvent<HTMLElement>) => void;
};

/**
 * What a save sends: the page's lines, and the products the page has shown, so that the server
 * keeps a product added elsewhere since (see keepUnseen).
 */
function saveFields(lines: readonly CartLine[], shown: ReadonlySet<string>): Record<string, string> {
  return {
    intent: "salvar",
    resposta: "dados",
    linhas: JSON.stringify(lineInputs(lines)),
    vistos: JSON.stringify([...shown]),
  };
}

/**
 * The cart page with JavaScript: the save loop of app/models/cart/save-loop.ts decides, this hook
 * does what it says — the 1 s timer, the fetcher's save, the held form, the blocked link, the
 * beacon when the page goes — and feeds it the fetcher's answers and the page's events.
 */
export function useCartEditor(
  cart: Cart,
  coupon: CartCouponView,
  cartPath: string,
  supplierTags: readonly string[],
): CartEditor {
  const fetcher = useFetcher<SaveResult>();
  /** The server's coupon view of each cart it answered, looked up by the cart the loop holds. */
  const coupons = useRef(new WeakMap<Cart, CartCouponView>());
  coupons.current.set(cart, coupon);
  const lastCoupon = useRef(coupon);
  const submit = useSubmit();
  const loop = useRef(startSaveLoop(cart));
  const [state, setState] = useState(loop.current);
  const held = useRef<FormData | null>(null);
  /** Every product the page has shown the shopper (a cart answer's product still hidden behind unsaved edits is not). */
  const shownRef = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(loop.current),
  );

  const perform = useRef<(effect: SaveEffect) => void>(() => undefined);
  perform.current = (effect) => {
    const fields = () => saveFields(loop.current.lines, shownRef.current);
    if (effect === "stop" || effect === "wait") clearTimeout(timer.current);
    if (effect === "wait") timer.current = setTimeout(() => dispatch({ type: "quiet" }), SAVE_DELAY_MS);
    if (effect === "send") fetcher.submit(fields(), { method: "post", action: cartPath });
    if (effect === "post" && held.current) {
      submit(held.current, { method: "post", action: cartPath });
      held.current = null;
    }
    if (effect === "proceed") blocker.proceed?.();
    if (effect === "beacon") {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields())) body.set(name, value);
      navigator.sendBeacon(`${cartPath}.data`, body);
    }
  };
  /** One step of the loop; returns what it asked for (the form guard holds the form it was given). */
  const dispatch = useCallback((event: SaveEvent) => {
    const step = saveStep(loop.current, event);
    loop.current = step.state;
    setState(step.state);
    for (const effect of step.effects) perform.current(effect);
    return step.effects;
  }, []);

  const edit = useCallback(
    (edit: CartEdit, options?: { now?: boolean }) =>
      dispatch({ type: "edit", lines: applyEdit(loop.current.lines, edit), now: options?.now ?? false }),
    [dispatch],
  );
  const restore = useCallback(
    (line: CartLine) => {
      const lines = tidyLines(
        [...loop.current.lines.filter((other) => other.idproduto !== line.idproduto), line],
        (other) => other.produto.nome,
      );
      dispatch({ type: "edit", lines, now: false });
    },
    [dispatch],
  );
  const flush = useCallback(() => dispatch({ type: "retry" }), [dispatch]);
  const guard = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const form = new FormData(event.target as HTMLFormElement, (event.nativeEvent as SubmitEvent).submitter);
      if (!dispatch({ type: "form" }).includes("hold")) return;
      event.preventDefault();
      held.current = form;
    },
    [dispatch],
  );

  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const answer = fetcher.data;
    if (busy || !answer) return;
    if (answer.ok) coupons.current.set(answer.cart, answer.coupon);
    dispatch(answer.ok ? { type: "answered", cart: answer.cart } : { type: "failed", message: answer.message });
  }, [busy, fetcher.data, dispatch]);

  useEffect(() => {
    if (blocker.state === "blocked") dispatch({ type: "leave" });
  }, [blocker.state, dispatch]);

  /** The loader read the cart again (another form of the page, a navigation): it is the server's word now. */
  useEffect(() => {
    if (cart !== loop.current.server) dispatch({ type: "loaded", cart });
  }, [cart, dispatch]);

  /**
   * Leaving for another site or closing the tab does not lose the last second of edits: they go
   * with a beacon to the action's data URL, which answers the cart and renders no page (so does
   * leaving for another route after a failed save). A page the browser brings back from its cache
   * has had them sent.
   */
  useEffect(() => {
    const hidden = () => dispatch({ type: "hidden" });
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: "restored" });
    };
    window.addEventListener("pagehide", hidden);
    window.addEventListener("pageshow", restored);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("pagehide", hidden);
      window.removeEventListener("pageshow", restored);
      hidden();
    };
  }, [cartPath, dispatch]);

  const { server, dirty, failure } = state;
  const shown = dirty
    ? priceLines(state.lines, supplierTags, cartCoupon(server))
    : { lines: server.cartItens, totals: server };
  for (const line of shown.lines) shownRef.current.add(line.idproduto);
  lastCoupon.current = coupons.current.get(server) ?? lastCoupon.current;
  return {
    cart: server,
    coupon: lastCoupon.current,
    lines: shown.lines,
    totals: shown.totals,
    saving: dirty && failure === null,
    failure,
    edit,
    restore,
    flush,
    guard,
  };
}
