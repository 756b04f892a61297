// Calls 56–60: the card gateway, paying the kit's card order (with a number every gateway refuses, so
// nothing is charged), the kept cards, and the PIX charge of the kit's PIX order.
import { at, text } from "../json";
import { pixCodeFaults } from "./content";
import { enc, session, supplierId, type Prepared, type State, type Step } from "./step";

/** Visa's test number with its last digit changed: it fails the Luhn check, so any gateway refuses it. */
const REFUSED_CARD = { number: "4111111111111112", name: "TESTE DO CONTRATO", expiry: "12/30", cvc: "123" };

const cardMethod = (state: State) => state.methods.find((method) => method.tipo === "CARTAO")?.id;

function billing(state: State): Record<string, unknown> {
  const source = state.cepEntry ?? state.addresses[0] ?? {};
  return {
    faturamento_cep: text(source.cep)?.replace(/\D/g, ""),
    faturamento_rua: text(source.rua),
    faturamento_numero: "100",
    faturamento_complemento: null,
    faturamento_bairro: text(source.bairro),
    faturamento_cidade: text(source.cidade),
    faturamento_estado: text(source.uf),
    faturamento_pais: "Brasil",
  };
}

function withOrder(
  state: State,
  kind: "card" | "pix",
  build: (who: NonNullable<State["customer"]>, numpedido: string) => Prepared,
): Prepared | string {
  const who = session(state);
  if (typeof who === "string") return who;
  // The kit's main order stands in when it is paid by that method already.
  const order =
    state.orders.find((item) => item.kind === kind) ??
    state.orders.find((item) => item.kind === "main" && item.tipo === (kind === "card" ? "CARTAO" : "PIX"));
  return order
    ? build(who, order.numpedido)
    : `the kit's ${kind === "card" ? "card" : "PIX"} order was not placed (call 53)`;
}

export const paymentSteps: Step[] = [
  {
    call: 60,
    method: "GET",
    path: "/v4/gateways/token",
    title: "The card gateway's token",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const method = cardMethod(state);
      return method
        ? {
            path: "/v4/gateways/token",
            query: { idsupplier: supplierId(state), idformapagamento: method },
            token: who.token,
          }
        : "no card payment method for this customer (call 9)";
    },
    harvest(state, data) {
      const url = text(at(data, "urlTokenizacao"));
      const key = text(at(data, "chavePublica"));
      if (url && key) state.gateway = { url, key };
    },
  },
  {
    call: 60,
    method: "POST",
    path: "{urlTokenizacao}",
    title: "Tokenizing a card at the gateway",
    prepare: (state) =>
      state.gateway
        ? {
            path: state.gateway.url,
            // Any address call 60 gives (the document allows any URL) is the gateway's tokenization.
            operationId: "call60-tokenize",
            json: { chavePublica: state.gateway.key, ...REFUSED_CARD },
            expect: [422],
            note: "a refusal checked: a number that fails the Luhn check",
          }
        : "no gateway address (call 60's urlTokenizacao)",
  },
  {
    call: 57,
    method: "POST",
    path: "/v4/app/payment/confirm-payment/{numpedido}",
    title: "Pay an order by card (a card the gateway refuses)",
    prepare: (state) =>
      withOrder(state, "card", (who, numpedido) => ({
        path: `/v4/app/payment/confirm-payment/${enc(numpedido)}`,
        token: who.token,
        json: {
          idclient: who.idcliente,
          sessionId: crypto.randomUUID(),
          externalAuthentication: null,
          creditcard: { ...REFUSED_CARD, salvarCartao: false, ...billing(state) },
        },
        note: "a number that fails the Luhn check: refused, nothing charged",
      })),
  },
  {
    call: 58,
    method: "GET",
    path: "/v4/app/creditcard/{idclient}",
    title: "Kept cards",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v4/app/creditcard/${enc(who.idcliente)}`,
        query: { idfornecedor: supplierId(state), tipo: "CREDITO" },
        token: who.token,
      };
    },
  },
  {
    call: 58,
    method: "DELETE",
    path: "/v4/creditcard/{idcreditcard}",
    title: "Kept cards (forget one)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: "/v4/creditcard/987654321",
        token: who.token,
        expect: [404],
        note: "a refusal checked: a card the customer does not keep (the kit forgets none of theirs)",
      };
    },
  },
  {
    call: 59,
    method: "POST",
    path: "/v4/payment/pix/{numpedido}",
    title: "PIX charge of an order (made)",
    prepare: (state) =>
      withOrder(state, "pix", (who, numpedido) => ({ path: `/v4/payment/pix/${enc(numpedido)}`, token: who.token })),
    verify: (_state, data) => pixCodeFaults(data),
  },
  {
    call: 59,
    method: "GET",
    path: "/v4/payment/pix/{numpedido}",
    title: "PIX charge of an order (as it stands)",
    prepare: (state) =>
      withOrder(state, "pix", (who, numpedido) => ({ path: `/v4/payment/pix/${enc(numpedido)}`, token: who.token })),
    verify: (_state, data) => pixCodeFaults(data),
  },
];
