// Calls 53–55 and 61–69: orders the kit places (paid on delivery where the supplier offers it, else by
// the customer's default method; by card and by PIX where offered, for calls 57–60; a quote where the
// supplier takes them), the order read back, the history, and what the history allows: rating a
// delivered order, its receipt and NF-e, accepting a priced quote. Then the export, the subscription
// the order started (cancelled) and the invoices.
import type { OrderExportRequest } from "~/models/orders/order-export";
import type { QuoteAcceptanceRequest } from "~/models/orders/quote-acceptance";
import { at, list, num, text } from "../json";
import type { Fault } from "../document";
import type { Exchange } from "../http";
import { defaultMethod } from "./cart";
import { nfeXmlFaults, pdfFaults } from "./content";
import {
  app,
  enc,
  hasTag,
  randomKey,
  session,
  supplierId,
  type HistoryOrder,
  type PlacedOrder,
  type Prepared,
  type State,
  type Step,
} from "./step";

const INVOICED = ["PAGO", "EMENTREGA", "PRONTO_RETIRADA", "ENTREGUE"];

const method = (state: State, tipo: string) => state.methods.find((item) => item.tipo === tipo)?.id;

/**
 * The main order's method: on delivery where offered, else the customer's default, unless that is an
 * invoice above the credit available (call 33), then PIX or card.
 */
function mainMethod(state: State): string | undefined {
  const onDelivery = method(state, "NA_ENTREGA");
  if (onDelivery) return onDelivery;
  const fallback = defaultMethod(state);
  const invoice = state.methods.find((item) => item.id === fallback)?.tipo === "FATURADO";
  const credit = state.customer?.credit;
  const total = (state.cart?.subtotal ?? 0) * 1.5;
  if (invoice && (credit === null || (credit !== undefined && credit < total)))
    return method(state, "PIX") ?? method(state, "CARTAO") ?? fallback;
  return fallback;
}

const tipoOf = (state: State, id: string) => state.methods.find((item) => item.id === id)?.tipo;

const placed = (state: State, kind: PlacedOrder["kind"]) => state.orders.find((order) => order.kind === kind);

/** Call 53's body for the kit's cart lines; `extra` steps of the first line make it unlike an identical order of a run a minute ago. */
function orderBody(
  state: State,
  idformapagamento: string,
  options: { quote?: boolean; subscription?: boolean; extra?: number } = {},
): Record<string, unknown> | string {
  const items = state.orderItems;
  if (!items || items.length === 0) return "the cart holds no line to order (call 40)";
  if (!state.delivery) return "no delivery option with an open slot (call 51)";
  const delivery = state.delivery;
  if (delivery.tipo === "DELIVERY" && !state.address) return "no test address to deliver to (call 47)";
  const step = (id: string) => state.products.find((product) => product.id === id)?.step || 1;
  return {
    chaveIdempotencia: `contrato-${randomKey(24)}`,
    idfornecedor: supplierId(state),
    itens: items.map((item, index) => ({
      idproduto: item.idproduto,
      quantidade: Number(
        (item.quantidade + (index === 0 ? (options.extra ?? 0) * step(item.idproduto) : 0)).toFixed(3),
      ),
      embalarParaPresente: false,
    })),
    anotacoes: "Pedido de teste (contract:check)",
    numPedidoCliente: `CONTRATO-${state.runId}`.slice(0, 40),
    cupom: null,
    cupomAplicacaoAutomatica: true,
    tipoEntrega: delivery.tipo,
    formaEntrega: { idformaentrega: delivery.id, data_de_entrega: delivery.slot },
    enderecoentrega: delivery.tipo === "DELIVERY" ? { idendereco: state.address!.id } : null,
    lojaRetira: null,
    enderecofaturamento: null,
    idtipoassinatura: options.subscription ? (state.subscriptionType ?? null) : null,
    caracteristicas: [],
    representante: null,
    usuarioVinculado: null,
    idapikeys: null,
    canalVenda: "WEB",
    orcamento: options.quote ?? false,
    formaPagamento: { idformapagamento: idformapagamento, temForma: true, trocoPara: null },
  };
}

/** A 409 "identical order" (the kit's own, or one of a run under a minute ago) is tried again with more of the first product. */
function identicalRetry(build: (state: State, extra: number) => Prepared | string) {
  return (state: State, exchange: Exchange, attempt: number): Prepared | undefined => {
    if (exchange.status !== 409 || at(exchange.data, "pedidoIdentico") !== true || attempt > 8) return undefined;
    const next = build(state, attempt);
    return typeof next === "string"
      ? undefined
      : {
          ...next,
          note: `placed again with ${attempt} more step${attempt > 1 ? "s" : ""} of its first product: an identical order was placed under a minute ago`,
        };
  };
}

function placeOrder(
  kind: PlacedOrder["kind"],
  title: string,
  choose: (state: State) => string | undefined,
  why: string,
  options: { quote?: boolean; subscription?: boolean } = {},
): Step {
  const build = (state: State, extra: number): Prepared | string => {
    const who = session(state);
    if (typeof who === "string") return who;
    if (kind === "quote" && !hasTag(state, "support-budget"))
      return "the supplier takes no quotes (no tag support-budget)";
    if (who.approved === false && hasTag(state, "restrict-not-approved-user-submission"))
      return "the customer awaits the supplier's approval (call 28) and the supplier takes no orders from them (tag restrict-not-approved-user-submission)";
    const idformapagamento = choose(state);
    if (!idformapagamento) return why;
    if (kind !== "main" && kind !== "quote" && mainMethod(state) === idformapagamento)
      return `the kit's main order is paid by this method already (${idformapagamento})`;
    const body = orderBody(state, idformapagamento, { ...options, extra });
    if (typeof body === "string") return body;
    if (kind === "main") state.mainOrderBody = body;
    return { path: `${app(state)}/usuario/${enc(who.idcliente)}/pedido`, token: who.token, json: body };
  };
  return {
    call: 53,
    method: "POST",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/pedido",
    title,
    prepare: (state) => build(state, 0),
    retry: identicalRetry(build),
    harvest(state, data) {
      const numpedido = text(at(data, "numpedido"));
      if (numpedido)
        state.orders.push({
          numpedido,
          kind,
          total: num(at(data, "totalpedido")),
          tipo: text(at(data, "pagamento", "tipo")) ?? tipoOf(state, choose(state) ?? ""),
        });
    },
  };
}

function withOrder(
  state: State,
  kind: PlacedOrder["kind"],
  build: (who: NonNullable<State["customer"]>, order: PlacedOrder) => Prepared | string,
): Prepared | string {
  const who = session(state);
  if (typeof who === "string") return who;
  const order = placed(state, kind);
  return order ? build(who, order) : `the kit's ${kind === "main" ? "" : `${kind} `}order was not placed (call 53)`;
}

/** A step on an order of the history when there is one fit for it, else on the kit's own order, whose refusal is checked. */
function historyOr(
  state: State,
  pick: HistoryOrder | undefined,
  refusal: { expect: number[]; note: string },
  build: (who: NonNullable<State["customer"]>, numpedido: string) => Prepared,
): Prepared | string {
  const who = session(state);
  if (typeof who === "string") return who;
  if (pick)
    return {
      ...build(who, pick.numpedido),
      note: `order ${pick.numpedido} of the customer's history (call 61), ${pick.status}`,
    };
  const own = placed(state, "main");
  if (!own) return `no order fit for it in call 61's list, and the kit's order was not placed (call 53)`;
  return { ...build(who, own.numpedido), ...refusal };
}

/**
 * Call 55's and 61's optional `idusuariovinculado` on an order the kit placed with its login, when the
 * server sends it: the login's company user (call 28's usuario_vinculado_logado), or null for a client's
 * own login (docs/upstream-api.md §55, "Whose order it is"). Absent is fine.
 */
function placedByFaults(state: State, value: unknown, path: string): Fault[] {
  if (value === undefined) return [];
  const expected = state.customer?.linkedUser ?? null;
  const named = value === null ? null : (text(value) ?? JSON.stringify(value));
  if (named === expected) return [];
  const login =
    expected === null ? "the client's own login (null expected)" : `the company's user ${expected} (call 28)`;
  return [
    { path, message: `names ${JSON.stringify(value)} as the user who placed the kit's own order, placed by ${login}` },
  ];
}

export const orderSteps: Step[] = [
  placeOrder(
    "main",
    "Place an order (paid on delivery, or by the default method)",
    mainMethod,
    "no payment method (call 9)",
    { subscription: true },
  ),
  {
    call: 54,
    method: "POST",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade",
    title: "Was this order placed already? (the one just placed)",
    prepare: (state) =>
      withOrder(state, "main", (who) => ({
        path: `${app(state)}/usuario/${enc(who.idcliente)}/pedido/duplicidade`,
        token: who.token,
        json: state.mainOrderBody,
      })),
  },
  {
    call: 54,
    method: "POST",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade",
    title: "Was this order placed already? (asked by its key alone, without lines)",
    prepare: (state) =>
      withOrder(state, "main", (who) => ({
        path: `${app(state)}/usuario/${enc(who.idcliente)}/pedido/duplicidade`,
        token: who.token,
        json: { ...state.mainOrderBody, itens: [] },
      })),
  },
  {
    call: 55,
    method: "GET",
    path: "/v2/app/{apptoken}/order/{numpedido}",
    title: "One order (the one just placed)",
    prepare: (state) =>
      withOrder(state, "main", (who, order) => ({
        path: `${app(state)}/order/${enc(order.numpedido)}`,
        token: who.token,
      })),
    verify: (state, data) => placedByFaults(state, at(data, "idusuariovinculado"), "/idusuariovinculado"),
  },
  placeOrder(
    "card",
    "Place an order (paid by card)",
    (state) => method(state, "CARTAO"),
    "no card payment method for this customer (call 9)",
  ),
  placeOrder(
    "pix",
    "Place an order (paid by PIX)",
    (state) => method(state, "PIX"),
    "no PIX payment method for this customer (call 9)",
  ),
  placeOrder("quote", "Place an order (a quote)", mainMethod, "no payment method (call 9)", { quote: true }),
  {
    call: 61,
    method: "GET",
    path: "/v2/app/pedido/cliente/{idcliente}",
    title: "The customer's orders",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return { path: `/v2/app/pedido/cliente/${enc(who.idcliente)}`, token: who.token };
    },
    verify(state, data) {
      const own = new Set(state.orders.map((order) => order.numpedido));
      return list(data).flatMap((item, index) =>
        own.has(text(at(item, "numpedido")) ?? "")
          ? placedByFaults(state, at(item, "idusuariovinculado"), `/${index}/idusuariovinculado`)
          : [],
      );
    },
    harvest(state, data) {
      const own = new Set(state.orders.map((order) => order.numpedido));
      state.history = list(data)
        .map((item) => ({
          numpedido: text(at(item, "numpedido")) ?? "",
          status: text(at(item, "status")) ?? "",
          tipo: text(at(item, "formaPagamento", "tipo")),
          pagamento: text(at(item, "pagamento", "status")),
          total: num(at(item, "totalpedido")),
          orcamento: at(item, "orcamento") === true,
        }))
        .filter((order) => order.numpedido && !own.has(order.numpedido));
      state.delivered =
        state.history.find((order) => order.status === "ENTREGUE") ??
        state.history.find((order) => INVOICED.includes(order.status));
      state.settled = state.history.find(
        (order) =>
          ((order.tipo === "CARTAO" || order.tipo === "PIX") && order.pagamento === "APROVADO") ||
          (order.tipo === "NA_ENTREGA" && order.status === "ENTREGUE"),
      );
      state.pricedQuote = state.history.find((order) => order.status === "ORCAMENTO_PRECIFICADO");
    },
  },
  {
    call: 55,
    method: "GET",
    path: "/v2/app/{apptoken}/order/{numpedido}",
    title: "One order (a delivered one of the history, for its rating and NF-e)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return state.delivered
        ? { path: `${app(state)}/order/${enc(state.delivered.numpedido)}`, token: who.token }
        : "no delivered or invoiced order in call 61's list";
    },
    harvest(state, data) {
      const rating = at(data, "avaliacao");
      const invoice = at(data, "notaFiscal");
      state.deliveredDetail = {
        rated: rating !== null && rating !== undefined,
        invoiced: invoice !== null && invoice !== undefined,
        accessKey: text(at(invoice, "chave")),
      };
    },
  },
  {
    call: 62,
    method: "POST",
    path: "/v1/app/{apptoken}/pedido/{numpedido}/avaliar",
    title: "Rate an order",
    prepare(state) {
      const delivered = state.delivered?.status === "ENTREGUE" ? state.delivered : undefined;
      const rated = state.deliveredDetail?.rated ?? false;
      const refusal = {
        expect: [422],
        note: "a refusal checked: no delivered order in call 61's list, so the kit's own order (not delivered)",
      };
      const prepared = historyOr(state, delivered, refusal, (who, numpedido) => ({
        path: `/v1/app/${enc(state.options.appToken)}/pedido/${enc(numpedido)}/avaliar`,
        token: who.token,
        body: new URLSearchParams({ nota: "5", comentario: "Avaliação de teste (contract:check)" }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }));
      if (typeof prepared !== "string" && delivered && rated)
        return { ...prepared, expect: [409], note: "a refusal checked: the delivered order is rated already" };
      return prepared;
    },
  },
  {
    call: 63,
    method: "POST",
    path: "/v4/payment/generate-receipt/{numorder}/{idclient}",
    title: "Receipt of an order's payment",
    prepare: (state) =>
      historyOr(
        state,
        state.settled,
        {
          expect: [409],
          note: "a refusal checked: no settled order in call 61's list, so the kit's own order (not settled)",
        },
        (who, numpedido) => ({
          path: `/v4/payment/generate-receipt/${enc(numpedido)}/${enc(who.idcliente)}`,
          token: who.token,
          accept: "application/pdf",
        }),
      ),
  },
  ...(
    [
      [64, "/v4/danfe/{numpedido}/{idfornecedor}", "DANFE of an order's NF-e", "application/pdf"],
      [65, "/v4/nfe-xml/{numpedido}/{idfornecedor}", "XML of an order's NF-e", "application/xml"],
    ] as const
  ).map(([call, path, title, accept]): Step => ({
    call,
    method: "GET",
    path,
    title,
    prepare: (state) =>
      historyOr(
        state,
        state.deliveredDetail?.invoiced ? state.delivered : undefined,
        {
          expect: [409],
          note: "a refusal checked: no order with an NF-e in call 61's list (call 55's notaFiscal), so the kit's own order (none yet)",
        },
        (who, numpedido) => ({
          path: path.replace("{numpedido}", enc(numpedido)).replace("{idfornecedor}", enc(supplierId(state))),
          token: who.token,
          accept,
        }),
      ),
    // The file itself (a 200; a refusal is JSON the document checks): a PDF, or XML with the order's access key.
    verify: (state, _data, exchange) =>
      exchange.status !== 200
        ? []
        : call === 64
          ? pdfFaults(exchange.body)
          : nfeXmlFaults(exchange.body, state.deliveredDetail?.accessKey),
  })),
  {
    call: 66,
    method: "POST",
    path: "/v4/orders/export/{idcliente}",
    title: "Orders export",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v4/orders/export/${enc(who.idcliente)}`,
        token: who.token,
        json: { tipo: "pedidos" } satisfies OrderExportRequest,
        accept: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv",
      };
    },
  },
  {
    call: 67,
    method: "POST",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/orcamento/{numpedido}/aceitar",
    title: "Quote acceptance",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const path = (numpedido: string) =>
        `${app(state)}/usuario/${enc(who.idcliente)}/orcamento/${enc(numpedido)}/aceitar`;
      if (state.pricedQuote)
        return {
          path: path(state.pricedQuote.numpedido),
          token: who.token,
          json: { totalpedido: state.pricedQuote.total ?? 0 } satisfies QuoteAcceptanceRequest,
          note: `quote ${state.pricedQuote.numpedido} of the customer's history (call 61), priced`,
        };
      const quote = placed(state, "quote");
      if (!quote)
        return hasTag(state, "support-budget")
          ? "the kit's quote was not placed (call 53)"
          : "the supplier takes no quotes (no tag support-budget)";
      return {
        path: path(quote.numpedido),
        token: who.token,
        json: { totalpedido: quote.total ?? 0 } satisfies QuoteAcceptanceRequest,
        expect: [422],
        note: "a refusal checked: no priced quote in call 61's list, so the kit's own quote (not priced yet)",
      };
    },
  },
  {
    call: 68,
    method: "GET",
    path: "/v4/subscription/list/{idfornecedor}/{idcliente}",
    title: "Subscriptions (the list)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return { path: `/v4/subscription/list/${enc(supplierId(state))}/${enc(who.idcliente)}`, token: who.token };
    },
    harvest(state, data) {
      const main = placed(state, "main")?.numpedido;
      state.subscriptionId = text(
        at(
          list(data).find(
            (item) => main !== undefined && text(at(item, "numpedido")) === main && at(item, "status") === "ATIVA",
          ),
          "idassinatura",
        ),
      );
    },
  },
  ...(
    [
      ["GET", "/v4/subscription/get/{idassinatura}", "Subscriptions (one: the one the kit's order started)"],
      ["DELETE", "/v4/subscription/cancel/{idassinatura}", "Subscriptions (cancel the one the kit's order started)"],
    ] as const
  ).map(([verb, path, title]): Step => ({
    call: 68,
    method: verb,
    path,
    title,
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      if (!state.subscriptionId)
        return state.subscriptionType
          ? "the kit's order started no subscription (call 68's list)"
          : "the supplier has no subscription types (call 44)";
      return { path: path.replace("{idassinatura}", enc(state.subscriptionId)), token: who.token };
    },
  })),
  {
    call: 69,
    method: "GET",
    path: "/v2/app/{apptoken}/{clientpath}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}",
    title: "Invoices",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `${app(state)}/cliente/${enc(who.idcliente)}/faturas-cliente/fornecedor/${enc(supplierId(state))}/cliente/${enc(who.idcliente)}`,
        query: { completeInfo: true },
        token: who.token,
      };
    },
  },
];
