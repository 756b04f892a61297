import type { MenuLink, PAYMENT_KINDS } from "../../app/models/supplier";
import type { SupplierTag } from "../../app/models/supplier-tags";
import type { ProductSort } from "../data/product-search";
import type { LatLng } from "../geo";
import { imagePaths } from "../image-paths";

export const SUPPLIER_IDS = {
  aurora: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
  bomsabor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02",
  casaverde: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e03",
} as const;

export type SupplierSlug = keyof typeof SUPPLIER_IDS;

type CharacteristicSeed = {
  alvo: "CLIENTE" | "PEDIDO";
  descricao: string;
  tipo: "TEXTO" | "NUMERO" | "DATA" | "OPCAO";
  obrigatorio?: boolean;
  opcoes?: string[];
};

type PaymentMethodSeed = {
  idformapagamento: number;
  descricao: string;
  tipo: (typeof PAYMENT_KINDS)[number];
  padrao?: boolean;
  variacaoPrecoPercentual?: number;
  exigeCadastroAprovado?: boolean;
  /** A card method's instalment plan (docs/upstream-api.md §9 `parcelamento`); none: paid at once. */
  parcelamento?: { maxParcelas: number; parcelasSemJuros: number; valorMinimoParcela: number; jurosMensal: number };
};

export type SupplierSeed = {
  idfornecedor: string;
  slug: SupplierSlug;
  idempresa: string;
  nome: string;
  descricao: string;
  ordem: number;
  modulos: string[];
  analyticsKey: string | null;
  tags: SupplierTag[];
  dominios: { dominio: string; principal: boolean }[];
  segmentos: { idsegmento: string; nome: string; requerMaioridade?: boolean }[];
  ordenacoes: ProductSort[];
  loja: { nome: string; lat: number; lng: number; descricaoEndereco: string };
  areaAtendimento: { coordenadas: LatLng[] } | { raioKm: number };
  seo: { title: string; subtitle?: string; description?: string; keywords?: string; favicon?: string; image?: string };
  tema: {
    primaryColor?: string;
    secondaryColor?: string;
    auxiliarColor?: string;
    textColor?: string;
    boasVindas: string;
    tituloPagina: string;
  };
  menu: MenuLink[];
  rodape: {
    texto: string;
    endereco: string;
    telefone: string;
    email: string;
    whatsapp: string | null;
    colunas: { titulo: string; links: MenuLink[] }[];
    redesSociais: { rede: string; url: string }[];
  };
  instrucoesPedido: string;
  textos: Record<string, string>;
  caracteristicas: CharacteristicSeed[];
  formasPagamento: PaymentMethodSeed[];
  /** The supplier's own notice after a sign-up (message_after_create). */
  mensagemAposCadastro?: string;
};

/** The label of each sort order the reference server knows. */
export const SORT_OPTIONS: Record<ProductSort, string> = {
  nome_asc: "Nome (A-Z)",
  preco_asc: "Menor preço",
  preco_desc: "Maior preço",
  mais_vendidos: "Mais vendidos",
};

/** Translations every supplier gets; a supplier's own textos override them. */
export const BASE_STATIC_TEXTS: Record<string, string> = {
  "busca.placeholder": "O que você procura?",
  "carrinho.titulo": "Meu carrinho",
  "carrinho.finalizar": "Finalizar pedido",
  "produto.adicionar": "Adicionar ao carrinho",
  "produto.indisponivel": "Produto indisponível",
  "produto.aviseme": "Avise-me quando chegar",
  "rodape.direitos": "Todos os direitos reservados.",
};

const helpColumn = (links: MenuLink[]) => ({ titulo: "Ajuda", links });

const aurora: SupplierSeed = {
  idfornecedor: SUPPLIER_IDS.aurora,
  slug: "aurora",
  idempresa: "1001",
  nome: "Distribuidora Aurora",
  descricao: "Atacado de mercearia, bebidas, limpeza e higiene para o seu negócio.",
  ordem: 1,
  modulos: ["Todos"],
  mensagemAposCadastro:
    "Recebemos seu cadastro! Nossa equipe comercial vai analisá-lo em até 1 dia útil e avisaremos você por e-mail.",
  analyticsKey: "G-4UR0R4D3M0",
  tags: [
    "has-delivery",
    "has-collect",
    "support-budget",
    "block-not-approved-user",
    "restrict-not-approved-user-submission",
    "enable-recommendation-system",
    "uses-share-coupom",
    "support-price-variance-by-payment",
    "enable-google-analytics-ga4-version-tag-events",
  ],
  dominios: [],
  segmentos: [{ idsegmento: "aurora-atacado", nome: "Atacado" }],
  ordenacoes: ["nome_asc", "preco_asc", "preco_desc", "mais_vendidos"],
  loja: {
    nome: "Centro de distribuição Mooca",
    lat: -23.5503,
    lng: -46.5986,
    descricaoEndereco: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP, 03110-010",
  },
  areaAtendimento: {
    coordenadas: [
      [-23.38, -46.8],
      [-23.4, -46.55],
      [-23.45, -46.4],
      [-23.62, -46.38],
      [-23.78, -46.55],
      [-23.75, -46.78],
      [-23.58, -46.88],
    ],
  },
  seo: {
    title: "Distribuidora Aurora | Atacado para o seu negócio",
    subtitle: "Atacado de mercearia, bebidas e limpeza",
    description: "Compre no atacado mercearia, bebidas, limpeza e higiene com entrega em toda a Grande São Paulo.",
    keywords: "atacado, distribuidora, mercearia, bebidas, limpeza, higiene, São Paulo",
    favicon: imagePaths.favicon("aurora"),
    image: imagePaths.share("aurora"),
  },
  tema: {
    primaryColor: "#1d4e89",
    secondaryColor: "#0f2f57",
    auxiliarColor: "#f2a541",
    textColor: "#ffffff",
    boasVindas: "Bem-vindo à Distribuidora Aurora! Preços de atacado para abastecer o seu negócio.",
    tituloPagina: "Distribuidora Aurora",
  },
  menu: [
    { descricao: "Mercearia", destino: "/categoria/101" },
    { descricao: "Bebidas", destino: "/categoria/120" },
    { descricao: "Limpeza", destino: "/categoria/140" },
    { descricao: "Higiene e perfumaria", destino: "/categoria/160" },
    { descricao: "Descartáveis", destino: "/categoria/180" },
  ],
  rodape: {
    texto: "Distribuidora Aurora Ltda. Atacado de alimentos, bebidas e limpeza desde 1998.",
    endereco: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP, 03110-010",
    telefone: "(11) 3456-7800",
    email: "atendimento@distribuidoraaurora.com.br",
    whatsapp: "5511987650001",
    colunas: [
      {
        titulo: "Institucional",
        links: [
          { descricao: "Sobre a Aurora", destino: "/paginas/sobre" },
          { descricao: "Política de privacidade", destino: "/paginas/politica-de-privacidade" },
        ],
      },
      helpColumn([
        { descricao: "Como comprar", destino: "/paginas/como-comprar" },
        { descricao: "Prazos de entrega", destino: "/paginas/prazos-de-entrega" },
        { descricao: "Trocas e devoluções", destino: "/paginas/trocas-e-devolucoes" },
      ]),
    ],
    redesSociais: [
      { rede: "instagram", url: "https://www.instagram.com/distribuidoraaurora" },
      { rede: "linkedin", url: "https://www.linkedin.com/company/distribuidoraaurora" },
    ],
  },
  instrucoesPedido:
    "Pedidos confirmados até as 14h são entregues no próximo dia útil. Pedido mínimo de R$ 300,00. " +
    "Confira a mercadoria no ato da entrega e anote as divergências no canhoto da nota fiscal.",
  textos: { "busca.placeholder": "Buscar por nome, marca ou código" },
  caracteristicas: [
    {
      alvo: "CLIENTE",
      descricao: "Ramo de atividade",
      tipo: "OPCAO",
      obrigatorio: true,
      opcoes: ["Mercado", "Restaurante", "Padaria", "Bar e lanchonete", "Hotel"],
    },
    { alvo: "CLIENTE", descricao: "Inscrição estadual", tipo: "TEXTO" },
    { alvo: "PEDIDO", descricao: "Número da ordem de compra", tipo: "TEXTO" },
    {
      alvo: "PEDIDO",
      descricao: "Horário de recebimento",
      tipo: "OPCAO",
      opcoes: ["Manhã (8h às 12h)", "Tarde (13h às 17h)"],
    },
  ],
  formasPagamento: [
    {
      idformapagamento: 11,
      descricao: "Boleto faturado 28 dias",
      tipo: "FATURADO",
      padrao: true,
      variacaoPrecoPercentual: 2,
      exigeCadastroAprovado: true,
    },
    { idformapagamento: 12, descricao: "PIX", tipo: "PIX", variacaoPrecoPercentual: -3 },
    { idformapagamento: 13, descricao: "Cartão de crédito", tipo: "CARTAO" },
  ],
};

const bomsabor: SupplierSeed = {
  idfornecedor: SUPPLIER_IDS.bomsabor,
  slug: "bomsabor",
  idempresa: "1002",
  nome: "Empório Bom Sabor",
  descricao: "Queijos, vinhos e delícias de empório com entrega em Pinheiros e arredores.",
  ordem: 2,
  // Without COMBOS: the storefront hides this supplier's promotional combos (docs/rules/catalogue.md "Module access").
  modulos: ["CATALOGO", "PEDIDOS"],
  analyticsKey: null,
  tags: ["has-delivery", "requires-address-to-access", "hide-price-for-logged-out-customers", "use-primary-address"],
  dominios: [
    { dominio: "bomsabor.localhost", principal: true },
    { dominio: "www.bomsabor.localhost", principal: false },
  ],
  segmentos: [
    { idsegmento: "bomsabor-mercearia", nome: "Mercearia fina" },
    { idsegmento: "bomsabor-frios", nome: "Frios e laticínios" },
    { idsegmento: "bomsabor-bebidas-alcoolicas", nome: "Bebidas alcoólicas", requerMaioridade: true },
  ],
  ordenacoes: ["nome_asc", "preco_asc", "preco_desc"],
  loja: {
    nome: "Empório Bom Sabor Pinheiros",
    lat: -23.5667,
    lng: -46.687,
    descricaoEndereco: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
  },
  areaAtendimento: {
    coordenadas: [
      [-23.54, -46.705],
      [-23.545, -46.665],
      [-23.565, -46.65],
      [-23.59, -46.67],
      [-23.585, -46.705],
      [-23.565, -46.72],
    ],
  },
  seo: { title: "Empório Bom Sabor", favicon: imagePaths.favicon("bomsabor") },
  tema: {
    primaryColor: "#7a2e1f",
    secondaryColor: "#4a1a10",
    auxiliarColor: "#d9a441",
    textColor: "#ffffff",
    boasVindas: "Olá! Que bom ter você no Empório Bom Sabor.",
    tituloPagina: "Empório Bom Sabor",
  },
  menu: [
    { descricao: "Mercearia fina", destino: "/categoria/201" },
    { descricao: "Frios e laticínios", destino: "/categoria/220" },
    { descricao: "Vinhos", destino: "/categoria/240" },
    { descricao: "Presentes", destino: "/categoria/280" },
  ],
  rodape: {
    texto: "Empório Bom Sabor — sabores selecionados desde 2009.",
    endereco: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
    telefone: "(11) 3032-4500",
    email: "contato@emporiobomsabor.com.br",
    whatsapp: "5511976540002",
    colunas: [
      {
        titulo: "Institucional",
        links: [
          { descricao: "Nossa história", destino: "/paginas/sobre" },
          { descricao: "Política de privacidade", destino: "/paginas/politica-de-privacidade" },
        ],
      },
      helpColumn([
        { descricao: "Entregas", destino: "/paginas/entregas" },
        { descricao: "Embalagem para presente", destino: "/paginas/embalagem-para-presente" },
        { descricao: "Trocas e devoluções", destino: "/paginas/trocas-e-devolucoes" },
      ]),
    ],
    redesSociais: [
      { rede: "instagram", url: "https://www.instagram.com/emporiobomsabor" },
      { rede: "facebook", url: "https://www.facebook.com/emporiobomsabor" },
    ],
  },
  instrucoesPedido:
    "Entregamos de segunda a sábado, das 9h às 21h, e na entrega expressa todos os dias, das 10h às 20h. " +
    "Queijos e frios são cortados no dia da entrega " +
    "e o peso final pode variar em até 10%. A venda de bebidas alcoólicas é proibida para menores de 18 anos.",
  textos: { "produto.adicionar": "Quero este" },
  caracteristicas: [{ alvo: "PEDIDO", descricao: "Mensagem do cartão de presente", tipo: "TEXTO" }],
  formasPagamento: [
    {
      idformapagamento: 21,
      descricao: "Cartão de crédito",
      tipo: "CARTAO",
      padrao: true,
      parcelamento: { maxParcelas: 6, parcelasSemJuros: 3, valorMinimoParcela: 10, jurosMensal: 1.99 },
    },
    { idformapagamento: 22, descricao: "PIX", tipo: "PIX" },
    { idformapagamento: 23, descricao: "Pagamento na entrega (cartão ou dinheiro)", tipo: "NA_ENTREGA" },
  ],
};

const casaverde: SupplierSeed = {
  idfornecedor: SUPPLIER_IDS.casaverde,
  slug: "casaverde",
  idempresa: "1003",
  nome: "Hortifruti Casa Verde",
  descricao: "Frutas, legumes e verduras frescos para retirar na loja do Cambuí, em Campinas.",
  ordem: 3,
  modulos: [],
  analyticsKey: null,
  tags: ["has-collect", "uses-single-address", "disable-product-multiple"],
  dominios: [],
  segmentos: [{ idsegmento: "casaverde-hortifruti", nome: "Hortifrúti" }],
  ordenacoes: ["nome_asc", "preco_asc", "mais_vendidos"],
  loja: {
    nome: "Casa Verde Cambuí",
    lat: -22.8945,
    lng: -47.052,
    descricaoEndereco: "Av. Coronel Silva Teles, 600 — Cambuí, Campinas - SP, 13024-001",
  },
  areaAtendimento: { raioKm: 6 },
  seo: {
    title: "Hortifruti Casa Verde — retire na loja",
    description: "Frutas, legumes e verduras frescos do dia para retirar no Cambuí, em Campinas.",
    favicon: imagePaths.favicon("casaverde"),
  },
  tema: {
    boasVindas: "Hortifrúti fresquinho, separado para você retirar sem fila.",
    tituloPagina: "Hortifruti Casa Verde",
  },
  menu: [
    { descricao: "Frutas", destino: "/categoria/301" },
    { descricao: "Legumes", destino: "/categoria/320" },
    { descricao: "Verduras", destino: "/categoria/340" },
    { descricao: "Orgânicos", destino: "/categoria/360" },
  ],
  rodape: {
    texto: "Hortifruti Casa Verde — do produtor para a sua mesa.",
    endereco: "Av. Coronel Silva Teles, 600 — Cambuí, Campinas - SP, 13024-001",
    telefone: "(19) 3251-7700",
    email: "ola@hortifruticasaverde.com.br",
    whatsapp: null,
    colunas: [
      {
        titulo: "Institucional",
        links: [
          { descricao: "Quem somos", destino: "/paginas/sobre" },
          { descricao: "Nossos produtores", destino: "/paginas/produtores" },
          { descricao: "Política de privacidade", destino: "/paginas/politica-de-privacidade" },
        ],
      },
      helpColumn([
        { descricao: "Como retirar", destino: "/paginas/como-retirar" },
        { descricao: "Trocas e devoluções", destino: "/paginas/trocas-e-devolucoes" },
      ]),
    ],
    redesSociais: [{ rede: "instagram", url: "https://www.instagram.com/hortifruticasaverde" }],
  },
  instrucoesPedido:
    "Seu pedido fica pronto para retirada em até 2 horas após a confirmação. " +
    "Retire no balcão de pedidos da loja, de segunda a sábado, das 7h às 20h.",
  textos: { "carrinho.finalizar": "Agendar retirada" },
  caracteristicas: [
    {
      alvo: "PEDIDO",
      descricao: "Se faltar algum item",
      tipo: "OPCAO",
      obrigatorio: true,
      opcoes: ["Substituir por similar", "Ligar antes de substituir", "Não substituir"],
    },
    { alvo: "PEDIDO", descricao: "Data da retirada", tipo: "DATA", obrigatorio: true },
  ],
  formasPagamento: [
    { idformapagamento: 31, descricao: "PIX", tipo: "PIX", padrao: true },
    { idformapagamento: 32, descricao: "Pagar na retirada (dinheiro ou cartão)", tipo: "NA_ENTREGA" },
  ],
};

export const SUPPLIER_SEEDS: readonly SupplierSeed[] = [aurora, bomsabor, casaverde];
