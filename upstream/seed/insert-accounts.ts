import type { Database } from "better-sqlite3";
import { DEMO_COMPANY_REGISTRY, DEMO_TERMS_OF_USE } from "./accounts";
import { SUPPLIER_IDS } from "./suppliers";

/** Writes the suppliers' terms of use and the company registry of the sign-up form. */
export function insertDemoAccounts(db: Database): void {
  const insertTerms = db.prepare(
    "INSERT INTO terms_of_use (idfornecedor, versao, titulo, paragrafos) VALUES (?, ?, ?, ?)",
  );
  for (const terms of DEMO_TERMS_OF_USE) {
    insertTerms.run(SUPPLIER_IDS[terms.slug], terms.versao, terms.titulo, JSON.stringify(terms.paragrafos));
  }

  const insertCompany = db.prepare(
    `INSERT INTO company_registry (cnpj, razao_social, nome_fantasia, telefone, email, cep, rua, numero, complemento,
       bairro, cidade, uf, data_abertura)
     VALUES (@cnpj, @razao_social, @nome_fantasia, @telefone, @email, @cep, @rua, @numero, @complemento,
       @bairro, @cidade, @uf, @data_abertura)`,
  );
  for (const company of DEMO_COMPANY_REGISTRY) insertCompany.run({ data_abertura: null, ...company });
}
