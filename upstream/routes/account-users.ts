import type { Database } from "better-sqlite3";
import type { Request, Router } from "express";
import { requireCustomerSession } from "../auth";
import { accountUsers, addAccountUser, principalName, removeAccountUser } from "../data/account-users";
import { emailInUse } from "../data/login-changes";
import { sendInvitation } from "../data/password-resets";
import { requireSupplier, type SupplierRow } from "../data/suppliers";
import { MESSAGES, conflict, forbidden, jsonBody, notFound, numericId, parseBody } from "../http";
import { AccountUserBodySchema } from "../../app/models/requests/account-user";

type Principal = { idcliente: number; nome: string; supplier: SupplierRow };

/**
 * Users of a company account (docs/upstream-api.md §37). Must be registered after
 * /v1/app/usuario/dados-receita/{cnpj}, which these paths would otherwise take.
 */
export function registerAccountUserRoutes(router: Router, db: Database): void {
  /** The company, when the token is its principal login's at that supplier; a 403 otherwise. */
  const requirePrincipal = (req: Request, supplierRef: string, idclienteParam: string): Principal => {
    const session = requireCustomerSession(db, req);
    const supplier = requireSupplier(db, supplierRef);
    const idcliente = numericId(idclienteParam);
    const nome = idcliente === null ? undefined : principalName(db, idcliente);
    const ownLogin = session.idusuario === null && session.idclienteLogin === idcliente;
    if (!ownLogin || nome === undefined || idcliente === null || supplier.idfornecedor !== session.idfornecedor) {
      throw forbidden();
    }
    return { idcliente, nome, supplier };
  };

  const addUser = (principal: Principal, body: unknown) => {
    const user = parseBody(AccountUserBodySchema, body);
    if (emailInUse(db, user.email)) throw conflict(MESSAGES.emailInUse);
    return db.transaction(() => {
      const added = addAccountUser(db, principal.idcliente, user);
      sendInvitation(db, { ...added, idcliente: principal.idcliente }, principal.nome, principal.supplier);
      return added;
    })();
  };

  router.get("/v1/app/usuario/:idfornecedor/:idcliente", (req, res) => {
    const { idcliente } = requirePrincipal(req, req.params.idfornecedor, req.params.idcliente);
    res.json({ usuarios: accountUsers(db, idcliente) });
  });

  router.post("/v1/app/usuario/:idfornecedor/:idcliente", jsonBody, (req, res) => {
    res.json(addUser(requirePrincipal(req, req.params.idfornecedor, req.params.idcliente), req.body));
  });

  router.post("/v1/app/:apptoken/usuario/:idcliente/usuarios", jsonBody, (req, res) => {
    const { idfornecedor } = requireCustomerSession(db, req);
    res.json(addUser(requirePrincipal(req, idfornecedor, req.params.idcliente), req.body));
  });

  router.delete("/v1/app/usuario/:idfornecedor/:idcliente/:idusuario", (req, res) => {
    const { idcliente } = requirePrincipal(req, req.params.idfornecedor, req.params.idcliente);
    const idusuario = numericId(req.params.idusuario);
    if (idusuario === null || !removeAccountUser(db, idcliente, idusuario)) throw notFound(MESSAGES.loginNotFound);
    res.json({ ok: true, mensagem: null });
  });
}
