import { useBlocker, useFetcher, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Cart, CartLine } from "~/models/cart";
import { applyEdit, cartCoupon, lineInputs, priceLines, type CartEdit, type CartTotals } from "~/models/cart-edit";
import { tidyLines } from "~/models/cart-quantity";
import type { CartFailure } from "~/models/cart-failure";

/** Spec §9: "Cart save debounced 1 s." */
export const SAVE_DELAY_MS = 1000;

type SaveResult = { ok: true; cart: Cart } | CartFailure;

export type CartEditor = {
  /** The cart as the server last answered it: the loader's, or a save's answer since. */
  cart: Cart;
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
  return { intent: "salvar", resposta: "dados", linhas: JSON.stringify(lineInputs(lines)), vistos: JSON.stringify([...shown]) };
}

/**
 * The cart page with JavaScript (spec §4 "Cart save"): an edit shows at once, priced by the same
 * rules as the server; the lines are saved after 1 s without edits, in one request however many
 * clicks came before. One save at a time: edits made while one is on its way are sent after it,
 * and its answer replaces the lines only when nothing was edited since it left. A link followed
 * before the save waits for it, so the next page reads the cart with the edits.
 */
export function useCartEditor(cart: Cart, cartPath: string, supplierTags: readonly string[]): CartEditor {
  const fetcher = useFetcher<SaveResult>();
  const submit = useSubmit();
  const queued = useRef<FormData | null>(null);
  const [server, setServer] = useState(cart);
  const [lines, setLines] = useState(cart.cartItens);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Edits made, edits sent with the save on its way, edits the server has answered. */
  const count = useRef({ made: 0, sent: 0, saved: 0 });
  const linesRef = useRef(lines);
  /** Every product the page has shown the shopper (a cart answer's product still hidden behind unsaved edits is not). */
  const shownRef = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout>>();
  linesRef.current = lines;
  const unsaved = () => count.current.made !== count.current.saved;
  const busy = fetcher.state !== "idle";

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (busy || !unsaved()) return;
    count.current.sent = count.current.made;
    setFailure(null);
    fetcher.submit(saveFields(linesRef.current, shownRef.current), { method: "post", action: cartPath });
  }, [busy, fetcher, cartPath]);
  const flushRef = useRef(flush);
  flushRef.current = flush;
  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flushRef.current(), SAVE_DELAY_MS);
  };

  const guard = useCallback(
    (event: FormEvent<HTMLElement>) => {
      if (!busy && !unsaved()) return;
      event.preventDefault();
      queued.current = new FormData(event.target as HTMLFormElement, (event.nativeEvent as SubmitEvent).submitter);
      flushRef.current();
    },
    [busy],
  );

  const change = useCallback((next: (current: CartLine[]) => CartLine[], now: boolean) => {
    count.current.made += 1;
    // The lines after the change are known at once, so that a save sent now carries them.
    linesRef.current = next(linesRef.current);
    setLines(linesRef.current);
    setDirty(true);
    setFailure(null);
    if (now) {
      clearTimeout(timer.current);
      flushRef.current();
    } else later();
  }, []);
  const edit = useCallback((edit: CartEdit, options?: { now?: boolean }) => change((current) => applyEdit(current, edit), options?.now ?? false), [change]);
  const restore = useCallback(
    (line: CartLine) => change((current) => tidyLines([...current.filter((other) => other.idproduto !== line.idproduto), line], (other) => other.produto.nome), false),
    [change],
  );

  useEffect(() => {
    const answer = fetcher.data;
    if (busy || !answer) return;
    if (answer.ok) {
      count.current.saved = count.current.sent;
      setServer(answer.cart);
      setFailure(null);
    } else setFailure(answer.message);
    const waiting = queued.current;
    if (answer.ok && unsaved()) {
      if (waiting) flushRef.current();
      else later();
      return;
    }
    if (answer.ok) setDirty(false);
    if (waiting) {
      queued.current = null;
      submit(waiting, { method: "post", action: cartPath });
    }
  }, [busy, fetcher.data, submit, cartPath]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved());
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (!busy && (failure !== null || !unsaved())) blocker.proceed();
    else flushRef.current();
  }, [blocker, busy, failure]);

  /** The loader read the cart again (another form of the page, a navigation): it is the server's word now. */
  useEffect(() => setServer(cart), [cart]);

  useEffect(() => {
    if (!dirty) setLines(server.cartItens);
  }, [server, dirty]);

  /**
   * Leaving for another site or closing the tab does not lose the last second of edits: they go
   * with a beacon to the action's data URL, which answers the cart and renders no page (so does
   * leaving for another route after a failed save). A page the browser brings back from its cache
   * has had them sent.
   */
  useEffect(() => {
    const sendNow = () => {
      if (!unsaved()) return;
      count.current.sent = count.current.made;
      const body = new FormData();
      for (const [name, value] of Object.entries(saveFields(linesRef.current, shownRef.current))) body.set(name, value);
      navigator.sendBeacon(`${cartPath}.data`, body);
    };
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      count.current.saved = count.current.made;
      setDirty(false);
    };
    window.addEventListener("pagehide", sendNow);
    window.addEventListener("pageshow", restored);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("pagehide", sendNow);
      window.removeEventListener("pageshow", restored);
      sendNow();
    };
  }, [cartPath]);

  const shown = dirty ? priceLines(lines, supplierTags, cartCoupon(server)) : { lines: server.cartItens, totals: server };
  for (const line of shown.lines) shownRef.current.add(line.idproduto);
  return { cart: server, lines: shown.lines, totals: shown.totals, saving: dirty && failure === null, failure, edit, restore, flush, guard };
}
