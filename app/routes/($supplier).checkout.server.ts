import { logPurchase } from "~/services/checkout/purchase-log.server";
import { requireAgeForCart } from "~/services/segment-gate.server";
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { couponAfter, preferencesAfter, type CartPreferences } from "~/models/cart-preferences";
import { cartCouponView } from "~/models/coupon-view";
import {
  characteristicAnswers,
  PaymentChoiceFormSchema,
  PlaceOrderFormSchema,
  type PlaceOrderForm,
} from "~/models/checkout/checkout-form";
import { decideOrder, refusalText, type AcceptedOrder, type CheckoutRefusal } from "~/models/checkout/checkout-refusal";
import { cardsOwnerName } from "~/models/account-role";
import { checkoutBlockers } from "~/models/checkout/checkout-readiness";
import { checkoutIntent } from "~/models/checkout/form-names";
import { cardText, UNKEPT_CARD_FIELDS } from "~/models/checkout/card-form";
import { instalmentChoices, instalmentLabel } from "~/models/checkout/instalments";
import { IdempotencyKeySchema, type OrderSubmission } from "~/models/checkout/order";
import { orderAddress, orderSubmission } from "~/models/checkout/order-submission";
import { confirmationPath, orderOutcomeText } from "~/models/checkout/order-outcome";
import { placedMessage } from "~/models/checkout/outcomes";
import { streetFormValues } from "~/models/shared/street-form-values";
import { deliveryFigure, orderFigures } from "~/models/checkout/order-figures";
import { addressSummary } from "~/models/delivery/address";
import { feeLabel, slotLabel } from "~/models/delivery/option-labels";
import { supplierPath } from "~/models/links";
import { hasTag } from "~/models/supplier-tags";
import { getOrderCharacteristics, getOrderInstructions } from "~/services/api/checkout-content.server";
import { isUpstreamRefusal, nullWhenRefused } from "~/services/api/errors";
import { createPixCharge, listSavedCards } from "~/services/api/payment.server";
import { couponTerms, inCartOrder, requireCartOwner, savePreferences, type CartOwner } from "~/services/cart.server";
import {
  cardRefusalHeader,
  ownSavedCard,
  payPlacedOrder,
  readCheckoutCard,
  type CheckoutCard,
} from "~/services/checkout/card-at-checkout.server";
import {
  keepingDraft,
  repricedDraftHeader,
  takeDraft,
  type DraftFields,
} from "~/services/checkout/checkout-draft.server";
import { loadCheckoutState, type CheckoutState } from "~/services/checkout/checkout-state.server";
import { claimOrderKey, type OrderClaim } from "~/services/checkout/order-ledger.server";
import { orderKey, orderPlacedByKey, placeOrderOnce, type PlaceOutcome } from "~/services/checkout/place-order.server";
import { sessionAfterOrder } from "~/services/checkout/order-confirmation.server";
import { lastOrder, lastOrderHeader } from "~/services/checkout/last-order.server";
import { servedAddresses, type ServedAddress } from "~/services/checkout/served-addresses.server";
import { getBillingAddress } from "~/services/delivery/addresses.server";
import { ownOrderCheck } from "~/services/orders/customer-orders.server";
import { placeLabel } from "~/services/delivery/delivery-state.server";
import { setFlashHeader } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { parseSubmission } from "~/services/form-submission.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback } from "~/services/upstream-failure.server";
import { withQuantityText } from "~/models/quantity-format";

export const checkoutText = {
  restored: "Recuperamos o que você tinha preenchido antes de entrar. Confira o pedido e os preços e finalize de novo.",
  /** A draft that did not fit whole in its cookie (ADR 0016). */
  restoredInPart:
    "Recuperamos parte do que você tinha preenchido antes de entrar, mas não conseguimos guardar tudo. Confira o pedido, preencha de novo o que estiver faltando e finalize.",
} as const;

/** A key for one checkout: carried in the form, it makes a second submit of the same order the same order. */
const newCheckoutKey = () => randomBytes(18).toString("base64url");

/**
 * The form again: what was wrong (or nothing, after a new payment method without JavaScript), the
 * key, and the checkout as the action priced it. A page rendered in the same request as the action
 * (no JavaScript) has loader data read with the request's old session: it shows `priced` instead,
 * so its total and its payment method are those the next press is checked against.
 */
export type CheckoutReply = {
  status: number;
  result: SubmissionResult<string[]>;
  chave: string | null;
  priced: CheckoutView | null;
  /** Said next to the payment choice: the prices now follow the method chosen. */
  notice: string | null;
};
/** An action's answer: a redirect, or the form again with what was wrong (and the cookies to keep). */
type ActionResult = Response | { reply: CheckoutReply; headers: Headers | null };

/** The form's key, carried on after a refusal while it is a key; otherwise none, and the page makes a new one. */
function postedKey(formData: FormData): string | null {
  const chave = formData.get("chave");
  return typeof chave === "string" && IdempotencyKeySchema.safeParse(chave).success ? chave : null;
}

const checkoutPath = (context: SupplierContext) => supplierPath(context.basePath, "/checkout");
const orderPath = (context: SupplierContext, numpedido: string) =>
  supplierPath(context.basePath, `/submissao/${encodeURIComponent(numpedido)}`);

export type CheckoutView = ReturnType<typeof checkoutView>;

/**
 * The page's view of the state: only what the shopper reads and chooses. `chosenCoupon`: the manual
 * coupon the session holds, said where the discount would be when it is not priced in (ADR 0020).
 */
function checkoutView(state: CheckoutState, context: SupplierContext, chosenCoupon: string | null) {
  const { cart, delivery } = state;
  const dropped = cartCouponView(cart, couponAfter(cart.cupomManual, chosenCoupon)).pending;
  const active = delivery.active;
  const chosenSlot = delivery.choice?.data_de_entrega ?? null;
  return {
    lines: cart.cartItens.map((line) =>
      withQuantityText({
        idproduto: line.idproduto,
        nome: line.produto.nome,
        quantidade: line.quantidade,
        unidade: line.produto.unidade,
        total: line.total,
      }),
    ),
    totals: {
      subtotal: cart.subtotal,
      desconto: cart.valorDesconto,
      embalagens: cart.valorEmbalagens,
      /** "a calcular" until there is an option, "Grátis" or the fee: as the cart says it (orderFigures). */
      fee: deliveryFigure(orderFigures(cart, active?.option ?? null).delivery),
      total: state.total,
    },
    coupon: cart.codigoCupom,
    /** "O cupom BEMVINDO10 não está mais aplicado: Cupom expirado.", or null. */
    couponDropped: dropped ? { code: dropped.code, reason: dropped.reason } : null,
    notes: { anotacoes: cart.observacao, numPedidoCliente: cart.numPedidoCliente },
    delivery: {
      type: delivery.type,
      place: placeLabel(delivery),
      option: active
        ? { descricao: active.option.descricao, fee: feeLabel(active.option), store: active.option.loja }
        : null,
      slot: active?.slot ? slotLabel(active.slot) : null,
      /** The slot's day (YYYY-MM-DD): a required date question starts at it. */
      slotDay: active?.slot?.data ?? null,
      /** The slot the order goes with, as the form carries it back ("" for none). */
      slotValue: active?.slot?.data_de_entrega ?? "",
      // A confirmed slot that passed is never replaced silently: the page says the next one is shown.
      slotChanged: chosenSlot !== null && active?.slot != null && active.slot.data_de_entrega !== chosenSlot,
      billing: delivery.place.kind === "address" ? addressSummary(delivery.place.address).texto : null,
      changePath: `${supplierPath(context.basePath, "/entrega")}?voltar=checkout`,
    },
    paymentMethods: state.paymentMethods.map(({ idformapagamento, descricao, tipo }) => ({
      idformapagamento,
      descricao,
      tipo,
    })),
    payment: state.payment?.idformapagamento ?? null,
    /** The card method's instalments for this total, as its form lists them (docs/rules/checkout.md "Instalments"). */
    instalments: instalmentChoices(
      state.paymentMethods.find((method) => method.tipo === "CARTAO")?.parcelamento ?? null,
      state.total,
    ).map((choice) => ({ value: String(choice.parcelas), label: instalmentLabel(choice) })),
    creditAvailable: state.creditAvailable,
    blockers: state.blockers,
    /** What keeps "Enviar como orçamento" back: never the credit limit (docs/rules/checkout.md "Credit limit and quotes"). */
    quoteBlockers: state.quoteBlockers,
  };
}

/**
 * The way out of an address the store does not serve: the customer's other addresses it serves
 * (chosen right there, posted to the delivery page's action, which comes back here) and the address
 * form, which comes back here too. Null when the place is not a refused saved address.
 */
function outOfAreaView(context: SupplierContext, state: CheckoutState, served: ServedAddress[]) {
  const { place, lookup } = state.delivery;
  if (lookup?.kind !== "refused" || place.kind !== "address") return null;
  return {
    addresses: served.map(({ address }) => ({
      idendereco: address.idendereco,
      label: `${address.descricao ? `${address.descricao}: ` : ""}${address.textoendereco}`,
    })),
    choosePath: supplierPath(context.basePath, "/entrega"),
    newAddressPath: `${supplierPath(context.basePath, "/enderecos")}?novo=1&voltar=checkout#endereco-form-titulo`,
  };
}

/** What the page shows again of a draft: the form's values by field name. */
export type RestoredForm = Record<string, string>;

const restoredForm = ({ caracteristicas, ...fields }: DraftFields): RestoredForm => ({ ...fields, ...caracteristicas });

/**
 * The checkout priced for the payment method of a draft kept before login, while that method is
 * offered; otherwise as the session's preferences have it. The login that took the draft on has
 * priced the cart for that method already (ADR 0016), so the header agrees: this only switches when
 * the session was made otherwise. A method the upstream refuses to price (400 for an id it cannot
 * read) is not offered either: the page must not fail, nor keep failing while the draft lasts.
 */
async function stateFor(
  owner: CartOwner,
  draft: DraftFields | null,
): Promise<{ state: CheckoutState; preferences: CartPreferences }> {
  const wanted = draft?.idformapagamento;
  if (wanted && wanted !== owner.preferences.idformapagamento) {
    const preferences = withPayment(owner.preferences, wanted);
    const state = await nullWhenRefused(loadCheckoutState({ ...owner, preferences }));
    if (state?.paymentMethods.some((method) => method.idformapagamento === wanted)) return { state, preferences };
  }
  return { state: await loadCheckoutState(owner), preferences: owner.preferences };
}

/**
 * GET /checkout: one page with everything the order is made of, and the button that places it.
 * What the shopper typed before a login the checkout sent them to comes back once (never placed by
 * itself), the prices read again now.
 */
export async function loadCheckoutPage(request: Request, context: SupplierContext) {
  const owner = requireCartOwner(request, context, checkoutPath(context));
  const { supplier, api } = context;
  const draft = takeDraft(request, context, owner.idcliente);
  const [{ state, preferences }, instructions, characteristics, savedCards] = await Promise.all([
    stateFor(owner, draft.fields),
    orFallback(getOrderInstructions(supplier.idfornecedor, api), "", "checkout.instructions_failed"),
    orFallback(getOrderCharacteristics(supplier.idfornecedor, api), [], "checkout.characteristics_failed"),
    orFallback(listSavedCards(owner.idcliente, supplier.idfornecedor, api), [], "checkout.cards_failed"),
  ]);
  await requireAgeForCart(request, context, state.cart.cartItens);
  let headers = await savePreferences(owner, preferencesAfter(state.cart, preferences));
  if (draft.header) {
    headers ??= new Headers();
    headers.append("Set-Cookie", draft.header);
  }
  // The cart an order of this browser emptied (the back button after ordering): that order, not an empty form (ADR 0027).
  const placed =
    state.cart.cartItens.length === 0 ? await lastOrder(request, supplier.idfornecedor, owner.idcliente) : null;
  if (placed) return { placed: { numpedido: placed, path: orderPath(context, placed) }, page: null, headers };
  // Out of the store's area: the other addresses it serves, and the minimum order said at once (ADR 0027).
  const served = await servedAddresses(context, state.delivery, preferences.idformapagamento);
  const elsewhere = served.length > 0 ? { ...state.readiness, elsewhere: served[0]!.option } : null;
  const blockers = elsewhere ? checkoutBlockers(elsewhere) : state.blockers;
  const quoteBlockers = elsewhere ? checkoutBlockers(elsewhere, "quote") : state.quoteBlockers;
  const page = {
    ...checkoutView({ ...state, blockers, quoteBlockers }, context, preferences.codigoCupom),
    outOfArea: outOfAreaView(context, state, served),
    chave: newCheckoutKey(),
    instructions,
    characteristics,
    quoteAllowed: hasTag(supplier.tag, "support-budget"),
    card: cardFormOf(state, context, savedCards),
    cartPath: supplierPath(context.basePath, "/carrinho"),
    restored: draft.fields
      ? {
          values: restoredForm(draft.fields),
          // "Atualizar preços" without JavaScript: said next to the payment choice, not as a login's draft.
          message: draft.repriced ? null : draft.incomplete ? checkoutText.restoredInPart : checkoutText.restored,
          notice: draft.repriced && state.payment ? refusalText.repriced(state.payment.descricao) : null,
        }
      : null,
  };
  return { placed: null, page, headers };
}

/**
 * The card form of the checkout (docs/decisions/0026), when the store takes cards: the saved cards
 * first, the billing fields filled from the delivery address, and the storefront's route naming the
 * card gateway for the browser's tokenization.
 */
function cardFormOf(
  state: CheckoutState,
  context: SupplierContext,
  savedCards: Awaited<ReturnType<typeof listSavedCards>>,
) {
  const method = state.paymentMethods.find((candidate) => candidate.tipo === "CARTAO");
  if (!method) return null;
  const { place } = state.delivery;
  const billing = place.kind === "address" ? streetFormValues(place.address) : {};
  return {
    idformapagamento: method.idformapagamento,
    cards: savedCards,
    /** Whose a card saved here is when not the login's own (a representative's client, a company user's company), named next to "Salvar este cartão". */
    savedFor: context.account ? cardsOwnerName(context.account.session) : null,
    billing,
    gatewayPath: supplierPath(
      context.basePath,
      `/gateway-cartao?idformapagamento=${encodeURIComponent(method.idformapagamento)}`,
    ),
  };
}

/** The preferences after a payment method was chosen: the cart is priced for it from now on. */
function withPayment(preferences: CartPreferences, idformapagamento: string): CartPreferences {
  return { ...preferences, idformapagamento };
}

/** "Pagamento": the method chosen, the cart priced for it (docs/rules/cart.md "Payment method and prices": "Selecting a payment method reloads the cart"). */
async function choosePayment(owner: CartOwner, formData: FormData): Promise<ActionResult> {
  const submission = parseSubmission(formData, PaymentChoiceFormSchema);
  const chave = postedKey(formData);
  const none = { chave, priced: null, notice: null };
  if (submission.status !== "success")
    return { reply: { status: 400, result: submission.reply(), ...none }, headers: null };
  const state = await checkoutStateFor(owner, submission.value.idformapagamento);
  const method = state?.paymentMethods.find(
    (candidate) => candidate.idformapagamento === submission.value.idformapagamento,
  );
  if (!state || !method)
    return {
      reply: {
        status: 400,
        result: submission.reply({ fieldErrors: { idformapagamento: [refusalText.paymentNotOffered] } }),
        ...none,
      },
      headers: null,
    };
  const headers =
    (await savePreferences(
      owner,
      preferencesAfter(state.cart, withPayment(owner.preferences, method.idformapagamento)),
    )) ?? new Headers();
  // Without JavaScript the button sends the whole form: what was typed (notes, the buyer's number,
  // the answers, the change) is kept for the page the redirect shows, priced for the method, which
  // says so. With JavaScript only the choice is sent, and the page reloads its data with the new
  // session. Either way a redirect: no page answers the post, so Back never offers to send it again.
  if (formData.has("totalVisto")) {
    const kept = repricedDraftHeader(owner.context, owner.idcliente, formData);
    if (kept) headers.append("Set-Cookie", kept);
  }
  return redirect(`${checkoutPath(owner.context)}#pagamento`, { status: 303, headers });
}

/**
 * "Finalizar pedido" / "Enviar orçamento": the order as the server knows it now (cart, delivery,
 * payment), placed once by the form's key, in steps: the form parsed, an order its key placed
 * already found, the checkout priced for the method chosen, refused when it cannot go as the page
 * showed it (`decideOrder`), the order built, placed, and the session and page after it.
 */
async function placeOrderFromForm(
  owner: CartOwner,
  formData: FormData,
  quote: boolean,
  clientIp: string,
): Promise<ActionResult> {
  const { context } = owner;
  const parsed = await parseOrderForm(context, formData);
  if (parsed.kind === "invalid") return { reply: parsed.reply, headers: null };
  const key = orderKey(context.supplier.idfornecedor, owner.idcliente, parsed.form.chave);
  // Another request of this form (a double click, on this instance or another) is placing it or
  // placed it: its order, once that request has it (ADR 0055); the session follows the cart then.
  const claim = await claimOrderKey(key);
  if (claim.kind === "placed")
    return alreadyPlaced(context, claim.numpedido, claim.waited ? await sessionAfterOrder(owner) : null);
  try {
    return await placeClaimedOrder(owner, { formData, quote, clientIp }, { parsed, key, claim });
  } finally {
    await claim.release();
  }
}

/** placeOrderFromForm's steps once the form's key is this request's to place. */
async function placeClaimedOrder(
  owner: CartOwner,
  { formData, quote, clientIp }: { formData: FormData; quote: boolean; clientIp: string },
  {
    parsed,
    key,
    claim,
  }: {
    parsed: Extract<ParsedOrderForm, { kind: "parsed" }>;
    key: string;
    claim: Extract<OrderClaim, { kind: "mine" }>;
  },
): Promise<ActionResult> {
  const { context } = owner;
  const { form } = parsed;
  // A form whose key placed an order already (a page left open, the back button, a form sent
  // again) lands on that order, and changes nothing of the cart there is now: its lines, its
  // coupon, its payment method, the header (ADR 0021).
  const earlier = await orderPlacedByKey(owner.idcliente, context.supplier.idfornecedor, key, context.api);
  if (earlier.kind === "found") {
    await claim.placed(earlier.numpedido);
    return alreadyPlaced(context, earlier.numpedido, null);
  }
  const priced = await priceForChoice(owner, form.idformapagamento);
  if (priced) await requireAgeForCart(owner.request, context, priced.state.cart.cartItens);
  if (!priced) {
    const result = parsed.reply({
      fieldErrors: { idformapagamento: [refusalText.paymentNotOffered] },
      formErrors: [],
    });
    return { reply: { status: 400, result, chave: form.chave, priced: null, notice: null }, headers: null };
  }
  const decision = decideOrder({
    form,
    readiness: priced.state.readiness,
    offered: priced.state.paymentMethods,
    pricedBefore: owner.preferences.idformapagamento,
    submission: quote ? "quote" : "order",
  });
  if (decision.kind === "refused") return refusedAsPriced(context, parsed, priced, decision.refusal);
  // By card, the card is read (and a saved one checked to be the shopper's) before anything is placed.
  let card: CheckoutCard | null = null;
  if (decision.method.tipo === "CARTAO" && !quote) {
    const reading = readCheckoutCard(formData, decision.method.parcelamento ?? null, priced.state.total);
    if (reading.kind === "invalid")
      return refusedAsPriced(context, parsed, priced, {
        status: 400,
        fieldErrors: reading.fieldErrors,
        formErrors: [],
      });
    if (reading.kind === "card" && !(await ownSavedCard(owner, reading.card)))
      return refusedAsPriced(context, parsed, priced, {
        status: 409,
        fieldErrors: { idcreditcard: [cardText.notSaved] },
        formErrors: [],
      });
    card = reading.kind === "card" ? reading.card : null;
  }
  const order = await orderToPlace(owner, { key, parsed, priced, accepted: decision, quote });
  const sentAt = Date.now();
  const outcome = await inCartOrder(owner, async () => {
    const placed = await placeOrderOnce(
      owner.idcliente,
      order,
      context.api,
      ownOrderCheck(context, owner.account, owner.idcliente),
    );
    if (placed.kind === "placed") await claim.placed(placed.numpedido);
    return placed;
  });
  if (outcome.kind === "refused")
    return refusedAsPriced(context, parsed, priced, { status: 409, fieldErrors: {}, formErrors: [outcome.message] });
  // The upstream may have taken the order: the page that keeps asking, the session as it was.
  if (outcome.kind === "unknown")
    return redirect(supplierPath(context.basePath, confirmationPath(form.chave, sentAt / 1000)), {
      headers: priced.headers,
    });
  // Another request of this form placed it (a second click): the session follows the cart as it is.
  if (outcome.repetido) return alreadyPlaced(context, outcome.numpedido, await sessionAfterOrder(owner));
  if (!quote)
    void logPurchase(owner.request, context, {
      numpedido: outcome.numpedido,
      cart: priced.state.cart,
      total: outcome.totalpedido ?? priced.state.total,
    });
  return afterOrder(owner, priced, outcome, { pix: decision.method.tipo === "PIX" && !quote, card, clientIp });
}

/** The order form read: its fields and the answers to the supplier's questions, or the form again with what is wrong (400). */
type ParsedOrderForm =
  | { kind: "invalid"; reply: CheckoutReply }
  | {
      kind: "parsed";
      form: PlaceOrderForm;
      answers: { idcaracteristica: string; valor: string }[];
      reply: (options: { fieldErrors: Record<string, string[]>; formErrors: string[] }) => SubmissionResult<string[]>;
    };

async function parseOrderForm(context: SupplierContext, formData: FormData): Promise<ParsedOrderForm> {
  const submission = parseSubmission(formData, PlaceOrderFormSchema);
  const characteristics = await orFallback(
    getOrderCharacteristics(context.supplier.idfornecedor, context.api),
    [],
    "checkout.characteristics_failed",
  );
  const answers = characteristicAnswers(characteristics, (field) => String(formData.get(field) ?? ""));
  if (submission.status !== "success" || Object.keys(answers.errors).length > 0) {
    return {
      kind: "invalid",
      reply: {
        status: 400,
        result: submission.reply({ fieldErrors: answers.errors }),
        chave: postedKey(formData),
        priced: null,
        notice: null,
      },
    };
  }
  return {
    kind: "parsed",
    form: submission.value,
    answers: answers.values,
    reply: (options) => submission.reply(options),
  };
}

/**
 * The checkout priced for a method the form names; null when the upstream refuses to price for it
 * (no method of the store's, such as "abc"): the field's refusal (400), never the error page.
 */
async function checkoutStateFor(owner: CartOwner, idformapagamento: string): Promise<CheckoutState | null> {
  try {
    return await loadCheckoutState({ ...owner, preferences: withPayment(owner.preferences, idformapagamento) });
  } catch (error) {
    if (idformapagamento !== owner.preferences.idformapagamento && isUpstreamRefusal(error)) return null;
    throw error;
  }
}

/** The checkout priced for the method the form chose; the session keeps that method (`headers` say so) whatever comes next. */
type PricedChoice = { state: CheckoutState; preferences: CartPreferences; headers: Headers };

async function priceForChoice(owner: CartOwner, idformapagamento: string): Promise<PricedChoice | null> {
  const preferences = withPayment(owner.preferences, idformapagamento);
  const state = await checkoutStateFor(owner, idformapagamento);
  if (!state) return null;
  const headers = (await savePreferences(owner, preferencesAfter(state.cart, preferences))) ?? new Headers();
  return { state, preferences, headers };
}

/** A refusal comes back priced as the server sees the order now: the total shown is the one the next press is checked against. */
function refusedAsPriced(
  context: SupplierContext,
  parsed: Extract<ParsedOrderForm, { kind: "parsed" }>,
  priced: PricedChoice,
  refusal: CheckoutRefusal,
): ActionResult {
  const result = parsed.reply({ fieldErrors: refusal.fieldErrors, formErrors: refusal.formErrors });
  const view = checkoutView(priced.state, context, priced.preferences.codigoCupom);
  return {
    reply: { status: refusal.status, result, chave: parsed.form.chave, priced: view, notice: null },
    headers: priced.headers,
  };
}

/** The order's body: the cart, delivery and payment as the server priced them, and what the shopper wrote. */
async function orderToPlace(
  owner: CartOwner,
  {
    key,
    parsed,
    priced,
    accepted,
    quote,
  }: {
    key: string;
    parsed: Extract<ParsedOrderForm, { kind: "parsed" }>;
    priced: PricedChoice;
    accepted: AcceptedOrder;
    quote: boolean;
  },
): Promise<OrderSubmission> {
  const { context } = owner;
  const { delivery, cart } = priced.state;
  const { session } = owner.account;
  const billing =
    delivery.place.kind === "address"
      ? await orFallback(
          getBillingAddress(Number(owner.idcliente), delivery.place.address.idendereco, context.api).then(orderAddress),
          orderAddress(delivery.place.address),
          "checkout.billing_address_failed",
        )
      : null;
  return orderSubmission({
    chaveIdempotencia: key,
    idfornecedor: context.supplier.idfornecedor,
    cart,
    tipoEntrega: delivery.type,
    place: delivery.place,
    option: accepted.option,
    slot: accepted.slot,
    billing,
    payment: { idformapagamento: accepted.method.idformapagamento, trocoPara: accepted.trocoPara },
    // The coupon the cart was priced with: the upstream's kept one when it names one (ADR 0020).
    coupon: couponTerms(preferencesAfter(cart, priced.preferences)),
    representante: session.representante
      ? { idusuario: session.representante.idusuario, nome: session.representante.nome }
      : null,
    usuarioVinculado: session.usuarioVinculado
      ? { idusuario: session.usuarioVinculado.idusuario, nome: session.usuarioVinculado.nome }
      : null,
    orcamento: quote,
    caracteristicas: parsed.answers,
    idapikeys: session.idapikeys ?? null,
    anotacoes: parsed.form.anotacoes,
    numPedidoCliente: parsed.form.numPedidoCliente,
  });
}

/**
 * After an order this request placed: the session emptied, the PIX charge made (`pix`) or the card
 * charged (`card`), the flash said, the order's page. A card refused lands there too: the page says
 * "Pedido N recebido — pagamento recusado" with the issuer's reason, the card form filled again but
 * for the number and the CVC (docs/decisions/0026).
 */
async function afterOrder(
  owner: CartOwner,
  priced: PricedChoice,
  placed: Extract<PlaceOutcome, { kind: "placed" }>,
  { pix, card, clientIp }: { pix: boolean; card: CheckoutCard | null; clientIp: string },
): Promise<Response> {
  const { context } = owner;
  // The server emptied the cart: so does the session (its coupon and header summary).
  const emptied =
    (await savePreferences(owner, {
      ...priced.preferences,
      codigoCupom: null,
      codigoCupomAutomatico: null,
      aplicacaoAutomatica: true,
      resumo: { linhas: 0, total: 0 },
    })) ?? new Headers();
  // The shown total was checked before placing; one the server charged differently is said, never passed over.
  const flash = placedMessage(placed.numpedido, placed.message, placed.totalpedido, priced.state.total);
  if (flash.kind === "warning") log.warn("checkout.placed_total_differs", { numpedido: placed.numpedido });
  const paid = card ? await payPlacedOrder(owner, placed.numpedido, card, clientIp) : null;
  if (paid?.kind === "error") {
    emptied.append(
      "Set-Cookie",
      cardRefusalHeader({ numpedido: placed.numpedido, mensagem: paid.message, kept: card?.kept ?? {} }),
    );
    if (flash.kind === "warning") emptied.append("Set-Cookie", await setFlashHeader(flash));
  } else if (paid) {
    const kind = flash.kind === "warning" || paid.kind === "warning" ? "warning" : "success";
    emptied.append("Set-Cookie", await setFlashHeader({ kind, message: `${flash.message} ${paid.message}` }));
  } else {
    emptied.append("Set-Cookie", await setFlashHeader(flash));
  }
  emptied.append("Set-Cookie", await lastOrderHeader(context.supplier.idfornecedor, owner.idcliente, placed.numpedido));
  if (pix)
    await orFallback(
      createPixCharge(placed.numpedido, { ...context.api, signal: undefined }),
      null,
      "checkout.pix_failed",
    );
  return redirect(orderPath(context, placed.numpedido), { headers: emptied });
}

/** The order a form placed already: its page, said so; the session as `headers` leave it (unchanged when null). */
async function alreadyPlaced(context: SupplierContext, numpedido: string, headers: Headers | null): Promise<Response> {
  const answer = headers ?? new Headers();
  answer.append(
    "Set-Cookie",
    await setFlashHeader({ kind: "warning", message: orderOutcomeText.alreadyPlaced(numpedido) }),
  );
  return redirect(orderPath(context, numpedido), { headers: answer });
}

/**
 * POST /checkout: the payment method, or the order itself. Without a session (it expired, or ended
 * in another tab) the shopper goes to log in and comes back here, with what they typed kept.
 */
export async function handleCheckoutAction(
  request: Request,
  context: SupplierContext,
  clientIp: string,
): Promise<ActionResult> {
  const formData = await request.formData();
  try {
    const owner = requireCartOwner(request, context, checkoutPath(context));
    const intent = formData.get("intent");
    if (intent === checkoutIntent.payment) return withoutCard(await choosePayment(owner, formData));
    return withoutCard(
      await placeOrderFromForm(
        owner,
        formData,
        intent === checkoutIntent.quote && hasTag(context.supplier.tag, "support-budget"),
        clientIp,
      ),
    );
  } catch (error) {
    throw await keepingDraft(error, request, context, formData);
  }
}

/** The form again never carries the card's number, its CVC or the gateway's token back to the page (docs/decisions/0026). */
function withoutCard(result: ActionResult): ActionResult {
  if (result instanceof Response || !result.reply.result.initialValue) return result;
  const initialValue = { ...result.reply.result.initialValue };
  for (const name of UNKEPT_CARD_FIELDS) delete initialValue[name];
  return { ...result, reply: { ...result.reply, result: { ...result.reply.result, initialValue } } };
}
