import type { SupplierSlug } from "./suppliers";

type BannerSeed = {
  idbanner: number;
  titulo: string;
  subtitulo: string;
  chamada: string;
  link: string;
};

export type CarouselSeed =
  | { idcarrossel: number; tipo: "BANNER"; titulo: string; banners: BannerSeed[] }
  | { idcarrossel: number; tipo: "PRODUTO"; titulo: string; criterio: "MAIS_VENDIDOS" | "OFERTAS" }
  | { idcarrossel: number; tipo: "PRODUTO"; titulo: string; criterio: "MANUAL"; codigos: string[] };

/** The home page (page:home) of each supplier: one banner carousel, then two product carousels. */
export const HOME_CAROUSELS: Record<SupplierSlug, CarouselSeed[]> = {
  aurora: [
    {
      idcarrossel: 11,
      tipo: "BANNER",
      titulo: "Destaques",
      banners: [
        {
          idbanner: 111,
          titulo: "Abasteça seu negócio com preço de atacado",
          subtitulo: "Mercearia, bebidas e limpeza com entrega no próximo dia útil.",
          chamada: "Ver mercearia",
          link: "/categoria/101",
        },
        {
          idbanner: 112,
          titulo: "Semana do café",
          subtitulo: "Cafés torrados e especiais com condições de atacado.",
          chamada: "Ver os cafés",
          link: "/acao/801",
        },
        {
          idbanner: 113,
          titulo: "Pague com PIX e economize 3%",
          subtitulo: "O desconto já aparece no preço quando você escolhe PIX.",
          chamada: "Como comprar",
          link: "/paginas/como-comprar",
        },
      ],
    },
    { idcarrossel: 12, tipo: "PRODUTO", titulo: "Mais vendidos", criterio: "MAIS_VENDIDOS" },
    { idcarrossel: 13, tipo: "PRODUTO", titulo: "Ofertas da semana", criterio: "OFERTAS" },
  ],
  bomsabor: [
    {
      idcarrossel: 21,
      tipo: "BANNER",
      titulo: "Destaques",
      banners: [
        {
          idbanner: 211,
          titulo: "Sabores do mundo na sua mesa",
          subtitulo: "Azeites, queijos e vinhos escolhidos pelo nosso empório.",
          chamada: "Conhecer",
          link: "/categoria/201",
        },
        {
          idbanner: 212,
          titulo: "Presentes que encantam",
          subtitulo: "Cestas montadas e embalagem para presente em vinhos e chocolates.",
          chamada: "Escolher presente",
          link: "/categoria/280",
        },
      ],
    },
    { idcarrossel: 22, tipo: "PRODUTO", titulo: "Ofertas da semana", criterio: "OFERTAS" },
    {
      idcarrossel: 23,
      tipo: "PRODUTO",
      titulo: "Seleção do empório",
      criterio: "MANUAL",
      codigos: ["BSB-0001", "BSB-0027", "BSB-0041", "BSB-0011", "BSB-0016", "BSB-0032", "BSB-0061", "BSB-0053"],
    },
  ],
  casaverde: [
    {
      idcarrossel: 31,
      tipo: "BANNER",
      titulo: "Destaques",
      banners: [
        {
          idbanner: 311,
          titulo: "Colhido hoje, na sua mesa amanhã",
          subtitulo: "Frutas, legumes e verduras fresquinhos para retirar na loja.",
          chamada: "Ver frutas",
          link: "/categoria/301",
        },
        {
          idbanner: 312,
          titulo: "Orgânicos certificados",
          subtitulo: "Direto de produtores parceiros da região de Campinas.",
          chamada: "Ver orgânicos",
          link: "/categoria/360",
        },
        {
          idbanner: 313,
          titulo: "Peça pelo site e retire sem fila",
          subtitulo: "Seu pedido fica pronto em até 2 horas no Cambuí.",
          chamada: "Como retirar",
          link: "/paginas/como-retirar",
        },
      ],
    },
    { idcarrossel: 32, tipo: "PRODUTO", titulo: "Mais vendidos", criterio: "MAIS_VENDIDOS" },
    {
      idcarrossel: 33,
      tipo: "PRODUTO",
      titulo: "Fresquinhos do dia",
      criterio: "MANUAL",
      codigos: ["CVD-0001", "CVD-0003", "CVD-0016", "CVD-0020", "CVD-0037", "CVD-0039", "CVD-0046", "CVD-0036"],
    },
  ],
};
