import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  CartSchema,
  CouponCheckSchema,
  CouponListSchema,
  CouponSchema,
  ReferralCouponSchema,
  SpreadsheetAnswerSchema,
  SubscriptionTypesSchema,
} from "~/models/cart";
import {
  describeInPlace,
  FORBIDDEN,
  invalidQuery,
  ProductSummary,
  SESSION_EXPIRED,
  SUPPLIER_NOT_FOUND,
  SupplierRef,
} from "../components";
import { CartChangeSchema } from "~/models/requests/cart-change";
import { AppToken, defineCall } from "../define-call";
import { registerNamed } from "../schema-metadata";
import { CartPaymentMethodQuery, ClientId, SESSION_OR_APP_TOKEN } from "./customer-params";

/** Calls 39–45: the cart, its coupons, subscription types and the quick-order spreadsheet. */

const TAG = "Cart";

const Cart = describeInPlace(
  CartSchema,
  {
    description:
      "The stored cart of a client at a supplier, priced by the server (docs/upstream-api.md §39–§40): lines sorted by product name, each priced by the price rule (`regraPreco`), and the coupon priced in. `cupomManual` (optional): the manual coupon the server keeps with the cart (null for none), whether or not it is priced in today; left out by a server that keeps no coupon. The answer also carries `idfornecedor` and `idcliente` (whose cart it is), which the storefront ignores.",
  },
  "Cart",
);
const Coupon = describeInPlace(
  CouponSchema,
  {
    description:
      "A coupon as calls 41 and 42 describe it. `valorDescontoPercentual` is the percentage for `%` and the amount in BRL for `R$`; `validade` its last day (YYYY-MM-DD) or null.",
  },
  "Coupon",
);
const CouponCheck = describeInPlace(
  CouponCheckSchema,
  {
    description:
      "A coupon checked against the customer's stored cart: `valido: false` comes with a `mensagem`; `cupom` is null only with `Cupom não encontrado.`",
  },
  "CouponCheck",
);
const CouponList = describeInPlace(
  CouponListSchema,
  {
    description:
      "The public coupons of the supplier and those given to this customer, newest first; `cupomRecomendacao`: the one with the largest discount on the stored cart, or null.",
  },
  "CouponList",
);
const ReferralCoupon = describeInPlace(
  ReferralCouponSchema,
  { description: "The customer's own coupon to share (10 %, every product, no minimum, no end, both channels)." },
  "ReferralCoupon",
);
const SubscriptionTypes = describeInPlace(
  SubscriptionTypesSchema,
  {
    description:
      "The supplier's subscription types; `tipos` empty and `label` null at a supplier without subscriptions.",
  },
  "SubscriptionTypes",
);
const SpreadsheetAnswer = describeInPlace(
  SpreadsheetAnswerSchema,
  {
    description:
      "One entry per row of the file, in file order. `situacao`, first match wins: `nao-encontrado`, `indisponivel`, `quantidade-invalida`, `encontrado`. `quantidade` is as written (the quantity rules are not applied here).",
  },
  "SpreadsheetAnswer",
);

// The body of call 40's POST (app/models/requests/cart-change.ts: the storefront sends it, the reference server parses it), described here.
const cartLine = CartChangeSchema.shape.cartItens.element.shape;
describeInPlace(cartLine.idproduto, {
  description: "The product: a number, or its digits as a string (the storefront sends a string)",
  example: "1001",
});
describeInPlace(cartLine.quantidade, {
  description: "Rounded to 3 decimals, then corrected by the quantity rules; 0 removes the product",
  example: 2,
});
describeInPlace(cartLine.embalarParaPresente, {
  description: "Gift wrap; kept only for products with a `preco_embalagem`. Absent: false",
});
describeInPlace(CartChangeSchema.shape.cartItens, {
  description:
    "The lines: they replace the stored ones, or with `modoRepeticaoPedido=true` are added to them. `[]` with `modoRepeticaoPedido=true` changes only the notes or unlocks",
});
describeInPlace(CartChangeSchema.shape.observacao, {
  description: 'Notes; trimmed; absent keeps the stored value, `""` or null clears it',
});
describeInPlace(CartChangeSchema.shape.numPedidoCliente, {
  description: "The buyer's own order number; as `observacao`",
});
describeInPlace(CartChangeSchema.shape.desbloquearAtendimento, {
  description: 'true clears every attendant price of the cart (docs/rules/cart.md "Service lock")',
});
const CartChange = describeInPlace(CartChangeSchema, {}, "CartChange");

const CartParams = z.object({
  apptoken: AppToken,
  idcliente: ClientId,
  idusuario: ClientId.openapi({
    description:
      "The same client id again: both segments must be the token's client (docs/upstream-api.md writes both as `{idcliente}`)",
  }),
});

const cartQuery = {
  idfornecedor: SupplierRef,
  idformapagamento: CartPaymentMethodQuery,
  idtipoassinatura: z.string().optional().openapi({
    description:
      "The subscription type chosen (call 44), echoed in the answer; one the supplier does not offer gets 400",
    example: "31",
  }),
  canalVenda: z.enum(["WEB", "MANUAL"]).optional().openapi({
    description: "The channel coupons must allow; default WEB (the storefront always sends WEB)",
    example: "WEB",
  }),
  codigoCupom: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional()
    .openapi({
      description:
        "The manual coupon the shopper applied (call 41): priced in while it stays valid. A server that keeps coupons with carts (`cupomManual` in the answer) keeps it from now on, replacing the one it kept; without it, such a server prices the one it keeps",
      example: "CAFE10",
    }),
  removerCupom: z.boolean().optional().openapi({
    description:
      "true: the shopper removed the manual coupon; a server that keeps coupons with carts forgets the one it keeps (a `codigoCupom` of the same request is then kept instead). Every server accepts it; one that keeps none ignores it. Default false",
    example: true,
  }),
  cupomAplicacaoAutomatica: z.boolean().optional().openapi({
    description:
      "true (default) lets the server apply the best automatic coupon when there is no valid manual one; false never does",
    example: true,
  }),
  tipoentrega: z.enum(["DELIVERY", "RETIRADA"]).optional().openapi({
    description:
      "The shopper's delivery type, in capitals (the storefront always sends it): a stored line whose product is not offered for it leaves the cart, with a notice in `avisos`, as an unavailable one does; absent: no line leaves for its type; another value: 400",
    example: "RETIRADA",
  }),
};

export const CART_EXAMPLE = {
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  idcliente: 501,
  idformapagamento: 11,
  cartItens: [
    {
      idproduto: 1001,
      quantidade: 2,
      embalarParaPresente: false,
      precoUnitario: 163.1,
      regraPreco: "normal",
      produto: {
        id: 1001,
        codigo: "AUR-0001",
        nome: "Arroz branco tipo 1 5 kg",
        marca: "Vale Dourado",
        unidade: "fd",
        preco: 163.1,
        preconf: null,
        precoatendente: null,
        precovendaatacado: 152.9,
        minvendaatacado: 60,
        multiploincremento: 6,
        usaAtacado: true,
        granularidade: 1,
        min_por_pedido: 1,
        maxporpedido: null,
        preco_embalagem: null,
        efeitospoliticas: { descontoProgressivo: { "5": 159.02, "10": 154.94 } },
        imagem: "aurora/produtos/1001.svg",
        disponivel: true,
        idsegmento: "aurora-atacado",
      },
      valorEmbalagem: 0,
      valorDesconto: 0,
      total: 326.2,
    },
  ],
  subtotal: 326.2,
  valorEmbalagens: 0,
  valorDesconto: 0,
  totalCompras: 326.2,
  observacao: "Entregar na doca 2",
  numPedidoCliente: null,
  codigoCupom: null,
  cupomCanal: null,
  tipoDesconto: "%",
  valorDescontoPercentual: 0,
  produtosComDesconto: [],
  cupomAutomatico: null,
  mensagemCupom: "Cupom não encontrado.",
  cupomManual: "NAOEXISTE",
  bloqueio_atendimento: false,
  idtipoassinatura: null,
  meta_info: {
    hasRecorrencia: true,
    recorrencia: { mensagem: "Receba este pedido de novo, no mesmo dia, sem precisar pedir." },
  },
  avisos: [],
  mensagem: null,
};

const CART_ERRORS = {
  400: {
    ...invalidQuery(
      "idfornecedor",
      "`idfornecedor` missing, or a query parameter malformed (a flag not true/false, an id not a positive whole number, a malformed `codigoCupom`, an unknown `canalVenda`), or a subscription type the supplier does not offer",
    ),
  },
  401: SESSION_OR_APP_TOKEN,
  403: FORBIDDEN,
  404: SUPPLIER_NOT_FOUND,
};

export function registerCartCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    ProductSummary,
    Coupon,
    Cart,
    CouponCheck,
    CouponList,
    ReferralCoupon,
    SubscriptionTypes,
    SpreadsheetAnswer,
  );

  defineCall(registry, {
    call: 40,
    suffix: "load",
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idusuario}/cart",
    summary: "Load and save the cart",
    description:
      'The stored cart of the token\'s client at the supplier, priced now (the price rule of docs/rules/cart.md "Price rule" and the quantity rules, at the prices of `idformapagamento`). A stored line whose product has become unavailable leaves the cart, with an aviso. Priced call (docs/upstream-api.md, Conventions).',
    tag: TAG,
    session: "required",
    params: CartParams,
    query: z.object(cartQuery),
    answers: { 200: { description: "The stored cart", schema: Cart, example: CART_EXAMPLE }, ...CART_ERRORS },
  });

  defineCall(registry, {
    call: 40,
    suffix: "save",
    method: "post",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/usuario/{idusuario}/cart",
    summary: "Load and save the cart",
    description:
      "Replaces the stored lines (or, with `modoRepeticaoPedido=true`, adds to them: quantities summed, then the quantity rules applied) and answers the cart as stored. Each quantity corrected and each product left out (unknown, of another supplier, unavailable) adds a line to `avisos`. When lines were sent and none could be kept, `mensagem` says why. A malformed body leaves the stored cart as it was.",
    tag: TAG,
    session: "required",
    params: CartParams,
    query: z.object({
      ...cartQuery,
      modoRepeticaoPedido: z.boolean().optional().openapi({
        description:
          "true: each line is added to the stored line of the same product (add to cart, order repeat, quick order); default false: the body replaces the stored lines",
        example: true,
      }),
    }),
    body: {
      schema: CartChange,
      description: "At most 500 lines and 256 kB",
      example: {
        cartItens: [{ idproduto: "1001", quantidade: 2, embalarParaPresente: false }],
        observacao: "Entregar na doca 2",
      },
    },
    answers: {
      200: { description: "The cart as stored", schema: Cart, example: CART_EXAMPLE },
      400: {
        description:
          "A malformed body (naming the field), more than 500 lines, a body over 256 kB, or a malformed query parameter",
        example: { mensagem: "Corpo da requisição inválido: cartItens.0.quantidade." },
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 41,
    method: "get",
    path: "/v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo}",
    summary: "Validate a coupon",
    description:
      "Checks a coupon against the customer's stored cart by the rules of §39, in order; always 200 for a well-formed request. When `codigocupomautomatico` names an automatic coupon that passes its rules and gives a larger discount on this cart, an otherwise valid coupon gets `valido: false, automaticoSuperior: true`. Priced call.",
    tag: TAG,
    session: "required",
    params: z.object({
      idfornecedor: SupplierRef,
      idcliente: ClientId,
      codigo: z.string().openapi({
        description: "The code typed: 1–40 letters, digits, `-` and `_`, compared without case; anything else gets 400",
        example: "CAFE10",
      }),
    }),
    query: z.object({
      canalVenda: z
        .enum(["WEB", "MANUAL"])
        .optional()
        .openapi({ description: "Default WEB (the storefront always sends WEB)", example: "WEB" }),
      idformapagamento: CartPaymentMethodQuery,
      codigocupomautomatico: z
        .string()
        .optional()
        .openapi({ description: "The automatic coupon the cart has now, if any", example: "ATACADO3" }),
    }),
    answers: {
      200: {
        description:
          "The verdict. `mensagem` (with `valido: false`): `Cupom não encontrado.`, `Cupom expirado.`, `Cupom ainda não está válido.`, `Cupom não disponível neste canal de venda.`, `Valor mínimo do pedido para este cupom: R$ 100,00.`, `Nenhum produto do carrinho participa deste cupom.`, `Você não pode usar o seu próprio cupom de indicação.`",
        schema: CouponCheck,
        example: {
          valido: true,
          mensagem: null,
          automaticoSuperior: false,
          cupom: {
            codigoCupom: "BEMVINDO10",
            descricao: "10% de boas-vindas na loja toda",
            tipoDesconto: "%",
            valorDescontoPercentual: 10,
            produtosComDesconto: [],
            valorMinimo: null,
            validade: null,
            automatico: false,
          },
        },
      },
      400: {
        description:
          "A code (in the path or in `codigocupomautomatico`) of more than 40 characters or with other characters",
        example: { mensagem: "Parâmetros inválidos: cupom." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  const supplierHeader = z.object({
    "X-idfornecedor": z.string().openapi({
      description: "The supplier (GUID or slug): required by this call",
      example: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    }),
  });

  defineCall(registry, {
    call: 42,
    method: "get",
    path: "/v2/app/cupom-desconto/cliente/{idcliente}",
    summary: "The customer's coupons",
    description:
      "The public coupons of the supplier and those given to this customer (referral coupons are not listed), newest first. `cupomRecomendacao` is the one with the largest discount on the stored cart (at the prices of `idformapagamento`) among the coupons kept before `onlyLast` that pass every rule of §39 on channel WEB. The storefront shows empty lists when this call fails. Priced call.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: ClientId }),
    query: z.object({
      onlyLast: z.boolean().optional().openapi({
        description: "true keeps only the newest; default false (the storefront sends false)",
        example: false,
      }),
      available: z.boolean().optional().openapi({
        description:
          "true keeps only the coupons valid today on channel WEB (or both); default false (the storefront sends true)",
        example: true,
      }),
      idformapagamento: CartPaymentMethodQuery,
    }),
    headers: supplierHeader,
    answers: {
      200: {
        description: "The coupons",
        schema: CouponList,
        example: {
          cupons: [
            {
              codigoCupom: "CAFE10",
              descricao: "10% na Semana do café: cafés, açúcar e copos",
              tipoDesconto: "%",
              valorDescontoPercentual: 10,
              produtosComDesconto: [1016, 1017, 1020, 1063],
              valorMinimo: null,
              validade: null,
              automatico: false,
            },
            {
              codigoCupom: "PRIMEIRACOMPRA",
              descricao: "R$ 50 de desconto em pedidos a partir de R$ 500",
              tipoDesconto: "R$",
              valorDescontoPercentual: 50,
              produtosComDesconto: [],
              valorMinimo: 500,
              validade: null,
              automatico: false,
            },
            {
              codigoCupom: "ATACADO3",
              descricao: "3% automático em pedidos a partir de R$ 1.000",
              tipoDesconto: "%",
              valorDescontoPercentual: 3,
              produtosComDesconto: [],
              valorMinimo: 1000,
              validade: null,
              automatico: true,
            },
          ],
          cupomRecomendacao: null,
        },
      },
      400: { description: "Without `X-idfornecedor`", example: { mensagem: "Parâmetros inválidos: X-idfornecedor." } },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 43,
    method: "get",
    path: "/v2/app/cupom-desconto/indicacao/{idcliente}",
    summary: "Referral coupon",
    description:
      "The customer's own coupon to share with friends (made on the first call, then the same). Other customers use it as a manual coupon; its owner cannot. Only a supplier with the tag `uses-share-coupom` has referral coupons.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: ClientId }),
    headers: supplierHeader,
    answers: {
      200: {
        description: "The referral coupon",
        schema: ReferralCoupon,
        example: {
          codigoCupom: "INDICA-501",
          descricao: "10% para quem você indicar",
          tipoDesconto: "%",
          valorDescontoPercentual: 10,
        },
      },
      400: { description: "Without `X-idfornecedor`", example: { mensagem: "Parâmetros inválidos: X-idfornecedor." } },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: {
        description: "Unknown supplier, or a supplier without referral coupons",
        example: { mensagem: "Este fornecedor não oferece cupons de indicação." },
      },
    },
  });

  defineCall(registry, {
    call: 44,
    method: "get",
    path: "/v4/subscription/type/list/{idfornecedor}",
    summary: "Subscription types",
    description:
      "The supplier's subscription types (call 68), the same for every shopper (no token needed; the storefront caches it with the supplier's data).",
    tag: TAG,
    params: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: {
        description: "The subscription types",
        schema: SubscriptionTypes,
        example: {
          label: "Repetir este pedido",
          tipos: [
            { idtipoassinatura: 31, descricao: "Toda semana", dias: 7 },
            { idtipoassinatura: 32, descricao: "A cada 15 dias", dias: 15 },
            { idtipoassinatura: 33, descricao: "Todo mês", dias: 30 },
          ],
        },
      },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 45,
    method: "post",
    path: "/v4/product/spreadsheet/{idfornecedor}/",
    summary: "Products from a spreadsheet (quick order)",
    description:
      "Each row `code;quantity` of a CSV (UTF-8; separator `;`, tab or `,`) or XLSX file (first sheet, columns A and B) matched to the supplier's products, priced for `idformapagamento`. The kind of file is read from its bytes. Codes are compared trimmed and without case; quantities are numbers above 0 and up to 100000 with at most 3 decimals (`1,5` or `1.5`). Blank rows and a header row are skipped; `linha` counts them. The storefront sends pasted lines as a CSV file. Priced call.",
    tag: TAG,
    session: "required",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({ idformapagamento: CartPaymentMethodQuery }),
    body: {
      contentType: "multipart/form-data",
      description: "One file field, at most 1 MB and 1000 rows",
      schema: z
        .object({ arquivo: z.string().openapi({ format: "binary", description: "The CSV or XLSX file" }) })
        .openapi("SpreadsheetUpload"),
      example: { arquivo: "codigo;quantidade\nAUR-0011;3\nXYZ;2\n" },
    },
    answers: {
      200: {
        description: "One entry per row, in file order (a code given twice is reported twice)",
        schema: SpreadsheetAnswer,
        example: {
          linhas: [
            {
              linha: 2,
              codigo: "AUR-0011",
              quantidade: 3,
              situacao: "encontrado",
              produto: {
                id: 1011,
                codigo: "AUR-0011",
                nome: "Extrato de tomate 1,7 kg",
                marca: "Dona Clara",
                unidade: "un",
                preco: 24.9,
                preconf: null,
                precoatendente: null,
                precovendaatacado: null,
                minvendaatacado: null,
                multiploincremento: 1,
                usaAtacado: false,
                granularidade: 1,
                min_por_pedido: 1,
                maxporpedido: 48,
                preco_embalagem: null,
                efeitospoliticas: { descontoProgressivo: { "10": 23.9, "50": 22.5 } },
                imagem: "aurora/produtos/1011.svg",
                disponivel: true,
                idsegmento: "aurora-atacado",
              },
            },
            { linha: 3, codigo: "XYZ", quantidade: 2, situacao: "nao-encontrado", produto: null },
          ],
        },
      },
      400: {
        description:
          "A file the server cannot read, with a message the storefront shows next to the file field: `O arquivo não é uma planilha CSV ou XLSX.`, `A planilha está vazia.`, `O arquivo passa de 1 MB.`, `A planilha passa de 1000 linhas.`, `Envie a planilha no campo arquivo (multipart/form-data).`, an XLSX of more than 100 parts or past 16 MB unzipped",
        example: { mensagem: "O arquivo não é uma planilha CSV ou XLSX." },
      },
      401: SESSION_EXPIRED,
      403: FORBIDDEN,
      404: SUPPLIER_NOT_FOUND,
    },
  });
}
