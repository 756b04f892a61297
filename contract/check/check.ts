// checkContract: runs the plan against a server and checks each answer against the document.
import { ContractDocument, type Fault } from "./document";
import { send, type Exchange, type OutgoingRequest } from "./http";
import { PLAN } from "./plan";
import { randomKey, type CheckOptions, type PlacedOrder, type Prepared, type State, type Step } from "./plan/step";

export type { CheckOptions } from "./plan/step";

export type Outcome = "conforms" | "does-not-conform" | "optional-absent" | "not-exercised" | "not-in-document";

export type CallResult = {
  /** The section of docs/upstream-api.md. */
  call: number;
  title: string;
  method: string;
  /** The path template: the document's when the operation was found, else the plan's. */
  path: string;
  operationId?: string;
  /** The path and query asked for. */
  target?: string;
  status?: number;
  outcome: Outcome;
  /** Not one of the calls the document marks `x-optional`. */
  required: boolean;
  /** What does not conform: a JSON pointer into the body ("" for the answer as a whole) and a message. */
  faults: Fault[];
  /** Why the step was not exercised, or what the answer said where another was expected. */
  why?: string;
  note?: string;
};

export type Report = {
  base: string;
  supplier?: string;
  login?: string;
  results: CallResult[];
  /** Operations of the document no exercised step reached. */
  unreached: { operationId: string; method: string; path: string; call?: number }[];
  counts: Record<Outcome, number>;
  /** False when a required call does not conform (the command's exit code 1). */
  ok: boolean;
  /** The orders the run placed (test data it wrote). */
  orders: PlacedOrder[];
};

const OPTIONAL_ABSENT = [404, 405, 501];

function newState(options: CheckOptions, document: ContractDocument): State {
  return {
    options,
    document,
    runId: `${new Date().toISOString().slice(0, 10).replace(/-/g, "")}-${randomKey(8)}`,
    links: [],
    products: [],
    noSession: options.login
      ? "the customer's login failed (call 28)"
      : "needs a customer's login (--login and --password)",
    methods: [],
    addresses: [],
    accountUserIds: [],
    orders: [],
    history: [],
  };
}

const expected = (prepared: Prepared, status: number) =>
  prepared.expect ? prepared.expect.includes(status) : status >= 200 && status < 300;

function message(exchange: Exchange): string {
  const data = exchange.data as { mensagem?: unknown; Mensagem?: unknown } | undefined;
  const text = data && typeof data === "object" ? (data.mensagem ?? data.Mensagem) : undefined;
  return typeof text === "string" ? `: "${text}"` : "";
}

/** The longest Retry-After of a 429 the kit waits for before asking once more. */
const MAX_RETRY_AFTER_S = 10;

/** A request, asked once more after a 429's short Retry-After (whole seconds): the kit makes a hundred calls in a few seconds. */
async function sendPatiently(state: State, request: OutgoingRequest): Promise<Exchange> {
  const exchange = await send(state.options.base, request);
  const wait =
    exchange.status === 429 && exchange.retryAfter !== null && /^\d+$/.test(exchange.retryAfter.trim())
      ? Number(exchange.retryAfter)
      : undefined;
  if (wait === undefined || wait > MAX_RETRY_AFTER_S) return exchange;
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  return send(state.options.base, request);
}

async function exercise(step: Step, state: State): Promise<CallResult> {
  const base: CallResult = {
    call: step.call,
    title: step.title,
    method: step.method,
    path: step.path,
    outcome: "not-exercised",
    required: true,
    faults: [],
  };
  let prepared: Prepared | string;
  try {
    prepared = step.prepare(state);
  } catch (error) {
    prepared = `the kit could not build the request: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof prepared === "string") return { ...base, why: prepared };

  const supplier = state.supplier?.id;
  let request = prepared;
  let exchange = await sendPatiently(state, { method: step.method, supplier, ...request });
  for (let attempt = 1; step.retry; attempt += 1) {
    const again = step.retry(state, exchange, attempt);
    if (!again) break;
    request = again;
    exchange = await sendPatiently(state, { method: step.method, supplier, ...request });
  }
  const result: CallResult = { ...base, target: exchange.target, status: exchange.status, note: request.note };
  // A request for a named operation (a gateway's own address) is that operation, whatever its URL.
  const operation = request.operationId
    ? state.document.byId(request.operationId)
    : state.document.find(step.method, exchange.target, step.call);
  if (operation)
    Object.assign(result, {
      path: operation.template,
      operationId: operation.operationId,
      required: !operation.optional,
    });
  const asExpected = expected(request, exchange.status);

  if (exchange.status === 0) {
    result.outcome = "does-not-conform";
    result.faults = [{ path: "", message: `no answer: ${exchange.failure ?? "the request failed"}` }];
  } else if (request.exampleFallback && exchange.status === 404 && !asExpected) {
    result.why = request.exampleFallback;
  } else if (!operation) {
    result.outcome = "not-in-document";
    result.why = request.operationId
      ? `the document has no operation ${request.operationId} (answered ${exchange.status})`
      : `no ${step.method} operation of section ${step.call} in the document matches ${exchange.target.split("?")[0]} (answered ${exchange.status})`;
  } else if (operation.optional && OPTIONAL_ABSENT.includes(exchange.status) && !asExpected) {
    result.outcome = "optional-absent";
  } else {
    const faults = state.document.check(operation, exchange);
    if (asExpected && step.verify) faults.push(...verified(step, state, exchange));
    if (!asExpected) {
      const wanted = request.expect ? request.expect.join(" or ") : "2xx";
      faults.unshift({
        path: "",
        message: `answered ${exchange.status}${message(exchange)}, where ${wanted} was expected`,
      });
    }
    const refused = request.credentials && [401, 403].includes(exchange.status) && faults.length === 1;
    result.faults = refused ? [] : faults;
    result.outcome = refused ? "not-exercised" : faults.length === 0 ? "conforms" : "does-not-conform";
    if (refused) result.why = `the server refused the credentials given (${exchange.status}${message(exchange)})`;
  }

  if (asExpected && exchange.status !== 0) {
    try {
      step.harvest?.(state, exchange.data, exchange);
    } catch {
      // An answer the later steps cannot read leaves them "not exercised", with their own reason.
    }
  }
  return result;
}

/** The step's own checks of the answer; one that cannot read it reports that, never throws. */
function verified(step: Step, state: State, exchange: Exchange): Fault[] {
  try {
    return step.verify?.(state, exchange.data, exchange) ?? [];
  } catch (error) {
    return [
      {
        path: "",
        message: `the kit could not read the answer: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  }
}

/** Exercises every call of the plan against `options.base` and reports how each answer conforms. */
export async function checkContract(options: CheckOptions): Promise<Report> {
  const document = ContractDocument.load(options.documentFile);
  const state = newState(options, document);
  const results: CallResult[] = [];
  for (const step of PLAN) results.push(await exercise(step, state));

  const reached = new Set(
    results
      .filter((result) => result.operationId && result.outcome !== "not-exercised")
      .map((result) => result.operationId),
  );
  const unreached = document.operations
    .filter((operation) => !reached.has(operation.operationId))
    .map((operation) => ({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.template,
      call: operation.call,
    }));
  const counts: Record<Outcome, number> = {
    conforms: 0,
    "does-not-conform": 0,
    "optional-absent": 0,
    "not-exercised": 0,
    "not-in-document": 0,
  };
  for (const result of results) counts[result.outcome] += 1;
  return {
    base: options.base,
    supplier: state.supplier ? (state.supplier.slug ?? state.supplier.id) : options.supplier,
    login: options.login,
    results,
    unreached,
    counts,
    ok: !results.some((result) => result.outcome === "does-not-conform" && result.required),
    orders: state.orders,
  };
}
