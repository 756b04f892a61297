import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  DuplicateCheckSchema,
  OrderLinkedUserSchema,
  OrderPlacedSchema,
  OrderRefusalSchema,
  OrderLineSchema,
  OrderSchema,
  OrderSubmissionSchema,
  ReadOrderAddressSchema,
  ReadOrderStatusSchema,
} from "~/models/checkout/order";
import { InvoiceListSchema, InvoiceSchema } from "~/models/invoices/invoice";
import { NotaFiscalSchema } from "~/models/orders/nota-fiscal";
import { OrderExportRequestSchema } from "~/models/orders/order-export";
import { OrderRatedSchema, RatingFieldsSchema } from "~/models/orders/order-rating";
import { OrderSummaryListSchema, OrderSummarySchema } from "~/models/orders/order-summary";
import { QuoteAcceptanceRequestSchema, QuoteAcceptedSchema } from "~/models/orders/quote-acceptance";
import { SubscriptionListSchema, SubscriptionSchema } from "~/models/subscriptions/subscription";
import { describeInPlace, FORBIDDEN, SESSION_EXPIRED, SUPPLIER_NOT_FOUND, SupplierRef } from "../components";
import { AppToken, defineCall } from "../define-call";
import { PAULISTA_ADDRESS } from "../examples";
import { describeCoercedNumbers, registerNamed, requiredInDocument } from "../schema-metadata";
import { BAD_ORDER_NUMBER, ClientId, ORDER_NOT_FOUND, OrderNumber, SESSION_OR_APP_TOKEN } from "./customer-params";

/** Calls 53–55 and 61–69: placing an order, reading and rating orders, their documents, quotes, subscriptions and invoices. */

const TAG = "Orders";

// Read tolerantly (a status the storefront does not know reads as null, an address's text over its length as sent), required by the contract.
const { cep, rua, numero, bairro, cidade, uf } = ReadOrderAddressSchema.shape;
requiredInDocument(ReadOrderStatusSchema, cep, rua, numero, bairro, cidade, uf);
// An order's line is read or left out (a catch, described as the line): its amounts described before the catch is.
describeCoercedNumbers(OrderLineSchema);

const OrderSubmission = describeInPlace(
  OrderSubmissionSchema,
  {
    description:
      "An order as the storefront sends it (docs/upstream-api.md §53, table of fields). The body never carries a price: the server prices the order itself, as call 40 prices the cart.",
  },
  "OrderSubmission",
);
const OrderPlaced = describeInPlace(
  OrderPlacedSchema,
  {
    description:
      "The order placed, as it stands now. `repetido: true`: the key had placed this order already (the same answer, no second order).",
  },
  "OrderPlaced",
);
const OrderRefusal = describeInPlace(
  OrderRefusalSchema,
  {
    description:
      'Every refusal of calls 53 and 54: the storefront shows `mensagem` (docs/rules/checkout.md "Duplicate order"); `itensName` names the products at fault; `pedidoIdentico: true` for an identical order just placed.',
  },
  "OrderRefusal",
);
const DuplicateCheck = describeInPlace(
  DuplicateCheckSchema,
  {
    description:
      "Whether the client has an order with this `chaveIdempotencia` (at any supplier, any time) or an identical order as call 53 defines it (same products and quantities and payment method in the last 60 seconds, whatever its delivery type, option, slot or address).",
  },
  "DuplicateCheck",
);
describeInPlace(NotaFiscalSchema.shape.chave, {
  pattern: "^\\d{44}$",
  description:
    "The NF-e's 44-digit access key; its check digit (cDV, modulo 11) must be right (docs/upstream-api.md §64)",
});
const NotaFiscal = describeInPlace(
  NotaFiscalSchema,
  { description: "The order's NF-e (§64), null until one is issued." },
  "NotaFiscal",
);
// Read with z.catch (a value that does not read counts as absent): described as what a server sends.
describeInPlace(OrderLinkedUserSchema, {
  type: ["integer", "string", "null"],
  minimum: 1,
  pattern: "^[1-9][0-9]{0,14}$",
  description:
    "Optional: the company's user (call 37's `idusuario`) who placed the order, as a positive whole number or its digits; `null` when the client itself (its principal login) or a representative placed it. When present, the storefront shows a company's user who is not the principal only the orders naming them; when absent, only those in call 61's list scoped to them.",
  example: null,
} as unknown as Parameters<typeof describeInPlace>[1]);
const Order = describeInPlace(
  OrderSchema,
  {
    description:
      "One order as the server keeps it (docs/upstream-api.md §55, table of fields). A server may also send what the order was sent with (`enderecofaturamento`, `idtipoassinatura`, `caracteristicas`, `canalVenda`, each line's `embalarParaPresente`, the delivery address's `coordenadas`).",
  },
  "Order",
);
const OrderSummary = describeInPlace(
  OrderSummarySchema,
  {
    description:
      'An order or quote summed up for a list. The delivery type\'s key is lower case here (`tipoentrega`, docs/rules/orders.md "Orders list").',
  },
  "OrderSummary",
);
const OrderSummaryList = describeInPlace(
  OrderSummaryListSchema,
  { description: "The orders and quotes, newest first (then the higher number first); `[]` when there is none." },
  "OrderSummaryList",
);
const OrderRated = describeInPlace(
  OrderRatedSchema,
  { description: "The rating kept; call 55 then carries it as `avaliacao` (without `numpedido`)." },
  "OrderRated",
);
const RatingFields = describeInPlace(
  RatingFieldsSchema,
  {
    description:
      '`nota` 1 to 5; `comentario` optional, kept as one line of plain text of at most 500 characters (`""` is none).',
  },
  "RatingFields",
);
const OrderExportRequest = describeInPlace(
  OrderExportRequestSchema,
  {
    description:
      "Which of the client's orders go into the file: the filters of the list the shopper is looking at (docs/upstream-api.md §66).",
  },
  "OrderExportRequest",
);
const QuoteAcceptanceRequest = describeInPlace(
  QuoteAcceptanceRequestSchema,
  {
    description:
      "The total the customer saw and accepts (a quote priced again since is not accepted unseen) and, optional, the method the customer pays with when not the one the quote was sent with: one call 9 offers them; the total stays the quote's.",
  },
  "QuoteAcceptanceRequest",
);
const QuoteAccepted = describeInPlace(
  QuoteAcceptedSchema,
  {
    description:
      "The quote accepted: an order now, with the same number, received (`ENVIADO`), its payment due as a new order's would be.",
  },
  "QuoteAccepted",
);
const Subscription = describeInPlace(
  SubscriptionSchema,
  {
    description:
      "A subscription: an order repeated every `tipo.dias` days until its customer cancels it (docs/upstream-api.md §68, table of fields).",
  },
  "Subscription",
);
const SubscriptionList = describeInPlace(
  SubscriptionListSchema,
  { description: "The client's subscriptions at the supplier, the active ones first, then the newest first." },
  "SubscriptionList",
);
describeInPlace(InvoiceSchema.shape.boleto, {
  description:
    "With completeInfo=true, the boleto of an ABERTA or VENCIDA invoice that has one; otherwise null or absent. An invoice to pay may have none (billed otherwise, not registered at the bank yet): the contract leaves it open (docs/upstream-api.md §69).",
});
const InvoiceList = describeInPlace(
  InvoiceListSchema,
  {
    description:
      "The customer's invoices at the supplier, latest due first, and their credit line (both limits null without one).",
  },
  "InvoiceList",
);

const customerParams = z.object({ apptoken: AppToken, idcliente: ClientId });

const ORDER_SUBMISSION_EXAMPLE = {
  chaveIdempotencia: "c0ffee2026checkout7f3a9b",
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  itens: [
    { idproduto: 1001, quantidade: 2, embalarParaPresente: false },
    { idproduto: 1011, quantidade: 3 },
  ],
  anotacoes: "Entregar na doca 2",
  numPedidoCliente: "OC-2026-118",
  cupom: null,
  cupomAplicacaoAutomatica: true,
  tipoEntrega: "DELIVERY",
  formaEntrega: { idformaentrega: "aurora-programada", data_de_entrega: "2026-11-24T13:00:00-03:00" },
  enderecoentrega: { idendereco: 1 },
  lojaRetira: null,
  enderecofaturamento: null,
  idtipoassinatura: null,
  caracteristicas: [{ idcaracteristica: "7", valor: "Manhã (8h às 12h)" }],
  representante: null,
  usuarioVinculado: null,
  idapikeys: null,
  canalVenda: "WEB",
  orcamento: false,
  formaPagamento: { idformapagamento: 11, temForma: true, trocoPara: null },
};

const ORDER_EXAMPLE = {
  numpedido: 10001,
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  idcliente: 501,
  status: "SEPARANDO",
  historico: [
    { status: "ENVIADO", data: "2026-11-23T12:00:00.000Z" },
    { status: "SEPARANDO", data: "2026-11-23T14:10:00.000Z" },
  ],
  dataPedido: "2026-11-23T12:00:00.000Z",
  itens: [
    {
      idproduto: 1001,
      nome: "Arroz branco tipo 1 5 kg",
      quantidade: 2,
      precoUnitario: 163.1,
      embalarParaPresente: false,
      valorEmbalagem: 0,
      valorDesconto: 0,
      total: 326.2,
    },
    {
      idproduto: 1011,
      nome: "Extrato de tomate 1,7 kg",
      quantidade: 3,
      precoUnitario: 25.4,
      embalarParaPresente: false,
      valorEmbalagem: 0,
      valorDesconto: 0,
      total: 76.2,
    },
  ],
  subtotal: 402.4,
  valorDesconto: 0,
  valorEmbalagens: 0,
  taxaentrega: 25,
  totalpedido: 427.4,
  tipoEntrega: "DELIVERY",
  formaEntrega: {
    idformaentrega: "aurora-programada",
    descricao: "Entrega programada",
    data_de_entrega: "2026-11-24T13:00:00-03:00",
  },
  enderecoentrega: {
    ...PAULISTA_ADDRESS,
    coordenadas: { lat: -23.5668, lng: -46.649757 },
  },
  lojaRetira: null,
  enderecofaturamento: null,
  formaPagamento: { idformapagamento: 11, descricao: "Boleto faturado 28 dias", tipo: "FATURADO", trocoPara: null },
  pagamento: { status: "NAO_SE_APLICA", mensagem: null },
  anotacoes: "Entregar na doca 2",
  numPedidoCliente: "OC-2026-118",
  cupom: null,
  idtipoassinatura: null,
  caracteristicas: [],
  canalVenda: "WEB",
  emitidoPor: null,
  representante: null,
  numeroErp: null,
  avaliacao: null,
  orcamentoAceitoEm: null,
  notaFiscal: null,
};

const SUBSCRIPTION_EXAMPLE = {
  idassinatura: 1,
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  idcliente: 501,
  status: "ATIVA",
  tipo: { idtipoassinatura: 31, descricao: "Toda semana", dias: 7 },
  numpedido: 10001,
  criadaEm: "2026-11-23T12:00:00.000Z",
  canceladaEm: null,
  proximaEntrega: "2026-11-30",
  tipoEntrega: "RETIRADA",
  formaEntrega: { descricao: "Retirada no centro de distribuição" },
  formaPagamento: { descricao: "PIX", tipo: "PIX" },
  valorEstimado: 398.86,
  itens: [{ idproduto: 1001, nome: "Arroz branco tipo 1 5 kg", quantidade: 2 }],
  emitidoPor: null,
};

const refusal = (description: string, mensagem: string, extra: Record<string, unknown> = {}) => ({
  description,
  schema: OrderRefusal,
  example: { mensagem, mensagemErro: null, itensName: null, pedidoIdentico: false, ...extra },
});

const fileHeaders = (filename: string) => ({
  "Content-Disposition": { description: "The file's name", example: `attachment; filename="${filename}"` },
  "Cache-Control": { description: "private, no-store", example: "private, no-store" },
});

const NFE_NOT_ISSUED = {
  description: "The order has no NF-e yet",
  example: { mensagem: "A nota fiscal deste pedido ainda não foi emitida." },
};

const SUBSCRIPTION_ID = z.object({
  idassinatura: z.string().openapi({
    description: "The subscription: a whole number (1 to 15 digits); anything else gets 400",
    example: "1",
  }),
});

export function registerOrdersCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    OrderSubmission,
    OrderPlaced,
    OrderRefusal,
    DuplicateCheck,
    NotaFiscal,
    Order,
    OrderSummary,
    OrderSummaryList,
    OrderRated,
    RatingFields,
    OrderExportRequest,
    QuoteAcceptanceRequest,
    QuoteAccepted,
    Subscription,
    SubscriptionList,
    InvoiceList,
  );

  defineCall(registry, {
    call: 53,
    method: "post",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/pedido",
    summary: "Place an order",
    description:
      "Places an order of the token's client at the body's supplier, priced by the server (prices or totals sent are ignored): the cart's `totalCompras` plus the option's fee (0 from its `frete_gratis_acima`), at the payment method's prices. One order per client and `chaveIdempotencia`: the same key again answers the order it placed (`repetido: true`), whatever the body. On success the customer's stored cart at the supplier is emptied. Checked in this order: a body that is not JSON or over 256 kB (400), the token (401), the body's fields (400), the client and supplier (403, 404), the key (a replay: 200), then the rules of docs/upstream-api.md §53 in the order listed there. The storefront never sends it twice: after a fault it asks call 54.",
    tag: TAG,
    session: "required",
    params: customerParams,
    body: {
      schema: OrderSubmission,
      description: "JSON, at most 256 kB and 500 lines",
      example: ORDER_SUBMISSION_EXAMPLE,
    },
    answers: {
      200: {
        description: "The order placed (or placed already under this key)",
        schema: OrderPlaced,
        example: {
          numpedido: 10001,
          totalpedido: 427.4,
          taxaentrega: 25,
          idcliente: 501,
          status: "ENVIADO",
          dadospedido: { cupom: null },
          pagamento: { tipo: "FATURADO", status: "NAO_SE_APLICA" },
          mensagemSucesso: "Pedido 10001 recebido.",
          repetido: false,
        },
      },
      400: refusal(
        "A body that is not JSON or a malformed field (naming it); an empty `itens` (`O carrinho está vazio. Experimente adicionar alguns produtos`); a quote without tag support-budget (`Este fornecedor não recebe pedidos de orçamento.`); a subscription type the supplier does not offer; DELIVERY with neither an `idendereco` nor an `endereco` with `coordenadas`",
        "Corpo da requisição inválido: anotacoes.",
      ),
      401: refusal("No valid token; or a wrong application token (`Token de aplicação inválido.`)", "Sessão expirada"),
      403: refusal(
        "Another client or supplier than the token's (`Acesso não permitido.`), or tag restrict-not-approved-user-submission and a customer the supplier has not approved",
        "Seu cadastro aguarda aprovação do fornecedor; o pedido poderá ser enviado depois da aprovação.",
      ),
      404: refusal(
        "An unknown supplier (`Fornecedor não encontrado.`), or DELIVERY to an `idendereco` that is not the customer's",
        "Endereço não encontrado.",
      ),
      409: refusal(
        "An identical order (same products and quantities after the quantity rules, same payment method; the delivery type, option, slot and address do not count) placed by the client at this supplier under another key in the last 60 seconds (`pedidoIdentico: true`, shown as it is); or a `data_de_entrega` that is no longer one of the option's open slots (`Esse horário de entrega não está mais disponível. Escolha outro.`)",
        "Um pedido idêntico foi realizado há poucos segundos.",
        { pedidoIdentico: true },
      ),
      422: refusal(
        "A payment method call 9 does not offer this customer; unknown or unavailable products (`Alguns produtos não estão disponíveis.` with `itensName`); a delivery option that is not one of the supplier's now or has no open slot; a place outside the supplier's area; a subtotal below the option's `pedido_minimo` (`O pedido mínimo para Entrega programada é de R$ 300,00. Faltam R$ 48,30.`); FATURADO above the credit available; NA_ENTREGA with `trocoPara` below the total. Amounts are written as the storefront writes them (a no-break space after `R$`)",
        "Alguns produtos não estão disponíveis.",
        { itensName: "Grão-de-bico 500 g, Produto 999999" },
      ),
    },
  });

  defineCall(registry, {
    call: 54,
    method: "post",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/pedido/duplicidade",
    summary: "Was this order placed already?",
    description:
      "After a failed or unanswered call 53, the storefront asks whether the order exists before saying it failed. Token, client, supplier and body as call 53 (a malformed body is the same 400); it creates nothing and checks none of call 53's other rules. A body without lines (`itens: []`) asks by the key alone: the storefront asks so before placing a form (a key that placed an order already lands on that order) and while it confirms an order whose call 53 went unanswered.",
    tag: TAG,
    session: "required",
    params: customerParams,
    body: { schema: OrderSubmission, example: ORDER_SUBMISSION_EXAMPLE },
    answers: {
      200: { description: "Whether it exists", schema: DuplicateCheck, example: { duplicado: true, numpedido: 10001 } },
      400: refusal("A body that is not JSON, or a malformed field", "Corpo da requisição inválido: itens."),
      401: refusal("No valid token; or a wrong application token (`Token de aplicação inválido.`)", "Sessão expirada"),
      403: refusal("Another client or supplier than the token's", "Acesso não permitido."),
      404: refusal("An unknown supplier", "Fornecedor não encontrado."),
    },
  });

  defineCall(registry, {
    call: 55,
    method: "get",
    path: "/v2/app/{apptoken}/order/{numpedido}",
    summary: "One order",
    description:
      "The order as the server keeps it, with the history of its statuses (oldest first), for the client of the session's token at its supplier.",
    tag: TAG,
    session: "required",
    params: z.object({ apptoken: AppToken, numpedido: OrderNumber }),
    answers: {
      200: { description: "The order", schema: Order, example: ORDER_EXAMPLE },
      400: BAD_ORDER_NUMBER,
      401: SESSION_OR_APP_TOKEN,
      404: ORDER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 61,
    method: "get",
    path: "/v2/app/pedido/cliente/{idcliente}",
    summary: "The customer's orders",
    description:
      "The orders and quotes of the token's client at the token's supplier, newest first, each summed up for a list (the whole order is call 55). There is no `{apptoken}` in this path. The list takes no other filter: the storefront filters it by status and day after this call.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: ClientId }),
    query: z.object({
      idusuariovinculado: z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .optional()
        .openapi({
          description:
            "A company's user (§37, `idusuario`) logged in for the client: only the orders that user placed are listed, unless `clientevinculadoprincipal` is true",
          example: "41",
        }),
      clientevinculadoprincipal: z.boolean().optional().openapi({
        description:
          "true: the login is the account's principal (§37), who sees every order of the client; default false",
        example: false,
      }),
    }),
    answers: {
      200: {
        description: "The orders",
        schema: OrderSummaryList,
        example: [
          {
            numpedido: 10002,
            dataPedido: "2026-11-23T12:05:00.000Z",
            status: "ORCAMENTO_NOVO",
            totalpedido: 633.24,
            tipoentrega: "RETIRADA",
            formaPagamento: { descricao: "PIX", tipo: "PIX" },
            pagamento: { status: "NAO_SE_APLICA" },
            quantidadeItens: 1,
            emitidoPor: null,
            orcamento: true,
            orcamentoAceito: false,
          },
          {
            numpedido: 10001,
            dataPedido: "2026-11-23T12:00:00.000Z",
            status: "ENTREGUE",
            totalpedido: 427.4,
            tipoentrega: "DELIVERY",
            formaPagamento: { descricao: "Boleto faturado 28 dias", tipo: "FATURADO" },
            pagamento: { status: "NAO_SE_APLICA" },
            quantidadeItens: 2,
            emitidoPor: "Júlia Martins",
            orcamento: false,
            orcamentoAceito: false,
          },
        ],
      },
      400: {
        description: "A malformed parameter (not a whole number from 1, not true or false, given twice)",
        example: { mensagem: "Parâmetros inválidos: idusuariovinculado." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
    },
  });

  defineCall(registry, {
    call: 62,
    method: "post",
    path: "/v1/app/{apptoken}/pedido/{numpedido}/avaliar",
    summary: "Rate an order",
    description:
      "The customer rates one of their orders, once, after it was delivered or picked up (status `ENTREGUE`). Token and order as call 55. Refusals in this order: 413, 401, 400 (`numpedido`), 404, 400 (fields), 422, 409.",
    tag: TAG,
    session: "required",
    params: z.object({ apptoken: AppToken, numpedido: OrderNumber }),
    body: {
      schema: RatingFields,
      contentType: "application/x-www-form-urlencoded",
      description: 'Form-encoded (docs/rules/orders.md "Rating"), at most 8 kB',
      example: { nota: "4", comentario: "Chegou tudo certo e no horário." },
    },
    answers: {
      201: {
        description: "The rating kept",
        schema: OrderRated,
        example: {
          numpedido: 10001,
          nota: 4,
          comentario: "Chegou tudo certo e no horário.",
          avaliadoEm: "2026-11-25T15:20:00.000Z",
        },
      },
      400: {
        description:
          "`{numpedido}` not a whole number (`Parâmetros inválidos: numpedido.`); no `nota`, one that is not 1–5, a field given twice, a body that is not form-encoded, a comment over 500 characters",
        example: { mensagem: "Corpo da requisição inválido: nota." },
      },
      401: SESSION_OR_APP_TOKEN,
      404: ORDER_NOT_FOUND,
      409: {
        description: "It has a rating already, which stays as it was",
        example: { mensagem: "Este pedido já foi avaliado." },
      },
      413: { description: "A body over 8 kB", example: { mensagem: "Corpo da requisição inválido." } },
      422: {
        description: "The order's status is not ENTREGUE (a cancelled order included)",
        example: { mensagem: "Só é possível avaliar um pedido depois de entregue." },
      },
    },
  });

  defineCall(registry, {
    call: 63,
    method: "post",
    path: "/v4/payment/generate-receipt/{numorder}/{idclient}",
    summary: "Receipt of an order's payment",
    description:
      "The payment receipt of one of the customer's orders, as a one-page A4 PDF to save (tens of kilobytes), generated each time it is asked for; no body. An order has a receipt once its payment is settled: CARTAO and PIX when `pagamento.status` is APROVADO, NA_ENTREGA once ENTREGUE, FATURADO never through this contract. The storefront sends `Accept: application/pdf`, reads the file whole (at most 2 MiB) and accepts only a PDF.",
    tag: TAG,
    session: "required",
    params: z.object({ numorder: OrderNumber, idclient: ClientId }),
    answers: {
      200: {
        description: "The receipt",
        contentType: "application/pdf",
        headers: fileHeaders("comprovante-pedido-10001.pdf"),
      },
      400: BAD_ORDER_NUMBER,
      401: SESSION_EXPIRED,
      404: {
        description:
          "`{idclient}` is not the token's client; the order is unknown, another client's, or at another supplier than the token's",
        example: { mensagem: "Pedido não encontrado." },
      },
      409: {
        description: "The payment is not settled yet",
        example: {
          mensagem: "O pagamento deste pedido ainda não foi confirmado: o comprovante fica disponível depois dele.",
        },
      },
    },
  });

  defineCall(registry, {
    call: 64,
    method: "get",
    path: "/v4/danfe/{numpedido}/{idfornecedor}",
    summary: "DANFE of an order's NF-e",
    description:
      "The DANFE of the order's electronic invoice as a PDF (the national layout's portrait form). An order has an NF-e from the first time it moves to PAGO, EMENTREGA, PRONTO_RETIRADA or ENTREGUE; call 55 then carries it as `notaFiscal`. The storefront sends `Accept: application/pdf`.",
    tag: TAG,
    session: "required",
    params: z.object({ numpedido: OrderNumber, idfornecedor: SupplierRef }),
    answers: {
      200: { description: "The DANFE", contentType: "application/pdf", headers: fileHeaders("danfe-pedido-10001.pdf") },
      400: BAD_ORDER_NUMBER,
      401: SESSION_EXPIRED,
      404: {
        description: "`{idfornecedor}` is not the token's supplier; the order is unknown or another client's",
        example: { mensagem: "Pedido não encontrado." },
      },
      409: NFE_NOT_ISSUED,
    },
  });

  defineCall(registry, {
    call: 65,
    method: "get",
    path: "/v4/nfe-xml/{numpedido}/{idfornecedor}",
    summary: "XML of an order's NF-e",
    description:
      "The authorized NF-e in the shape of layout 4.00, UTF-8 (the family of call 64: same token, order and refusals). The storefront sends `Accept: application/xml` and accepts application/xml or text/xml.",
    tag: TAG,
    session: "required",
    params: z.object({ numpedido: OrderNumber, idfornecedor: SupplierRef }),
    answers: {
      200: { description: "The NF-e", contentType: "application/xml", headers: fileHeaders("nfe-pedido-10001.xml") },
      400: BAD_ORDER_NUMBER,
      401: SESSION_EXPIRED,
      404: ORDER_NOT_FOUND,
      409: NFE_NOT_ISSUED,
    },
  });

  defineCall(registry, {
    call: 66,
    method: "post",
    path: "/v4/orders/export/{idcliente}",
    summary: "Orders export",
    description:
      "The orders of the token's client at the token's supplier as a spreadsheet, filtered as the shopper filtered \"Meus pedidos\". The storefront passes on only an XLSX or a `;`-separated CSV of at most 20 MiB, as it arrives; anything else is a fault.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: ClientId }),
    body: {
      schema: OrderExportRequest,
      description: "JSON, at most 16 kB",
      example: { tipo: "pedidos", status: "ENTREGUE", de: "2026-11-01", ate: "2026-11-30" },
    },
    answers: {
      200: {
        description: "The file itself: an XLSX workbook, or `;`-separated UTF-8 text",
        contentType: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "text/csv"],
        headers: {
          "Content-Disposition": {
            description: "The file's name (the storefront names the shopper's file itself)",
            example: 'attachment; filename="pedidos-2026-11-23.xlsx"',
          },
        },
      },
      400: {
        description:
          "A body that is not JSON, another field, a status that is none, a day that is no calendar's, or `de` after `ate`, naming it",
        example: { mensagem: "Corpo da requisição inválido: de." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
    },
  });

  defineCall(registry, {
    call: 67,
    method: "post",
    path: "/v2/app/{apptoken}/usuario/{idcliente}/orcamento/{numpedido}/aceitar",
    summary: "Quote acceptance",
    description:
      "Under tag support-budget, the customer accepts a quote the supplier priced (status ORCAMENTO_PRECIFICADO): it becomes an order with the same number (ENVIADO), its payment due as a new order's would be. One acceptance at a time. Refusals in the order listed (401, 403, 400, 404, 400, 409, 422…).",
    tag: TAG,
    session: "required",
    params: z.object({ apptoken: AppToken, idcliente: ClientId, numpedido: OrderNumber }),
    body: { schema: QuoteAcceptanceRequest, description: "JSON, at most 16 kB", example: { totalpedido: 668.3 } },
    answers: {
      200: {
        description: "The quote accepted",
        schema: QuoteAccepted,
        example: {
          numpedido: 10002,
          status: "ENVIADO",
          totalpedido: 668.3,
          orcamentoAceitoEm: "2026-11-23T12:00:00.000Z",
          pagamento: { tipo: "PIX", status: "AGUARDANDO" },
        },
      },
      400: {
        description:
          "`{numpedido}` not a whole number (`Parâmetros inválidos: numpedido.`); no total, one that is not a number from 0, another field",
        example: { mensagem: "Corpo da requisição inválido: totalpedido." },
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      404: ORDER_NOT_FOUND,
      409: {
        description:
          "Accepted before (`Este orçamento já foi aceito.`), or `totalpedido` is not the quote's total to the cent",
        example: {
          mensagem: "O fornecedor mudou os valores deste orçamento. Confira os novos valores antes de aceitar.",
        },
      },
      422: {
        description:
          "Not a quote (`Este pedido não é um orçamento.`), still ORCAMENTO_NOVO, cancelled (`Este orçamento foi cancelado.`), an `idformapagamento` call 9 does not offer the customer, or invoiced (the quote's method or the one chosen) above the credit available",
        example: { mensagem: "Este orçamento ainda não foi precificado pelo fornecedor." },
      },
    },
  });

  defineCall(registry, {
    call: 68,
    suffix: "list",
    method: "get",
    path: "/v4/subscription/list/{idfornecedor}/{idcliente}",
    summary: "Subscriptions",
    description:
      "The client's subscriptions at the supplier, the active ones first, then the newest first; `[]` when there is none. `{idfornecedor}` must be the token's supplier and `{idcliente}` the token's client.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef, idcliente: ClientId }),
    answers: {
      200: { description: "The subscriptions", schema: SubscriptionList, example: [SUBSCRIPTION_EXAMPLE] },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  const SUBSCRIPTION_NOT_FOUND = {
    description: "Unknown, another client's, or at another supplier than the token's",
    example: { mensagem: "Assinatura não encontrada." },
  };
  const BAD_SUBSCRIPTION_ID = {
    description: "`{idassinatura}` is not a whole number (1 to 15 digits)",
    example: { mensagem: "Parâmetros inválidos: idassinatura." },
  };

  defineCall(registry, {
    call: 68,
    suffix: "get",
    method: "get",
    path: "/v4/subscription/get/{idassinatura}",
    summary: "Subscriptions",
    description: "One of the token's client's subscriptions at the token's supplier.",
    tag: TAG,
    session: "required",
    params: SUBSCRIPTION_ID,
    answers: {
      200: { description: "The subscription", schema: Subscription, example: SUBSCRIPTION_EXAMPLE },
      400: BAD_SUBSCRIPTION_ID,
      401: SESSION_EXPIRED,
      404: SUBSCRIPTION_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 68,
    suffix: "cancel",
    method: "delete",
    path: "/v4/subscription/cancel/{idassinatura}",
    summary: "Subscriptions",
    description: "Cancels the subscription: no later delivery is made. The storefront never sends it twice.",
    tag: TAG,
    session: "required",
    params: SUBSCRIPTION_ID,
    answers: {
      200: {
        description: "The subscription cancelled",
        schema: Subscription,
        example: {
          ...SUBSCRIPTION_EXAMPLE,
          status: "CANCELADA",
          canceladaEm: "2026-11-25T10:00:00.000Z",
          proximaEntrega: null,
        },
      },
      400: BAD_SUBSCRIPTION_ID,
      401: SESSION_EXPIRED,
      404: SUBSCRIPTION_NOT_FOUND,
      409: {
        description: "Cancelled already (it stays as it was)",
        example: { mensagem: "Esta assinatura já está cancelada." },
      },
    },
  });

  defineCall(registry, {
    call: 69,
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idclientefaturas}",
    summary: "Invoices",
    description:
      "The customer's invoices at the supplier (the boletos of what they bought on credit) and their credit limit; the storefront loads them after login. An invoiced order (FATURADO, not a quote) gets its invoice when placed; invoices billed by the supplier's own system are listed too, without `numpedido`. A boleto whose linha digitável has wrong check digits is shown without its boleto (FEBRABAN's layout: docs/upstream-api.md §69).",
    tag: TAG,
    session: "required",
    params: z.object({
      apptoken: AppToken,
      idcliente: ClientId,
      idfornecedor: SupplierRef,
      idclientefaturas: ClientId.openapi({
        description:
          "The same client id again: both must be the token's client (docs/upstream-api.md writes both as `{idcliente}`)",
      }),
    }),
    query: z.object({
      completeInfo: z.boolean().optional().openapi({
        description:
          "true: each invoice still to pay carries its `boleto` when it has one (an invoice to pay may have none: `null`); default false (the storefront sends it)",
        example: true,
      }),
    }),
    answers: {
      200: {
        description: "The invoices, latest due first",
        schema: InvoiceList,
        example: {
          limite_credito_total: 3000,
          limite_credito_disponivel: 2081.64,
          faturas: [
            {
              idfatura: 7,
              numpedido: 10001,
              descricao: "Pedido 10001",
              valor: 398.86,
              emissao: "2026-11-23",
              vencimento: "2026-12-21",
              status: "ABERTA",
              pagaEm: null,
              boleto: {
                banco: "237",
                bancoNome: "Bradesco",
                linhaDigitavel: "23793381029000000000107001234504116670000039886",
                codigoBarras: "23791166700000398863381090000000000700123450",
                nossoNumero: "09/00000000007",
                beneficiario: {
                  nome: "Distribuidora Aurora Ltda.",
                  documento: "24681357000140",
                  agencia: "3381",
                  conta: "0012345",
                },
                pagador: { nome: "Ana Beatriz Souza", documento: "52998224725" },
                localPagamento: "Pagável em qualquer banco até o vencimento",
              },
            },
          ],
        },
      },
      400: {
        description: "`completeInfo` neither true nor false",
        example: { mensagem: "Parâmetros inválidos: completeInfo." },
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });
}
