import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  CardTokenSchema,
  ConfirmPaymentSchema,
  GatewayTokenSchema,
  NewCardSchema,
  PaymentResultSchema,
  PixChargeSchema,
  SavedCardListSchema,
  SavedCardPaymentSchema,
  TokenizedCardSchema,
} from "~/models/checkout/payment";
import { CardTokenRequestSchema } from "~/models/requests/card-token-request";
import { describeInPlace, FORBIDDEN, SESSION_EXPIRED, SUPPLIER_NOT_FOUND, SupplierRef } from "../components";
import { defineCall } from "../define-call";
import { PAULISTA_ADDRESS } from "../examples";
import { registerNamed } from "../schema-metadata";
import { BAD_ORDER_NUMBER, ClientId, ORDER_NOT_FOUND, OrderNumber } from "./customer-params";

/** Calls 56–60: paying an order by card or PIX, the kept cards and the card gateway. */

const TAG = "Payments";

const NewCard = describeInPlace(
  NewCardSchema,
  {
    description:
      "A new card: its number (digits only), the name on it, expiry MM/AA, CVC, whether to keep it (`salvarCartao`, if approved), and the billing address as the card's issuer has it.",
  },
  "NewCard",
);
const TokenizedCard = describeInPlace(
  TokenizedCardSchema,
  {
    description:
      "A new card the shopper's browser gave the gateway (call 60): the gateway's single-use token instead of its number, name, expiry and CVC.",
  },
  "TokenizedCard",
);
const SavedCardPayment = describeInPlace(
  SavedCardPaymentSchema,
  { description: "A card kept through call 58, with its CVC typed again." },
  "SavedCardPayment",
);
const ConfirmPayment = describeInPlace(
  ConfirmPaymentSchema,
  {
    description:
      "A card payment of an order (docs/upstream-api.md §57, table of fields), in `parcelas` instalments (default 1, at once; one of the choices of the method's `parcelamento`, call 9, for the order's total). A server never stores a card's number nor its CVC, and never writes them to a log.",
  },
  "ConfirmPayment",
);
const PaymentResult = describeInPlace(
  PaymentResultSchema,
  {
    description:
      "The gateway's verdict, which becomes the order's payment (call 55's `pagamento`). `sucesso` is true for APROVADO and PENDENTE; `margemPreAutorizacao`: how far above the order's total the card was reserved, in percent (0 when refused).",
  },
  "PaymentResult",
);
const SavedCardList = describeInPlace(
  SavedCardListSchema,
  { description: "The cards the client keeps at the supplier, the latest kept first (never a number)." },
  "SavedCardList",
);
const PixCharge = describeInPlace(
  PixChargeSchema,
  {
    description:
      "An order's PIX charge: `copiaECola` is the BR Code of Banco Central (docs/upstream-api.md §59, its fields and CRC); `valor` the order's total; `expiraEm` 30 minutes after it was made. A `copiaECola` whose CRC16 (field 63, CRC16-CCITT-FALSE of the payload up to and including `6304`) does not check is one no bank accepts: the storefront offers it neither as a QR code nor to copy, and the conformance kit reports it.",
  },
  "PixCharge",
);
const GatewayToken = describeInPlace(
  GatewayTokenSchema,
  {
    description:
      "The gateway of a supplier's card method: its public key (no secret), the absolute address browsers tokenize a card at, and until when to use this answer.",
  },
  "GatewayToken",
);
const CardToken = describeInPlace(
  CardTokenSchema,
  {
    description:
      "The gateway's token for a card (paid with once, within 15 minutes, call 57) and what the shopper is shown of the card.",
  },
  "CardToken",
);

// What the storefront's card form sends from the browser to `urlTokenizacao` (app/models/requests/card-token-request.ts), described here.
describeInPlace(CardTokenRequestSchema.shape.chavePublica, {
  description: "The supplier's public key (call 60's `chavePublica`)",
  example: "pk_teste_6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
});
const CardTokenRequest = describeInPlace(CardTokenRequestSchema, {}, "CardTokenRequest");

/** A refusal of the test gateway's tokenization: the message and the field at fault, for the storefront to show next to it. */
const CardTokenRefusalSchema = z
  .object({ mensagem: z.string(), campo: z.enum(["chavePublica", "number", "name", "expiry", "cvc"]).optional() })
  .openapi("CardTokenRefusal", { description: "A refusal with the field at fault (`campo`), when there is one." });

/** The demo customer's address as a card's billing address (call 57's `faturamento_*`). */
const CARD_BILLING_EXAMPLE = {
  faturamento_cep: PAULISTA_ADDRESS.cep,
  faturamento_rua: PAULISTA_ADDRESS.rua,
  faturamento_numero: PAULISTA_ADDRESS.numero,
  faturamento_complemento: PAULISTA_ADDRESS.complemento,
  faturamento_bairro: PAULISTA_ADDRESS.bairro,
  faturamento_cidade: PAULISTA_ADDRESS.cidade,
  faturamento_estado: PAULISTA_ADDRESS.uf,
  faturamento_pais: PAULISTA_ADDRESS.pais,
};

const PIX_EXAMPLE = {
  numpedido: 10001,
  txid: "ZxCZqh6DM6N9JgRQok9mnMMGw",
  copiaECola:
    "00020101021226580014br.gov.bcb.pix01363f6b8c1e-52a4-4d7f-9e0b-7a1c2d3e4f515204000053039865406310.205802BR5920DISTRIBUIDORA AURORA6009SAO PAULO62290525ZxCZqh6DM6N9JgRQok9mnMMGw6304EDD7",
  valor: 310.2,
  expiraEm: "2026-11-23T12:30:00.000Z",
  status: "ATIVA",
};

const PIX_ERRORS = {
  400: BAD_ORDER_NUMBER,
  401: SESSION_EXPIRED,
};

const numpedidoParams = z.object({ numpedido: OrderNumber });

export function registerPaymentsCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    NewCard,
    TokenizedCard,
    SavedCardPayment,
    ConfirmPayment,
    PaymentResult,
    SavedCardList,
    PixCharge,
    GatewayToken,
    CardToken,
  );

  defineCall(registry, {
    call: 57,
    method: "post",
    path: "/v4/app/payment/confirm-payment/{numpedido}",
    summary: "Pay an order by card",
    description:
      "Pays an order placed with call 53 whose method's `tipo` is CARTAO (payments: docs/upstream-api.md §56): a new card, one kept through call 58, or a new card tokenized in the browser (call 60). An order whose payment was refused may be paid again; one pending or approved may not (409). The storefront never retries it and never logs it.",
    tag: TAG,
    session: "required",
    params: numpedidoParams,
    body: {
      schema: ConfirmPayment,
      example: {
        idclient: 501,
        sessionId: "9b1c0e5e-3f7a-4a51-8d2f-6c0b1e2d3f40",
        externalAuthentication: null,
        creditcard: {
          number: "4111111111111111",
          name: "ANA B SOUZA",
          expiry: "12/30",
          cvc: "123",
          salvarCartao: true,
          ...CARD_BILLING_EXAMPLE,
        },
      },
    },
    answers: {
      200: {
        description:
          "The verdict (every verdict, a refusal by the issuer included): `Mensagem` is the gateway's (`Pagamento aprovado.`, `Pagamento em análise pelo emissor.`, `Cartão recusado pelo emissor.`, `Número de cartão inválido.`, `Cartão vencido.`, `Endereço de cobrança do cartão não confere com o do emissor.`)",
        schema: PaymentResult,
        example: { sucesso: true, status: "APROVADO", Mensagem: "Pagamento aprovado.", margemPreAutorizacao: 10 },
      },
      400: {
        description: "The body is not the schema (naming the field), or `{numpedido}` is not a whole number",
        example: { mensagem: "Corpo da requisição inválido: creditcard." },
      },
      401: SESSION_EXPIRED,
      403: {
        description: "`idclient` is another client than the token's",
        example: { mensagem: "Acesso não permitido." },
      },
      404: {
        description:
          "An unknown order, another client's or at another supplier (`Pedido não encontrado.`); an `idcreditcard` the client does not keep at the token's supplier",
        example: { mensagem: "Cartão não encontrado." },
      },
      409: {
        description: "The order's payment is approved already, or pending (another card would be a second charge)",
        example: { mensagem: "Este pedido já está pago." },
      },
      422: {
        description:
          "Not a card order (`Este pedido não é pago com cartão.`), a quote (`Este pedido não tem pagamento a fazer.`), a tokenized card whose token is unknown, used, expired or another supplier's, or `parcelas` its method's plan does not offer for the order's total (`Este número de parcelas não está disponível para este pedido. Escolha outro.`)",
        example: { mensagem: "Os dados do cartão expiraram. Digite o cartão de novo." },
      },
    },
  });

  defineCall(registry, {
    call: 58,
    suffix: "list",
    method: "get",
    path: "/v4/app/creditcard/{idclient}",
    summary: "Kept cards",
    description:
      "The cards the client keeps at the supplier (call 57's `salvarCartao`), the latest kept first. Refusals as the cart's (§39).",
    tag: TAG,
    session: "required",
    params: z.object({ idclient: ClientId }),
    query: z.object({
      idfornecedor: SupplierRef,
      tipo: z.enum(["CREDITO", "DEBITO"]).optional().openapi({
        description: "CREDITO (default; the storefront sends it) or DEBITO, any case; another value gets 400",
        example: "CREDITO",
      }),
    }),
    answers: {
      200: {
        description: "The kept cards",
        schema: SavedCardList,
        example: {
          creditcards: [
            { idcreditcard: 7, mask: "•••• 1111", bandeira: "Visa", nome: "ANA B SOUZA", validade: "12/30" },
          ],
        },
      },
      400: {
        description: "Without a supplier, or another `tipo`",
        example: { mensagem: "Parâmetros inválidos: idfornecedor." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 58,
    suffix: "delete",
    method: "delete",
    path: "/v4/creditcard/{idcreditcard}",
    summary: "Kept cards",
    description: "Forgets a card the token's client keeps at the token's supplier.",
    tag: TAG,
    session: "required",
    params: z.object({ idcreditcard: z.string().openapi({ description: "The card (call 58's list)", example: "7" }) }),
    answers: {
      204: { description: "Forgotten; no body" },
      401: SESSION_EXPIRED,
      404: {
        description: "Another client's card, one at another supplier, or an unknown one",
        example: { mensagem: "Cartão não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 59,
    suffix: "create",
    method: "post",
    path: "/v4/payment/pix/{numpedido}",
    summary: "PIX charge of an order",
    description:
      "The order's PIX charge (no body): made now (201), unless the order has one still active or paid, which is answered (200). A charge that expired is replaced by a new one, with a new `txid`. An order by card whose card payment was refused takes the supplier's PIX method first (its total kept), where the supplier has one and a PIX key.",
    tag: TAG,
    session: "required",
    params: numpedidoParams,
    answers: {
      200: { description: "The order's charge, active or paid", schema: PixCharge, example: PIX_EXAMPLE },
      201: { description: "A charge made now", schema: PixCharge, example: PIX_EXAMPLE },
      ...PIX_ERRORS,
      404: ORDER_NOT_FOUND,
      409: {
        description: "The order was paid otherwise, and has no charge active or paid",
        example: { mensagem: "Este pedido já está pago." },
      },
      422: {
        description:
          "The order's method is not PIX, a quote (`Este pedido não tem pagamento a fazer.`), or a supplier without a PIX key (`Este fornecedor não recebe por PIX.`)",
        example: { mensagem: "Este pedido não é pago por PIX." },
      },
    },
  });

  defineCall(registry, {
    call: 59,
    suffix: "read",
    method: "get",
    path: "/v4/payment/pix/{numpedido}",
    summary: "PIX charge of an order",
    description:
      "The order's latest charge as it stands now: the storefront asks again while the shopper pays, until `status` is no longer ATIVA. A paid charge (CONCLUIDA) makes the order's payment APROVADO.",
    tag: TAG,
    session: "required",
    params: numpedidoParams,
    answers: {
      200: { description: "The charge", schema: PixCharge, example: { ...PIX_EXAMPLE, status: "CONCLUIDA" } },
      ...PIX_ERRORS,
      404: {
        description:
          "An unknown order, another client's or at another supplier (`Pedido não encontrado.`), or no charge made yet",
        example: { mensagem: "Cobrança PIX não encontrada." },
      },
      422: {
        description: "The order's method is not PIX, or a quote (`Este pedido não tem pagamento a fazer.`)",
        example: { mensagem: "Este pedido não é pago por PIX." },
      },
    },
  });

  defineCall(registry, {
    call: 60,
    suffix: "gateway",
    method: "get",
    path: "/v4/gateways/token",
    summary: "The card gateway's token and tokenizing a card in the browser",
    description:
      "The gateway of a supplier's card method, for the token's customer: with JavaScript the storefront sends a new card from the shopper's browser straight to `urlTokenizacao`, so the number and CVC never reach the storefront's server; a gateway whose origin is not the storefront's `CARD_GATEWAY_ORIGIN` is not used (the card form is then posted to the storefront). Answered with `Cache-Control: no-store`.",
    tag: TAG,
    session: "required",
    query: z.object({
      idsupplier: SupplierRef,
      idformapagamento: z.string().regex(/^\d+$/).openapi({ description: "The card method (call 9)", example: "12" }),
    }),
    answers: {
      200: {
        description: "The gateway",
        schema: GatewayToken,
        example: {
          gateway: "teste",
          chavePublica: "pk_teste_6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
          urlTokenizacao: "http://127.0.0.1:3100/gateway-teste/v1/tokens",
          expiraEm: "2026-11-23T12:15:00.000Z",
        },
      },
      400: {
        description: "`idsupplier` or `idformapagamento` missing, or a method that is not a whole number",
        example: { mensagem: "Parâmetros inválidos: idsupplier." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: {
        description:
          "Unknown supplier (`Fornecedor não encontrado.`), or a method the supplier does not offer the customer",
        example: { mensagem: "Forma de pagamento não encontrada." },
      },
      422: {
        description: "The method's `tipo` is not CARTAO",
        example: { mensagem: "Esta forma de pagamento não é por cartão." },
      },
    },
  });

  defineCall(registry, {
    call: 60,
    suffix: "tokenize",
    method: "post",
    path: "/gateway-teste/v1/tokens",
    summary: "The card gateway's token and tokenizing a card in the browser",
    description:
      "The reference server's test gateway (`urlTokenizacao` of its call 60; a real gateway has its own public HTTPS address). Called by the shopper's browser, without the customer's token: the public key names the supplier. CORS: an `Origin` on this machine or a supplier's own domain over HTTPS is allowed (the preflight OPTIONS answers 204); another origin is refused (403) before the body is read. Answered with `Cache-Control: no-store`. The gateway keeps, per token, the card's face and its issuer's answer, never the number nor the CVC.",
    tag: TAG,
    referenceServerOnly: true,
    body: {
      schema: CardTokenRequest,
      description: "JSON, at most 2 kB",
      example: {
        chavePublica: "pk_teste_6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
        number: "4111111111111111",
        name: "ANA B SOUZA",
        expiry: "12/30",
        cvc: "123",
      },
    },
    answers: {
      201: {
        description: "The card's token",
        schema: CardToken,
        example: {
          token: "tok_teste_Jm3Q0oQx8aVd2cY1kHf7WnPz",
          mask: "•••• 1111",
          bandeira: "Visa",
          validade: "12/30",
        },
      },
      400: {
        description:
          "A field at fault (`Chave pública inválida.`, `Número de cartão inválido.`, `Informe o nome como está impresso no cartão.`, `Informe a validade como MM/AA.`, `Informe o código de segurança de 3 ou 4 números do verso do cartão.`), or malformed JSON or an unknown field (`Corpo da requisição inválido.`, no `campo`)",
        schema: CardTokenRefusalSchema,
        example: { mensagem: "Informe a validade como MM/AA.", campo: "expiry" },
      },
      403: {
        description: "An origin not allowed",
        schema: CardTokenRefusalSchema,
        example: { mensagem: "Origem não permitida." },
      },
      413: {
        description: "A body over 2 kB",
        schema: CardTokenRefusalSchema,
        example: { mensagem: "Corpo da requisição inválido." },
      },
      422: {
        description:
          "No known brand, a length not the brand's, a failed Luhn check (`number`), or a card whose month ended in São Paulo (`Cartão vencido.`, `expiry`)",
        schema: CardTokenRefusalSchema,
        example: { mensagem: "Número de cartão inválido.", campo: "number" },
      },
    },
  });
}
