// What a step of the plan is, and what the steps learn from the answers before them.
import type { ContractDocument, Fault } from "../document";
import type { Exchange, OutgoingRequest } from "../http";

export type CheckOptions = {
  /** The API base: the server's address, as the storefront's API_BASE_URL. */
  base: string;
  appToken: string;
  /** The supplier to check with (GUID or slug); default: the first one call 2 lists. */
  supplier?: string;
  /** A customer's login (e-mail or document) and password at that supplier: the calls that need a session. */
  login?: string;
  password?: string;
  /** A sales representative's login and password (calls 29 and 30). */
  representativeLogin?: string;
  representativePassword?: string;
  /** An ERP integration's API key and a customer's ERP id at the supplier (call 32). */
  apiKey?: string;
  erpUser?: string;
  /** The OpenAPI document's file (default docs/upstream-openapi.json). */
  documentFile?: string;
};

/** The request a step makes, and which statuses it expects (default: any 2xx). */
export type Prepared = Omit<OutgoingRequest, "method"> & {
  expect?: number[];
  /** Said beside the result (e.g. "a refusal checked: the supplier has no terms of use"). */
  note?: string;
  /** The request carries a value from the document's examples: a 404 then reports the step "not exercised" with this reason. */
  exampleFallback?: string;
  /**
   * The document's operation this request is for, whatever its address: a request to an address an
   * earlier answer gave (call 60's `urlTokenizacao`, any URL the document allows) is checked
   * against that operation instead of being looked for among the document's paths.
   */
  operationId?: string;
  /** The request carries credentials given on the command line: a 401 or 403 that conforms reports the step "not exercised" (the credentials were refused). */
  credentials?: boolean;
};

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type Session = { token: string; idcliente: string };

export type Product = {
  id: string;
  codigo?: string;
  nome: string;
  preco?: number;
  min: number;
  step: number;
  max?: number;
  disponivel: boolean;
  imagem?: string;
};

export type PaymentMethod = { id: string; tipo: string; padrao: boolean };

export type DeliveryChoice = { tipo: "DELIVERY" | "RETIRADA"; id: string; slot: string | null; minimum: number | null };

export type PlacedOrder = { numpedido: string; kind: "main" | "card" | "pix" | "quote"; total?: number; tipo?: string };

export type HistoryOrder = {
  numpedido: string;
  status: string;
  tipo: string | undefined;
  pagamento: string | undefined;
  total: number | undefined;
  orcamento: boolean;
};

/** What the steps learn from the answers, for the steps after them. */
export type State = {
  options: CheckOptions;
  document: ContractDocument;
  /** Makes the names this run writes (e-mails, address names) its own. */
  runId: string;
  supplier?: { id: string; slug?: string; tags: string[]; segments: string[] };
  /** A segment of call 1's `segmentos` with `requer_maioridade: true`, when the supplier has one. */
  adultsSegment?: string;
  /** The ids of the whole category tree's top categories (call 10 without `idsegmento`). */
  topCategories?: string[];
  /** Texts of earlier answers that may hold campaign links (`/acao/{id}`). */
  links: string[];
  store?: { lat: number; lng: number; description?: string };
  imagePath?: string;
  categoryId?: string;
  products: Product[];
  unavailable?: Product;
  tagId?: string;
  comboId?: string;
  pageSlug?: string;
  recommendation?: { sessao: string; item: string };
  customer?: Session & {
    email?: string;
    linked: { idcliente: string; principal: boolean }[];
    principal: boolean;
    approved?: boolean;
    terms?: number | null;
    name?: string;
    credit?: number | null;
    /** The company's user the login is (call 28's usuario_vinculado_logado.idusuario), null for a client's own login. */
    linkedUser?: string | null;
  };
  /** Why there is no customer session, when there is none. */
  noSession: string;
  lookupId?: string;
  registered?: { email: string; idcliente?: string };
  /** The test users the kit added to the company login (call 37), to remove them. */
  accountUserIds: string[];
  representative?: { token: string; idusuario?: string; clientId?: string; session?: string };
  apiKeySession?: string;
  switchedSession?: string;
  methods: PaymentMethod[];
  couponCode?: string;
  /** The server keeps the manual coupon with the cart: call 40 answered `cupomManual` (§40, optional). */
  couponKept?: boolean;
  subscriptionType?: string;
  cart?: { subtotal: number; lines: { idproduto: string; quantidade: number; precoUnitario: number }[] };
  cep?: string;
  cepEntry?: Record<string, unknown>;
  /** The customer's addresses (call 46). */
  addresses: Record<string, unknown>[];
  address?: { id: string; body: Record<string, unknown> };
  delivery?: DeliveryChoice;
  orderItems?: { idproduto: string; quantidade: number }[];
  orders: PlacedOrder[];
  /** Call 53's body of the kit's main order, asked again by call 54. */
  mainOrderBody?: Record<string, unknown>;
  /** The customer's orders other than the kit's (call 61). */
  history: HistoryOrder[];
  subscriptionId?: string;
  gateway?: { url: string; key: string };
  /** Orders of the history that allow a document or a step the kit's own new orders cannot: chosen by call 61. */
  delivered?: HistoryOrder;
  /** Call 55 of the delivered order: whether it is rated, has an NF-e, and the NF-e's access key (`notaFiscal.chave`). */
  deliveredDetail?: { rated: boolean; invoiced: boolean; accessKey?: string };
  settled?: HistoryOrder;
  pricedQuote?: HistoryOrder;
  /** The kit's two shopping lists (call 74) and the product it puts on them. */
  shoppingLists?: { first?: string; second?: string; product?: string };
  /** The kit's chat room (call 84's general one) and the id of the message it sends twice (call 86). */
  chat?: { sala?: string; idMensagemCliente?: string };
};

export type Step = {
  /** The section of docs/upstream-api.md. */
  call: number;
  method: Method;
  /** The path as docs/upstream-api.md writes it. */
  path: string;
  title: string;
  /** The request, or why the step cannot be made (reported "not exercised"). */
  prepare(state: State): Prepared | string;
  /** What the answer teaches the later steps (called when its status was expected). */
  harvest?(state: State, data: unknown, exchange: Exchange): void;
  /**
   * What the document cannot say of an expected answer: faults of its meaning against the contract's
   * prose (an optional field, when present, naming who placed the kit's own order; a coupon asked for
   * and not kept…; a PIX code's CRC, a slot's offset, a DANFE that is a PDF), each with the field's
   * path. Called when its status was expected, before harvest.
   */
  verify?(state: State, data: unknown, exchange: Exchange): Fault[];
  /** Another try after this answer (e.g. an identical order of a run a minute ago), or none. */
  retry?(state: State, exchange: Exchange, attempt: number): Prepared | undefined;
};

export const enc = encodeURIComponent;

/** `/v2/app/{apptoken}`. */
export const app = (state: State) => `/v2/app/${enc(state.options.appToken)}`;

/** The supplier's id, as the steps send it. */
export const supplierId = (state: State) => state.supplier?.id ?? "";

export const NO_SUPPLIER = "no supplier: call 2 listed none, or call 1 did not answer the one asked for";

export const hasTag = (state: State, tag: string) => state.supplier?.tags.includes(tag) ?? false;

/** The customer's session, or why there is none. */
export function session(state: State): (Session & NonNullable<State["customer"]>) | string {
  return state.customer ?? state.noSession;
}

export const firstProduct = (state: State) => state.products.find((product) => product.disponivel) ?? state.products[0];

/** A random string of letters and digits. */
export function randomKey(length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
