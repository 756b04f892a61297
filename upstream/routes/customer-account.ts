import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { z } from "zod";
import { requireCustomerSession, requireCustomerToken, requireOwnClient } from "../auth";
import { clientRecord, clientSettings, updateClient } from "../data/client-records";
import { confirmVerificationCode, sendVerificationCode } from "../data/verification-codes";
import { MESSAGES, jsonBody, parseBody, parseQuery, queryText, requiredQueryText, unprocessable } from "../http";
import { UserUpdateBodySchema } from "../../app/models/requests/user-update";
import { VerificationCodeBodySchema } from "../../app/models/requests/verification-code";

const RecordQuery = z.object({ email: queryText, idcadastroextracliente: queryText });

const SendCodeQuery = z.object({
  canal: requiredQueryText.pipe(z.string().regex(/^email$/i)),
  idcliente: requiredQueryText,
});

/** Call 34's code (app/models/requests/verification-code.ts), read tolerantly: also as a number (its leading zeros put back). */
const ConfirmRead = VerificationCodeBodySchema.extend({
  codigo: z.union([
    VerificationCodeBodySchema.shape.codigo,
    z
      .number()
      .int()
      .nonnegative()
      .transform((value) => String(value).padStart(6, "0")),
  ]),
});

const acknowledged = { ok: true, mensagem: null };

/** A logged-in customer's own calls of docs/upstream-api.md §33, §34: flags, data, verification. */
export function registerCustomerAccountRoutes(router: Router, db: Database): void {
  router.get("/v2/app/:apptoken/cliente/:idcliente/get-configuracoes-cliente", (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente);
    res.json(clientSettings(db, session));
  });

  router.get("/v1/app/:apptoken/cliente/:idcliente/cliente", (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, req.params.idcliente);
    parseQuery(RecordQuery, req.query);
    res.json({ clientes: [clientRecord(db, session.idcliente)] });
  });

  router.put("/v1/app/usuario/:idcliente", jsonBody, (req, res) => {
    const caller = requireCustomerToken(db, req);
    requireOwnClient(caller.session, req.params.idcliente);
    updateClient(db, caller, parseBody(UserUpdateBodySchema, req.body).dadosUsuario);
    res.json(acknowledged);
  });

  router.get("/v4/verificacao/enviar-verificacao", (req, res) => {
    const session = requireCustomerSession(db, req);
    requireOwnClient(session, parseQuery(SendCodeQuery, req.query).idcliente);
    if (!sendVerificationCode(db, session.idcliente)) throw unprocessable(MESSAGES.noEmailToVerify);
    res.json(acknowledged);
  });

  router.post("/v4/verificacao/confirmar", jsonBody, (req, res) => {
    const session = requireCustomerSession(db, req);
    const { codigo } = parseBody(ConfirmRead, req.body);
    if (!confirmVerificationCode(db, session.idcliente, codigo)) throw unprocessable(MESSAGES.invalidCode);
    res.json(acknowledged);
  });
}
