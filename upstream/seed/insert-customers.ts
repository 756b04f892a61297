import type { Database } from "better-sqlite3";
import { hashPassword, secretDigest } from "../credentials";
import {
  DEMO_ACCOUNT_USERS,
  DEMO_API_KEYS,
  DEMO_CUSTOMERS,
  DEMO_LINKED_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_REPRESENTATIVES,
} from "./customers";
import { SUPPLIER_IDS } from "./suppliers";

/**
 * Writes the demo customers, their standing with each supplier, linked clients, sub-users of company
 * accounts, representatives and API keys.
 */
export function insertDemoCustomers(db: Database): void {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (idcliente, nome, email, cpf, telefone, senha_hash, data_nascimento,
       cep, rua, numero, complemento, bairro, cidade, uf)
     VALUES (@idcliente, @nome, @email, @cpf, @telefone, @senhaHash, @dataNascimento,
       @cep, @rua, @numero, @complemento, @bairro, @cidade, @uf)`,
  );
  const insertStanding = db.prepare(
    `INSERT INTO customer_suppliers (idcliente, idfornecedor, cadastro_aprovado, limite_credito_total,
       limite_credito_disponivel, id_erp_usuario)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const customer of DEMO_CUSTOMERS) {
    const { endereco } = customer;
    insertCustomer.run({
      idcliente: customer.idcliente,
      nome: customer.nome,
      email: customer.email,
      cpf: customer.cpf,
      telefone: customer.telefone,
      senhaHash: customer.email ? hashPassword(DEMO_PASSWORD) : null,
      dataNascimento: customer.dataNascimento ?? null,
      cep: endereco?.cep ?? null,
      rua: endereco?.rua ?? null,
      numero: endereco?.numero ?? null,
      complemento: endereco?.complemento ?? null,
      bairro: endereco?.bairro ?? null,
      cidade: endereco?.cidade ?? null,
      uf: endereco?.uf ?? null,
    });
    for (const standing of customer.fornecedores) {
      insertStanding.run(
        customer.idcliente,
        SUPPLIER_IDS[standing.slug],
        standing.aprovado ? 1 : 0,
        standing.limiteCredito?.total ?? null,
        standing.limiteCredito?.disponivel ?? null,
        standing.idErpUsuario ?? null,
      );
    }
  }

  const insertLink = db.prepare(
    "INSERT INTO linked_customers (idcliente_principal, idcliente_vinculado) VALUES (?, ?)",
  );
  for (const { principal, vinculados } of DEMO_LINKED_CUSTOMERS) {
    for (const vinculado of vinculados) insertLink.run(principal, vinculado);
  }

  const insertAccountUser = db.prepare(
    "INSERT INTO account_users (idusuario, idcliente, email, nome, senha_hash) VALUES (?, ?, ?, ?, ?)",
  );
  for (const user of DEMO_ACCOUNT_USERS) {
    insertAccountUser.run(user.idusuario, user.idcliente, user.email, user.nome, hashPassword(DEMO_PASSWORD));
  }

  const insertRepresentative = db.prepare(
    "INSERT INTO representatives (idrepresentante, nome, email, cpf, senha_hash) VALUES (?, ?, ?, ?, ?)",
  );
  const insertRepresented = db.prepare(
    "INSERT INTO representative_customers (idrepresentante, idfornecedor, idcliente) VALUES (?, ?, ?)",
  );
  for (const representative of DEMO_REPRESENTATIVES) {
    const { idrepresentante } = representative;
    insertRepresentative.run(
      idrepresentante,
      representative.nome,
      representative.email,
      representative.cpf,
      hashPassword(DEMO_PASSWORD),
    );
    for (const { slug, idclientes } of representative.clientes) {
      for (const idcliente of idclientes) insertRepresented.run(idrepresentante, SUPPLIER_IDS[slug], idcliente);
    }
  }

  const insertApiKey = db.prepare(
    "INSERT INTO api_keys (idapikeys, idfornecedor, descricao, chave_sha256) VALUES (?, ?, ?, ?)",
  );
  for (const apiKey of DEMO_API_KEYS) {
    insertApiKey.run(apiKey.idapikeys, SUPPLIER_IDS[apiKey.slug], apiKey.descricao, secretDigest(apiKey.chave));
  }
}
