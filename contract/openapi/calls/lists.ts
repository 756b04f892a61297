import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { CartSchema } from "~/models/cart";
import {
  ShoppingListListSchema,
  ShoppingListPageSchema,
  ShoppingListSummarySchema,
} from "~/models/lists/shopping-list";
import {
  NewShoppingListSchema,
  ShoppingListNameSchema,
  ShoppingListQuantitySchema,
} from "~/models/requests/shopping-list";
import { describeInPlace, FORBIDDEN, SESSION_EXPIRED, SUPPLIER_NOT_FOUND, SupplierRef } from "../components";
import { defineCall } from "../define-call";
import { registerNamed } from "../schema-metadata";
import { CART_EXAMPLE } from "./cart";
import { CartPaymentMethodQuery, ClientId } from "./customer-params";

/** Calls 71–81: the client's shopping lists and the supplier's suggested ones (docs/upstream-api.md §71). */

const TAG = "Shopping lists";

const ShoppingListSummary = describeInPlace(
  ShoppingListSummarySchema,
  {
    description:
      "A shopping list without its lines (docs/upstream-api.md §71): `tipo` CLIENTE (the client's own) or SUGERIDA (the supplier's, read-only for the client); `ativa` false once disabled (call 77); `quantidadeItens` how many products it holds.",
  },
  "ShoppingListSummary",
);
const ShoppingListList = describeInPlace(
  ShoppingListListSchema,
  { description: "The client's active lists at the supplier, the last changed first; `[]` when there is none." },
  "ShoppingListList",
);
const ShoppingListPage = describeInPlace(
  ShoppingListPageSchema,
  {
    description:
      "A list and one page of its lines, in the order they were added. `produto` is null for a product that left the catalogue: the line stays, and the storefront shows it as unavailable.",
  },
  "ShoppingListPage",
);
const NewShoppingList = describeInPlace(
  NewShoppingListSchema,
  {
    description:
      "A new list of the client's: its name (trimmed, 1 to 80 characters, no control characters) and its first lines (at most 500; lines of one product summed; products the supplier does not have left out).",
  },
  "NewShoppingList",
);
const ShoppingListQuantity = describeInPlace(
  ShoppingListQuantitySchema,
  { description: "A quantity above 0, at most 100 000, rounded to 3 decimals." },
  "ShoppingListQuantity",
);
const ShoppingListName = describeInPlace(
  ShoppingListNameSchema,
  { description: "The list's new name: trimmed, 1 to 80 characters, no control characters." },
  "ShoppingListName",
);

const LIST_ID = {
  idlista: z
    .string()
    .openapi({ description: "The list: a whole number (1 to 15 digits); anything else gets 400", example: "2" }),
};
const PRODUCT_ID = {
  idproduto: z.string().openapi({ description: "The product: a whole number (1 to 15 digits)", example: "1001" }),
};

const SUMMARY_EXAMPLE = {
  idlista: 2,
  nome: "Compras do mês",
  tipo: "CLIENTE",
  ativa: true,
  quantidadeItens: 5,
  atualizadaEm: "2026-11-28T14:03:11.512Z",
};

const LIST_NOT_FOUND = {
  description: "Unknown list, another client's, at another supplier than the token's, or disabled",
  example: { mensagem: "Lista não encontrada." },
};
const BAD_LIST_ID = {
  description: "An id that is not a whole number, or a malformed query or body",
  example: { mensagem: "Parâmetros inválidos: idlista." },
};
const SUGGESTED = {
  description:
    "A suggested list, which the client may read, copy from and put in the cart but not change; or another client in the path",
  example: { mensagem: "Esta lista é sugerida pela loja e não pode ser alterada." },
};
const SUMMARY_ANSWER = { description: "The list as it is now", schema: ShoppingListSummary, example: SUMMARY_EXAMPLE };

const OPTIONAL_NOTE =
  "Optional: a server without it answers 404, 405 or 501, and the storefront then hides the control (remembered for an hour).";

export function registerListsCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    ShoppingListSummary,
    ShoppingListList,
    ShoppingListPage,
    NewShoppingList,
    ShoppingListQuantity,
    ShoppingListName,
  );

  defineCall(registry, {
    call: 72,
    method: "get",
    path: "/v4/shopping-list/{idfornecedor}",
    summary: "The client's lists",
    description:
      "The client's own lists (`type=CLIENTE`) and those the supplier suggests to it or to all its clients (`type=SUGERIDA`); both without `type`. Active ones only, the last changed first. `{idfornecedor}` must be the token's supplier and `idclient` the token's client.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      idclient: ClientId,
      type: z
        .enum(["CLIENTE", "SUGERIDA"])
        .optional()
        .openapi({ description: "One kind only (any case)", example: "SUGERIDA" }),
    }),
    answers: {
      200: { description: "The lists", schema: ShoppingListList, example: [SUMMARY_EXAMPLE] },
      400: {
        description: "No `idclient`, or an unknown `type`",
        example: { mensagem: "Parâmetros inválidos: idclient." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 73,
    method: "get",
    path: "/v4/shopping-list/{idlista}/products/{idcliente}",
    summary: "A list's products",
    description:
      "One page of a list's lines, each with its product priced for the payment method as call 14 answers it. A list of the client's or one suggested to it.",
    tag: TAG,
    session: "required",
    params: z.object({ ...LIST_ID, idcliente: ClientId }),
    query: z.object({
      page: z.string().optional().openapi({ description: "The page, from 1 (default 1)", example: "1" }),
      limit: z.string().optional().openapi({ description: "Lines a page, 1 to 100 (default 50)", example: "50" }),
      idformapagamento: CartPaymentMethodQuery,
    }),
    answers: {
      200: {
        description: "The list and the page of its lines",
        schema: ShoppingListPage,
        example: {
          ...SUMMARY_EXAMPLE,
          pagina: 1,
          porPagina: 50,
          itens: [
            {
              idproduto: 1001,
              quantidade: 6,
              produto: { id: 1001, nome: "Arroz branco tipo 1 5 kg", preco: 159.9, "…": "…" },
            },
            { idproduto: 1999, quantidade: 1, produto: null },
          ],
        },
      },
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: LIST_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 74,
    method: "post",
    path: "/v4/shopping-list/{idfornecedor}",
    summary: "A new list",
    description: "A new list of the client's (`idcliente` of the body, the token's client), with its first lines.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef }),
    body: {
      schema: NewShoppingList,
      description: "JSON, at most 256 kB",
      example: { idcliente: "501", nome: "Festa junina", itens: [{ idproduto: "1001", quantidade: 6 }] },
    },
    answers: {
      200: { ...SUMMARY_ANSWER, description: "The list made" },
      400: {
        description: "A malformed body, naming the field",
        example: { mensagem: "Corpo da requisição inválido: nome." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
      409: {
        description: "The client has 50 active lists at the supplier already",
        example: { mensagem: "Você já tem 50 listas nesta loja. Desative uma para criar outra." },
      },
    },
  });

  defineCall(registry, {
    call: 75,
    method: "post",
    path: "/v4/shopping-list/{idlista}/product/{idproduto}/add",
    summary: "Add a product to a list",
    description:
      "The product added to a list of the client's: its quantity added to the line's, or a new line at the end. A product the supplier has (available or not).",
    tag: TAG,
    session: "required",
    params: z.object({ ...LIST_ID, ...PRODUCT_ID }),
    body: { schema: ShoppingListQuantity, description: "JSON, at most 16 kB", example: { quantidade: 6 } },
    answers: {
      200: SUMMARY_ANSWER,
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: SUGGESTED,
      404: {
        ...LIST_NOT_FOUND,
        description: `${LIST_NOT_FOUND.description}; or a product the supplier does not have (\`Produto não encontrado.\`)`,
      },
      409: {
        description: "A new line on a list of 500 lines",
        example: { mensagem: "Esta lista já tem 500 produtos, o máximo de uma lista." },
      },
    },
  });

  defineCall(registry, {
    call: 76,
    method: "post",
    path: "/v4/shopping-list/{idlista}/product/{idproduto}/copy/{idlistadestino}",
    summary: "Copy a product to another list",
    description:
      "A line of a list the client sees (its own or a suggested one) copied to another list of the client's own, its quantity added to the line there. Answers the destination list.",
    tag: TAG,
    session: "required",
    params: z.object({
      ...LIST_ID,
      ...PRODUCT_ID,
      idlistadestino: z.string().openapi({ description: "The list it goes to: one of the client's own", example: "5" }),
    }),
    answers: {
      200: { ...SUMMARY_ANSWER, description: "The destination list as it is now" },
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: { ...SUGGESTED, description: "The destination is a suggested list" },
      404: {
        ...LIST_NOT_FOUND,
        description: `${LIST_NOT_FOUND.description} (either list); or the product is not on the list (\`Este produto não está na lista.\`)`,
      },
      409: {
        description: "The same list, or a new line on a list of 500 lines",
        example: { mensagem: "Escolha outra lista para copiar o produto." },
      },
    },
  });

  defineCall(registry, {
    call: 77,
    method: "delete",
    path: "/v4/shopping-list/{idlista}/disable/{idcliente}",
    summary: "Disable a list",
    description:
      "Disables a list of the client's own for good (there is no call to enable it again): it leaves call 72 and every other call answers it 404.",
    tag: TAG,
    session: "required",
    params: z.object({ ...LIST_ID, idcliente: ClientId }),
    answers: {
      200: {
        ...SUMMARY_ANSWER,
        description: "The list disabled (`ativa: false`)",
        example: { ...SUMMARY_EXAMPLE, ativa: false },
      },
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: SUGGESTED,
      404: LIST_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 78,
    method: "post",
    path: "/v4/shopping-list/{idlista}/apply/{idcliente}",
    summary: "Put a list in the cart",
    description:
      "Every line of the list added to the client's cart in one change, as call 40 adds (`modoRepeticaoPedido=true`): quantities summed with the stored lines, then the quantity rules; unknown and unavailable products left out, each with an aviso. Answers the cart as call 40 does. A service-locked cart is refused and left as it was.",
    tag: TAG,
    session: "required",
    params: z.object({ ...LIST_ID, idcliente: ClientId }),
    query: z.object({ idformapagamento: CartPaymentMethodQuery }),
    answers: {
      200: { description: "The cart after the change", schema: CartSchema, example: CART_EXAMPLE },
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: LIST_NOT_FOUND,
      409: {
        description: "The cart is service-locked (an attendant price on a line): nothing changed",
        example: {
          mensagem: "Seu carrinho está em atendimento: nenhuma lista pode ser colocada nele até que você o libere.",
        },
      },
    },
  });

  defineCall(registry, {
    call: 79,
    method: "put",
    path: "/v4/shopping-list/{idlista}/product/{idproduto}",
    summary: "Change a line's quantity",
    description: `A line of a list of the client's own set to this quantity. ${OPTIONAL_NOTE}`,
    tag: TAG,
    session: "required",
    optional: true,
    params: z.object({ ...LIST_ID, ...PRODUCT_ID }),
    body: { schema: ShoppingListQuantity, description: "JSON, at most 16 kB", example: { quantidade: 12 } },
    answers: {
      200: SUMMARY_ANSWER,
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: SUGGESTED,
      404: { ...LIST_NOT_FOUND, description: `${LIST_NOT_FOUND.description}; or the product is not on the list` },
    },
  });

  defineCall(registry, {
    call: 80,
    method: "delete",
    path: "/v4/shopping-list/{idlista}/product/{idproduto}",
    summary: "Remove a line",
    description: `A line removed from a list of the client's own. ${OPTIONAL_NOTE}`,
    tag: TAG,
    session: "required",
    optional: true,
    params: z.object({ ...LIST_ID, ...PRODUCT_ID }),
    answers: {
      200: SUMMARY_ANSWER,
      400: BAD_LIST_ID,
      401: SESSION_EXPIRED,
      403: SUGGESTED,
      404: { ...LIST_NOT_FOUND, description: `${LIST_NOT_FOUND.description}; or the product is not on the list` },
    },
  });

  defineCall(registry, {
    call: 81,
    method: "put",
    path: "/v4/shopping-list/{idlista}/nome",
    summary: "Rename a list",
    description: `A list of the client's own renamed. ${OPTIONAL_NOTE}`,
    tag: TAG,
    session: "required",
    optional: true,
    params: z.object({ ...LIST_ID }),
    body: { schema: ShoppingListName, description: "JSON, at most 16 kB", example: { nome: "Compras do mês" } },
    answers: {
      200: SUMMARY_ANSWER,
      400: { description: "A malformed id or body", example: { mensagem: "Corpo da requisição inválido: nome." } },
      401: SESSION_EXPIRED,
      403: SUGGESTED,
      404: LIST_NOT_FOUND,
    },
  });
}
