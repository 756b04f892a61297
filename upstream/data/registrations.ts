import type { Database } from "better-sqlite3";
import { normalizeDocument } from "../../app/models/document";
import { hashPassword } from "../credentials";
import { statement } from "../db/statements";
import type { z } from "zod";
import type { CharacteristicListSchema } from "../../app/models/supplier";
import { MESSAGES, badRequest, conflict } from "../http";
import { createAddress } from "./addresses";
import { findCep } from "./cep-directory";
import type { Address } from "./client-records";
import { documentInUse, emailInUse } from "./login-changes";
import { hasSupplierTag } from "./suppliers";

export type NewCustomer = {
  nome: string;
  cpf: string;
  email: string;
  telefone?: string | null;
  data_nascimento?: string | null;
  senha: string;
  endereco?: Address | null;
};

export type CharacteristicAnswer = { idcaracteristica: number; valor: string };

/**
 * The answers of a registration to the supplier's customer characteristics (docs/upstream-api.md
 * §36 `caracteristicas`): each must name one of them, once, and an option must be one it offers,
 * else a 400. A required one left out is not refused here (the storefront asks for it).
 */
export function characteristicAnswers(
  offered: z.input<typeof CharacteristicListSchema>,
  given: { idcaracteristica: string | number; valor: string }[]
): CharacteristicAnswer[] {
  const seen = new Set<number>();
  return given.map((answer) => {
    const characteristic = offered.find((each) => String(each.idcaracteristica) === String(answer.idcaracteristica));
    const id = Number(characteristic?.idcaracteristica);
    if (!characteristic || seen.has(id)) throw badRequest(`${MESSAGES.invalidBody}: caracteristicas.`);
    if (characteristic.tipo === "OPCAO" && !(characteristic.opcoes ?? []).includes(answer.valor))
      throw badRequest(`${MESSAGES.invalidBody}: caracteristicas.`);
    seen.add(id);
    return { idcaracteristica: id, valor: answer.valor };
  });
}

/** docs/rules/storefront.md "Supplier tags": these tags make a supplier approve registrations by hand. */
function approvesByHand(db: Database, idfornecedor: string): boolean {
  return hasSupplierTag(db, idfornecedor, "support-budget") || hasSupplierTag(db, idfornecedor, "block-not-approved-user");
}

/**
 * Registers a customer with a standing at the supplier: approved at once, or pending when the
 * supplier approves by hand. A 409 when its e-mail or document already has a login.
 */
export function registerCustomer(
  db: Database,
  idfornecedor: string,
  customer: NewCustomer,
  answers: CharacteristicAnswer[] = []
): { idcliente: number; cadastro_aprovado: boolean } {
  if (emailInUse(db, customer.email)) throw conflict(MESSAGES.emailRegistered);
  if (documentInUse(db, customer.cpf)) throw conflict(MESSAGES.documentRegistered);
  const approved = !approvesByHand(db, idfornecedor);
  const idcliente = db.transaction(() => {
    const { lastInsertRowid } = statement(
      db,
      `INSERT INTO customers (nome, email, cpf, telefone, data_nascimento, senha_hash, cep, rua, numero, complemento, bairro, cidade, uf)
       VALUES (@nome, @email, @cpf, @telefone, @data_nascimento, @senha_hash, @cep, @rua, @numero, @complemento, @bairro, @cidade, @uf)`
    ).run({
      nome: customer.nome,
      email: customer.email,
      cpf: customer.cpf,
      telefone: customer.telefone ?? null,
      data_nascimento: customer.data_nascimento ?? null,
      senha_hash: hashPassword(customer.senha),
      cep: null,
      rua: null,
      numero: null,
      complemento: null,
      bairro: null,
      cidade: null,
      uf: null,
      ...customer.endereco,
    });
    statement(db, "INSERT INTO customer_suppliers (idcliente, idfornecedor, cadastro_aprovado) VALUES (?, ?, ?)").run(
      lastInsertRowid,
      idfornecedor,
      approved ? 1 : 0
    );
    if (customer.endereco) firstAddress(db, Number(lastInsertRowid), idfornecedor, customer.endereco);
    const keepAnswer = statement(
      db,
      "INSERT INTO client_characteristics (idcliente, idcaracteristica, valor) VALUES (?, ?, ?)"
    );
    for (const answer of answers) keepAnswer.run(lastInsertRowid, answer.idcaracteristica, answer.valor);
    return Number(lastInsertRowid);
  })();
  return { idcliente, cadastro_aprovado: approved };
}

/**
 * Approves the customer's standing at the supplier (giving it one when it had none): its name;
 * undefined when unknown. The CPF or CNPJ may be written in any case, with its mask.
 */
export function approveStanding(db: Database, idfornecedor: string, key: { email: string } | { cpf: string }): string | undefined {
  const column = "email" in key ? "email" : "cpf";
  const customer = statement(db, `SELECT idcliente, nome FROM customers WHERE ${column} = ?`).get(
    "email" in key ? key.email : normalizeDocument(key.cpf)
  ) as { idcliente: number; nome: string } | undefined;
  if (!customer) return undefined;
  statement(
    db,
    `INSERT INTO customer_suppliers (idcliente, idfornecedor, cadastro_aprovado) VALUES (?, ?, 1)
     ON CONFLICT (idcliente, idfornecedor) DO UPDATE SET cadastro_aprovado = 1`
  ).run(customer.idcliente, idfornecedor);
  return customer.nome;
}

/** The registration's address becomes the customer's first delivery address, placed by its CEP when the directory knows it. */
function firstAddress(db: Database, idcliente: number, idfornecedor: string, address: Address): void {
  const place = findCep(db, address.cep);
  createAddress(db, idcliente, {
    descricao: "Principal",
    ...address,
    pais: "Brasil",
    pontoref: null,
    coords: place ? { lat: place.lat, lng: place.lng } : null,
    primario: true,
    idfornecedor,
  });
}
