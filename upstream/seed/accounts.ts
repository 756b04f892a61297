import { cnpjWithCheckDigits } from "../../app/models/document";
import type { SupplierSlug } from "./suppliers";

/** Terms of use: only bomsabor has them, and no demo customer has accepted them yet. */
export const DEMO_TERMS_OF_USE: readonly {
  slug: SupplierSlug;
  versao: number;
  titulo: string;
  paragrafos: string[];
}[] = [
  {
    slug: "bomsabor",
    versao: 1,
    titulo: "Termos de uso do Empório Bom Sabor",
    paragrafos: [
      "Estes termos regem o uso da loja virtual do Empório Bom Sabor. Ao continuar, você declara que os leu e concorda com eles.",
      "Os preços, a disponibilidade e as promoções podem mudar sem aviso até a confirmação do pedido.",
      "Bebidas alcoólicas são vendidas somente a maiores de 18 anos; podemos pedir um documento na entrega.",
      "Os produtos pesados (queijos, frios) são cobrados pelo peso real separado, que pode variar um pouco do pedido.",
      "Seus dados são tratados conforme a nossa política de privacidade, só para atender aos seus pedidos e falar com você.",
    ],
  },
];

/** Companies the registry lookup of the sign-up form knows; none of them is a customer yet. */
export const DEMO_COMPANY_REGISTRY = [
  {
    cnpj: cnpjWithCheckDigits("453217860001"),
    razao_social: "Padaria Pão Dourado Ltda.",
    nome_fantasia: "Pão Dourado",
    telefone: "(11) 3256-4410",
    email: "contato@paodourado.com.br",
    data_abertura: "2009-03-18",
    cep: "01304001",
    rua: "Rua Augusta",
    numero: "1200",
    complemento: "loja 2",
    bairro: "Consolação",
    cidade: "São Paulo",
    uf: "SP",
  },
  {
    cnpj: cnpjWithCheckDigits("296604150001"),
    razao_social: "Empório Vila Madalena Comércio de Alimentos Ltda.",
    nome_fantasia: "Empório Vila Madalena",
    telefone: "(11) 3814-2290",
    email: null,
    cep: "05435000",
    rua: "Rua Harmonia",
    numero: "455",
    complemento: null,
    bairro: "Vila Madalena",
    cidade: "São Paulo",
    uf: "SP",
  },
  {
    cnpj: cnpjWithCheckDigits("381945270001"),
    razao_social: "Restaurante Sabor da Serra Ltda.",
    nome_fantasia: "Sabor da Serra",
    telefone: "(19) 3251-7788",
    email: "financeiro@sabordaserra.com.br",
    cep: "13025320",
    rua: "Avenida Norte-Sul",
    numero: "850",
    complemento: null,
    bairro: "Cambuí",
    cidade: "Campinas",
    uf: "SP",
  },
  {
    // Opened in 2026, with an alphanumeric CNPJ: K2.ZLW.8PR/0001-74.
    cnpj: cnpjWithCheckDigits("K2ZLW8PR0001"),
    razao_social: "Doceria Flor de Laranjeira Ltda.",
    nome_fantasia: "Flor de Laranjeira",
    telefone: "(11) 3063-5521",
    email: "contato@flordelaranjeira.com.br",
    cep: "05406050",
    rua: "Rua Teodoro Sampaio",
    numero: "1020",
    complemento: null,
    bairro: "Pinheiros",
    cidade: "São Paulo",
    uf: "SP",
  },
] as const;
