import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { CarouselListSchema, CategoryListSchema } from "~/models/catalogue";
import {
  CharacteristicListSchema,
  CustomContentSchema,
  FooterSchema,
  PaymentMethodListSchema,
  ServiceAreaSchema,
  StaticTextSchema,
  SupplierConfigSchema,
  SupplierListSchema,
  SuppliersByLocationSchema,
} from "~/models/supplier";
import { ThemeSchema } from "~/models/theme";
import {
  APP_TOKEN_REFUSED,
  ClientOrGuest,
  DeliveryTypeQuery,
  PaymentMethodQuery,
  SUPPLIER_NOT_FOUND,
  SupplierRef,
  invalidQuery,
} from "../components";
import { AppToken, defineCall } from "../define-call";
import { PRODUCT_1001 } from "../examples";

const SUPPLIER_CONFIG_EXAMPLE = {
  idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02",
  idempresa: "1002",
  slug: "bomsabor",
  nome: "Empório Bom Sabor",
  tag: ["has-delivery", "hide-price-for-logged-out-customers", "requires-address-to-access", "use-primary-address"],
  segmentos: [
    { idsegmento: "bomsabor-mercearia", nome: "Mercearia fina", requer_maioridade: false },
    { idsegmento: "bomsabor-bebidas-alcoolicas", nome: "Bebidas alcoólicas", requer_maioridade: true },
  ],
  modulos: [],
  ordenacoes_produto: [
    { chave: "nome_asc", descricao: "Nome (A-Z)" },
    { chave: "preco_asc", descricao: "Menor preço" },
  ],
  meta_info: {
    descricao_endereco_loja: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
    default_store: { latitude: -23.5667, longitude: -46.687 },
    hasRecorrencia: false,
  },
  fornecedor_slug: "bomsabor",
  fornecedor_dominio: "bomsabor.localhost",
  config: {
    menu: [{ descricao: "Vinhos", destino: "/categoria/240" }],
    seo: {
      title: "Empório Bom Sabor",
      subtitle: null,
      description: null,
      keywords: null,
      favicon: "bomsabor/favicon.svg",
      image: null,
      url: null,
    },
    analytics: { key: null },
    dominio: { dominio: "bomsabor.localhost", dominio_adicionais: ["www.bomsabor.localhost"] },
  },
};

const SUPPLIER_LIST_EXAMPLE = [
  {
    idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e03",
    slug: "casaverde",
    nome: "Hortifruti Casa Verde",
    logo: "casaverde/logo.svg",
    descricao: "Frutas, legumes e verduras frescos para retirar na loja do Cambuí, em Campinas.",
    tag: ["disable-product-multiple", "has-collect", "uses-single-address"],
    segmentos: [{ idsegmento: "casaverde-hortifruti", nome: "Hortifrúti", requer_maioridade: false }],
  },
];

const SERVICE_AREA_EXAMPLE = {
  coordenadas: [
    [-23.54, -46.705],
    [-23.545, -46.665],
    [-23.565, -46.65],
    [-23.59, -46.67],
    [-23.585, -46.705],
    [-23.565, -46.72],
  ],
  raio_km: null,
  loja: {
    lat: -23.5667,
    lng: -46.687,
    nome: "Empório Bom Sabor Pinheiros",
    descricao_endereco_loja: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
    horarios: [
      { dia_semana: 0, abre: "10:00", fecha: "20:00" },
      { dia_semana: 1, abre: "09:00", fecha: "21:00" },
    ],
  },
};

const FOOTER_EXAMPLE = {
  colunas: [
    { titulo: "Institucional", links: [{ descricao: "Nossa história", destino: "/paginas/sobre" }] },
    { titulo: "Ajuda", links: [{ descricao: "Entregas", destino: "/paginas/entregas" }] },
  ],
  texto: "Empório Bom Sabor — sabores selecionados desde 2009.",
  endereco: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
  contato: { telefone: "(11) 3032-4500", email: "contato@emporiobomsabor.com.br", whatsapp: "5511976540002" },
  redes_sociais: [{ rede: "instagram", url: "https://www.instagram.com/emporiobomsabor" }],
  razao_social: "Empório Bom Sabor Alimentos Finos Ltda.",
  cnpj: "27418593000167",
};

const THEME_EXAMPLE = {
  primaryColor: "#1d4e89",
  secondaryColor: "#0f2f57",
  auxiliarColor: "#f2a541",
  textColor: "#ffffff",
  logo: "aurora/logo.svg",
  textos: { boasVindas: "Bem-vindo à Distribuidora Aurora! Preços de atacado para abastecer o seu negócio." },
  configuracao: { tituloPagina: "Distribuidora Aurora" },
  trackingGoogleAnalytics: "G-4UR0R4D3M0",
  menus: [{ descricao: "Mercearia", destino: "/categoria/101" }],
};

const CHARACTERISTICS_EXAMPLE = [
  {
    idcaracteristica: 1,
    descricao: "Ramo de atividade",
    tipo: "OPCAO",
    obrigatorio: true,
    opcoes: ["Mercado", "Restaurante", "Padaria"],
  },
  { idcaracteristica: 2, descricao: "Inscrição estadual", tipo: "TEXTO", obrigatorio: false, opcoes: [] },
];

const CATEGORY_LIST_EXAMPLE = [
  {
    idcategoria: "301",
    descricao: "Frutas",
    imagem: "casaverde/categorias/301.svg",
    subcategorias: [
      { idcategoria: "302", descricao: "Frutas da estação", imagem: null, subcategorias: [] },
      { idcategoria: "303", descricao: "Frutas tropicais", imagem: null, subcategorias: [] },
    ],
  },
];

/** Calls 1–13: the supplier and its storefront's configuration. */
export function registerSupplierCalls(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 1,
    method: "get",
    path: "/v2/app/{apptoken}/configuracao/fornecedor",
    summary: "Supplier configuration",
    description:
      "The supplier with everything that configures its storefront, named by id or slug, or by a host name. One of the two query parameters is required.",
    tag: "Supplier",
    params: z.object({ apptoken: AppToken }),
    query: z.object({
      idfornecedor: z.string().optional().openapi({ description: "GUID or slug", example: "bomsabor" }),
      dominio: z.string().optional().openapi({
        description:
          "A host name; matches config.dominio.dominio or any of config.dominio.dominio_adicionais, in any case; a :port suffix is ignored",
        example: "bomsabor.localhost",
      }),
    }),
    answers: {
      200: {
        description: "The supplier",
        schema: registry.register("SupplierConfig", SupplierConfigSchema),
        example: SUPPLIER_CONFIG_EXAMPLE,
      },
      400: {
        description: "Neither idfornecedor nor dominio",
        example: { mensagem: "Informe idfornecedor ou dominio." },
      },
      401: APP_TOKEN_REFUSED,
      404: { description: "Unknown supplier or domain", example: { mensagem: "Fornecedor não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 2,
    method: "get",
    path: "/v2/app/{apptoken}/fornecedor",
    summary: "Supplier search",
    description:
      "The active suppliers that match every filter given, in the platform's display order (with `lat`/`lng`: the nearest store first). With no filter, every active supplier (the marketplace list). A filter that matches nothing answers `[]`, not 404. The storefront's /healthz also proves its application token with this call for a supplier no one has (`idfornecedor=00000000-0000-0000-0000-000000000000`): keep it cheap and free of side effects.",
    tag: "Supplier",
    session: "optional",
    params: z.object({ apptoken: AppToken }),
    query: z.object({
      idfornecedor: z
        .string()
        .optional()
        .openapi({ description: "GUID or slug: only that supplier", example: "casaverde" }),
      dominio: z
        .string()
        .optional()
        .openapi({ description: "Only the supplier of that host name (as in call 1)", example: "bomsabor.localhost" }),
      idempresa: z
        .string()
        .optional()
        .openapi({ description: "Only the suppliers (stores) of that company", example: "1002" }),
      lat: z.number().min(-90).max(90).optional().openapi({
        description:
          "Latitude in decimal degrees; always with `lng`: only the suppliers whose service area (call 3) contains the point",
        example: -22.8947,
      }),
      lng: z
        .number()
        .min(-180)
        .max(180)
        .optional()
        .openapi({ description: "Longitude in decimal degrees; always with `lat`", example: -47.0497 }),
      tipoEntrega: z.enum(["DELIVERY", "RETIRADA", "COLETA"]).optional().openapi({
        description: "`DELIVERY` (tag `has-delivery`) or `RETIRADA` (tag `has-collect`; `COLETA` is also accepted)",
        example: "RETIRADA",
      }),
      idendereco: z.string().optional().openapi({
        description: "A saved address of the customer (accepted; the storefront sends `lat`/`lng` too)",
        example: "71",
      }),
      queryPoligonoDeColeta: z
        .enum(["true", "false"])
        .optional()
        .openapi({ description: "`true` to search pickup areas (accepted)", example: "true" }),
      device: z
        .string()
        .optional()
        .openapi({ description: "`Desktop` from the storefront; no effect", example: "Desktop" }),
      idcliente: z
        .string()
        .optional()
        .openapi({ description: "The customer asking (accepted; a server may ignore it)", example: "501" }),
    }),
    answers: {
      200: {
        description: "The matching suppliers; may be empty",
        schema: registry.register("SupplierList", SupplierListSchema),
        example: SUPPLIER_LIST_EXAMPLE,
      },
      400: invalidQuery("lat", "`lat` or `lng` malformed or alone, or an unknown `tipoEntrega`"),
      401: APP_TOKEN_REFUSED,
    },
  });

  defineCall(registry, {
    call: 2,
    suffix: "by-location",
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/fornecedor",
    summary: "Supplier search",
    description:
      "Who serves a point, asked for a client (`anonimo`: a guest): the active suppliers whose service area (call 3) contains the point, the nearest store first, as call 2 with `lat`/`lng`; and, when `cidade` is given, the other active suppliers offering pickup (tag `has-collect`) at a store in that city (and state, when `uf` is given), in the platform's display order. The storefront asks it when an address chosen inside a store is not served there, to take the shopper to the store that serves it, offer the choice of several, or, none serving it, the pickups in its city. Nothing matching gives empty lists, not 404.",
    tag: "Supplier",
    session: "optional",
    params: z.object({ apptoken: AppToken, idcliente: ClientOrGuest }),
    query: z.object({
      lat: z
        .number()
        .min(-90)
        .max(90)
        .openapi({ description: "Latitude in decimal degrees (required)", example: -22.892 }),
      lng: z
        .number()
        .min(-180)
        .max(180)
        .openapi({ description: "Longitude in decimal degrees (required)", example: -47.047 }),
      tipoEntrega: z.enum(["DELIVERY", "RETIRADA", "COLETA"]).optional().openapi({
        description: "Only the suppliers offering that delivery type, as in call 2",
        example: "DELIVERY",
      }),
      cidade: z.string().max(120).optional().openapi({
        description:
          "The address's city: `retiradaNaCidade` lists the suppliers with a pickup store there (any case, accents ignored)",
        example: "Campinas",
      }),
      uf: z.string().length(2).optional().openapi({ description: "The city's state", example: "SP" }),
    }),
    answers: {
      200: {
        description: "The suppliers serving the point, and those with a pickup store in the city",
        schema: registry.register("SuppliersByLocation", SuppliersByLocationSchema),
        example: { fornecedores: SUPPLIER_LIST_EXAMPLE, retiradaNaCidade: [] },
      },
      400: invalidQuery("lat", "`lat` or `lng` missing or malformed, or an unknown `tipoEntrega`"),
      401: APP_TOKEN_REFUSED,
      404: { description: "Unknown customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });

  defineCall(registry, {
    call: 3,
    method: "get",
    path: "/v2/app/{apptoken}/fornecedor/areaatendimento",
    summary: "Service area",
    description:
      "Where the supplier delivers or accepts pickups, and its store. `coordenadas` is a polygon of `[latitude, longitude]` points (open or closed); with fewer than three points, `raio_km` around `loja` is the area (great-circle distance). `loja.nome` null: the storefront shows `Loja do Fornecedor`. `loja.horarios`: one entry per opening, `dia_semana` 0 (Sunday) to 6, America/Sao_Paulo; a day without an entry is closed.",
    tag: "Supplier",
    params: z.object({ apptoken: AppToken }),
    query: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: {
        description: "The service area and the store",
        schema: registry.register("ServiceArea", ServiceAreaSchema),
        example: SERVICE_AREA_EXAMPLE,
      },
      400: invalidQuery("idfornecedor", "Without `idfornecedor`"),
      401: APP_TOKEN_REFUSED,
      404: {
        description: "Unknown supplier, or a supplier with no area or no store",
        example: { mensagem: "Área de atendimento não cadastrada para este fornecedor." },
      },
    },
  });

  defineCall(registry, {
    call: 4,
    method: "get",
    path: "/v2/app/config/fornecedor/{idfornecedor}/rodape",
    summary: "Footer",
    description:
      "`config` is a fixed word, not a token. `contato.whatsapp` holds digits with the country code (for `https://wa.me/{whatsapp}`), or null. `razao_social` and `cnpj` (optional) name the company behind the store. A link of `colunas` to a page under review (call 23, `em_revisao`) is left out by the storefront. The storefront asks for the guests' footer (no `idcliente`) and caches it.",
    tag: "Supplier",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      idcliente: z.string().optional().openapi({
        description:
          "The customer asking (accepted; a server may show everyone the same footer and ignore it). The storefront sends none",
        example: "501",
      }),
    }),
    answers: {
      200: { description: "The footer", schema: registry.register("Footer", FooterSchema), example: FOOTER_EXAMPLE },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 5,
    method: "get",
    path: "/v2/configuracao/fornecedor/{idfornecedor}/tema",
    summary: "Theme",
    description:
      "Colours are `#rgb` or `#rrggbb`. A colour that is null, missing or not hex falls back to the default: primary `#436bac`, secondary `#203e6c`, auxiliary `#e2a929`, text `#ffffff`.",
    tag: "Supplier",
    params: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: { description: "The theme", schema: registry.register("Theme", ThemeSchema), example: THEME_EXAMPLE },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 6,
    method: "get",
    path: "/v4/app/token/custom-content/{idfornecedor}",
    summary: "Custom content (order instructions)",
    description:
      "`token` is a fixed word. `ORDER_INSTRUCTIONS` is the text shown at checkout. A type the supplier has not written gives an empty `content`, not 404. `content` is plain text; the storefront never reads it as HTML.",
    tag: "Supplier",
    params: z.object({ idfornecedor: SupplierRef }),
    query: z.object({
      contentType: z.string().openapi({
        description: "The content asked for; the storefront asks for `ORDER_INSTRUCTIONS`",
        example: "ORDER_INSTRUCTIONS",
      }),
    }),
    answers: {
      200: {
        description: "The content",
        schema: registry.register("CustomContent", CustomContentSchema),
        example: {
          contentType: "ORDER_INSTRUCTIONS",
          content: "Pedidos confirmados até as 14h são entregues no próximo dia útil. Pedido mínimo de R$ 300,00.",
        },
      },
      400: invalidQuery("contentType", "Without `contentType`"),
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 7,
    method: "get",
    path: "/v4/static-text/{idfornecedor}",
    summary: "Static texts",
    description:
      "The supplier's wording of some storefront texts: key → text. Optional: a server without it answers 404, 405 or 501 and the storefront uses its own wording for every key (remembered as long as the footer). The storefront shows only the keys `busca.placeholder`, `carrinho.titulo`, `carrinho.finalizar`, `produto.adicionar`, `produto.indisponivel`, `produto.aviseme` and `rodape.direitos`, as plain text on one line, at most 120 characters; a longer or empty text, a value that is not a string and any other key are ignored.",
    tag: "Supplier",
    optional: true,
    params: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: {
        description: "The supplier's texts",
        schema: registry.register("StaticText", StaticTextSchema),
        example: {
          lang: "pt-BR",
          translation: {
            "busca.placeholder": "Buscar por nome, marca ou código",
            "carrinho.titulo": "Meu carrinho",
            "carrinho.finalizar": "Finalizar pedido",
            "produto.adicionar": "Adicionar ao carrinho",
            "produto.indisponivel": "Produto indisponível",
            "produto.aviseme": "Avise-me quando chegar",
            "rodape.direitos": "Todos os direitos reservados.",
          },
        },
      },
      404: {
        description:
          "Unknown supplier; or a server without the call (404, 405 or 501: the storefront uses its own texts)",
        example: { mensagem: "Fornecedor não encontrado." },
      },
    },
  });

  const Characteristics = registry.register("CharacteristicList", CharacteristicListSchema);
  defineCall(registry, {
    call: 8,
    suffix: "customer",
    method: "get",
    path: "/v4/caracteristica-cliente/todas/{idfornecedor}",
    summary: "Customer and order characteristics",
    description:
      "The extra fields of a customer's registration. `tipo` is `TEXTO`, `NUMERO`, `DATA` (ISO `YYYY-MM-DD`) or `OPCAO` (one of `opcoes`); an unknown type is read as `TEXTO`. The storefront does not ask for this list yet.",
    tag: "Supplier",
    params: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: { description: "The fields; may be empty", schema: Characteristics, example: CHARACTERISTICS_EXAMPLE },
      404: SUPPLIER_NOT_FOUND,
    },
  });
  defineCall(registry, {
    call: 8,
    suffix: "order",
    method: "get",
    path: "/v4/caracteristica-pedido/todas/{idfornecedor}",
    summary: "Customer and order characteristics",
    description:
      "The extra fields of each order, asked at checkout; the checkout sends them back in the order's `caracteristicas` (call 53). `tipo` as for the customer's.",
    tag: "Supplier",
    params: z.object({ idfornecedor: SupplierRef }),
    answers: {
      200: { description: "The fields; may be empty", schema: Characteristics, example: CHARACTERISTICS_EXAMPLE },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 9,
    method: "get",
    path: "/v2/app/{apptoken}/fornecedor/{idfornecedor}/formas-pagamento",
    summary: "Payment methods",
    description:
      "The methods the supplier offers this customer (a guest without `idcliente`). `tipo` is `CARTAO`, `PIX`, `FATURADO` (invoice, against the customer's credit limit) or `NA_ENTREGA` (paid on delivery or at pickup). Exactly one method has `padrao: true`. With the tag `support-price-variance-by-payment` prices depend on the method, and the priced calls take it. `parcelamento` (optional, may be null): a `CARTAO` method's instalment plan — at most `maxParcelas`, interest-free up to `parcelasSemJuros`, each instalment at least `valorMinimoParcela`, `jurosMensal` percent a month (Price table) beyond; call 57's `parcelas` is one of its choices for the order's total.",
    tag: "Supplier",
    session: "optional",
    params: z.object({ apptoken: AppToken, idfornecedor: SupplierRef }),
    query: z.object({
      idcliente: z.string().optional().openapi({
        description:
          "The customer asking; absent for a guest. One the server does not know is answered as a guest (or 404)",
        example: "501",
      }),
    }),
    answers: {
      200: {
        description: "The methods",
        schema: registry.register("PaymentMethodList", PaymentMethodListSchema),
        example: [
          { idformapagamento: 11, descricao: "Boleto faturado 28 dias", tipo: "FATURADO", padrao: true },
          { idformapagamento: 12, descricao: "PIX", tipo: "PIX", padrao: false },
          {
            idformapagamento: 13,
            descricao: "Cartão de crédito",
            tipo: "CARTAO",
            padrao: false,
            parcelamento: { maxParcelas: 6, parcelasSemJuros: 3, valorMinimoParcela: 10, jurosMensal: 1.99 },
          },
        ],
      },
      401: APP_TOKEN_REFUSED,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 10,
    method: "get",
    path: "/v2/app/{apptoken}/listacategoriasprodutos/{idfornecedor}",
    summary: "Category tree",
    description:
      "The categories in display order, each with its subcategories (any depth). With `idsegmento`, only the top categories of that segment, with their subcategories.",
    tag: "Supplier",
    params: z.object({ apptoken: AppToken, idfornecedor: SupplierRef }),
    query: z.object({
      idsegmento: z.string().optional().openapi({
        description: "Only the categories of that segment (call 1, `segmentos`)",
        example: "casaverde-hortifruti",
      }),
      device: z
        .enum(["desktop", "mobile"])
        .optional()
        .openapi({ description: "`desktop` from the storefront; a server may ignore it", example: "desktop" }),
    }),
    answers: {
      200: {
        description: "The category tree",
        schema: registry.register("CategoryList", CategoryListSchema),
        example: CATEGORY_LIST_EXAMPLE,
      },
      401: APP_TOKEN_REFUSED,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  registerCarousels(registry);

  defineCall(registry, {
    call: 12,
    method: "get",
    path: "/imagens/{path}",
    summary: "Images",
    description:
      "The images that answers name by path (`logo`, `imagem`, `imagens`, `imagem_mobile`, `favicon`, `seo.image`); `{path}` holds slashes (`aurora/produtos/1001.svg`). Each is answered with its own `Content-Type` (SVG, PNG, JPEG or WebP) and, if the server wishes, a `Cache-Control`; an SVG holds no script or link. Paths are of the server's own choosing: the storefront only joins the path to its image base (`IMAGE_BASE_URL`, or its own `/imagens/` proxy).",
    tag: "Supplier",
    params: z.object({
      path: z.string().openapi({
        description: "The image's path, slashes included (not encoded)",
        example: "aurora/produtos/1001.svg",
      }),
    }),
    answers: {
      200: {
        description: "The image",
        contentType: ["image/svg+xml", "image/png", "image/jpeg", "image/webp"],
      },
      404: {
        description: "An unknown image, or one of another supplier",
        example: { mensagem: "Imagem não encontrada." },
      },
    },
  });

  defineCall(registry, {
    call: 13,
    method: "get",
    path: "/healthz",
    summary: "Health",
    description:
      '`{ "ok": true }` while the server and its database are up. The storefront\'s own /healthz relies on it (and on call 2 to prove its application token).',
    tag: "Supplier",
    answers: {
      200: { description: "Up", schema: z.object({ ok: z.boolean() }).openapi("Health"), example: { ok: true } },
    },
  });
}

/** Call 11, with its example (two carousels, one of each kind). */
function registerCarousels(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 11,
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/customizacao/carrossel/list-for-page/{idfornecedor}",
    summary: "Carousels of a page",
    description:
      "The carousels of a page, in display order (`cliente/{idcliente}` is the Conventions' `{clientpath}`: `cliente/anonimo` for a guest). A `BANNER` carousel fills `banners` (`imagem` 2560 × 640 for desktop, `imagem_mobile` 1080 × 720; `link` a storefront path or an absolute URL; `alt` for screen readers); a `PRODUTO` carousel fills `produtos`. A priced call.",
    tag: "Catalogue",
    session: "optional",
    params: z.object({ apptoken: AppToken, idcliente: ClientOrGuest, idfornecedor: SupplierRef }),
    query: z.object({
      page: z.string().optional().openapi({ description: "The page; default `page:home`", example: "page:home" }),
      device: z
        .enum(["mobile", "desktop"])
        .optional()
        .openapi({ description: "Both banner images are always given", example: "desktop" }),
      idformapagamento: PaymentMethodQuery,
      tipoentrega: DeliveryTypeQuery,
      idcadastroextraproduto: z.string().optional().openapi({ description: "Accepted; a server may ignore it" }),
      loadProdutos: z.enum(["true", "false"]).optional().openapi({
        description: "`false` leaves `produtos` empty (banners only); the storefront sends `true`",
        example: "true",
      }),
      idcarrossel: z.string().optional().openapi({ description: "Only that carousel", example: "12" }),
    }),
    answers: {
      200: {
        description: "The page's carousels",
        schema: registry.register("CarouselList", CarouselListSchema),
        example: [
          {
            idcarrossel: 11,
            tipo: "BANNER",
            titulo: "Destaques",
            ordem: 0,
            banners: [
              {
                imagem: "aurora/banners/111-desktop.svg",
                imagem_mobile: "aurora/banners/111-mobile.svg",
                link: "/categoria/101",
                alt: "Abasteça seu negócio com preço de atacado. Mercearia, bebidas e limpeza com entrega no próximo dia útil.",
                largura: 2560,
                altura: 640,
              },
            ],
            produtos: [],
          },
          {
            idcarrossel: 12,
            tipo: "PRODUTO",
            titulo: "Mais vendidos",
            ordem: 1,
            banners: [],
            produtos: [PRODUCT_1001],
          },
        ],
      },
      400: invalidQuery("tipoentrega", "A `tipoentrega` other than `DELIVERY` or `RETIRADA`"),
      401: APP_TOKEN_REFUSED,
      404: { description: "Unknown supplier or customer", example: { mensagem: "Cliente não encontrado." } },
    },
  });
}
