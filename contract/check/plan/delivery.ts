// Calls 46–52: the CEP lookup, the customer's addresses (the kit adds one at the supplier's store,
// changes it and deletes it once the order is placed), the billing address, and the delivery options.
import type { DeliveryProducts } from "~/models/requests/delivery-products";
import type { NewAddress } from "~/models/requests/new-address";
import { at, list, num, text } from "../json";
import { defaultMethod, readCart } from "./cart";
import { slotOffsetFaults } from "./content";
import { NO_SUPPLIER, app, enc, hasTag, session, supplierId, type Prepared, type State, type Step } from "./step";

const v1 = (state: State) => `/v1/app/${enc(state.options.appToken)}`;

const cepOf = (value: string | undefined) => {
  const match = value ? /\b(\d{5})-?(\d{3})\b/.exec(value) : null;
  return match ? `${match[1]}${match[2]}` : undefined;
};

/** The delivery type the kit asks for: delivery where the supplier delivers, else pickup. */
const deliveryType = (state: State): "DELIVERY" | "RETIRADA" =>
  hasTag(state, "has-delivery") || !hasTag(state, "has-collect") ? "DELIVERY" : "RETIRADA";

/** The kit's test address: at the supplier's store (inside its service area), from the CEP lookup, else a copy of the customer's first address. */
function testAddress(state: State): NewAddress | string {
  const entry = state.cepEntry;
  const primary = state.addresses[0];
  const source = entry ?? primary;
  if (!source) return "no CEP found by call 50 and the customer has no address (call 46)";
  const lat = state.store?.lat ?? num(source.lat);
  const lng = state.store?.lng ?? num(source.lng);
  const [cep, rua, bairro, cidade, uf] = [source.cep, source.rua, source.bairro, source.cidade, source.uf].map(text);
  if (!cep || !rua || !bairro || !cidade || !uf)
    return `the ${entry ? "CEP of call 50" : "address of call 46"} has no cep, rua, bairro, cidade or uf to send`;
  return {
    descricao: "Teste do contrato",
    cep,
    rua,
    numero: "100",
    complemento: null,
    bairro,
    cidade,
    uf,
    pais: "Brasil",
    pontoref: null,
    coords: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    primario: false,
    idfornecedor: supplierId(state),
  };
}

function withAddress(
  state: State,
  build: (who: NonNullable<State["customer"]>, address: NonNullable<State["address"]>) => Prepared | string,
): Prepared | string {
  const who = session(state);
  if (typeof who === "string") return who;
  return state.address ? build(who, state.address) : "the test address was not made (call 47)";
}

export const cepStep: Step = {
  call: 50,
  method: "GET",
  path: "/v2/app/{apptoken}/cep/{cep}",
  title: "CEP lookup (the store's CEP)",
  prepare(state) {
    const cep = cepOf(state.store?.description);
    if (cep) return { path: `${app(state)}/cep/${enc(cep)}` };
    const example = state.document.example(50, "cep");
    return example
      ? {
          path: `${app(state)}/cep/${enc(example)}`,
          exampleFallback: `the store's address (calls 1 and 3) holds no CEP; the document's example cep ${example} is unknown to this server (404)`,
        }
      : "no CEP: the store's address (calls 1 and 3) holds none and the document gives no example";
  },
  retry(state, exchange, attempt) {
    const example = state.document.example(50, "cep");
    if (attempt > 1 || exchange.status !== 404 || !example || exchange.target.includes(`/cep/${example}`))
      return undefined;
    return {
      path: `${app(state)}/cep/${enc(example)}`,
      note: "the store's CEP is not in this server's directory: the document's example asked instead",
      exampleFallback: `neither the store's CEP nor the document's example cep ${example} is in this server's directory (404)`,
    };
  },
  harvest(state, data) {
    if (!data || typeof data !== "object") return;
    state.cepEntry = data as Record<string, unknown>;
    state.cep = text(state.cepEntry.cep)?.replace(/\D/g, "");
  },
};

export const addressSteps: Step[] = [
  {
    call: 46,
    method: "GET",
    path: "/v1/app/{apptoken}/{clientpath}/enderecos",
    title: "Addresses (the list)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `${v1(state)}/cliente/${enc(who.idcliente)}/enderecos`,
        query: { idfornecedor: supplierId(state) },
        token: who.token,
      };
    },
    harvest(state, data) {
      state.addresses = list(data).filter(
        (item): item is Record<string, unknown> => !!item && typeof item === "object",
      );
    },
  },
  {
    call: 47,
    method: "POST",
    path: "/v1/app/{apptoken}/{clientpath}/enderecos",
    title: "New address (a test address at the store)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const body = testAddress(state);
      return typeof body === "string"
        ? body
        : { path: `${v1(state)}/cliente/${enc(who.idcliente)}/enderecos`, token: who.token, json: body };
    },
    harvest(state, data) {
      const id = text(at(data, "idendereco"));
      const body = testAddress(state);
      if (id && typeof body !== "string") state.address = { id, body };
    },
  },
  {
    call: 49,
    method: "GET",
    path: "/v2/app/{apptoken}/{clientpath}/enderecos/{idendereco}/faturamento",
    title: "Billing address (of the test address)",
    prepare: (state) =>
      withAddress(state, (who, address) => ({
        path: `${app(state)}/cliente/${enc(who.idcliente)}/enderecos/${enc(address.id)}/faturamento`,
        token: who.token,
      })),
  },
  {
    call: 51,
    method: "GET",
    path: "/v4/app/{apptoken}{idcliente}/formas-entrega/{idfornecedor}",
    title: "Delivery options (the test address)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const tipo = deliveryType(state);
      if (tipo === "DELIVERY" && !state.address) return "the test address was not made (call 47)";
      return {
        path: `/v4/app/${enc(state.options.appToken)}${enc(who.idcliente)}/formas-entrega/${enc(supplierId(state))}`,
        query: {
          idendereco: tipo === "DELIVERY" ? state.address?.id : undefined,
          tipoEntrega: tipo,
          idformapagamento: defaultMethod(state),
        },
        token: who.token,
      };
    },
    verify: (_state, data) => slotOffsetFaults(data),
    harvest(state, data) {
      const tipo = deliveryType(state);
      const option = list(data).find((item) => list(at(item, "agendamentos")).length > 0) ?? list(data)[0];
      const id = text(at(option, "idformaentrega"));
      // The second slot where there is one: the first may close between this answer and the order.
      const slots = list(at(option, "agendamentos"));
      if (id)
        state.delivery = {
          tipo,
          id,
          slot: text(at(slots[1] ?? slots[0], "data_de_entrega")) ?? null,
          minimum: num(at(option, "pedido_minimo")) ?? null,
        };
    },
  },
  {
    call: 52,
    method: "POST",
    path: "/v4/app/formas-entrega/{idfornecedor}/{cep}",
    title: "Delivery options for a CEP",
    prepare(state) {
      if (!state.supplier) return NO_SUPPLIER;
      const tipo = deliveryType(state);
      const cep = tipo === "RETIRADA" ? "00000000" : (state.cep ?? text(state.address?.body.cep));
      if (!cep) return "no CEP (call 50)";
      const produtos = (state.cart?.lines ?? []).map((line) => ({
        idproduto: line.idproduto,
        quantidade: line.quantidade,
        valor: line.precoUnitario,
      }));
      return {
        path: `/v4/app/formas-entrega/${enc(supplierId(state))}/${enc(cep)}`,
        query: { tipoEntrega: tipo, lat: state.store?.lat, lng: state.store?.lng },
        json: { produtos } satisfies DeliveryProducts,
      };
    },
    verify: (_state, data) => slotOffsetFaults(data),
  },
  {
    call: 40,
    method: "POST",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idcliente}/cart",
    title: "Save the cart (up to the delivery option's minimum order)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const lines = state.cart?.lines ?? [];
      if (lines.length === 0) return "the cart is empty (call 40)";
      const minimum = state.delivery?.minimum ?? 0;
      const first = lines[0]!;
      const product = state.products.find((item) => item.id === first.idproduto);
      const step = product?.step || 1;
      let quantidade = first.quantidade;
      const others = state.cart!.subtotal - first.quantidade * first.precoUnitario;
      if (first.precoUnitario > 0 && state.cart!.subtotal < minimum)
        quantidade = Math.ceil((minimum - others) / first.precoUnitario / step) * step + step;
      if (product?.max) quantidade = Math.min(quantidade, product.max);
      return {
        path: `${app(state)}/cliente/${enc(who.idcliente)}/usuario/${enc(who.idcliente)}/cart`,
        query: { idfornecedor: supplierId(state), idformapagamento: defaultMethod(state) },
        token: who.token,
        json: {
          cartItens: lines.map((line, index) => ({
            idproduto: line.idproduto,
            quantidade: index === 0 ? Number(quantidade.toFixed(3)) : line.quantidade,
            embalarParaPresente: false,
          })),
          observacao: "Pedido de teste (contract:check)",
        },
      };
    },
    harvest(state, data) {
      readCart(state, data);
      state.orderItems = state.cart?.lines.map((line) => ({ idproduto: line.idproduto, quantidade: line.quantidade }));
    },
  },
];

/** Call 70 (optional, the reference server's own): the map tile, at zoom 16, that holds the store. */
export const mapTileStep: Step = {
  call: 70,
  method: "GET",
  path: "/mapa/{z}/{x}/{y}.svg",
  title: "Map tiles (the store's, zoom 16)",
  prepare(state) {
    if (!state.store) return "no store position (calls 1 and 3)";
    const zoom = 16;
    const scale = 2 ** zoom;
    const lat = (state.store.lat * Math.PI) / 180;
    const x = Math.floor(((state.store.lng + 180) / 360) * scale);
    const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale);
    return { path: `/mapa/${zoom}/${x}/${y}.svg`, accept: "image/svg+xml" };
  },
};

/** Once the orders are placed: the test address changed, then deleted. */
export const addressCleanupSteps: Step[] = [
  {
    call: 48,
    method: "POST",
    path: "/v1/app/{apptoken}/{clientpath}/enderecosput",
    title: "Update an address (the test address)",
    prepare: (state) =>
      withAddress(state, (who, address) => ({
        path: `${v1(state)}/cliente/${enc(who.idcliente)}/enderecosput`,
        token: who.token,
        json: { ...address.body, idendereco: address.id, complemento: "Alterado pelo teste do contrato" },
      })),
  },
  {
    call: 48,
    method: "POST",
    path: "/v1/app/{apptoken}/cliente/enderecos/{idendereco}/excluir",
    title: "Delete an address (the test address)",
    prepare: (state) =>
      withAddress(state, (who, address) => ({
        path: `${v1(state)}/cliente/enderecos/${enc(address.id)}/excluir`,
        token: who.token,
      })),
  },
];
