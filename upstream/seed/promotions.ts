import { keyedTagId } from "./search-tags";
import type { SupplierSlug } from "./suppliers";

/** How long a combo runs: no end, until the end of next year, or ended at the end of last year. */
export type ComboValidity = "sem-fim" | "vigente" | "expirado";

type ComboSeed = {
  idcombo: number;
  nome: string;
  descricao: string;
  /** The price of the whole combo, below the sum of its items. */
  preco: number;
  validade: ComboValidity;
  /** Offered to this customer only. */
  idcliente?: number;
  /** Product code and quantity. */
  itens: [codigo: string, quantidade: number][];
};

export const COMBOS: Record<SupplierSlug, ComboSeed[]> = {
  aurora: [
    {
      idcombo: 701,
      nome: "Kit café do comércio",
      descricao: "Café tradicional, açúcar e copos para servir o cafezinho dos seus clientes.",
      preco: 569.9,
      validade: "vigente",
      itens: [
        ["AUR-0016", 2],
        ["AUR-0020", 1],
        ["AUR-0063", 1],
      ],
    },
    {
      idcombo: 702,
      nome: "Kit limpeza pesada",
      descricao: "Detergente, água sanitária, desinfetante e esponjas para a limpeza da semana.",
      preco: 329.9,
      validade: "sem-fim",
      itens: [
        ["AUR-0044", 2],
        ["AUR-0048", 2],
        ["AUR-0049", 2],
        ["AUR-0045", 1],
      ],
    },
    {
      idcombo: 703,
      nome: "Combo churrasco de verão",
      descricao: "Cerveja, refrigerante e pratos descartáveis para o churrasco.",
      preco: 269.9,
      validade: "expirado",
      itens: [
        ["AUR-0036", 3],
        ["AUR-0024", 2],
        ["AUR-0064", 1],
      ],
    },
    {
      idcombo: 704,
      nome: "Cesta básica do seu restaurante",
      descricao: "Oferta exclusiva: arroz, feijão, óleo e açúcar com preço especial para a sua conta.",
      preco: 419.9,
      validade: "vigente",
      idcliente: 501,
      itens: [
        ["AUR-0001", 1],
        ["AUR-0003", 1],
        ["AUR-0012", 1],
        ["AUR-0020", 1],
      ],
    },
  ],
  bomsabor: [
    {
      idcombo: 711,
      nome: "Noite de vinhos e queijos",
      descricao: "Um Malbec, meio quilo de brie, meio quilo de parmesão e geleia de damasco.",
      preco: 219.9,
      validade: "vigente",
      itens: [
        ["BSB-0041", 1],
        ["BSB-0029", 0.5],
        ["BSB-0026", 0.5],
        ["BSB-0024", 1],
      ],
    },
    {
      idcombo: 712,
      nome: "Jantar italiano",
      descricao: "Talharim de grano duro, pesto, azeite grego e tomate pelado para quatro pessoas.",
      preco: 139.9,
      validade: "sem-fim",
      itens: [
        ["BSB-0006", 2],
        ["BSB-0009", 1],
        ["BSB-0002", 1],
        ["BSB-0010", 2],
      ],
    },
  ],
  casaverde: [
    {
      idcombo: 721,
      nome: "Feira da semana",
      descricao: "Banana, maçã, laranja e tomate escolhidos para a semana toda.",
      preco: 39.9,
      validade: "sem-fim",
      itens: [
        ["CVD-0001", 2],
        ["CVD-0003", 1],
        ["CVD-0006", 2],
        ["CVD-0020", 1],
      ],
    },
    {
      idcombo: 722,
      nome: "Kit salada",
      descricao: "Alface crespa, tomate cereja, pepino japonês e cebola para a salada do dia.",
      preco: 19.9,
      validade: "vigente",
      itens: [
        ["CVD-0037", 1],
        ["CVD-0021", 1],
        ["CVD-0026", 1],
        ["CVD-0032", 1],
      ],
    },
  ],
};

type LinkActionSeed = {
  idlink: number;
  descricao: string;
  tipo: "BUSCA" | "CATEGORIA" | "PRODUTO" | "TAGS" | "COMBO";
  valor: string;
};

/** Campaign links (banners, messages) and where each leads. */
export const LINK_ACTIONS: Record<SupplierSlug, LinkActionSeed[]> = {
  aurora: [
    { idlink: 801, descricao: "Semana do café", tipo: "TAGS", valor: String(keyedTagId("aurora", "semana-do-cafe")) },
    { idlink: 802, descricao: "Bebidas geladas para o verão", tipo: "CATEGORIA", valor: "120" },
    { idlink: 803, descricao: "Detergentes com desconto", tipo: "BUSCA", valor: "detergente" },
    { idlink: 804, descricao: "Arroz Vale Dourado", tipo: "PRODUTO", valor: "1001" },
    { idlink: 805, descricao: "Kit café do comércio", tipo: "COMBO", valor: "701" },
  ],
  bomsabor: [
    { idlink: 811, descricao: "Noite de vinhos e queijos", tipo: "COMBO", valor: "711" },
    { idlink: 812, descricao: "Vinhos tintos", tipo: "CATEGORIA", valor: "241" },
    { idlink: 813, descricao: "Importados", tipo: "TAGS", valor: String(keyedTagId("bomsabor", "importado")) },
  ],
  casaverde: [
    {
      idlink: 821,
      descricao: "Orgânicos certificados",
      tipo: "TAGS",
      valor: String(keyedTagId("casaverde", "organico")),
    },
    { idlink: 822, descricao: "Banana", tipo: "BUSCA", valor: "banana" },
  ],
};
