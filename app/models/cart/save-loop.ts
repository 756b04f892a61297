import type { Cart, CartLine } from "../cart";

/**
 * The cart page's save with JavaScript, as a pure step from one state to the next (the rule is
 * docs/decisions/0006-cart-upstream-with-optimistic-edits.md, "With JavaScript" [docs/rules/cart.md "Cart save": "Cart
 * save", and §9: the cart save is debounced 1 s]): an edit shows at once; the lines are saved
 * 1 s after the last edit, in one request however many edits came before; one save at a time,
 * edits made while it is on its way go in the next one; an answer replaces the lines only when
 * nothing was edited since it left; a failed save keeps the shopper's lines with its message.
 * A form of the page, or a link followed, while edits wait, waits for the save; leaving the site
 * sends what waits with a beacon.
 */
export const SAVE_DELAY_MS = 1000;

export type SaveLoop = {
  /** The cart as the server last answered it: the loader's, or a save's answer since. */
  server: Cart;
  /** The lines the next edit starts from: the server's, or the server's with the edits since. */
  lines: CartLine[];
  /** Edits made, edits sent (with the save on its way, or a beacon), edits the server has answered. */
  made: number;
  sent: number;
  saved: number;
  /** A save is on its way. */
  sending: boolean;
  /** The page shows its own lines: edits a save has not yet answered. */
  dirty: boolean;
  /** Why the last save failed. */
  failure: string | null;
  /** Another form of the page was held until the save answers. */
  formHeld: boolean;
  /** A link was followed while edits waited: the page goes on once they are saved (or failed). */
  leaving: boolean;
};

export type SaveEvent =
  /** The shopper changed the lines (`now`: save at once, as a typed quantity does). */
  | { type: "edit"; lines: CartLine[]; now: boolean }
  /** 1 s passed without an edit. */
  | { type: "quiet" }
  /** "Tentar de novo" after a failed save. */
  | { type: "retry" }
  | { type: "answered"; cart: Cart }
  | { type: "failed"; message: string }
  /** Another form of the page is submitted. */
  | { type: "form" }
  /** A link to another page is followed. */
  | { type: "leave" }
  /** The loader read the cart again (another form of the page, a navigation). */
  | { type: "loaded"; cart: Cart }
  /** The page goes away (another site, a closed tab, the component unmounted). */
  | { type: "hidden" }
  /** The browser brought the page back from its cache (the beacon sent its edits). */
  | { type: "restored" };

/**
 * What the page does after a step: (re)start the 1 s wait, stop it, send a save, send a beacon,
 * hold the submitted form, post the held form, let the followed link go on.
 */
export type SaveEffect = "wait" | "stop" | "send" | "beacon" | "hold" | "post" | "proceed";

type Step = { state: SaveLoop; effects: SaveEffect[] };
const step = (state: SaveLoop, ...effects: SaveEffect[]): Step => ({ state, effects });

export function startSaveLoop(cart: Cart): SaveLoop {
  return {
    server: cart,
    lines: cart.cartItens,
    made: 0,
    sent: 0,
    saved: 0,
    sending: false,
    dirty: false,
    failure: null,
    formHeld: false,
    leaving: false,
  };
}

/** Edits the server has not answered. */
export const unsaved = (state: SaveLoop) => state.made !== state.saved;

/** A form or a link has to wait for the save. */
export const mustWait = (state: SaveLoop) => state.sending || unsaved(state);

/** Sends what waits, unless a save is on its way or nothing waits. */
function send(state: SaveLoop): Step {
  if (state.sending || !unsaved(state)) return step(state, "stop");
  return step({ ...state, sent: state.made, sending: true, failure: null }, "stop", "send");
}

/** A followed link goes on when nothing is left to save or the save failed; otherwise what waits is sent. */
function leave(state: SaveLoop): Step {
  if (state.sending || (state.failure === null && unsaved(state))) return send(state);
  return step({ ...state, leaving: false }, "proceed");
}

/** A save answered or failed: what waited goes on. */
function settled(state: SaveLoop): Step {
  if (state.failure === null && unsaved(state)) {
    // Edits came while the save was on its way: they go now if a form or a link waits, else 1 s after the last.
    return state.formHeld || state.leaving ? send(state) : step(state, "wait");
  }
  // A failed save keeps the shopper's lines; a save that answered every edit shows the server's.
  const next = state.failure === null ? { ...state, dirty: false, lines: state.server.cartItens } : state;
  const effects: SaveEffect[] = state.formHeld ? ["post"] : [];
  if (state.leaving) effects.push("proceed");
  return { state: { ...next, formHeld: false, leaving: false }, effects };
}

export function saveStep(state: SaveLoop, event: SaveEvent): Step {
  switch (event.type) {
    case "edit": {
      const edited = { ...state, lines: event.lines, made: state.made + 1, dirty: true, failure: null };
      return event.now ? send(edited) : step(edited, "wait");
    }
    case "quiet":
    case "retry":
      return send(state);
    case "answered":
      if (!state.sending) return step(state);
      return settled({ ...state, sending: false, saved: state.sent, server: event.cart, failure: null });
    case "failed":
      if (!state.sending) return step(state);
      return settled({ ...state, sending: false, failure: event.message });
    case "form": {
      if (!mustWait(state)) return step(state);
      const sent = send({ ...state, formHeld: true });
      return { state: sent.state, effects: ["hold", ...sent.effects] };
    }
    case "leave":
      return leave({ ...state, leaving: true });
    case "loaded":
      return step({ ...state, server: event.cart, lines: state.dirty ? state.lines : event.cart.cartItens });
    case "hidden":
      return unsaved(state) ? step({ ...state, sent: state.made }, "beacon") : step(state);
    case "restored":
      return step({ ...state, saved: state.made, dirty: false, lines: state.server.cartItens });
  }
}
