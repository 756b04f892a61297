import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { firstName } from "../../app/models/account-summary";
import {
  ApiKeyLoginBodySchema,
  AuthenticateBodySchema,
  SwitchLinkedClientBodySchema,
} from "../../app/models/requests/login";
import { bearerToken, requireCustomerSession } from "../auth";
import { apiKeyCustomer } from "../data/api-keys";
import { linkedClients, sessionAnswer, signIn } from "../data/authentication";
import { findCustomerLogin, findRepresentativeLogin, passwordMatches, type CustomerLogin } from "../data/logins";
import { representativeToken } from "../data/representatives";
import { consumeHandoff, revokeToken, type CustomerSession } from "../data/sessions";
import { findSupplier, requireSupplier } from "../data/suppliers";
import { MESSAGES, forbidden, jsonBody, notFound, numericId, parseBody, unauthorized } from "../http";

const invalidCredentials = () => unauthorized(MESSAGES.invalidCredentials);

const isLoginOf = (session: CustomerSession, login: CustomerLogin) =>
  session.idclienteLogin === login.idcliente && session.idusuario === (login.kind === "user" ? login.idusuario : null);

/** Login calls of docs/upstream-api.md §27–§29, §31, §32, §38. */
export function registerAuthenticationRoutes(router: Router, db: Database): void {
  router.get("/v2/app/:apptoken/usuario/:login", (req, res) => {
    const customer = findCustomerLogin(db, req.params.login);
    if (customer) {
      res.json({
        idcliente: customer.login.idcliente,
        nome: firstName(customer.nome),
        cpfLength: customer.cpf?.length ?? null,
        representante: false,
      });
      return;
    }
    const representative = findRepresentativeLogin(db, req.params.login);
    if (!representative) throw notFound(MESSAGES.loginNotFound);
    res.json({
      idcliente: representative.login.idrepresentante,
      nome: firstName(representative.nome),
      cpfLength: representative.cpf?.length ?? null,
      representante: true,
    });
  });

  router.post("/v1/app/:apptoken/usuario/autenticar", jsonBody, (req, res) => {
    const body = parseBody(AuthenticateBodySchema, req.body);
    const { idfornecedor } = requireSupplier(db, body.idfornecedor);
    const found = findCustomerLogin(db, body.cpf);
    const record = body.idcliente == null || found?.login.idcliente === body.idcliente ? found : undefined;
    if (body.tokenOrigin) {
      const handedOver = consumeHandoff(db, body.tokenOrigin, idfornecedor);
      if (!record || !handedOver || !isLoginOf(handedOver, record.login)) throw invalidCredentials();
      res.json(sessionAnswer(db, handedOver));
      return;
    }
    if (!passwordMatches(record, body.senha ?? "") || !record) throw invalidCredentials();
    res.json(signIn(db, record.login, idfornecedor));
  });

  router.post("/v1/app/:apptoken/usuario/autenticar/representante", jsonBody, (req, res) => {
    const body = parseBody(AuthenticateBodySchema, req.body);
    const { idfornecedor } = requireSupplier(db, body.idfornecedor);
    const record = findRepresentativeLogin(db, body.cpf);
    if (!passwordMatches(record, body.senha ?? "") || !record) throw invalidCredentials();
    const representative = { idrepresentante: record.login.idrepresentante, nome: record.nome };
    res.json({ ok: true, token: representativeToken(db, representative, idfornecedor) });
  });

  router.get("/v1/app/:apptoken/cliente/logout", (req, res) => {
    const token = bearerToken(req);
    if (token !== undefined) revokeToken(db, token);
    res.json({ ok: true, mensagem: null });
  });

  router.post("/v4/api-key/login", jsonBody, (req, res) => {
    const body = parseBody(ApiKeyLoginBodySchema, req.body);
    const supplier = findSupplier(db, body.idFornecedor);
    const found = supplier && apiKeyCustomer(db, body.apiKey, body.idErpUsuario, supplier.idfornecedor);
    if (!supplier || !found) throw unauthorized(MESSAGES.invalidApiKey);
    const { idcliente, idapikeys } = found;
    res.json({
      ...sessionAnswer(db, {
        idfornecedor: supplier.idfornecedor,
        idcliente,
        idclienteLogin: idcliente,
        idusuario: null,
        idrepresentante: null,
      }),
      idapikeys,
    });
  });

  router.post("/v1/app/:apptoken/usuario/:idcliente/clientes-vinculados", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    const idcliente = numericId(req.params.idcliente);
    if (idcliente !== session.idcliente && idcliente !== session.idclienteLogin) throw forbidden();
    const { idclienteVinculado } = parseBody(SwitchLinkedClientBodySchema, req.body);
    if (!linkedClients(db, session).some((linked) => linked.idcliente === idclienteVinculado)) {
      throw forbidden(MESSAGES.clientNotLinked);
    }
    res.json(sessionAnswer(db, { ...session, idcliente: idclienteVinculado }));
  });
}
