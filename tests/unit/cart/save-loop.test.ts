import { describe, expect, it } from "vitest";
import { CartLineSchema, CartSchema, type Cart } from "~/models/cart";
import {
  mustWait,
  saveStep,
  startSaveLoop,
  type SaveEffect,
  type SaveEvent,
  type SaveLoop,
} from "~/models/cart/save-loop";

// docs/decisions/0006-cart-upstream-with-optimistic-edits.md, "With JavaScript" [docs/rules/cart.md "Cart save": "Cart
// save"; §9: "Cart save debounced 1 s"]: the page applies each edit at once and sends `salvar`
// after 1 s without edits. One save is in flight at a time; edits made meanwhile go in the next
// one, and an answer replaces the lines only when nothing was edited since it left. Following a
// link while edits wait sends them at once and goes on when the save has answered; leaving for
// another site or closing the tab sends what is waiting with a beacon. A failed save keeps the
// shopper's lines on screen with the message and a way to try again.

const line = (idproduto: string, quantidade: number) =>
  CartLineSchema.parse({
    idproduto,
    quantidade,
    precoUnitario: 10,
    total: 10 * quantidade,
    produto: { id: idproduto, nome: `Produto ${idproduto}`, preco: 10, precoatendente: null },
  });
const cart = (...cartItens: ReturnType<typeof line>[]): Cart =>
  CartSchema.parse({ cartItens, subtotal: 0, totalCompras: 0 });

const loaded = cart(line("1", 1));
const oneMore = [line("1", 2)];
const twoMore = [line("1", 3)];
const answer = cart(line("1", 2));
const later = cart(line("1", 3));

const edit = (lines = oneMore, now = false): SaveEvent => ({ type: "edit", lines, now });
const failed: SaveEvent = { type: "failed", message: "Não foi possível salvar o carrinho." };

/** The state after the events, and what the last one asked for. */
function run(events: SaveEvent[]): { state: SaveLoop; effects: SaveEffect[] } {
  let state = startSaveLoop(loaded);
  let effects: SaveEffect[] = [];
  for (const event of events) ({ state, effects } = saveStep(state, event));
  return { state, effects };
}

type Shown = Pick<SaveLoop, "dirty" | "failure" | "sending"> & { lines: SaveLoop["lines"] };
const shown = ({ dirty, failure, sending, lines }: SaveLoop): Shown => ({ dirty, failure, sending, lines });
const idle: Shown = { dirty: false, failure: null, sending: false, lines: loaded.cartItens };

describe("saveStep: the cart page's save with JavaScript", () => {
  it.each<[string, SaveEvent[], SaveEffect[], Shown]>([
    // An edit shows at once and is saved 1 s after the last one.
    ["an edit shows at once and waits 1 s", [edit()], ["wait"], { ...idle, dirty: true, lines: oneMore }],
    [
      "a second edit within the second waits 1 s again",
      [edit(), edit(twoMore)],
      ["wait"],
      { ...idle, dirty: true, lines: twoMore },
    ],
    [
      "1 s without edits sends one save for them all",
      [edit(), edit(twoMore), { type: "quiet" }],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    [
      "a typed quantity (already 1 s after the last key) is sent at once",
      [edit(oneMore, true)],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: oneMore },
    ],
    ["1 s with nothing to save sends nothing", [{ type: "quiet" }], ["stop"], idle],
    // One save at a time.
    [
      "an edit while a save is on its way waits 1 s",
      [edit(), { type: "quiet" }, edit(twoMore)],
      ["wait"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    [
      "1 s later, with the save still on its way, nothing is sent",
      [edit(), { type: "quiet" }, edit(twoMore), { type: "quiet" }],
      ["stop"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    [
      "a typed quantity while a save is on its way is not sent beside it",
      [edit(), { type: "quiet" }, edit(twoMore, true)],
      ["stop"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    // The answer replaces the lines only when nothing was edited since the save left.
    [
      "the answer to every edit shows the server's lines",
      [edit(), { type: "quiet" }, { type: "answered", cart: answer }],
      [],
      { ...idle, lines: answer.cartItens },
    ],
    [
      "an answer to a save older than the last edit keeps the page's lines, and the edit goes 1 s later",
      [edit(), { type: "quiet" }, edit(twoMore), { type: "answered", cart: answer }],
      ["wait"],
      { ...idle, dirty: true, lines: twoMore },
    ],
    [
      "an answer with no save on its way changes nothing",
      [edit(), { type: "answered", cart: later }],
      [],
      { ...idle, dirty: true, lines: oneMore },
    ],
    // A failed save keeps the lines with its message; "Tentar de novo" sends them again.
    [
      "a failed save keeps the shopper's lines with its message",
      [edit(), { type: "quiet" }, failed],
      [],
      { ...idle, dirty: true, failure: failed.message, lines: oneMore },
    ],
    [
      "Tentar de novo sends them again",
      [edit(), { type: "quiet" }, failed, { type: "retry" }],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: oneMore },
    ],
    [
      "an edit after a failure clears the message and waits 1 s",
      [edit(), { type: "quiet" }, failed, edit(twoMore)],
      ["wait"],
      { ...idle, dirty: true, lines: twoMore },
    ],
    // Another form of the page waits for the save.
    ["a form with nothing to save goes at once", [{ type: "form" }], [], idle],
    [
      "a form while edits wait is held and the edits sent at once",
      [edit(), { type: "form" }],
      ["hold", "stop", "send"],
      { ...idle, dirty: true, sending: true, lines: oneMore },
    ],
    [
      "a form while a save is on its way is held",
      [edit(), { type: "quiet" }, { type: "form" }],
      ["hold", "stop"],
      { ...idle, dirty: true, sending: true, lines: oneMore },
    ],
    [
      "the held form posts when the save has answered",
      [edit(), { type: "form" }, { type: "answered", cart: answer }],
      ["post"],
      { ...idle, lines: answer.cartItens },
    ],
    [
      "the held form posts after a failed save too",
      [edit(), { type: "form" }, failed],
      ["post"],
      { ...idle, dirty: true, failure: failed.message, lines: oneMore },
    ],
    [
      "edits made while the form waited are sent before it posts",
      [edit(), { type: "form" }, edit(twoMore), { type: "answered", cart: answer }],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    // A link followed while edits wait.
    [
      "a link followed while edits wait sends them at once",
      [edit(), { type: "leave" }],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: oneMore },
    ],
    [
      "the link goes on when the save has answered",
      [edit(), { type: "leave" }, { type: "answered", cart: answer }],
      ["proceed"],
      { ...idle, lines: answer.cartItens },
    ],
    [
      "the link goes on after a failed save (the beacon takes the edits)",
      [edit(), { type: "leave" }, failed],
      ["proceed"],
      { ...idle, dirty: true, failure: failed.message, lines: oneMore },
    ],
    [
      "a link followed after a failed save goes on at once",
      [edit(), { type: "quiet" }, failed, { type: "leave" }],
      ["proceed"],
      { ...idle, dirty: true, failure: failed.message, lines: oneMore },
    ],
    [
      "edits made while the link waited are sent before it goes on",
      [edit(), { type: "leave" }, edit(twoMore), { type: "answered", cart: answer }],
      ["stop", "send"],
      { ...idle, dirty: true, sending: true, lines: twoMore },
    ],
    // The loader's cart, leaving the site, the browser's cache.
    [
      "the loader's cart read again is shown when nothing waits",
      [{ type: "loaded", cart: later }],
      [],
      { ...idle, lines: later.cartItens },
    ],
    [
      "the loader's cart read again does not replace unsaved edits",
      [edit(), { type: "loaded", cart: later }],
      [],
      { ...idle, dirty: true, lines: oneMore },
    ],
    [
      "leaving the site with edits waiting sends a beacon",
      [edit(), { type: "hidden" }],
      ["beacon"],
      { ...idle, dirty: true, lines: oneMore },
    ],
    [
      "leaving the site with nothing waiting sends nothing",
      [edit(), { type: "quiet" }, { type: "answered", cart: answer }, { type: "hidden" }],
      [],
      { ...idle, lines: answer.cartItens },
    ],
    [
      "a page brought back from the browser's cache has had its edits sent",
      [edit(), { type: "hidden" }, { type: "restored" }],
      [],
      idle,
    ],
  ])("%s", (_case, events, effects, expected) => {
    const step = run(events);
    expect(step.effects).toEqual(effects);
    expect(shown(step.state)).toEqual(expected);
  });

  it("keeps the server's cart of the last answer", () => {
    expect(run([edit(), { type: "quiet" }, edit(twoMore), { type: "answered", cart: answer }]).state.server).toBe(
      answer,
    );
  });

  it.each<[string, SaveEvent[], boolean]>([
    ["nothing edited", [], false],
    ["edits waiting", [edit()], true],
    ["a save on its way", [edit(), { type: "quiet" }], true],
    ["every edit answered", [edit(), { type: "quiet" }, { type: "answered", cart: answer }], false],
    ["a failed save", [edit(), { type: "quiet" }, failed], true],
  ])("mustWait, %s: %s", (_case, events, expected) => {
    expect(mustWait(run(events).state)).toBe(expected);
  });
});
