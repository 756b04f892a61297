import { cnpjWithCheckDigits, cpfWithCheckDigits } from "./documents";
import type { SupplierSlug } from "./suppliers";

/** The password of every demo login. */
export const DEMO_PASSWORD = "demo1234";

type SupplierStanding = {
  slug: SupplierSlug;
  aprovado: boolean;
  limiteCredito?: { total: number; disponivel: number };
  idErpUsuario?: string;
};

type CustomerSeed = {
  idcliente: number;
  nome: string;
  /** Null for a linked branch that has no login of its own. */
  email: string | null;
  cpf: string;
  telefone: string;
  fornecedores: SupplierStanding[];
};

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    idcliente: 501,
    nome: "Ana Beatriz Souza",
    email: "cliente@exemplo.com.br",
    cpf: cpfWithCheckDigits("529982247"),
    telefone: "(11) 98888-1001",
    fornecedores: [
      { slug: "aurora", aprovado: true, limiteCredito: { total: 3000, disponivel: 2480.5 }, idErpUsuario: "ERP-1001" },
      { slug: "bomsabor", aprovado: true },
      { slug: "casaverde", aprovado: true },
    ],
  },
  {
    idcliente: 502,
    nome: "Mercado Boa Compra Ltda.",
    email: "empresa@exemplo.com.br",
    cpf: cnpjWithCheckDigits("112223330001"),
    telefone: "(11) 3333-2002",
    fornecedores: [{ slug: "aurora", aprovado: true, limiteCredito: { total: 50000, disponivel: 37250.4 } }],
  },
  {
    idcliente: 503,
    nome: "Mercado Boa Compra — Filial Centro",
    email: null,
    cpf: cnpjWithCheckDigits("112223330002"),
    telefone: "(11) 3333-2003",
    fornecedores: [{ slug: "aurora", aprovado: true, limiteCredito: { total: 15000, disponivel: 15000 } }],
  },
  {
    idcliente: 504,
    nome: "Mercado Boa Compra — Filial Vila Prudente",
    email: null,
    cpf: cnpjWithCheckDigits("112223330003"),
    telefone: "(11) 3333-2004",
    fornecedores: [{ slug: "aurora", aprovado: true, limiteCredito: { total: 15000, disponivel: 9870 } }],
  },
  {
    idcliente: 505,
    nome: "Carlos Eduardo Lima",
    email: "pendente@exemplo.com.br",
    cpf: cpfWithCheckDigits("123456789"),
    telefone: "(11) 97777-1005",
    fornecedores: [{ slug: "aurora", aprovado: false }],
  },
];

/** The principal customer and the clients its login may act for. */
export const DEMO_LINKED_CUSTOMERS = [{ principal: 502, vinculados: [503, 504] }] as const;

export const DEMO_REPRESENTATIVES = [
  {
    idrepresentante: 601,
    nome: "Rafael Teixeira",
    email: "representante@exemplo.com.br",
    cpf: cpfWithCheckDigits("987654321"),
    clientes: [{ slug: "aurora" as SupplierSlug, idclientes: [501, 502, 503] }],
  },
] as const;

/** Logs in as the customer whose id_erp_usuario at the key's supplier matches (ERP-1001 → Ana Beatriz). */
export const DEMO_API_KEYS = [
  { idapikeys: 701, slug: "aurora" as SupplierSlug, descricao: "Integração ERP (demonstração)", chave: "demo-api-key" },
] as const;
