import type { OpenAPIRegistry, ZodOpenAPIMetadata } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { AccountAcknowledgementSchema } from "~/models/account";
import { AddressListSchema, AddressSchema, BillingAddressSchema, CepEntrySchema } from "~/models/delivery/address";
import {
  DeliveryOptionListSchema,
  DeliveryOptionSchema,
  DeliveryOptionsRefusalSchema,
} from "~/models/delivery/delivery-option";
import { DeliveryProductsSchema } from "~/models/requests/delivery-products";
import { AddressFieldsSchema, AddressUpdateSchema, NewAddressSchema } from "~/models/requests/new-address";
import {
  APP_TOKEN_REFUSED,
  describeInPlace,
  extensionOf,
  FORBIDDEN,
  SUPPLIER_NOT_FOUND,
  SupplierRef,
} from "../components";
import { AppToken, defineCall, ErrorAnswerSchema } from "../define-call";
import { PAULISTA_ADDRESS } from "../examples";
import { describeCleanedTexts, registerNamed } from "../schema-metadata";
import { CartPaymentMethodQuery, ClientId, SESSION_OR_APP_TOKEN } from "./customer-params";

/** Calls 46–52 and 70: a customer's addresses, the CEP lookup, the delivery options and the map tiles. */

const TAG = "Addresses and delivery";

const Address = describeInPlace(
  AddressSchema,
  {
    description:
      "A customer's delivery address: `cep` its 8 digits; `lat`/`lng` the position sent with it (both null when none was); `textoendereco` the address on one line; `primario` the one chosen by default (a customer with addresses has exactly one); `cod_erp` the supplier system's code; `idfornecedor` the supplier it was registered at.",
  },
  "Address",
);
const AddressList = describeInPlace(
  AddressListSchema,
  { description: "The addresses, the primary one first, then in the order they were registered." },
  "AddressList",
);
const BillingAddress = describeInPlace(
  BillingAddressSchema,
  { description: "The billing address of an order delivered to an address; `pais` defaults to Brasil." },
  "BillingAddress",
);
const CepEntry = describeInPlace(
  CepEntrySchema,
  { description: "A CEP of the directory: its street, district, city, state and position." },
  "CepEntry",
);
// An option's id: a string or a number, read as a string of 1 to 80 characters (the generator reads only what the pipe takes in).
describeInPlace(DeliveryOptionSchema.shape.idformaentrega, {
  anyOf: [{ type: "string", minLength: 1, maxLength: 80 }, { type: "number" }],
  description:
    "The option's id, sent back in the order's `formaEntrega`: a string of 1 to 80 characters, or a number read as one",
} as unknown as Partial<ZodOpenAPIMetadata>);
const DeliveryOption = describeInPlace(
  DeliveryOptionSchema,
  { description: "One delivery option of the type asked for (docs/upstream-api.md §51, table of fields)." },
  "DeliveryOption",
);
const DeliveryOptionList = describeInPlace(
  DeliveryOptionListSchema,
  { description: "The options in the supplier's order; `[]`: nothing serves this address, cart or order value." },
  "DeliveryOptionList",
);
const DeliveryRefusal = describeInPlace(
  DeliveryOptionsRefusalSchema,
  {
    description:
      'A refusal the shopper can fix by choosing another address. Note the capital `M` of `Mensagem`, unlike other failures; `openModal: true` makes the storefront offer the CEP search (docs/rules/delivery.md "Delivery options").',
  },
  "DeliveryOptionsRefusal",
);

// The bodies of calls 47 and 48 (app/models/requests/new-address.ts: the storefront sends them, the reference server parses them), described here.
describeCleanedTexts(AddressFieldsSchema);
const addressField = AddressFieldsSchema.shape;
describeInPlace(addressField.descricao, {
  description: "Its name; up to 40 characters (some clients send `apelido` instead)",
  example: "Loja",
});
describeInPlace(addressField.apelido, {
  description: "The name, as some clients call it: read when `descricao` is absent",
});
describeInPlace(addressField.cep, {
  description: "8 digits, with or without `-`, `.` or spaces",
  example: "05407-010",
});
describeInPlace(addressField.numero, {
  description: "Up to 20 characters (`S/N` for a place without a number), or a whole number",
  example: "1200",
});
describeInPlace(addressField.uf, { description: "One of the 27 states, any case", example: "SP" });
describeInPlace(addressField.pais, { description: "`Brasil` when absent", example: "Brasil" });
describeInPlace(addressField.pontoref, { description: "A reference point" });
describeInPlace(addressField.coords, {
  description:
    "Its position in degrees: the map's pin when the shopper placed it for this CEP, else the CEP's (call 50); null when neither is known",
});
describeInPlace(addressField.primario, {
  description: "true makes it the primary address (the customer's first address is primary anyway)",
});
const AddressFields = describeInPlace(AddressFieldsSchema, {}, "AddressFields");
describeInPlace(NewAddressSchema.shape.idfornecedor, {
  description: "The supplier it is registered at, by id or slug",
  example: "aurora",
});
const NewAddress = extensionOf(AddressFields, NewAddressSchema, "NewAddress");
describeInPlace(AddressUpdateSchema.shape.idendereco, {
  description: "The address changed (the storefront sends a string)",
  example: "7",
});
const AddressUpdate = extensionOf(AddressFields, AddressUpdateSchema, "AddressUpdate");

const ADDRESS_EXAMPLE = {
  idendereco: 1,
  descricao: "Principal",
  ...PAULISTA_ADDRESS,
  pontoref: null,
  textoendereco: "Avenida Paulista, 1578, apto 42 — Bela Vista, São Paulo - SP, 01310-100",
  lat: -23.5668,
  lng: -46.6498,
  primario: true,
  cod_erp: null,
  idcliente: 501,
  idfornecedor: null,
};

const NEW_ADDRESS_BODY = {
  descricao: "Loja",
  cep: "05407-010",
  rua: "Rua Cardeal Arcoverde",
  numero: "1200",
  complemento: null,
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pais: "Brasil",
  pontoref: "Em frente à praça",
  coords: { lat: -23.5563, lng: -46.6791 },
  primario: false,
  idfornecedor: "aurora",
};

/** The address of NEW_ADDRESS_BODY as the server keeps and lists it (call 46). */
const NEW_ADDRESS_ANSWER = {
  idendereco: 7,
  idcliente: 501,
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  descricao: NEW_ADDRESS_BODY.descricao,
  cep: NEW_ADDRESS_BODY.cep.replace(/\D/g, ""),
  rua: NEW_ADDRESS_BODY.rua,
  numero: NEW_ADDRESS_BODY.numero,
  complemento: NEW_ADDRESS_BODY.complemento,
  bairro: NEW_ADDRESS_BODY.bairro,
  cidade: NEW_ADDRESS_BODY.cidade,
  uf: NEW_ADDRESS_BODY.uf,
  pais: NEW_ADDRESS_BODY.pais,
  pontoref: NEW_ADDRESS_BODY.pontoref,
  lat: NEW_ADDRESS_BODY.coords.lat,
  lng: NEW_ADDRESS_BODY.coords.lng,
  primario: NEW_ADDRESS_BODY.primario,
  cod_erp: null,
  textoendereco: "Rua Cardeal Arcoverde, 1200 — Pinheiros, São Paulo - SP, 05407-010",
};

const { idfornecedor: _registeredAt, ...UPDATE_FIELDS } = NEW_ADDRESS_BODY;

const clientPathParams = z.object({ apptoken: AppToken, idcliente: ClientId });

const ADDRESS_NOT_FOUND = {
  description: "An address that is not the customer's",
  example: { mensagem: "Endereço não encontrado." },
};

const DELIVERY_OPTIONS_EXAMPLE = [
  {
    idformaentrega: "aurora-programada",
    descricao: "Entrega programada",
    tipoEntrega: "DELIVERY",
    valor: 25.0,
    valor_cheio: 25.0,
    frete_gratis_acima: 500.0,
    pedido_minimo: 300.0,
    subtotal: 120.5,
    loja: null,
    agendamentos: [
      { data_de_entrega: "2026-11-25T08:00:00-03:00", data: "2026-11-25", inicio: "08:00", fim: "12:00" },
      { data_de_entrega: "2026-11-25T13:00:00-03:00", data: "2026-11-25", inicio: "13:00", fim: "18:00" },
    ],
  },
  {
    idformaentrega: "aurora-retirada",
    descricao: "Retirada no centro de distribuição",
    tipoEntrega: "RETIRADA",
    valor: 0,
    valor_cheio: 0,
    frete_gratis_acima: null,
    pedido_minimo: 300,
    subtotal: 120.5,
    loja: {
      lat: -23.5503,
      lng: -46.5986,
      nome: "Centro de distribuição Mooca",
      descricao_endereco_loja: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP, 03110-010",
      horarios: [
        { dia_semana: 1, abre: "07:00", fecha: "17:00" },
        { dia_semana: 6, abre: "07:00", fecha: "12:00" },
      ],
    },
    agendamentos: [{ data_de_entrega: "2026-11-27T09:00:00-03:00", data: "2026-11-27", inicio: "09:00", fim: "11:00" }],
  },
];

const deliveryType = z
  .enum(["DELIVERY", "RETIRADA"])
  .openapi({ description: "The delivery type, in capitals (required)", example: "DELIVERY" });

// The body of call 52 (app/models/requests/delivery-products.ts: the storefront sends it, the reference server parses it), described here.
describeInPlace(DeliveryProductsSchema.shape.produtos.element.shape.idproduto, {
  description: "The product, a number or its digits (the storefront sends a string)",
  example: "3001",
});
describeInPlace(DeliveryProductsSchema.shape.produtos.element.shape.valor, {
  description: "The unit price in BRL",
});
describeInPlace(DeliveryProductsSchema.shape.produtos, {
  description:
    "The cart's lines; the subtotal is Σ quantidade × valor, each line rounded to the cent (`[]` or no body: 0)",
});
const DeliveryProducts = describeInPlace(DeliveryProductsSchema, {}, "DeliveryProducts");

export function registerDeliveryCalls(registry: OpenAPIRegistry): void {
  registerNamed(
    registry,
    Address,
    AddressList,
    BillingAddress,
    CepEntry,
    DeliveryOption,
    DeliveryOptionList,
    DeliveryRefusal,
  );

  defineCall(registry, {
    call: 46,
    method: "get",
    path: "/v1/app/{apptoken}/cliente/{idcliente}/enderecos",
    summary: "Addresses: conventions and the list",
    description:
      "The customer's delivery addresses. Calls 46–49 take a token that acts for a client and act on that client's addresses: the customer's own, a company's sub-user's (the company), or the one call 30's access gave a representative for a client they serve (that client: the representative lists, adds, changes and deletes the client's addresses and delivers the client's orders there); a representative's own token (call 29) acts for no client (401). `{clientpath}` is `cliente/{idcliente}`, the token's client; another client's path gets 403, another client's address 404. Every supplier sees all of a customer's addresses. A registration's address (call 36) becomes the first one, named Principal and primary.",
    tag: TAG,
    session: "required",
    params: clientPathParams,
    query: z.object({
      idfornecedor: SupplierRef.optional().openapi({
        description: "Accepted, not needed (the storefront sends the supplier in view)",
      }),
    }),
    answers: {
      200: { description: "The addresses", schema: AddressList, example: [ADDRESS_EXAMPLE] },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
    },
  });

  defineCall(registry, {
    call: 47,
    method: "post",
    path: "/v1/app/{apptoken}/cliente/{idcliente}/enderecos",
    summary: "New address",
    description: "Registers an address. Texts are kept as one line, without direction overrides or control characters.",
    tag: TAG,
    session: "required",
    params: clientPathParams,
    body: { schema: NewAddress, example: NEW_ADDRESS_BODY },
    answers: {
      201: { description: "The address as call 46 lists it", schema: Address, example: NEW_ADDRESS_ANSWER },
      400: {
        description: "A bad field, naming the fields",
        example: { mensagem: "Corpo da requisição inválido: cep." },
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      422: {
        description: "A customer with 20 addresses",
        example: { mensagem: "Limite de 20 endereços atingido. Exclua um endereço antes de cadastrar outro." },
      },
    },
  });

  defineCall(registry, {
    call: 48,
    suffix: "update",
    method: "post",
    path: "/v1/app/{apptoken}/cliente/{idcliente}/enderecosput",
    summary: "Update and delete an address",
    description:
      "Replaces every field of the address (except the supplier it was registered at). `primario: true` makes it the primary address; the primary address sent without it stays primary.",
    tag: TAG,
    session: "required",
    params: clientPathParams,
    body: { schema: AddressUpdate, example: { ...UPDATE_FIELDS, idendereco: "7", descricao: "Loja 2" } },
    answers: {
      200: {
        description: "The address as call 46 lists it",
        schema: Address,
        example: { ...NEW_ADDRESS_ANSWER, descricao: "Loja 2" },
      },
      400: {
        description:
          'A bad field or a missing `idendereco`, with the server\'s message (the storefront shows it, docs/rules/delivery.md "Address update refused")',
        example: { mensagem: "Corpo da requisição inválido: idendereco." },
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      404: ADDRESS_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 48,
    suffix: "delete",
    method: "post",
    path: "/v1/app/{apptoken}/cliente/enderecos/{idendereco}/excluir",
    summary: "Update and delete an address",
    description:
      "Deletes one of the addresses of the token's client (call 46: the customer, a sub-user's company, or the client a representative's session acts for). When the primary address goes, the oldest address left becomes primary.",
    tag: TAG,
    session: "required",
    params: z.object({
      apptoken: AppToken,
      idendereco: z.string().openapi({ description: "The address", example: "7" }),
    }),
    answers: {
      200: { description: "Deleted", schema: AccountAcknowledgementSchema, example: { ok: true, mensagem: null } },
      401: SESSION_OR_APP_TOKEN,
      404: ADDRESS_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 49,
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/enderecos/{idendereco}/faturamento",
    summary: "Billing address",
    description:
      'The billing address of an order delivered to that address (card payments send it, docs/rules/checkout.md "Credit card").',
    tag: TAG,
    session: "required",
    params: z.object({
      apptoken: AppToken,
      idcliente: ClientId,
      idendereco: z.string().openapi({ description: "The delivery address", example: "1" }),
    }),
    answers: {
      200: {
        description: "The billing address",
        schema: BillingAddress,
        example: PAULISTA_ADDRESS,
      },
      401: SESSION_OR_APP_TOKEN,
      403: FORBIDDEN,
      404: ADDRESS_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 50,
    method: "get",
    path: "/v2/app/{apptoken}/cep/{cep}",
    summary: "CEP lookup",
    description:
      "The CEP's street, district, city, state and position (the reference server's, not in the spec; no token needed): it fills an address form from its CEP and places an address saved without a pin. An address whose CEP this call does not know is saved without a position, and that CEP typed to choose where to deliver (the delivery page, the marketplace's search by CEP) is answered as unknown; so is every CEP with a server that answers this call 404 (not in the Conventions' optional calls: a 405 or 501 is a fault here).",
    tag: TAG,
    referenceServerOnly: true,
    params: z.object({
      apptoken: AppToken,
      cep: z.string().openapi({ description: "8 digits, with or without `-`, `.` or spaces", example: "01310-100" }),
    }),
    answers: {
      200: {
        description: "The CEP",
        schema: CepEntry,
        example: {
          cep: "01310100",
          rua: "Avenida Paulista",
          bairro: "Bela Vista",
          cidade: "São Paulo",
          uf: "SP",
          lat: -23.5668,
          lng: -46.6498,
        },
      },
      400: { description: "Not 8 digits", example: { mensagem: "CEP inválido: informe os 8 dígitos." } },
      401: APP_TOKEN_REFUSED,
      404: { description: "A CEP the directory does not know", example: { mensagem: "CEP não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 51,
    method: "get",
    path: "/v4/app/{apptokenidcliente}/formas-entrega/{idfornecedor}",
    summary: "Delivery options: conventions and a saved address",
    description:
      "The options of one delivery type for a saved address of a logged-in customer (or for pickup), each with its fee, free-delivery threshold, minimum order and open slots, on the subtotal of the customer's cart at this supplier (call 40's `subtotal`). On success the storefront makes the first option active with its first slot. A supplier without that delivery type (tags `has-delivery`, `has-collect`) answers `[]` without reading the address. Priced call.",
    tag: TAG,
    session: "required",
    params: z.object({
      apptokenidcliente: z.string().openapi({
        description:
          "The application token immediately followed by the customer's id (`storefront-dev-token` and `501` → `storefront-dev-token501`; docs/upstream-api.md writes `{apptoken}{idcliente}`). Another token there is 401; the id must be the token's client (403 otherwise)",
        example: "storefront-dev-token501",
      }),
      idfornecedor: SupplierRef,
    }),
    query: z.object({
      tipoEntrega: deliveryType,
      idendereco: z.string().optional().openapi({
        description: "The customer's address: required for DELIVERY (400 without it); not read for RETIRADA",
        example: "1",
      }),
      idformapagamento: CartPaymentMethodQuery,
    }),
    answers: {
      200: {
        description: "The options (possibly none)",
        schema: DeliveryOptionList,
        example: DELIVERY_OPTIONS_EXAMPLE,
      },
      400: {
        description:
          '`tipoEntrega` missing or not in capitals, `idendereco` missing for DELIVERY (`{ "mensagem" }`); or an address without a position or outside the supplier\'s area (call 3), a refusal another address can fix (`{ "Mensagem", "openModal" }`)',
        schema: z.union([DeliveryRefusal, ErrorAnswerSchema]),
        example: { Mensagem: "O fornecedor não atende no endereço informado", openModal: true },
      },
      401: {
        description: "No valid session, or another application token in the path",
        example: { mensagem: "Sessão expirada" },
      },
      403: FORBIDDEN,
      404: {
        description: "An unknown supplier, or another customer's address",
        example: { mensagem: "Endereço não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 52,
    method: "post",
    path: "/v4/app/formas-entrega/{idfornecedor}/{cep}",
    summary: "Delivery options for a CEP",
    description:
      "The options for a CEP before an address is saved, and for pickup; no token needed (a guest may ask). Without `lat`/`lng`, the CEP's position (call 50). Otherwise as call 51. Without products, the storefront shares the answer a few seconds between shoppers.",
    tag: TAG,
    session: "optional",
    params: z.object({
      idfornecedor: SupplierRef,
      cep: z.string().openapi({
        description: "8 digits, as call 50 takes them; not read for RETIRADA (the storefront sends `00000000`)",
        example: "01310100",
      }),
    }),
    query: z.object({
      tipoEntrega: deliveryType,
      lat: z
        .number()
        .min(-90)
        .max(90)
        .optional()
        .openapi({ description: "The point to serve (the address map's pin): both or neither", example: -23.5563 }),
      lng: z.number().min(-180).max(180).optional().openapi({ description: "With `lat`", example: -46.6791 }),
    }),
    body: {
      schema: DeliveryProducts,
      required: false,
      description: "At most 500 lines; no body (the storefront always sends one) counts as `[]`: a subtotal of 0",
      example: { produtos: [{ idproduto: "3001", quantidade: 2, valor: 9.9 }] },
    },
    answers: {
      200: {
        description: "The options (possibly none)",
        schema: DeliveryOptionList,
        example: DELIVERY_OPTIONS_EXAMPLE.slice(0, 1),
      },
      400: {
        description:
          'An unknown CEP without a point, a malformed CEP, or a point outside the supplier\'s area (`{ "Mensagem", "openModal": true }`); `lat` without `lng` or a malformed body (`{ "mensagem" }`: `Parâmetros inválidos: lat, lng.`, `Corpo da requisição inválido: produtos.0.valor.`)',
        schema: z.union([DeliveryRefusal, ErrorAnswerSchema]),
        example: { Mensagem: "CEP não encontrado.", openModal: true },
      },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 70,
    method: "get",
    path: "/mapa/{z}/{x}/{y}.svg",
    summary: "Map tiles",
    description:
      "A 256 × 256 SVG tile of the Web Mercator grid for the addresses page's map: the service areas of the suppliers and the streets of the CEP directory. The reference server's own call: a platform's server need not have it (the storefront then shows no map, and the CEP places the address). No `{apptoken}`: a browser loads it as an image through the storefront (`MAP_TILE_URL`). The same tile of the same data is always the same bytes.",
    tag: TAG,
    optional: true,
    referenceServerOnly: true,
    params: z.object({
      z: z.string().regex(/^\d+$/).openapi({ description: "Zoom, 0–19", example: "16" }),
      x: z.string().regex(/^\d+$/).openapi({ description: "0 to 2^z − 1", example: "24270" }),
      y: z.string().regex(/^\d+$/).openapi({ description: "0 to 2^z − 1", example: "37183" }),
    }),
    answers: {
      200: {
        description: "The tile (no script, no links)",
        contentType: "image/svg+xml",
        headers: {
          "Cache-Control": { description: "public, max-age=86400", example: "public, max-age=86400" },
          "X-Content-Type-Options": { description: "nosniff", example: "nosniff" },
          "Content-Security-Policy": {
            description: "default-src 'none'; style-src 'unsafe-inline'",
            example: "default-src 'none'; style-src 'unsafe-inline'",
          },
        },
      },
      404: {
        description: "A zoom above 19, an `x` or `y` outside the grid, or anything but digits",
        example: { mensagem: "Bloco do mapa não encontrado." },
      },
    },
  });
}
