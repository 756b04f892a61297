/**
 * What the journeys expect of the demo suppliers seeded by the embedded upstream
 * (upstream/seed/suppliers.ts). Written out on purpose: a change of the seed that changes what a
 * shopper sees should be a conscious change of these expectations too.
 */
export const DEFAULT_DESCRIPTION = "Confira nossas ofertas!";
export const DEFAULT_KEYWORDS = "commerce, shop, loja virtual";
export const DEFAULT_PRIMARY_COLOR = "#436bac";
export const HIDDEN_PRICE_TEXT = "Preço disponível após o login";

export type SupplierExpectation = {
  slug: string;
  id: string;
  name: string;
  title: string;
  welcome: string;
  description: string;
  keywords: string;
  primaryColor: string;
  /** Guests see prices (casaverde); aurora (support-budget) and bomsabor (hide-price…) hide them. */
  guestSeesPrices: boolean;
  /** The first top-level categories of the header strip, in order (after "Combos" where it offers combos). */
  firstCategories: string[];
  /** Offers combos to everyone, and its modules let them in: the strip starts with "Combos" (aurora, casaverde). */
  hasCombos: boolean;
  /** Section headings of the footer. */
  footerHeadings: string[];
  /** The product page's buy button and the cart's way to the checkout, in the supplier's words (call 7). */
  buyButton: string;
  checkoutLink: string;
};

export const SUPPLIERS = {
  aurora: {
    slug: "aurora",
    id: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    name: "Distribuidora Aurora",
    title: "Distribuidora Aurora | Atacado para o seu negócio",
    welcome: "Bem-vindo à Distribuidora Aurora! Preços de atacado para abastecer o seu negócio.",
    description: "Compre no atacado mercearia, bebidas, limpeza e higiene com entrega em toda a Grande São Paulo.",
    keywords: "atacado, distribuidora, mercearia, bebidas, limpeza, higiene, São Paulo",
    primaryColor: "#1d4e89",
    guestSeesPrices: false,
    firstCategories: ["Mercearia", "Bebidas", "Limpeza"],
    hasCombos: true,
    footerHeadings: ["Institucional", "Ajuda", "Atendimento"],
    buyButton: "Adicionar ao carrinho",
    checkoutLink: "Finalizar pedido",
  },
  bomsabor: {
    slug: "bomsabor",
    id: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e02",
    name: "Empório Bom Sabor",
    title: "Empório Bom Sabor",
    welcome: "Olá! Que bom ter você no Empório Bom Sabor.",
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    primaryColor: "#7a2e1f",
    guestSeesPrices: false,
    firstCategories: ["Mercearia fina", "Frios e laticínios", "Vinhos e espumantes"],
    hasCombos: false,
    footerHeadings: ["Institucional", "Ajuda", "Atendimento"],
    buyButton: "Quero este",
    checkoutLink: "Finalizar pedido",
  },
  casaverde: {
    slug: "casaverde",
    id: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e03",
    name: "Hortifruti Casa Verde",
    title: "Hortifruti Casa Verde — retire na loja",
    welcome: "Hortifrúti fresquinho, separado para você retirar sem fila.",
    description: "Frutas, legumes e verduras frescos do dia para retirar no Cambuí, em Campinas.",
    keywords: DEFAULT_KEYWORDS,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    guestSeesPrices: true,
    firstCategories: ["Frutas", "Legumes", "Verduras e ervas"],
    hasCombos: true,
    footerHeadings: ["Institucional", "Ajuda", "Atendimento", "Retirada na loja"],
    buyButton: "Adicionar ao carrinho",
    checkoutLink: "Agendar retirada",
  },
} as const satisfies Record<string, SupplierExpectation>;

export const ALL_SUPPLIERS: SupplierExpectation[] = Object.values(SUPPLIERS);
