// Calls 71–81: the customer's shopping lists. The kit makes two lists of its own, adds and copies a
// product, changes, renames and puts the first in the cart, removes its line, and disables both.
import type { NewShoppingList, ShoppingListName, ShoppingListQuantity } from "~/models/requests/shopping-list";
import { at, text } from "../json";
import { defaultMethod } from "./cart";
import { enc, firstProduct, session, supplierId, type State, type Step } from "./step";

const L = "/v4/shopping-list";
const NO_LIST = "no list: call 74 made none";
const NO_PRODUCT = "no product in the answers of calls 11 and 14";

const lists = (state: State) => (state.shoppingLists ??= {});

/** A step on the kit's list (`first` or `second`), with the customer's session. */
function onList(
  which: "first" | "second",
  build: (state: State, idlista: string, idcliente: string, token: string) => ReturnType<Step["prepare"]>,
) {
  return (state: State) => {
    const who = session(state);
    if (typeof who === "string") return who;
    const idlista = lists(state)[which];
    if (!idlista) return NO_LIST;
    return build(state, idlista, who.idcliente, who.token);
  };
}

const made = (which: "first" | "second") => (state: State, data: unknown) => {
  lists(state)[which] = text(at(data, "idlista"));
};

function newList(which: "first" | "second", title: string): Step {
  return {
    call: 74,
    method: "POST",
    path: `${L}/{idfornecedor}`,
    title,
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const product = firstProduct(state);
      if (!product) return NO_PRODUCT;
      lists(state).product = product.id;
      return {
        path: `${L}/${enc(supplierId(state))}`,
        token: who.token,
        json: {
          idcliente: who.idcliente,
          nome: `Lista do contrato ${state.runId} (${which === "first" ? 1 : 2})`,
          itens: which === "first" ? [{ idproduto: product.id, quantidade: product.min }] : [],
        } satisfies NewShoppingList,
      };
    },
    harvest: made(which),
  };
}

export const listSteps: Step[] = [
  {
    call: 72,
    method: "GET",
    path: `${L}/{idfornecedor}`,
    title: "The client's lists",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return { path: `${L}/${enc(supplierId(state))}`, query: { idclient: who.idcliente }, token: who.token };
    },
  },
  newList("first", "A new list (with a product)"),
  newList("second", "A new list (empty)"),
  {
    call: 75,
    method: "POST",
    path: `${L}/{idlista}/product/{idproduto}/add`,
    title: "Add a product to a list",
    prepare: onList("first", (state, idlista, _idcliente, token) => {
      const product = lists(state).product;
      if (!product) return NO_PRODUCT;
      return {
        path: `${L}/${enc(idlista)}/product/${enc(product)}/add`,
        token,
        json: { quantidade: firstProduct(state)?.min ?? 1 } satisfies ShoppingListQuantity,
      };
    }),
  },
  {
    call: 73,
    method: "GET",
    path: `${L}/{idlista}/products/{idcliente}`,
    title: "A list's products",
    prepare: onList("first", (state, idlista, idcliente, token) => ({
      path: `${L}/${enc(idlista)}/products/${enc(idcliente)}`,
      query: { page: 1, limit: 50, idformapagamento: defaultMethod(state) },
      token,
    })),
  },
  {
    call: 76,
    method: "POST",
    path: `${L}/{idlista}/product/{idproduto}/copy/{idlistadestino}`,
    title: "Copy a product to another list",
    prepare: onList("first", (state, idlista, _idcliente, token) => {
      const second = lists(state).second;
      const product = lists(state).product;
      if (!second) return NO_LIST;
      if (!product) return NO_PRODUCT;
      return { path: `${L}/${enc(idlista)}/product/${enc(product)}/copy/${enc(second)}`, token };
    }),
  },
  {
    call: 79,
    method: "PUT",
    path: `${L}/{idlista}/product/{idproduto}`,
    title: "Change a line's quantity",
    prepare: onList("first", (state, idlista, _idcliente, token) => {
      const product = lists(state).product;
      if (!product) return NO_PRODUCT;
      return {
        path: `${L}/${enc(idlista)}/product/${enc(product)}`,
        token,
        json: { quantidade: firstProduct(state)?.min ?? 1 } satisfies ShoppingListQuantity,
      };
    }),
  },
  {
    call: 81,
    method: "PUT",
    path: `${L}/{idlista}/nome`,
    title: "Rename a list",
    prepare: onList("first", (state, idlista, _idcliente, token) => ({
      path: `${L}/${enc(idlista)}/nome`,
      token,
      json: { nome: `Lista do contrato ${state.runId} (renomeada)` } satisfies ShoppingListName,
    })),
  },
  {
    call: 78,
    method: "POST",
    path: `${L}/{idlista}/apply/{idcliente}`,
    title: "Put a list in the cart",
    prepare: onList("first", (state, idlista, idcliente, token) => ({
      path: `${L}/${enc(idlista)}/apply/${enc(idcliente)}`,
      query: { idformapagamento: defaultMethod(state) },
      token,
      expect: [200, 409],
      note: "409: the customer's cart is service-locked",
    })),
  },
  {
    call: 80,
    method: "DELETE",
    path: `${L}/{idlista}/product/{idproduto}`,
    title: "Remove a line",
    prepare: onList("first", (state, idlista, _idcliente, token) => {
      const product = lists(state).product;
      if (!product) return NO_PRODUCT;
      return { path: `${L}/${enc(idlista)}/product/${enc(product)}`, token };
    }),
  },
  ...(["first", "second"] as const).map((which): Step => ({
    call: 77,
    method: "DELETE",
    path: `${L}/{idlista}/disable/{idcliente}`,
    title: `Disable a list (the ${which})`,
    prepare: onList(which, (_state, idlista, idcliente, token) => ({
      path: `${L}/${enc(idlista)}/disable/${enc(idcliente)}`,
      token,
    })),
  })),
];
