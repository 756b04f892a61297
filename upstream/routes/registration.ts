import type { Database } from "better-sqlite3";
import type { Router } from "express";
import { isValidCnpj, normalizeDocument } from "../../app/models/document";
import { PasswordResetBodySchema } from "../../app/models/requests/password-reset";
import { RegistrationBodySchema } from "../../app/models/requests/registration";
import { supplierInView } from "../auth";
import { companyByCnpj } from "../data/company-registry";
import { homeSupplier } from "../data/customers";
import { setLoginPassword } from "../data/login-changes";
import { findCustomerLogin, maskEmail } from "../data/logins";
import { redeemPasswordReset, sendRecoveryLink } from "../data/password-resets";
import { characteristicAnswers, registerCustomer } from "../data/registrations";
import { characteristics } from "../data/supplier-config";
import { revokeLoginSessions } from "../data/sessions";
import { findSupplier, requireSupplier } from "../data/suppliers";
import { MESSAGES, jsonBody, notFound, parseBody, unprocessable } from "../http";

/** Sign-up, company data and password recovery calls of docs/upstream-api.md §36. */
export function registerRegistrationRoutes(router: Router, db: Database): void {
  router.get("/v1/app/usuario/dados-receita/:cnpj", (req, res) => {
    const company = isValidCnpj(req.params.cnpj) ? companyByCnpj(db, normalizeDocument(req.params.cnpj)) : undefined;
    if (!company) throw notFound(MESSAGES.companyNotFound);
    res.json(company);
  });

  router.post("/v1/app/:apptoken/cliente/anonimo/usuario", jsonBody, (req, res) => {
    const body = parseBody(RegistrationBodySchema, req.body);
    const supplier = requireSupplier(db, body.idfornecedor);
    const answers = characteristicAnswers(characteristics(db, supplier, "CLIENTE"), body.caracteristicas ?? []);
    const registration = registerCustomer(db, supplier.idfornecedor, body.usuario, answers);
    res.json({ ok: true, ...registration, message_after_create: supplier.message_after_create });
  });

  router.get("/v2/app/:apptoken/cliente/senha/recuperar/:login", (req, res) => {
    const record = findCustomerLogin(db, req.params.login);
    const supplier =
      record && (supplierInView(db, req) ?? findSupplier(db, homeSupplier(db, record.login.idcliente) ?? ""));
    if (!record || !supplier) throw notFound(MESSAGES.loginNotFound);
    sendRecoveryLink(db, record, supplier);
    res.json({ email: maskEmail(record.email) });
  });

  router.post("/v2/app/:apptoken/cliente/senha/redefinir", jsonBody, (req, res) => {
    const { token, senha } = parseBody(PasswordResetBodySchema, req.body);
    const login = redeemPasswordReset(db, token);
    if (!login) throw unprocessable(MESSAGES.invalidResetLink);
    db.transaction(() => {
      setLoginPassword(db, login, senha);
      revokeLoginSessions(db, login);
    })();
    res.json({ ok: true, mensagem: null });
  });
}
