import { expect } from "vitest";
import { z } from "zod";
import { CartSchema, type Cart } from "../../../app/models/cart";
import { cpfWithCheckDigits } from "../../../app/models/document";
import { startAccountsUpstream, V1, V2, type AccountsUpstream } from "./accounts-client";
import type { TestUpstreamOptions } from "./harness";

/** A customer's session at a supplier, as the cart calls need it. */
export type Shopper = { token: string; idcliente: number; supplier: string };

/** What call 40 answers beyond CartSchema: whose cart it is. */
const CartOwnerSchema = z.object({ idfornecedor: z.string(), idcliente: z.number() });

export type CartAnswer = Cart & z.infer<typeof CartOwnerSchema>;

type Query = Record<string, string | number | boolean>;

const queryString = (query: Query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

export type CartUpstream = AccountsUpstream & {
  /** Logs the login in at the supplier (password demo1234 unless given). */
  shopper(login: string, supplier: string, senha?: string): Promise<Shopper>;
  /** A new customer, registered and logged in at a supplier that approves at once. */
  newShopper(supplier: "bomsabor" | "casaverde"): Promise<Shopper>;
  /** Call 40's path for the shopper, with the query (idfornecedor is the shopper's unless given). */
  cartPath(who: Shopper, query?: Query): string;
  /** GET call 40, answered 200 and parsed with CartSchema. */
  cart(who: Shopper, query?: Query): Promise<CartAnswer>;
  /** POST call 40, answered 200 and parsed with CartSchema. */
  save(who: Shopper, body: unknown, query?: Query): Promise<CartAnswer>;
  /** Empties the shopper's cart (and its notes). */
  empty(who: Shopper): Promise<void>;
};

let registered = 0;

export async function startCartUpstream(options: TestUpstreamOptions = {}): Promise<CartUpstream> {
  const api = await startAccountsUpstream(options);
  const cartPath = (who: Shopper, query: Query = {}) =>
    `${V2}/cliente/${who.idcliente}/usuario/${who.idcliente}/cart?${queryString({ idfornecedor: who.supplier, ...query })}`;
  const parsed = async (response: Promise<Response>) => {
    const body: unknown = await (await response).clone().json();
    return { ...(await api.ok(CartSchema, response)), ...CartOwnerSchema.parse(body) };
  };
  const shopper = async (login: string, supplier: string, senha?: string) => {
    const session = await api.login(login, supplier, senha);
    return { token: session.token, idcliente: Number(session.cliente.idcliente), supplier };
  };
  return {
    ...api,
    shopper,
    async newShopper(supplier) {
      registered += 1;
      const email = `carrinho${registered}-${Date.now()}@exemplo.com.br`;
      const usuario = {
        nome: "Marina Teixeira",
        data_nascimento: "1991-07-09",
        cpf: cpfWithCheckDigits(String(300_000_000 + registered * 7919 + (Date.now() % 1000))),
        email,
        telefone: "(11) 95555-0199",
        senha: "segredo-marina",
        endereco: {
          cep: "05422-010",
          rua: "Rua dos Pinheiros",
          numero: "90",
          complemento: null,
          bairro: "Pinheiros",
          cidade: "São Paulo",
          uf: "SP",
        },
      };
      const response = await api.call("POST", `${V1}/cliente/anonimo/usuario`, {
        body: { idfornecedor: supplier, tokenOrigin: "web", usuario },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return shopper(email, supplier, "segredo-marina");
    },
    cartPath,
    cart: (who, query) => parsed(api.call("GET", cartPath(who, query), { token: who.token })),
    save: (who, body, query) => parsed(api.call("POST", cartPath(who, query), { token: who.token, body })),
    async empty(who) {
      await parsed(
        api.call("POST", cartPath(who), {
          token: who.token,
          body: { cartItens: [], observacao: "", numPedidoCliente: "" },
        }),
      );
    },
  };
}

/** The lines of a cart as product id and quantity. */
export const quantities = (cart: Cart) => cart.cartItens.map((line) => [Number(line.idproduto), line.quantidade]);

/** A line of the cart by product id. */
export function lineOf(cart: Cart, idproduto: number) {
  const line = cart.cartItens.find((item) => Number(item.idproduto) === idproduto);
  if (!line) throw new Error(`No line of ${idproduto} in ${JSON.stringify(quantities(cart))}`);
  return line;
}
