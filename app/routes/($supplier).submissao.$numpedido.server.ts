import type { Submission, SubmissionResult } from "@conform-to/react";
import { cardsOwnerName } from "~/models/account-role";
import { redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import {
  cardPayment,
  cardText,
  newCardSchema,
  SavedCardFormSchema,
  TokenizedCardFormSchema,
  tokenizedCardPayment,
  typedAgain,
} from "~/models/checkout/card-form";
import { cardIntent } from "~/models/checkout/form-names";
import type { Order } from "~/models/checkout/order";
import type { ConfirmPayment, PaymentResult, PixCharge } from "~/models/checkout/payment";
import { hasValidPixCrc } from "~/models/checkout/pix-code";
import { orderStatusLabel } from "~/models/checkout/order-status";
import { cardVerdict, outcomeText } from "~/models/checkout/outcomes";
import { supplierPath } from "~/models/links";
import { streetFormValues } from "~/models/shared/street-form-values";
import { messages } from "~/models/messages";
import { nullWhenRefused } from "~/services/api/errors";
import { confirmCardPayment, createPixCharge, getPixCharge, listSavedCards } from "~/services/api/payment.server";
import { pixQrPath } from "~/services/checkout/pix-qr.server";
import { setFlashHeader, type Flash } from "~/services/flash.server";
import { parseSubmission } from "~/services/form-submission.server";
import { allowCardPayment } from "~/services/rate-limit.server";
import { paymentFailure, takeCardRefusal } from "~/services/checkout/card-at-checkout.server";
import { getPaymentMethods } from "~/services/api/supplier.server";
import { instalmentChoices, instalmentLabel, postedInstalments } from "~/models/checkout/instalments";
import { log } from "~/services/logger.server";
import { requireCustomerOrder, requireOrderOwnerAndNumber } from "~/services/orders/customer-orders.server";
import type { SupplierContext } from "~/services/supplier-context.server";
import { orFallback } from "~/services/upstream-failure.server";
import { withQuantityText } from "~/models/quantity-format";

export const submissionText = {
  paid: outcomeText.paid,
  pending: outcomeText.pending,
  pixExpired: "O código PIX expirou. Gere um novo para pagar.",
  pixFailed: "Não foi possível gerar o código PIX agora. Tente de novo em instantes.",
  tooManyCardAttempts:
    "Foram muitas tentativas de pagamento com cartão. Aguarde uma hora ou escolha outra forma de pagar com o fornecedor.",
} as const;

export type CardReply = { status: number; intent: string; result: SubmissionResult<string[]> };

/** The card form's billing fields to start with: the delivery address, the CEP as shoppers type it. */
function billingFormValues(address: Order["enderecoentrega"]): Record<string, string> | null {
  return address ? streetFormValues(address) : null;
}

/** What paying this order online still needs: a card form, a PIX code, or nothing. */
const awaitsPayment = (order: Order) =>
  order.pagamento.status === "AGUARDANDO" || order.pagamento.status === "RECUSADO";

/**
 * The order-submitted page (docs/rules/orders.md "Order submitted page": "/submissao/{numpedido}"): the number, total and what happens
 * next; while a card or PIX payment is due, the way to pay it (saved cards, a new card form, or the
 * PIX QR code and its copy-and-paste code).
 */
export async function loadSubmissionPage(request: Request, context: SupplierContext, params: Params) {
  const { account, numpedido } = requireOrderOwnerAndNumber(context, params);
  const order = await requireCustomerOrder(context, numpedido);
  // A card refused at checkout: its reason and what was typed but the number and CVC, once (ADR 0026).
  const { refusal, header } = takeCardRefusal(request, numpedido);
  const kind = order.formaPagamento.tipo;
  const due = awaitsPayment(order);
  const idcliente = String(account.session.cliente?.idcliente ?? order.idcliente);
  const [cards, methods, pix] = await Promise.all([
    kind === "CARTAO" && due
      ? orFallback(listSavedCards(idcliente, context.supplier.idfornecedor, context.api), [], "submission.cards_failed")
      : Promise.resolve([]),
    kind === "CARTAO" && due
      ? orFallback(
          getPaymentMethods(context.supplier.idfornecedor, idcliente, context.api),
          [],
          "submission.methods_failed",
        )
      : Promise.resolve([]),
    kind === "PIX" && order.pagamento.status !== "NAO_SE_APLICA"
      ? orFallback(nullWhenRefused(getPixCharge(numpedido, context.api)), null, "submission.pix_failed")
      : Promise.resolve(null),
  ]);
  const refused =
    due &&
    kind === "CARTAO" &&
    order.status !== "CANCELADO" &&
    (refusal !== null || order.pagamento.status === "RECUSADO");
  const page = {
    /** "Pedido N recebido — pagamento recusado" and the issuer's reason, while the order waits for its payment. */
    refused: refused
      ? {
          reason: refusal?.mensagem ?? order.pagamento.mensagem ?? messages.payment.failure,
          // A refused card may give way to the store's PIX (docs/upstream-api.md §59).
          pixInstead: order.pagamento.status === "RECUSADO" && methods.some((method) => method.tipo === "PIX"),
        }
      : null,
    order: {
      numpedido: order.numpedido,
      status: order.status,
      statusLabel: orderStatusLabel(order.status),
      quote: order.status === "ORCAMENTO_NOVO",
      total: order.totalpedido,
      fee: order.taxaentrega,
      tipoEntrega: order.tipoEntrega,
      entrega: order.formaEntrega,
      loja: order.lojaRetira,
      endereco: order.enderecoentrega,
      formaPagamento: order.formaPagamento,
      pagamento: order.pagamento,
      emitidoPor: order.emitidoPor,
      itens: order.itens.map(({ idproduto, nome, quantidade, total, unidade }) =>
        withQuantityText({ idproduto, nome, quantidade, total, ...(unidade ? { unidade } : {}) }),
      ),
    },
    card:
      kind === "CARTAO" && due
        ? {
            cards,
            // A representative paying for a client, a company's user for the company: a card saved is theirs, named next to "Salvar este cartão".
            savedFor: cardsOwnerName(account.session),
            billing: { ...billingFormValues(order.enderecoentrega), ...refusal?.kept },
            // The instalments the order's card method offers for its total (docs/rules/checkout.md "Instalments").
            instalments: instalmentChoices(
              methods.find((method) => method.idformapagamento === order.formaPagamento.idformapagamento)
                ?.parcelamento ?? null,
              order.totalpedido,
            ).map((choice) => ({ value: String(choice.parcelas), label: instalmentLabel(choice) })),
          }
        : null,
    pix: pix ? pixView(numpedido, pix) : null,
    ordersPath: supplierPath(context.basePath, "/"),
  };
  return { page, header };
}

/**
 * A charge as the page shows it: an active one's QR code drawn on the server. A code whose CRC16
 * does not check (docs/upstream-api.md §59) is one no bank accepts: it is offered neither drawn nor
 * to copy, and the page says so (`unusableCode`, docs/decisions/0029).
 */
function pixView(numpedido: string, pix: PixCharge) {
  if (pix.status !== "ATIVA") return { ...pix, qr: null, unusableCode: false };
  if (!hasValidPixCrc(pix.copiaECola)) {
    log.warn("submission.pix_code_unusable", { numpedido, txid: pix.txid });
    return { ...pix, copiaECola: "", qr: null, unusableCode: true };
  }
  return { ...pix, qr: pixQrPath(pix.copiaECola), unusableCode: false };
}

const pagePath = (context: SupplierContext, numpedido: string) =>
  supplierPath(context.basePath, `/submissao/${numpedido}`);

async function flashRedirect(to: string, flash: Flash): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await setFlashHeader(flash) } });
}

/** docs/rules/checkout.md "Payment": approved → success; pending with success → a warning; refused → the message stays on the card form. */
async function answerPayment(
  context: SupplierContext,
  numpedido: string,
  result: PaymentResult,
  refuse: (message: string) => CardReply,
): Promise<Response | CardReply> {
  const verdict = cardVerdict(result);
  if (verdict.kind === "error") return refuse(verdict.message);
  return flashRedirect(pagePath(context, numpedido), verdict);
}

/** POST /submissao/{numpedido}: pay by a new card, a saved card, or make a new PIX code. */
export async function handleSubmissionAction(
  request: Request,
  context: SupplierContext,
  params: Params,
  clientIp: string,
): Promise<Response | CardReply> {
  const { account, numpedido } = requireOrderOwnerAndNumber(context, params);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const idclient = String(account.session.cliente?.idcliente ?? "");
  // Nothing is charged for an order that is not the shopper's: it is read and checked first (a 404 otherwise).
  await requireCustomerOrder(context, numpedido);
  // The payment call must finish once started: the shopper's second click or a closed tab does not cut it off.
  const api = { ...context.api, signal: undefined, deadline: undefined };
  if (intent === cardIntent.pix) {
    const charge = await orFallback(createPixCharge(numpedido, api), null, "submission.pix_failed");
    if (!charge)
      return flashRedirect(pagePath(context, numpedido), { kind: "error", message: submissionText.pixFailed });
    return redirect(pagePath(context, numpedido));
  }
  /**
   * One charge at the gateway, its verdict answered. Each attempt counts against the card payment
   * allowance of this address and customer: nobody tries card after card here.
   */
  const parcelas = postedInstalments(formData.get("parcelas"));
  const charge = async (
    creditcard: ConfirmPayment["creditcard"],
    refuse: (message: string, status?: number) => CardReply,
  ) => {
    if (!(await allowCardPayment({ clientIp, owner: idclient })))
      return refuse(submissionText.tooManyCardAttempts, 429);
    try {
      const result = await confirmCardPayment(
        numpedido,
        {
          idclient,
          sessionId: `${idclient}-${numpedido}`,
          externalAuthentication: null,
          creditcard,
          ...(parcelas > 1 ? { parcelas } : {}),
        },
        api,
      );
      return await answerPayment(context, numpedido, result, refuse);
    } catch (error) {
      return refuse(paymentFailure(error, "payment.card_failed"));
    }
  };
  if (intent === cardIntent.savedCard) {
    const submission = parseSubmission(formData, SavedCardFormSchema);
    if (submission.status !== "success")
      return { status: 400, intent, result: submission.reply({ hideFields: ["cvc"] }) };
    // Only a card this customer keeps at this store pays: another's card id never reaches the gateway.
    const cards = await listSavedCards(idclient, context.supplier.idfornecedor, context.api);
    if (!cards.some((card) => card.idcreditcard === submission.value.idcreditcard)) {
      return {
        status: 404,
        intent,
        result: submission.reply({ formErrors: [cardText.notSaved], hideFields: ["cvc"] }),
      };
    }
    return charge(submission.value, (message, status = 402) => ({
      status,
      intent,
      result: submission.reply({ formErrors: [message], hideFields: ["cvc"] }),
    }));
  }
  const again = (result: SubmissionResult<string[]>): SubmissionResult<string[]> => ({
    ...result,
    initialValue: typedAgain(formData),
  });
  const payNewCard = <Value>(
    submission: Submission<unknown, string[], Value>,
    payment: (value: Value) => ConfirmPayment["creditcard"],
  ) => {
    if (submission.status !== "success")
      return { status: 400, intent: cardIntent.newCard, result: again(submission.reply()) };
    return charge(payment(submission.value), (message, status = 402) => ({
      status,
      intent: cardIntent.newCard,
      result: again(submission.reply({ formErrors: [message] })),
    }));
  };
  // With JavaScript the page sends the gateway's token for the card, never its number nor its CVC
  // (docs/decisions/0011); without it, or when the gateway could not be reached, the card itself.
  if (formData.has("token"))
    return payNewCard(parseSubmission(formData, TokenizedCardFormSchema), tokenizedCardPayment);
  return payNewCard(parseSubmission(formData, newCardSchema()), cardPayment);
}
