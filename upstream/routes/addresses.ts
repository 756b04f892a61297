import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { z } from "zod";
import { AddressUpdateSchema, cepText, NewAddressSchema } from "../../app/models/requests/new-address";
import { requireCustomerSession, requireOwnClient } from "../auth";
import {
  createAddress,
  deleteAddress,
  findOwnAddress,
  listAddresses,
  updateAddress,
  type AddressInput,
} from "../data/addresses";
import { findCep } from "../data/cep-directory";
import { findSupplier } from "../data/suppliers";
import { badRequest, jsonBody, notFound, numericId, parseBody, parseQuery, queryText } from "../http";

export const CEP_MESSAGES = {
  malformed: "CEP inválido: informe os 8 dígitos.",
  unknown: "CEP não encontrado.",
} as const;

export { cepText };

/** The address read from a body of call 47 or 48 (app/models/requests/new-address.ts), as stored. */
function addressInput(body: z.output<typeof NewAddressSchema>): AddressInput {
  return {
    descricao: body.descricao ?? body.apelido,
    cep: body.cep,
    rua: body.rua,
    numero: body.numero,
    complemento: body.complemento,
    bairro: body.bairro,
    cidade: body.cidade,
    uf: body.uf,
    pais: body.pais,
    pontoref: body.pontoref,
    coords: body.coords ?? null,
    primario: body.primario ?? false,
    idfornecedor: body.idfornecedor ?? null,
  };
}

/** Call 48 names the address first: a missing or malformed `idendereco` is said before the fields. */
const UpdateBody = z.object({ idendereco: AddressUpdateSchema.shape.idendereco }).passthrough();

const ListQuery = z.object({ idfornecedor: queryText });

/**
 * A customer's delivery addresses and the CEP directory (docs/upstream-api.md §46–§50; docs/upstream-api.md
 * "Addresses"). `{clientpath}` is `cliente/{idcliente}`: the token's own client; a company's
 * sub-user acts for the company. An address of another customer is answered as unknown (404).
 */
export function registerAddressRoutes(router: Router, db: Database): void {
  const ownClient = (req: Request): number => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente ?? "");
    return session.idcliente;
  };

  router.get("/v1/app/:apptoken/cliente/:idcliente/enderecos", (req, res) => {
    const idcliente = ownClient(req);
    parseQuery(ListQuery, req.query);
    res.json(listAddresses(db, idcliente));
  });

  /** The address sent, its supplier named by id (a slug or an unknown supplier: none). */
  const addressOf = (body: unknown): AddressInput => {
    const input = addressInput(parseBody(NewAddressSchema, body));
    return {
      ...input,
      idfornecedor: input.idfornecedor ? (findSupplier(db, input.idfornecedor)?.idfornecedor ?? null) : null,
    };
  };

  router.post("/v1/app/:apptoken/cliente/:idcliente/enderecos", jsonBody, (req, res) => {
    const idcliente = ownClient(req);
    res.status(201).json(createAddress(db, idcliente, addressOf(req.body)));
  });

  router.post("/v1/app/:apptoken/cliente/:idcliente/enderecosput", jsonBody, (req, res) => {
    const idcliente = ownClient(req);
    const { idendereco } = parseBody(UpdateBody, req.body);
    res.json(updateAddress(db, idcliente, idendereco, addressOf(req.body)));
  });

  // The customer is the token's: this path names no client.
  router.post("/v1/app/:apptoken/cliente/enderecos/:idendereco/excluir", (req, res) => {
    const { idcliente } = requireCustomerSession(db, req);
    deleteAddress(db, idcliente, numericId(req.params.idendereco ?? ""));
    res.json({ ok: true, mensagem: null });
  });

  router.get("/v2/app/:apptoken/cliente/:idcliente/enderecos/:idendereco/faturamento", (req, res) => {
    const idcliente = ownClient(req);
    const address = findOwnAddress(db, idcliente, numericId(req.params.idendereco ?? ""));
    const { cep, rua, numero, complemento, bairro, cidade, uf, pais } = address;
    res.json({ cep, rua, numero, complemento, bairro, cidade, uf, pais: pais || "Brasil" });
  });

  router.get("/v2/app/:apptoken/cep/:cep", (req, res) => {
    const parsed = cepText.safeParse(req.params.cep ?? "");
    if (!parsed.success) throw badRequest(CEP_MESSAGES.malformed);
    const entry = findCep(db, parsed.data);
    if (!entry) throw notFound(CEP_MESSAGES.unknown);
    res.json(entry);
  });
}
