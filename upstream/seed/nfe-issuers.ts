import type { Database } from "better-sqlite3";
import type { FiscalIssuer } from "../data/nfe-invoices";
import type { SupplierSeed, SupplierSlug } from "./suppliers";

/**
 * Who issues each demo supplier's NF-e (upstream/db/migrations/017_order_documents.sql): made-up
 * CNPJs with valid check digits (no real company's), at the stores' addresses.
 */
const FISCAL_ISSUERS: Record<SupplierSlug, Omit<FiscalIssuer, "idfornecedor">> = {
  aurora: {
    cnpj: "18345672000102",
    inscricao_estadual: "114814878119",
    razao_social: "Distribuidora Aurora Comércio de Alimentos Ltda.",
    nome_fantasia: "Distribuidora Aurora",
    logradouro: "Rua Borges de Figueiredo",
    numero: "1500",
    bairro: "Mooca",
    codigo_municipio: "3550308",
    municipio: "São Paulo",
    uf: "SP",
    cep: "03110010",
    telefone: "1133334444",
    crt: 3,
    serie: 1,
  },
  bomsabor: {
    cnpj: "27418593000167",
    inscricao_estadual: "148206419112",
    razao_social: "Empório Bom Sabor Alimentos Finos Ltda.",
    nome_fantasia: "Empório Bom Sabor",
    logradouro: "Rua dos Pinheiros",
    numero: "800",
    bairro: "Pinheiros",
    codigo_municipio: "3550308",
    municipio: "São Paulo",
    uf: "SP",
    cep: "05422001",
    telefone: "1130305050",
    crt: 1,
    serie: 1,
  },
  casaverde: {
    cnpj: "36192847000162",
    inscricao_estadual: "244579310117",
    razao_social: "Hortifruti Casa Verde Comércio de Hortaliças Ltda.",
    nome_fantasia: "Hortifruti Casa Verde",
    logradouro: "Av. Coronel Silva Teles",
    numero: "600",
    bairro: "Cambuí",
    codigo_municipio: "3509502",
    municipio: "Campinas",
    uf: "SP",
    cep: "13024001",
    telefone: "1932321010",
    crt: 1,
    serie: 2,
  },
};

/** Writes the supplier's NF-e issuer (nfe_issuers). */
export function insertNfeIssuer(db: Database, { idfornecedor, slug }: SupplierSeed): void {
  db.prepare(
    `INSERT INTO nfe_issuers (idfornecedor, cnpj, inscricao_estadual, razao_social, nome_fantasia, logradouro, numero, bairro,
       codigo_municipio, municipio, uf, cep, telefone, crt, serie)
     VALUES (@idfornecedor, @cnpj, @inscricao_estadual, @razao_social, @nome_fantasia, @logradouro, @numero, @bairro,
       @codigo_municipio, @municipio, @uf, @cep, @telefone, @crt, @serie)`,
  ).run({ idfornecedor, ...FISCAL_ISSUERS[slug] });
}
