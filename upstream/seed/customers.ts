import { cnpjWithCheckDigits, cpfWithCheckDigits } from "../../app/models/document";
import type { SupplierSlug } from "./suppliers";

/** The password of every demo login. */
export const DEMO_PASSWORD = "demo1234";

type SupplierStanding = {
  slug: SupplierSlug;
  aprovado: boolean;
  limiteCredito?: { total: number; disponivel: number };
  idErpUsuario?: string;
};

export type AddressSeed = {
  cep: string;
  rua: string;
  numero: string;
  complemento?: string;
  bairro: string;
  cidade: string;
  uf: string;
};

type CustomerSeed = {
  idcliente: number;
  nome: string;
  /** Null for a linked branch that has no login of its own. */
  email: string | null;
  cpf: string;
  telefone: string;
  dataNascimento?: string;
  endereco?: AddressSeed;
  fornecedores: SupplierStanding[];
};

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    idcliente: 501,
    nome: "Ana Beatriz Souza",
    email: "cliente@exemplo.com.br",
    cpf: cpfWithCheckDigits("529982247"),
    telefone: "(11) 98888-1001",
    dataNascimento: "1988-03-14",
    endereco: {
      cep: "01310100",
      rua: "Avenida Paulista",
      numero: "1578",
      complemento: "apto 42",
      bairro: "Bela Vista",
      cidade: "São Paulo",
      uf: "SP",
    },
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
    endereco: { cep: "03103001", rua: "Rua da Mooca", numero: "2100", bairro: "Mooca", cidade: "São Paulo", uf: "SP" },
    fornecedores: [{ slug: "aurora", aprovado: true, limiteCredito: { total: 50000, disponivel: 37250.4 } }],
  },
  {
    idcliente: 503,
    nome: "Mercado Boa Compra — Filial Centro",
    email: null,
    cpf: cnpjWithCheckDigits("112223330002"),
    telefone: "(11) 3333-2003",
    endereco: {
      cep: "01025000",
      rua: "Rua 25 de Março",
      numero: "640",
      bairro: "Centro",
      cidade: "São Paulo",
      uf: "SP",
    },
    fornecedores: [{ slug: "aurora", aprovado: true, limiteCredito: { total: 15000, disponivel: 15000 } }],
  },
  {
    idcliente: 504,
    nome: "Mercado Boa Compra — Filial Vila Prudente",
    email: null,
    cpf: cnpjWithCheckDigits("112223330003"),
    telefone: "(11) 3333-2004",
    endereco: {
      cep: "03132000",
      rua: "Avenida Paes de Barros",
      numero: "3200",
      bairro: "Vila Prudente",
      cidade: "São Paulo",
      uf: "SP",
    },
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
  {
    idcliente: 506,
    nome: "Sítio Boa Terra",
    email: "casaverde@exemplo.com.br",
    cpf: cpfWithCheckDigits("314159265"),
    telefone: "(19) 99666-1006",
    endereco: {
      cep: "13100000",
      rua: "Estrada Municipal do Roseira",
      numero: "1200",
      bairro: "Joaquim Egídio",
      cidade: "Campinas",
      uf: "SP",
    },
    fornecedores: [{ slug: "casaverde", aprovado: true }],
  },
];

/** The principal customer and the clients its login may act for. */
export const DEMO_LINKED_CUSTOMERS = [{ principal: 502, vinculados: [503, 504] }] as const;

/** People who log in for a company account (sub-users), with the demo password. */
export const DEMO_ACCOUNT_USERS = [
  { idusuario: 9001, idcliente: 502, nome: "Júlia Martins", email: "comprador@exemplo.com.br" },
] as const;

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
