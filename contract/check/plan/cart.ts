// Calls 39–45: the customer's payment methods, the cart and its coupons, subscription types, and the
// quick order from a spreadsheet. The kit puts a product in the customer's cart.
import type { CartChange } from "~/models/requests/cart-change";
import { at, list, num, text } from "../json";
import { NO_SUPPLIER, app, enc, firstProduct, hasTag, session, supplierId, type State, type Step } from "./step";

const cartPath = (state: State, idcliente: string) =>
  `${app(state)}/cliente/${enc(idcliente)}/usuario/${enc(idcliente)}/cart`;

/** The payment method the kit prices with: the customer's default. */
export const defaultMethod = (state: State) => (state.methods.find((method) => method.padrao) ?? state.methods[0])?.id;

export function readCart(state: State, data: unknown): void {
  const lines = list(at(data, "cartItens")).map((line) => ({
    idproduto: text(at(line, "idproduto")) ?? "",
    quantidade: num(at(line, "quantidade")) ?? 0,
    precoUnitario: num(at(line, "precoUnitario")) ?? 0,
  }));
  state.cart = {
    subtotal: num(at(data, "subtotal")) ?? 0,
    lines: lines.filter((line) => line.idproduto && line.quantidade > 0),
  };
}

export const cartSteps: Step[] = [
  {
    call: 9,
    method: "GET",
    path: "/v2/app/{apptoken}/fornecedor/{id}/formas-pagamento",
    title: "Payment methods (the customer's)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `${app(state)}/fornecedor/${enc(supplierId(state))}/formas-pagamento`,
        query: { idcliente: who.idcliente },
        token: who.token,
      };
    },
    harvest(state, data) {
      state.methods = list(data)
        .map((method) => ({
          id: text(at(method, "idformapagamento")) ?? "",
          tipo: text(at(method, "tipo")) ?? "",
          padrao: at(method, "padrao") === true,
        }))
        .filter((method) => method.id);
    },
  },
  {
    call: 44,
    method: "GET",
    path: "/v4/subscription/type/list/{idfornecedor}",
    title: "Subscription types",
    prepare: (state) =>
      state.supplier ? { path: `/v4/subscription/type/list/${enc(supplierId(state))}` } : NO_SUPPLIER,
    harvest(state, data) {
      state.subscriptionType = text(at(list(at(data, "tipos"))[0], "idtipoassinatura"));
    },
  },
  {
    call: 40,
    method: "GET",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idcliente}/cart",
    title: "Load the cart",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: cartPath(state, who.idcliente),
        query: { idfornecedor: supplierId(state), idformapagamento: defaultMethod(state), tipoentrega: "DELIVERY" },
        token: who.token,
      };
    },
    harvest: readCart,
  },
  {
    call: 42,
    method: "GET",
    path: "/v2/app/cupom-desconto/cliente/{c}",
    title: "The customer's coupons",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v2/app/cupom-desconto/cliente/${enc(who.idcliente)}`,
        query: { onlyLast: false, available: true, idformapagamento: defaultMethod(state) },
        token: who.token,
      };
    },
    harvest(state, data) {
      state.couponCode =
        text(at(list(at(data, "cupons"))[0], "codigoCupom")) ?? text(at(data, "cupomRecomendacao", "codigoCupom"));
    },
  },
  {
    call: 40,
    method: "POST",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idcliente}/cart",
    title: "Save the cart (a product added)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const product = firstProduct(state);
      if (!product) return "no product in the answers of calls 11 and 14";
      return {
        path: cartPath(state, who.idcliente),
        query: { idfornecedor: supplierId(state), idformapagamento: defaultMethod(state), modoRepeticaoPedido: true },
        token: who.token,
        json: {
          cartItens: [{ idproduto: product.id, quantidade: product.min, embalarParaPresente: false }],
        } satisfies CartChange,
      };
    },
    harvest: readCart,
  },
  {
    call: 41,
    method: "GET",
    path: "/v2/app/cupom-desconto/validar-desconto/fornecedor/{f}/cliente/{c}/cupom/{code}",
    title: "Validate a coupon",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const code = state.couponCode ?? state.document.example(41, "code") ?? "CUPOM-DE-TESTE";
      return {
        path: `/v2/app/cupom-desconto/validar-desconto/fornecedor/${enc(supplierId(state))}/cliente/${enc(who.idcliente)}/cupom/${enc(code)}`,
        query: { canalVenda: "WEB", idformapagamento: defaultMethod(state) },
        token: who.token,
      };
    },
  },
  ...keptCouponSteps(),
  {
    call: 43,
    method: "GET",
    path: "/v2/app/cupom-desconto/indicacao/{c}",
    title: "Referral coupon",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const path = `/v2/app/cupom-desconto/indicacao/${enc(who.idcliente)}`;
      return hasTag(state, "uses-share-coupom")
        ? { path, token: who.token }
        : {
            path,
            token: who.token,
            expect: [404],
            note: "a refusal checked: the supplier has no tag uses-share-coupom",
          };
    },
  },
  {
    call: 45,
    method: "POST",
    path: "/v4/product/spreadsheet/{idfornecedor}/",
    title: "Products from a spreadsheet (quick order)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const product = state.products.find((item) => item.disponivel && item.codigo);
      if (!product?.codigo) return "no product with a code in the answers of calls 11 and 14";
      const form = new FormData();
      form.append(
        "arquivo",
        new Blob([`codigo;quantidade\n${product.codigo};${String(product.min).replace(".", ",")}\n`], {
          type: "text/csv",
        }),
        "pedido.csv",
      );
      return {
        path: `/v4/product/spreadsheet/${enc(supplierId(state))}/`,
        query: { idformapagamento: defaultMethod(state) },
        token: who.token,
        body: form,
      };
    },
  },
];

/** `cupomManual` of a cart answer: the code, null, or undefined when the server left it out (it keeps no coupon). */
function keptCode(data: unknown): string | null | undefined {
  if (!data || typeof data !== "object" || !Object.hasOwn(data, "cupomManual")) return undefined;
  const value = (data as { cupomManual: unknown }).cupomManual;
  return typeof value === "string" ? value : null;
}

const sameCode = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.toUpperCase() === b.toUpperCase();

/**
 * §40 "The coupon kept with the cart" (optional): the cart loaded with the coupon of call 42, again
 * without it, then with `removerCupom=true`. A server whose answer has `cupomManual` must keep the
 * code asked for, price it when a request names none, and forget it when told; one that leaves the
 * field out keeps no coupon, and only the schema is checked. The last step leaves the cart without a
 * kept coupon for the orders after it.
 */
function keptCouponSteps(): Step[] {
  const load = (
    title: string,
    query: (code: string) => Record<string, string | boolean>,
    verify: Step["verify"],
    harvest?: Step["harvest"],
  ): Step => ({
    call: 40,
    method: "GET",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idcliente}/cart",
    title,
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      if (!state.couponCode) return "no coupon in the answer of call 42 to keep with the cart";
      const note =
        state.couponKept === false
          ? "the server keeps no coupon with carts (no cupomManual): only the schema is checked"
          : undefined;
      return {
        path: cartPath(state, who.idcliente),
        query: { idfornecedor: supplierId(state), idformapagamento: defaultMethod(state), ...query(state.couponCode) },
        token: who.token,
        note,
      };
    },
    verify,
    harvest,
  });
  return [
    load(
      "Load the cart with a coupon (kept with the cart, where the server keeps coupons)",
      (code) => ({ codigoCupom: code }),
      (state, data) => {
        const kept = keptCode(data);
        return kept === undefined || sameCode(kept, state.couponCode ?? "")
          ? []
          : [
              {
                path: "cupomManual",
                message: `is ${JSON.stringify(kept)}, where the coupon asked for (${state.couponCode}) is kept`,
              },
            ];
      },
      (state, data) => {
        state.couponKept = keptCode(data) !== undefined;
      },
    ),
    load(
      "Load the cart without naming a coupon (the kept one answered)",
      () => ({}),
      (state, data) => {
        const kept = keptCode(data);
        if (!state.couponKept) return [];
        return sameCode(kept, state.couponCode ?? "")
          ? []
          : [
              {
                path: "cupomManual",
                message: `is ${JSON.stringify(kept ?? "left out")}, where the coupon kept before (${state.couponCode}) is answered`,
              },
            ];
      },
    ),
    load(
      "Load the cart, the coupon removed (removerCupom=true)",
      () => ({ removerCupom: true }),
      (state, data) => {
        const kept = keptCode(data);
        if (!state.couponKept) return [];
        return kept === null
          ? []
          : [
              {
                path: "cupomManual",
                message: `is ${JSON.stringify(kept ?? "left out")}, where null is answered once the coupon is removed`,
              },
            ];
      },
    ),
  ];
}
