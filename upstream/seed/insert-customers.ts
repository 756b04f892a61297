import type { Database } from "better-sqlite3";
import { apiKeyDigest, hashPassword } from "../credentials";
import { DEMO_API_KEYS, DEMO_CUSTOMERS, DEMO_LINKED_CUSTOMERS, DEMO_PASSWORD, DEMO_REPRESENTATIVES } from "./customers";
import { SUPPLIER_IDS } from "./suppliers";

/** Writes the demo customers, their standing with each supplier, linked clients, representatives and API keys. */
export function insertDemoCustomers(db: Database): void {
  const insertCustomer = db.prepare(
    "INSERT INTO customers (idcliente, nome, email, cpf, telefone, senha_hash) VALUES (?, ?, ?, ?, ?, ?)"
  );
  const insertStanding = db.prepare(
    `INSERT INTO customer_suppliers (idcliente, idfornecedor, cadastro_aprovado, limite_credito_total,
       limite_credito_disponivel, id_erp_usuario)
     VALUES (?, ?, ?, ?, ?, ?)`
  );
  for (const customer of DEMO_CUSTOMERS) {
    const senhaHash = customer.email ? hashPassword(DEMO_PASSWORD) : null;
    insertCustomer.run(customer.idcliente, customer.nome, customer.email, customer.cpf, customer.telefone, senhaHash);
    for (const standing of customer.fornecedores) {
      insertStanding.run(
        customer.idcliente,
        SUPPLIER_IDS[standing.slug],
        standing.aprovado ? 1 : 0,
        standing.limiteCredito?.total ?? null,
        standing.limiteCredito?.disponivel ?? null,
        standing.idErpUsuario ?? null
      );
    }
  }

  const insertLink = db.prepare(
    "INSERT INTO linked_customers (idcliente_principal, idcliente_vinculado) VALUES (?, ?)"
  );
  for (const { principal, vinculados } of DEMO_LINKED_CUSTOMERS) {
    for (const vinculado of vinculados) insertLink.run(principal, vinculado);
  }

  const insertRepresentative = db.prepare(
    "INSERT INTO representatives (idrepresentante, nome, email, cpf, senha_hash) VALUES (?, ?, ?, ?, ?)"
  );
  const insertRepresented = db.prepare(
    "INSERT INTO representative_customers (idrepresentante, idfornecedor, idcliente) VALUES (?, ?, ?)"
  );
  for (const representative of DEMO_REPRESENTATIVES) {
    const { idrepresentante } = representative;
    insertRepresentative.run(
      idrepresentante,
      representative.nome,
      representative.email,
      representative.cpf,
      hashPassword(DEMO_PASSWORD)
    );
    for (const { slug, idclientes } of representative.clientes) {
      for (const idcliente of idclientes) insertRepresented.run(idrepresentante, SUPPLIER_IDS[slug], idcliente);
    }
  }

  const insertApiKey = db.prepare(
    "INSERT INTO api_keys (idapikeys, idfornecedor, descricao, chave_sha256) VALUES (?, ?, ?, ?)"
  );
  for (const apiKey of DEMO_API_KEYS) {
    insertApiKey.run(apiKey.idapikeys, SUPPLIER_IDS[apiKey.slug], apiKey.descricao, apiKeyDigest(apiKey.chave));
  }
}
