import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  AccountUserListSchema,
  AccountUserSchema,
  ClientRecordListSchema,
  ClientSettingsSchema,
  CompanyRegistrySchema,
  PasswordRecoverySchema,
  RegistrationSchema,
  RepresentativeAuthenticationSchema,
  RepresentativeClaimsSchema,
  RepresentedClientListSchema,
  TermsOfUseSchema,
  UserLookupSchema,
} from "~/models/account";
import {
  APP_TOKEN_REFUSED,
  AccountAcknowledgement,
  describeInPlace,
  Authentication,
  SESSION_EXPIRED,
  SUPPLIER_NOT_FOUND,
  SupplierRef,
  invalidBody,
  invalidQuery,
} from "../components";
import { RegistrationBodySchema } from "~/models/requests/registration";
import { UserUpdateBodySchema } from "~/models/requests/user-update";
import { ApiKeyLoginBodySchema, AuthenticateBodySchema, SwitchLinkedClientBodySchema } from "~/models/requests/login";
import { AppToken, defineCall } from "../define-call";
import { DEMO_LOGINS } from "../examples";
import { AccountUserBodySchema } from "~/models/requests/account-user";
import { PasswordResetBodySchema } from "~/models/requests/password-reset";
import { TermsAcceptanceBodySchema } from "~/models/requests/terms-acceptance";
import { VerificationCodeBodySchema } from "~/models/requests/verification-code";
import { describeCleanedTexts, requiredInDocument } from "../schema-metadata";

const TAG = "Accounts";

const ACKNOWLEDGED = { ok: true, mensagem: null };

/** A whole-number id in a path. */
const pathId = (description: string, example: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/)
    .openapi({ description, example });

/** The client of `{clientpath}` (`cliente/{idcliente}`): here always the token's own. */
const OwnClient = pathId("The client the token acts for (another, or `anonimo`: 403)", "501");

const WRONG_CREDENTIALS = {
  description:
    "Wrong password, unknown login, an `idcliente` that is not the login's, or an expired, used or misplaced hand-off token",
  example: { mensagem: "Usuário inexistente ou credenciais inválidas" },
};
/** A 401 of a call that needs a session and has `{apptoken}` in its path. */
const SESSION_OR_APP_TOKEN = {
  description: "No valid token; or a wrong application token (`Token de aplicação inválido.`)",
  example: { mensagem: "Sessão expirada" },
};
const NOT_ALLOWED = {
  description: "Another client or supplier than the token's",
  example: { mensagem: "Acesso não permitido." },
};
const NOT_PRINCIPAL = {
  description:
    "Not the principal login of this company at the token's supplier (a sub-user, a representative, another customer)",
  example: { mensagem: "Acesso não permitido." },
};

/** A session of the demo company's principal login at Aurora (reference server). */
const COMPANY_SESSION_EXAMPLE = {
  ok: true,
  token: "rXGQWAucH-sD3RYAUx2oakTwHlGU80tu3I4wK4X-P9I",
  jwttoken:
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZGNsaWVudGUiOjUwMiwiaWRmb3JuZWNlZG9yIjoiNmYxYzJhNGUtOGIzZC00YzVhLTllN2YtMWEyYjNjNGQ1ZTAxIiwiZXhwIjoxNzk1ODA5MTY4fQ.KNMO26hmFStReN1bOCZeUO0PWmEQ8YGeyY7yGPlmHDw",
  expira_em: "2026-11-22T14:00:00.000Z",
  cadastro_aprovado: true,
  cliente: { idcliente: 502, nome: "Mercado Boa Compra Ltda.", email: "empresa@exemplo.com.br", cpf: "11222333000181" },
  usuarios_vinculados: [
    { idcliente: 502, nome: "Mercado Boa Compra Ltda.", cpf: "11222333000181", principal: true },
    { idcliente: 503, nome: "Mercado Boa Compra — Filial Centro", cpf: "11222333000262", principal: false },
  ],
  usuario_vinculado_logado: null,
  fornecedor_logado: {
    idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    fornecedor_slug: "aurora",
    fornecedor_dominio: null,
  },
};

/** A session a representative opened for a client (call 30): no linked clients. */
const REPRESENTED_SESSION_EXAMPLE = {
  ...COMPANY_SESSION_EXAMPLE,
  token: "Jr2vV0k9Q3b1mUoPZ6yHq8nWc4xTtE7aLsDfGhJkLzX",
  cliente: { idcliente: 501, nome: "Ana Beatriz Souza", email: "cliente@exemplo.com.br", cpf: "52998224725" },
  usuarios_vinculados: [],
};

// The body of calls 28 and 29 (app/models/requests/login.ts: the storefront sends it, the reference server parses it), described here.
const login = AuthenticateBodySchema.shape;
// Sent by the storefront every time, so required by the contract: the reference server also takes a login without them.
requiredInDocument(
  login.senha,
  login.idcliente,
  login.idcadastroextracliente,
  login.loginAsRepresentante,
  login.tokenOrigin,
);
describeInPlace(login.cpf, {
  description: "The login: an e-mail, or a CPF or CNPJ (normalised, or as typed)",
  example: DEMO_LOGINS.customer.cpf,
});
describeInPlace(login.senha, { description: "The password; null in a hand-off (`tokenOrigin`)" });
describeInPlace(login.idcliente, { description: "The customer the lookup (call 27) named, or null" });
describeInPlace(login.idfornecedor, { description: "The supplier logged in at, GUID or slug", example: "aurora" });
describeInPlace(login.idcadastroextracliente, { description: "Always null from the storefront" });
describeInPlace(login.loginAsRepresentante, { description: "false for call 28, true for call 29" });
describeInPlace(login.tokenOrigin, {
  description:
    "The hand-off token another supplier's login gave (replaces `senha`; `cpf` is then the login e-mail), or null",
});
const AuthenticateBody = describeInPlace(AuthenticateBodySchema, {}, "AuthenticateBody");

// The body of call 32 (app/models/requests/login.ts: the storefront sends it, the reference server parses it), described here.
const apiKeyLogin = ApiKeyLoginBodySchema.shape;
describeInPlace(apiKeyLogin.apiKey, { description: "The integration's key", example: DEMO_LOGINS.apiKey.apiKey });
describeInPlace(apiKeyLogin.idErpUsuario, {
  description: "The customer's id in the supplier's ERP",
  example: DEMO_LOGINS.apiKey.idErpUsuario,
});
describeInPlace(apiKeyLogin.idFornecedor, { description: "The supplier, GUID or slug", example: "aurora" });
const ApiKeyLoginBody = describeInPlace(ApiKeyLoginBodySchema, {}, "ApiKeyLoginBody");

// The body of call 38 (app/models/requests/login.ts: the storefront sends it, the reference server parses it), described here.
describeInPlace(SwitchLinkedClientBodySchema.shape.idclienteVinculado, {
  description: "A client of the login's `usuarios_vinculados` (a whole number, or its digits as a string)",
  example: DEMO_LOGINS.linkedClient,
});
const SwitchLinkedClientBody = describeInPlace(SwitchLinkedClientBodySchema, {}, "SwitchLinkedClientBody");

// The body of the PUT of call 34 (app/models/requests/user-update.ts: the storefront sends it, the reference server parses it), described here.
const userData = UserUpdateBodySchema.shape.dadosUsuario.shape;
describeInPlace(userData.nome, { description: "The client's name, 2 to 120 characters", example: "Ana Beatriz Souza" });
describeInPlace(userData.telefone, { description: "Empty or null clears it", example: "(11) 98888-7777" });
describeInPlace(userData.data_nascimento, {
  description: "A past date, `YYYY-MM-DD`; empty or null clears it",
  example: "1990-05-17",
});
describeInPlace(userData.email, {
  description: "A new login e-mail (with `senhaAtual`; the current one, in any case, is no change)",
  example: "ana.souza@exemplo.com.br",
});
describeInPlace(userData.novaSenha, { description: "A new password, at least 8 characters (with `senhaAtual`)" });
describeInPlace(userData.senhaAtual, { description: "The current password: needed to change `email` or `novaSenha`" });
const UserUpdateBody = describeInPlace(UserUpdateBodySchema, {}, "UserUpdateBody");

// The body of the sign-up (call 36; app/models/requests/registration.ts: the storefront sends it, the reference server parses it), described here.
const signUp = RegistrationBodySchema.shape;
const signUpUser = signUp.usuario.shape;
const signUpAddress = signUpUser.endereco.unwrap().unwrap().shape;
// Sent by the storefront every time, so required by the contract: the reference server also takes a sign-up without them.
requiredInDocument(signUp.tokenOrigin, signUpUser.data_nascimento, signUpUser.telefone, signUpUser.endereco);
describeInPlace(signUpAddress.cep, { description: "8 digits (a mask is ignored)", example: "01310100" });
describeInPlace(signUpAddress.rua, { example: "Avenida Paulista" });
describeInPlace(signUpAddress.numero, { example: "1000" });
describeInPlace(signUpAddress.complemento, { example: "conjunto 12" });
describeInPlace(signUpAddress.bairro, { example: "Bela Vista" });
describeInPlace(signUpAddress.cidade, { example: "São Paulo" });
describeInPlace(signUpAddress.uf, { description: "2 letters", example: "SP" });
describeInPlace(signUp.idfornecedor, { description: "The supplier signed up at, GUID or slug", example: "aurora" });
describeInPlace(signUp.tokenOrigin, { description: "Where the sign-up came from: `web`", example: "web" });
describeInPlace(signUpUser.nome, { example: "Ana Beatriz Souza" });
describeInPlace(signUpUser.data_nascimento, {
  description: "A past date, `YYYY-MM-DD`; empty or null for a company",
  example: "1990-05-17",
});
describeInPlace(signUpUser.cpf, {
  description:
    "A CPF, or a numeric or alphanumeric CNPJ, in any case, with or without dots, slash, dash and spaces; stored normalised",
  example: "529.982.247-25",
});
describeInPlace(signUpUser.email, { description: "Kept in lower case", example: "ana.souza@exemplo.com.br" });
describeInPlace(signUpUser.telefone, { description: "May be empty or null", example: "(11) 98888-7777" });
describeInPlace(signUpUser.senha, { description: "At least 8 characters", example: "senha-forte-123" });
describeInPlace(signUpUser.endereco, { description: "The customer's address, or null" });
const characteristic = signUp.caracteristicas.unwrap().element.shape;
describeInPlace(characteristic.idcaracteristica, { example: "1" });
describeInPlace(characteristic.valor, { example: "Padaria" });
describeInPlace(signUp.caracteristicas, {
  description:
    "The answers to the supplier's customer characteristics (call 8, `caracteristica-cliente`): each one of them, once; an `OPCAO` one of its `opcoes`. The storefront asks the required ones; the server does not refuse a registration without them",
});
const RegistrationBody = describeInPlace(RegistrationBodySchema, {}, "RegistrationBody");

// The body of call 34's confirmation of a code (app/models/requests/verification-code.ts: the storefront sends it, the reference server parses it), described here.
describeInPlace(VerificationCodeBodySchema.shape.codigo, {
  description: "The 6-digit code (a server also accepts it as a number)",
  example: "123456",
});
const VerificationCodeBody = describeInPlace(VerificationCodeBodySchema, {}, "VerificationCodeBody");

// The body of call 35's acceptance (app/models/requests/terms-acceptance.ts: the storefront sends it, the reference server parses it), described here.
describeInPlace(TermsAcceptanceBodySchema.shape.versao, { description: "The version accepted", example: 1 });
const TermsAcceptanceBody = describeInPlace(TermsAcceptanceBodySchema, {}, "TermsAcceptanceBody");

// The body of call 36's new password (app/models/requests/password-reset.ts: the storefront sends it, the reference server parses it), described here.
describeInPlace(PasswordResetBodySchema.shape.token, {
  description: "The link's token",
  example: "k3Jd9QwErTyUiOpAsDfGhJkLzXcVbNm",
});
describeInPlace(PasswordResetBodySchema.shape.senha, {
  description: "The new password, at least 8 characters",
  example: "senha-nova-456",
});
const PasswordResetBody = describeInPlace(PasswordResetBodySchema, {}, "PasswordResetBody");

// The body of call 37's new user (app/models/requests/account-user.ts: the storefront sends it, the reference server parses it), described here.
describeCleanedTexts(AccountUserBodySchema);
describeInPlace(AccountUserBodySchema.shape.email, {
  description: "The user's login e-mail",
  example: "compras@mercadoboacompra.com.br",
});
describeInPlace(AccountUserBodySchema.shape.nome, {
  description: "The person's name; it goes into the invitation e-mail, without direction or control characters",
  example: "Carlos Lima",
});
const AccountUserBody = describeInPlace(AccountUserBodySchema, {}, "AccountUserBody");

/** Calls 27–38: logins, sessions, the customer's data, terms, registration, recovery, company users. */
export function registerAccountsCalls(registry: OpenAPIRegistry): void {
  registry.register(
    "RepresentativeClaims",
    RepresentativeClaimsSchema.openapi({
      description:
        "The payload of a representative's token (call 29), a JWT (HS256): the storefront reads it without checking the signature; the server checks it on every call.",
    }),
  );
  registerLogins(registry);
  registerCustomerData(registry);
  registerRegistration(registry);
  registerCompanyUsers(registry);
}

function registerLogins(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 27,
    method: "get",
    path: "/v2/app/{apptoken}/usuario/{login}",
    summary: "User lookup",
    description:
      "Who a login belongs to, before the password is asked (call 28) and before a password recovery (call 36). `nome` is the first name only. `representante: true`: a sales representative's login (call 29), `idcliente` is then the representative's id. A sub-user of a company account (call 37): `idcliente` is the company's, `nome` the person's, `cpfLength` null. The e-mail, CPF and CNPJ of one customer must give the same `idcliente` (the storefront counts login attempts per account).",
    tag: TAG,
    params: z.object({
      apptoken: AppToken,
      login: z
        .string()
        .openapi({ description: "An e-mail or a document (URL-encoded)", example: "cliente@exemplo.com.br" }),
    }),
    answers: {
      200: {
        description: "The login's owner",
        schema: registry.register("UserLookup", UserLookupSchema),
        example: { idcliente: 501, nome: "Ana", cpfLength: 11, representante: false },
      },
      401: APP_TOKEN_REFUSED,
      404: {
        description: "Unknown login, or a document of a customer without a login (a linked branch)",
        example: { mensagem: "Usuário não encontrado." },
      },
    },
  });

  defineCall(registry, {
    call: 28,
    method: "post",
    path: "/v1/app/{apptoken}/usuario/autenticar",
    summary: "Authenticate",
    description:
      "A password login, or the hand-off between suppliers (`tokenOrigin` instead of `senha`: used once, valid 5 minutes). When `fornecedor_logado` is not the supplier asked for, `token` is a hand-off token for that supplier (`jwttoken` null, `expira_em` 5 minutes ahead) and the storefront sends the browser to its `/login-token/{token}/{e-mail}`. An account awaiting approval still gets `ok: true` with `cadastro_aprovado: false`. `usuarios_vinculados`: the clients this login may act for, itself included (call 38); `usuario_vinculado_logado`: the person, when the login is a sub-user of a company account (call 37).",
    tag: TAG,
    params: z.object({ apptoken: AppToken }),
    body: {
      schema: AuthenticateBody,
      example: {
        ...DEMO_LOGINS.customer,
        idfornecedor: "aurora",
        idcadastroextracliente: null,
        loginAsRepresentante: false,
        tokenOrigin: null,
      },
    },
    answers: {
      200: { description: "A session", schema: Authentication, example: COMPANY_SESSION_EXAMPLE },
      400: invalidBody("cpf"),
      401: WRONG_CREDENTIALS,
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 29,
    method: "post",
    path: "/v1/app/{apptoken}/usuario/autenticar/representante",
    summary: "Representative login",
    description:
      "The same body as call 28, with `loginAsRepresentante: true`. `token` is a JWT (HS256) whose payload is `RepresentativeClaims` (`idusuario`, `nome`, `access`, `exp`): the storefront reads it and does not check the signature; the server does, on every call the token is sent with. Without a token in the answer the login failed. The token is valid for the supplier of the login and stops working at logout (call 31).",
    tag: TAG,
    params: z.object({ apptoken: AppToken }),
    body: {
      schema: AuthenticateBody,
      example: {
        ...DEMO_LOGINS.representative,
        idcliente: null,
        idfornecedor: "aurora",
        idcadastroextracliente: null,
        loginAsRepresentante: true,
        tokenOrigin: null,
      },
    },
    answers: {
      200: {
        description: "The representative's token",
        schema: registry.register("RepresentativeAuthentication", RepresentativeAuthenticationSchema),
        example: {
          ok: true,
          token:
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZHVzdWFyaW8iOjYwMSwibm9tZSI6IlJhZmFlbCBUZWl4ZWlyYSIsImFjY2VzcyI6WyJDTElFTlRFUyIsIlBFRElET1MiXSwiZXhwIjoxNzk1ODA5MTY5LCJqdGkiOiJWMkpWTE9XYjlFazJXRWJxRTJEc0tfYzVrckhJZmI1RHdidDBaMEhwejVvIn0.kbQlb8PxvlHKjymdP5cRL4ai_u1i1Ut4kv9hVg5cuQU",
        },
      },
      400: invalidBody("cpf"),
      401: { description: "Wrong credentials", example: { mensagem: "Usuário inexistente ou credenciais inválidas" } },
      404: SUPPLIER_NOT_FOUND,
    },
  });

  defineCall(registry, {
    call: 30,
    suffix: "clients",
    method: "get",
    path: "/v4/representante/{idusuario}/{idfornecedor}",
    summary: "A representative's clients",
    description: "The clients the representative serves at the supplier, with the representative's token (call 29).",
    tag: TAG,
    session: "required",
    params: z.object({
      idusuario: pathId("The representative (`idusuario` of the token's payload)", "601"),
      idfornecedor: SupplierRef,
    }),
    answers: {
      200: {
        description: "The clients",
        schema: registry.register("RepresentedClientList", RepresentedClientListSchema),
        example: {
          clientes: [
            {
              idcliente: 501,
              nome: "Ana Beatriz Souza",
              cpf: "52998224725",
              cidade: "São Paulo",
              cadastro_aprovado: true,
            },
          ],
        },
      },
      401: { description: "Without a valid representative's token", example: { mensagem: "Sessão expirada" } },
      403: {
        description: "Another representative's `idusuario`, or another supplier than the token's",
        example: { mensagem: "Acesso não permitido." },
      },
      404: SUPPLIER_NOT_FOUND,
    },
  });
  defineCall(registry, {
    call: 30,
    suffix: "access",
    method: "get",
    path: "/v4/acessorepresentante/{idcliente}",
    summary: "A representative's clients",
    description:
      "With the representative's token and `X-idfornecedor`: checks the access and opens a session for that client. The answer's `token` acts for the client and remembers the representative (orders made with it carry `representante`); its `usuarios_vinculados` is empty. Never retried by the storefront.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: pathId("A client the representative serves", "501") }),
    answers: {
      200: {
        description: "A session acting for the client",
        schema: Authentication,
        example: REPRESENTED_SESSION_EXAMPLE,
      },
      401: { description: "Without a valid representative's token", example: { mensagem: "Sessão expirada" } },
      403: {
        description:
          "A client the representative does not serve, or an `X-idfornecedor` other than the token's supplier",
        example: { mensagem: "Cliente não atendido por este representante." },
      },
    },
  });

  defineCall(registry, {
    call: 31,
    method: "get",
    path: "/v1/app/{apptoken}/cliente/logout",
    summary: "Logout",
    description:
      "With the token: the token stops working. Without a valid token, still `ok` (logging out twice is fine). Never retried by the storefront.",
    tag: TAG,
    session: "optional",
    params: z.object({ apptoken: AppToken }),
    answers: {
      200: { description: "Logged out", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      401: APP_TOKEN_REFUSED,
    },
  });

  defineCall(registry, {
    call: 32,
    method: "post",
    path: "/v4/api-key/login",
    summary: "API-key login",
    description:
      "A session for the customer an ERP id names, by an integration's key, with the key's `idapikeys`: orders placed in that session carry it (call 53). On a 401 the storefront says \"Erro ao obter cliente!\".",
    tag: TAG,
    body: {
      schema: ApiKeyLoginBody,
      example: DEMO_LOGINS.apiKey,
    },
    answers: {
      200: {
        description: "A session",
        schema: Authentication,
        example: { ...REPRESENTED_SESSION_EXAMPLE, token: "2m8QpFvX0cKdR7sYtLwN5eHjB3aU9zGiO1rTyEkPqMc", idapikeys: 1 },
      },
      400: invalidBody("apiKey"),
      401: {
        description:
          "An unknown or inactive key, a key of another supplier (or an unknown one), or an ERP id no customer has at that supplier",
        example: { mensagem: "Credenciais de integração inválidas." },
      },
    },
  });

  defineCall(registry, {
    call: 38,
    method: "post",
    path: "/v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados",
    summary: "Switch linked client",
    description:
      'With the token: act for another client of `usuarios_vinculados`. The answer\'s token acts for that client and remembers the sub-user (orders record "Pedido emitido por"). The previous token keeps working until it expires.',
    tag: TAG,
    session: "required",
    params: z.object({
      apptoken: AppToken,
      idcliente: pathId("The client the token acts for (or the login's principal)", "502"),
    }),
    body: {
      schema: SwitchLinkedClientBody,
      example: { idclienteVinculado: DEMO_LOGINS.linkedClient },
    },
    answers: {
      200: {
        description: "A session acting for that client",
        schema: Authentication,
        example: {
          ...COMPANY_SESSION_EXAMPLE,
          token: "q7HbW2nYc5XvK0dLr9PzTj3sMfA8uGeE1oNiRkVtBwQ",
          cliente: { idcliente: 503, nome: "Mercado Boa Compra — Filial Centro", email: null, cpf: "11222333000262" },
        },
      },
      400: invalidBody("idclienteVinculado"),
      401: SESSION_OR_APP_TOKEN,
      403: {
        description:
          "A client not linked to this login; any switch from a representative's session; another `idcliente` than the token's",
        example: { mensagem: "Cliente não vinculado a este usuário." },
      },
    },
  });
}

function registerCustomerData(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 33,
    method: "get",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/get-configuracoes-cliente",
    summary: "Customer settings (the session check)",
    description:
      "The session check, after login and on account pages: a 401 is an expired session. `termosuso` is null when the supplier has no terms of use; `aceito: false` means the customer must accept version `versao` before going on (call 35). `tag` is the customer's own tag list. The flags are those of the token's supplier.",
    tag: TAG,
    session: "required",
    params: z.object({ apptoken: AppToken, idcliente: OwnClient }),
    answers: {
      200: {
        description: "The customer's settings",
        schema: registry.register("ClientSettings", ClientSettingsSchema),
        example: {
          idcliente: 501,
          cadastro_aprovado: true,
          tag: [],
          termosuso: { versao: 1, aceito: false },
          limite_credito_total: 3000,
          limite_credito_disponivel: 2480.5,
          email_verificado: false,
        },
      },
      401: SESSION_OR_APP_TOKEN,
      403: NOT_ALLOWED,
    },
  });

  defineCall(registry, {
    call: 34,
    suffix: "record",
    method: "get",
    path: "/v1/app/{apptoken}/cliente/{idcliente}/cliente",
    summary: "Customer data and updates",
    description:
      "With the token: the customer's data, one record. `data_nascimento` is `YYYY-MM-DD`; `endereco` may be null.",
    tag: TAG,
    session: "required",
    params: z.object({ apptoken: AppToken, idcliente: OwnClient }),
    query: z.object({
      email: z.string().optional().openapi({
        description: "The session's e-mail (sent by the storefront; a server may ignore it)",
        example: "empresa@exemplo.com.br",
      }),
      idcadastroextracliente: z.string().optional().openapi({ description: "Accepted; the storefront sends none" }),
    }),
    answers: {
      200: {
        description: "The customer's record",
        schema: registry.register("ClientRecordList", ClientRecordListSchema),
        example: {
          clientes: [
            {
              idcliente: 502,
              nome: "Mercado Boa Compra Ltda.",
              email: "empresa@exemplo.com.br",
              cpf: "11222333000181",
              telefone: "(11) 3333-2002",
              data_nascimento: null,
              endereco: {
                cep: "03103001",
                rua: "Rua da Mooca",
                numero: "2100",
                complemento: null,
                bairro: "Mooca",
                cidade: "São Paulo",
                uf: "SP",
              },
            },
          ],
        },
      },
      401: SESSION_OR_APP_TOKEN,
      403: NOT_ALLOWED,
    },
  });
  defineCall(registry, {
    call: 34,
    suffix: "update",
    method: "put",
    path: "/v1/app/usuario/{idcliente}",
    summary: "Customer data and updates",
    description:
      "With the token: the user's data, or the login (`email`, `novaSenha`) with `senhaAtual`. A field left out stays as it is. The customer's own login changes the client's `nome`, `telefone` and `data_nascimento` and its login; a sub-user of a company account (call 37) only its own login (403 for the rest); a session a representative opened gets 403 for any body. A new e-mail is not verified yet. A new password ends every other session of the login (and its hand-off tokens); the session that changed it goes on. With `senhaAtual`, the storefront reads a 401 as a wrong current password, not as an expired session.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: OwnClient }),
    body: {
      schema: UserUpdateBody,
      example: {
        dadosUsuario: { nome: "Ana Beatriz Souza", telefone: "(11) 98888-7777", data_nascimento: "1990-05-17" },
      },
    },
    answers: {
      200: { description: "Changed", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      400: invalidBody(
        "dadosUsuario.nome",
        "A malformed field: a name under 2 characters, a date that is not a past `YYYY-MM-DD`, a new password under 8 characters",
      ),
      401: {
        description: "A wrong or missing `senhaAtual` (or no valid token: `Sessão expirada`)",
        example: { mensagem: "Senha atual incorreta." },
      },
      403: {
        description: "Another customer's id, or a change this session may not make",
        example: { mensagem: "Acesso não permitido." },
      },
      409: { description: "An e-mail already used by any login", example: { mensagem: "Este e-mail já está em uso." } },
    },
  });
  defineCall(registry, {
    call: 34,
    suffix: "send-code",
    method: "get",
    path: "/v4/verificacao/enviar-verificacao",
    summary: "Customer data and updates",
    description:
      "With the token: sends a 6-digit code to confirm the customer's identity (by e-mail). A code lasts 15 minutes and is used once; a new code replaces the one before. Never retried by the storefront.",
    tag: TAG,
    session: "required",
    query: z.object({
      canal: z.string().openapi({ description: "`EMAIL` (another channel: 400)", example: "EMAIL" }),
      idcliente: z.string().openapi({ description: "The client the token acts for (another: 403)", example: "501" }),
      idfornecedor: z.string().optional().openapi({ description: "The supplier in view", example: "aurora" }),
      fonte: z.string().optional().openapi({ description: "`WEB` from the storefront", example: "WEB" }),
    }),
    answers: {
      200: { description: "Sent", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      400: invalidQuery("canal", "Another channel than `EMAIL`, or without `idcliente`"),
      401: SESSION_EXPIRED,
      403: NOT_ALLOWED,
      422: { description: "A client without an e-mail", example: { mensagem: "Cliente sem e-mail cadastrado." } },
    },
  });
  defineCall(registry, {
    call: 34,
    suffix: "confirm-code",
    method: "post",
    path: "/v4/verificacao/confirmar",
    summary: "Customer data and updates",
    description: "With the token: the code sent. When it matches, the e-mail is verified. 5 wrong tries end the code.",
    tag: TAG,
    session: "required",
    body: {
      schema: VerificationCodeBody,
      example: { codigo: "123456" },
    },
    answers: {
      200: { description: "Confirmed", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      400: invalidBody("codigo"),
      401: SESSION_EXPIRED,
      422: {
        description: "A code that does not match, expired or used up",
        example: { mensagem: "Código inválido ou expirado." },
      },
    },
  });

  defineCall(registry, {
    call: 35,
    suffix: "text",
    method: "get",
    path: "/termouso",
    summary: "Terms of use",
    description:
      "The text of a version. The platform serves it on its own host: the storefront reads it from `TERMS_BASE_URL` (default: the API base), without the shopper's token. With `X-idfornecedor` (the storefront sends the supplier in view), the version is that supplier's; without it, a server answers the version as it keeps it.",
    tag: TAG,
    query: z.object({
      versaoArquivo: z
        .string()
        .regex(/^\d+$/)
        .openapi({ description: "The version (`termosuso.versao` of call 33)", example: "1" }),
    }),
    answers: {
      200: {
        description: "The terms",
        schema: registry.register("TermsOfUse", TermsOfUseSchema),
        example: {
          versao: 1,
          titulo: "Termos de uso do Empório Bom Sabor",
          paragrafos: [
            "Estes termos regem o uso da loja virtual do Empório Bom Sabor. Ao continuar, você declara que os leu e concorda com eles.",
            "Os preços, a disponibilidade e as promoções podem mudar sem aviso até a confirmação do pedido.",
          ],
        },
      },
      400: invalidQuery("versaoArquivo", "No version, or a malformed one"),
      404: { description: "An unknown version", example: { mensagem: "Termos de uso não encontrados." } },
    },
  });
  defineCall(registry, {
    call: 35,
    suffix: "accept",
    method: "put",
    path: "/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso",
    summary: "Terms of use",
    description: "With the token: the customer accepts the supplier's current version. Accepting again is fine.",
    tag: TAG,
    session: "required",
    params: z.object({ idcliente: OwnClient, idfornecedor: SupplierRef }),
    body: {
      schema: TermsAcceptanceBody,
      example: { versao: 1 },
    },
    answers: {
      200: { description: "Accepted", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      400: invalidBody("versao"),
      401: SESSION_EXPIRED,
      403: NOT_ALLOWED,
      404: SUPPLIER_NOT_FOUND,
      422: {
        description: "Not the supplier's current version, or a supplier without terms",
        example: { mensagem: "Esta não é a versão atual dos termos de uso." },
      },
    },
  });
}

function registerRegistration(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 36,
    suffix: "company",
    method: "get",
    path: "/v1/app/usuario/dados-receita/{cnpj}",
    summary: "Registration, company data and password recovery",
    description:
      "A company's registry data for the sign-up form. `cnpj` in the answer is normalised. `data_abertura` is the company's opening date (`YYYY-MM-DD`) when the registry knows it; the storefront fills the form's opening date with it. `email` is the company's contact e-mail: the storefront offers it beside the login e-mail, never puts it there.",
    tag: TAG,
    params: z.object({
      cnpj: z.string().openapi({
        description: "A CNPJ, numeric or alphanumeric, in any case, with or without dots, slash and dash (URL-encoded)",
        example: "45.321.786/0001-87",
      }),
    }),
    answers: {
      200: {
        description: "The company",
        schema: registry.register("CompanyRegistry", CompanyRegistrySchema),
        example: {
          cnpj: "45321786000187",
          razao_social: "Padaria Pão Dourado Ltda.",
          nome_fantasia: "Pão Dourado",
          telefone: "(11) 3256-4410",
          email: "contato@paodourado.com.br",
          cep: "01304001",
          rua: "Rua Augusta",
          numero: "1200",
          complemento: "loja 2",
          bairro: "Consolação",
          cidade: "São Paulo",
          uf: "SP",
          data_abertura: "2009-03-18",
        },
      },
      404: {
        description: "An unknown or malformed CNPJ, or one with wrong check digits",
        example: { mensagem: "Empresa não encontrada." },
      },
    },
  });
  defineCall(registry, {
    call: 36,
    suffix: "register",
    method: "post",
    path: "/v1/app/{apptoken}/cliente/anonimo/usuario",
    summary: "Registration, company data and password recovery",
    description:
      "A sign-up at the supplier. A document registered in one writing is registered in any other (`12.abc.345/01de-35` and `12ABC34501DE35` are one CNPJ). An e-mail counts as registered when any login has it, a document when a customer or a representative has it. `message_after_create` is the supplier's own text for the after-sign-up notice, when it has one.",
    tag: TAG,
    params: z.object({ apptoken: AppToken }),
    body: {
      schema: RegistrationBody,
      example: {
        idfornecedor: "aurora",
        tokenOrigin: "web",
        usuario: {
          nome: "Ana Beatriz Souza",
          data_nascimento: "1990-05-17",
          cpf: "529.982.247-25",
          email: "ana.souza@exemplo.com.br",
          telefone: "(11) 98888-7777",
          senha: "senha-forte-123",
          endereco: {
            cep: "01310100",
            rua: "Avenida Paulista",
            numero: "1000",
            complemento: null,
            bairro: "Bela Vista",
            cidade: "São Paulo",
            uf: "SP",
          },
        },
        caracteristicas: [{ idcaracteristica: "1", valor: "Padaria" }],
      },
    },
    answers: {
      200: {
        description: "Registered",
        schema: registry.register("Registration", RegistrationSchema),
        example: { ok: true, idcliente: 507, cadastro_aprovado: false, message_after_create: null },
      },
      400: invalidBody(
        "usuario.cpf",
        "A document with bad check digits, or a malformed field; a characteristic that is not one of the supplier's customer characteristics, given twice, or an `OPCAO` value outside its options",
      ),
      401: APP_TOKEN_REFUSED,
      404: SUPPLIER_NOT_FOUND,
      409: {
        description: "An e-mail or document already registered (`… com este CPF/CNPJ.`)",
        example: { mensagem: "Já existe um cadastro com este e-mail." },
      },
    },
  });
  defineCall(registry, {
    call: 36,
    suffix: "recover",
    method: "get",
    path: "/v2/app/{apptoken}/cliente/senha/recuperar/{login}",
    summary: "Registration, company data and password recovery",
    description:
      "Sends a link to set a new password (valid 1 hour, used once) and answers the e-mail it went to, masked. The link goes to the storefront of the supplier in `X-idfornecedor`, or else of the supplier where the account lives (`/{s}/senha/nova?token=…`); a new link makes the older ones of that login stop working. A sub-user's e-mail works too. Never retried by the storefront.",
    tag: TAG,
    params: z.object({
      apptoken: AppToken,
      login: z
        .string()
        .openapi({ description: "An e-mail, or a document with slashes removed", example: "cliente@exemplo.com.br" }),
    }),
    answers: {
      200: {
        description: "Sent",
        schema: registry.register("PasswordRecovery", PasswordRecoverySchema),
        example: { email: "cl***@exemplo.com.br" },
      },
      401: APP_TOKEN_REFUSED,
      404: { description: "Unknown login", example: { mensagem: "Usuário não encontrado." } },
    },
  });
  defineCall(registry, {
    call: 36,
    suffix: "reset",
    method: "post",
    path: "/v2/app/{apptoken}/cliente/senha/redefinir",
    summary: "Registration, company data and password recovery",
    description: "Sets the password from the link's token. The login's sessions end.",
    tag: TAG,
    params: z.object({ apptoken: AppToken }),
    body: {
      schema: PasswordResetBody,
      example: { token: "k3Jd9QwErTyUiOpAsDfGhJkLzXcVbNm", senha: "senha-nova-456" },
    },
    answers: {
      200: { description: "Set", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      400: invalidBody("senha", "A password under 8 characters"),
      401: APP_TOKEN_REFUSED,
      422: {
        description: "An unknown, used or expired token",
        example: { mensagem: "Link de redefinição inválido ou expirado." },
      },
    },
  });
}

function registerCompanyUsers(registry: OpenAPIRegistry): void {
  const principal = z.object({
    idfornecedor: SupplierRef,
    idcliente: pathId("The company: its principal login's client, the token's", "502"),
  });
  const newUser = {
    schema: AccountUserBody,
    example: { email: "compras@mercadoboacompra.com.br", nome: "Carlos Lima" },
  };
  const User = registry.register("AccountUser", AccountUserSchema);
  const created = {
    description: "Registered; invited to set a password",
    schema: User,
    example: {
      idusuario: 9002,
      nome: "Carlos Lima",
      email: "compras@mercadoboacompra.com.br",
      senha_definida: false,
      criado_em: "2026-11-27T07:52:03.655Z",
    },
  };
  const createErrors = {
    400: invalidBody("email", "A malformed body"),
    401: SESSION_EXPIRED,
    403: NOT_PRINCIPAL,
    409: { description: "An e-mail already used by any login", example: { mensagem: "Este e-mail já está em uso." } },
  };

  defineCall(registry, {
    call: 37,
    suffix: "list",
    method: "get",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}",
    summary: "Users of a company account",
    description:
      "With the principal's token, at the token's supplier: the people who may log in for the company. A user logs in with their e-mail and password (call 28).",
    tag: TAG,
    session: "required",
    params: principal,
    answers: {
      200: {
        description: "The users",
        schema: registry.register("AccountUserList", AccountUserListSchema),
        example: {
          usuarios: [
            {
              idusuario: 9001,
              nome: "Júlia Martins",
              email: "comprador@exemplo.com.br",
              senha_definida: true,
              criado_em: "2026-11-27T07:52:03.655Z",
            },
          ],
        },
      },
      401: SESSION_EXPIRED,
      403: NOT_PRINCIPAL,
    },
  });
  defineCall(registry, {
    call: 37,
    suffix: "create",
    method: "post",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}",
    summary: "Users of a company account",
    description:
      "With the principal's token: registers a user; the server sends an invitation to set a password (a recovery link, valid 1 hour; later the user asks for a new one with call 36). `senha_definida` is false until the password is set. The server drops direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) and control characters from `nome` first, as the storefront does.",
    tag: TAG,
    session: "required",
    params: principal,
    body: newUser,
    answers: { 200: created, ...createErrors },
  });
  defineCall(registry, {
    call: 37,
    suffix: "delete",
    method: "delete",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}/{idusuario}",
    summary: "Users of a company account",
    description: "With the principal's token: removes the user and ends their sessions and links.",
    tag: TAG,
    session: "required",
    params: principal.extend({ idusuario: pathId("The user", "9001") }),
    answers: {
      200: { description: "Removed", schema: AccountAcknowledgement, example: ACKNOWLEDGED },
      401: SESSION_EXPIRED,
      403: NOT_PRINCIPAL,
      404: { description: "Unknown user of this account", example: { mensagem: "Usuário não encontrado." } },
    },
  });
  defineCall(registry, {
    call: 37,
    suffix: "create-app",
    method: "post",
    path: "/v1/app/{apptoken}/usuario/{idcliente}/usuarios",
    summary: "Users of a company account",
    description:
      "The same registration under the application token, at the token's supplier. The storefront does not call it (it uses `/v1/app/usuario/{idfornecedor}/{idcliente}`); the contract keeps it all the same (required: the conformance kit checks it).",
    tag: TAG,
    session: "required",
    params: z.object({
      apptoken: AppToken,
      idcliente: pathId("The company: its principal login's client, the token's", "502"),
    }),
    body: newUser,
    answers: { 200: created, ...createErrors, 401: SESSION_OR_APP_TOKEN },
  });
}
