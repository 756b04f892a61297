import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { CompanyRegistrySchema } from "../../app/models/account";
import { statement } from "../db/statements";

/** A company's public registry data by its CNPJ, normalised ("11222333000181", "12ABC34501DE35"). */
export function companyByCnpj(db: Database, cnpj: string): z.input<typeof CompanyRegistrySchema> | undefined {
  return statement(
    db,
    `SELECT cnpj, razao_social, nome_fantasia, telefone, email, cep, rua, numero, complemento, bairro, cidade, uf,
       data_abertura
     FROM company_registry WHERE cnpj = ?`
  ).get(cnpj) as z.input<typeof CompanyRegistrySchema> | undefined;
}
