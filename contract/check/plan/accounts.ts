// Calls 27–38: logins, the customer's account, sign-up and password recovery (a new customer is
// registered: the kit writes test data), a company's users, linked clients, representatives, API keys.
import { cpfWithCheckDigits } from "../../../app/models/document";
import type { RegistrationBody } from "~/models/requests/registration";
import type { UserUpdateBody } from "~/models/requests/user-update";
import type { ApiKeyLoginBody, AuthenticateBody, SwitchLinkedClientBody } from "~/models/requests/login";
import type { AccountUserBody } from "~/models/requests/account-user";
import type { PasswordResetBody } from "~/models/requests/password-reset";
import type { TermsAcceptanceBody } from "~/models/requests/terms-acceptance";
import type { VerificationCodeBody } from "~/models/requests/verification-code";
import { at, list, num, text } from "../json";
import { NO_SUPPLIER, app, enc, randomKey, session, supplierId, type Prepared, type State, type Step } from "./step";

const v1 = (state: State) => `/v1/app/${enc(state.options.appToken)}`;

const NO_LOGIN = "needs a customer's login (--login and --password)";

/** The answer of a login (calls 28, 30, 32, 38): its token and client. */
function sessionOf(data: unknown): { token: string; idcliente: string } | undefined {
  const token = text(at(data, "token"));
  const idcliente = text(at(data, "cliente", "idcliente"));
  return token && idcliente ? { token, idcliente } : undefined;
}

/** The payload of a JWT, unchecked (call 29: the storefront reads it without the signature). */
function jwtPayload(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** A CPF no one has, with its check digits. */
const newCpf = () => cpfWithCheckDigits(String(100_000_000 + Math.floor(Math.random() * 800_000_000)));

export const signUpSteps: Step[] = [
  {
    call: 36,
    method: "GET",
    path: "/v1/app/usuario/dados-receita/{cnpj}",
    title: "Company registry data (sign-up)",
    prepare(state) {
      const cnpj = state.document.example(36, "cnpj");
      return cnpj
        ? {
            path: `/v1/app/usuario/dados-receita/${enc(cnpj)}`,
            exampleFallback: `the document's example cnpj ${cnpj} is unknown to this server's registry (404)`,
          }
        : "no CNPJ to look up: the document gives no example of cnpj";
    },
  },
  {
    call: 36,
    method: "POST",
    path: "/v1/app/{apptoken}/cliente/anonimo/usuario",
    title: "Registration (a new test customer)",
    prepare(state) {
      if (!state.supplier) return NO_SUPPLIER;
      const email = `contrato-${state.runId}@exemplo.com.br`;
      state.registered = { email };
      const entry = state.cepEntry;
      const [cep, rua, bairro, cidade, uf] = entry
        ? [entry.cep, entry.rua, entry.bairro, entry.cidade, entry.uf].map(text)
        : [];
      // The CEP's address when call 50 gave every field of it; else none (the contract takes null).
      const endereco =
        cep && rua && bairro && cidade && uf
          ? { cep, rua, numero: "100", complemento: null, bairro, cidade, uf }
          : null;
      const usuario = {
        nome: "Cliente de Teste do Contrato",
        data_nascimento: "1990-05-17",
        cpf: newCpf(),
        email,
        telefone: "(11) 90000-0000",
        senha: `Teste-${randomKey(12)}`,
        endereco,
      };
      return {
        path: `${v1(state)}/cliente/anonimo/usuario`,
        json: { idfornecedor: supplierId(state), tokenOrigin: "web", usuario } satisfies RegistrationBody,
      };
    },
    harvest(state, data) {
      if (state.registered) state.registered.idcliente = text(at(data, "idcliente"));
    },
  },
  {
    call: 36,
    method: "GET",
    path: "/v2/app/{apptoken}/cliente/senha/recuperar/{login}",
    title: "Password recovery (the new test customer's)",
    prepare(state) {
      const login = state.registered?.idcliente ? state.registered.email : state.options.login;
      return login
        ? { path: `${app(state)}/cliente/senha/recuperar/${enc(login.replace(/\//g, ""))}` }
        : "no login: the registration failed and no --login was given";
    },
  },
  {
    call: 36,
    method: "POST",
    path: "/v2/app/{apptoken}/cliente/senha/redefinir",
    title: "Password reset",
    prepare: (state) => ({
      path: `${app(state)}/cliente/senha/redefinir`,
      json: { token: `contrato-invalido-${state.runId}`, senha: `Teste-${randomKey(12)}` } satisfies PasswordResetBody,
      expect: [422],
      note: "a refusal checked: a link's token the server never gave (the real one is only in an e-mail)",
    }),
  },
];

export const loginSteps: Step[] = [
  {
    call: 27,
    method: "GET",
    path: "/v2/app/{apptoken}/usuario/{login}",
    title: "User lookup",
    prepare: (state) =>
      state.options.login ? { path: `${app(state)}/usuario/${enc(state.options.login)}` } : NO_LOGIN,
    harvest(state, data) {
      state.lookupId = text(at(data, "idcliente"));
    },
  },
  {
    call: 28,
    method: "POST",
    path: "/v1/app/{apptoken}/usuario/autenticar",
    title: "Authenticate",
    prepare(state) {
      if (!state.options.login || !state.options.password) return NO_LOGIN;
      if (!state.supplier) return NO_SUPPLIER;
      return {
        path: `${v1(state)}/usuario/autenticar`,
        json: {
          cpf: state.options.login,
          senha: state.options.password,
          idcliente: state.lookupId ?? null,
          idfornecedor: supplierId(state),
          idcadastroextracliente: null,
          loginAsRepresentante: false,
          tokenOrigin: null,
        } satisfies AuthenticateBody,
        credentials: true,
      };
    },
    harvest(state, data) {
      const found = sessionOf(data);
      if (!found) return;
      const home = text(at(data, "fornecedor_logado", "idfornecedor"));
      if (
        home &&
        state.supplier &&
        home.toLowerCase() !== state.supplier.id.toLowerCase() &&
        home !== state.supplier.slug
      ) {
        state.noSession = `the login lives at another supplier (${home}): call 28 answered a hand-off token`;
        return;
      }
      const linked = list(at(data, "usuarios_vinculados")).map((client) => ({
        idcliente: text(at(client, "idcliente")) ?? "",
        principal: at(client, "principal") === true,
      }));
      const subUser =
        at(data, "usuario_vinculado_logado") !== null && at(data, "usuario_vinculado_logado") !== undefined;
      state.customer = {
        ...found,
        email: text(at(data, "cliente", "email")),
        name: text(at(data, "cliente", "nome")),
        linked,
        principal: !subUser && linked.some((client) => client.principal && client.idcliente === found.idcliente),
        approved: at(data, "cadastro_aprovado") === true,
        linkedUser: subUser ? (text(at(data, "usuario_vinculado_logado", "idusuario")) ?? null) : null,
      };
      if (subUser) state.customer.name = undefined;
    },
  },
  {
    call: 33,
    method: "GET",
    path: "/v2/app/{apptoken}/{clientpath}/get-configuracoes-cliente",
    title: "Customer settings (the session check)",
    prepare(state) {
      const who = session(state);
      return typeof who === "string"
        ? who
        : { path: `${app(state)}/cliente/${enc(who.idcliente)}/get-configuracoes-cliente`, token: who.token };
    },
    harvest(state, data) {
      if (!state.customer) return;
      const terms = at(data, "termosuso");
      state.customer.terms = terms === null || terms === undefined ? null : Number(text(at(terms, "versao"))) || null;
      state.customer.credit = num(at(data, "limite_credito_disponivel")) ?? null;
    },
  },
  {
    call: 34,
    method: "GET",
    path: "/v1/app/{apptoken}/{clientpath}/cliente",
    title: "Customer data",
    prepare(state) {
      const who = session(state);
      return typeof who === "string"
        ? who
        : { path: `${v1(state)}/cliente/${enc(who.idcliente)}/cliente`, token: who.token };
    },
    harvest(state, data) {
      if (state.customer && state.customer.name !== undefined)
        state.customer.name = text(at(list(at(data, "clientes"))[0], "nome")) ?? state.customer.name;
    },
  },
  {
    call: 34,
    method: "PUT",
    path: "/v1/app/usuario/{idcliente}",
    title: "Customer data update (the name, unchanged)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v1/app/usuario/${enc(who.idcliente)}`,
        token: who.token,
        json: { dadosUsuario: who.name ? { nome: who.name } : {} } satisfies UserUpdateBody,
      };
    },
  },
  {
    call: 34,
    method: "GET",
    path: "/v4/verificacao/enviar-verificacao",
    title: "Identity verification (a code sent)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: "/v4/verificacao/enviar-verificacao",
        query: { canal: "EMAIL", idcliente: who.idcliente, idfornecedor: supplierId(state), fonte: "WEB" },
        token: who.token,
        expect: [200, 422],
      };
    },
  },
  {
    call: 34,
    method: "POST",
    path: "/v4/verificacao/confirmar",
    title: "Identity verification (a code confirmed)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: "/v4/verificacao/confirmar",
        token: who.token,
        json: { codigo: "000000" } satisfies VerificationCodeBody,
        expect: [200, 422],
        note: "a code the kit cannot know (the real one is only in an e-mail): a refusal expected",
      };
    },
  },
  {
    call: 35,
    method: "GET",
    path: "/termouso",
    title: "Terms of use (the text)",
    prepare(state) {
      const version = state.customer?.terms ?? state.document.example(35, "versaoArquivo") ?? "1";
      return state.customer?.terms
        ? { path: "/termouso", query: { versaoArquivo: version } }
        : {
            path: "/termouso",
            query: { versaoArquivo: version },
            exampleFallback: `no version of terms in call 33's answer; version ${version} is unknown to this server (404)`,
          };
    },
  },
  {
    call: 35,
    method: "PUT",
    path: "/v4/client/{idcliente}/supplier/{idfornecedor}/termos-uso",
    title: "Terms of use (accepted)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const path = `/v4/client/${enc(who.idcliente)}/supplier/${enc(supplierId(state))}/termos-uso`;
      if (who.terms) return { path, token: who.token, json: { versao: who.terms } satisfies TermsAcceptanceBody };
      return {
        path,
        token: who.token,
        json: { versao: 1 } satisfies TermsAcceptanceBody,
        expect: [422],
        note: "a refusal checked: the supplier has no terms of use (call 33)",
      };
    },
  },
  {
    call: 37,
    method: "GET",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}",
    title: "Users of a company account (the list)",
    prepare: (state) =>
      principal(state, (who) => ({
        path: `/v1/app/usuario/${enc(supplierId(state))}/${enc(who.idcliente)}`,
        token: who.token,
      })),
  },
  {
    call: 37,
    method: "POST",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}",
    title: "Users of a company account (a test user added)",
    prepare: (state) =>
      principal(state, (who) => ({
        path: `/v1/app/usuario/${enc(supplierId(state))}/${enc(who.idcliente)}`,
        token: who.token,
        json: {
          email: `usuario-${state.runId}@exemplo.com.br`,
          nome: "Usuário de Teste do Contrato",
        } satisfies AccountUserBody,
      })),
    harvest: (state, data) => addedUser(state, data),
  },
  {
    call: 37,
    method: "POST",
    path: "/v1/app/{apptoken}/usuario/{idcliente}/usuarios",
    title: "Users of a company account (a second test user added, under the app token)",
    prepare: (state) =>
      principal(state, (who) => ({
        path: `${v1(state)}/usuario/${enc(who.idcliente)}/usuarios`,
        token: who.token,
        json: {
          email: `usuario2-${state.runId}@exemplo.com.br`,
          nome: "Usuário de Teste do Contrato",
        } satisfies AccountUserBody,
      })),
    harvest: (state, data) => addedUser(state, data),
  },
  ...[0, 1].map((index): Step => ({
    call: 37,
    method: "DELETE",
    path: "/v1/app/usuario/{idfornecedor}/{idcliente}/{idusuario}",
    title: `Users of a company account (the ${index === 0 ? "first" : "second"} test user removed)`,
    prepare: (state) =>
      principal(state, (who) => {
        const id = state.accountUserIds[index];
        return id
          ? { path: `/v1/app/usuario/${enc(supplierId(state))}/${enc(who.idcliente)}/${enc(id)}`, token: who.token }
          : `the ${index === 0 ? "first" : "second"} test user was not added (call 37's POST)`;
      }),
  })),
  {
    call: 38,
    method: "POST",
    path: "/v1/app/{apptoken}/usuario/{idcliente}/clientes-vinculados",
    title: "Switch linked client",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const other = who.linked.find((client) => client.idcliente && client.idcliente !== who.idcliente);
      if (!other) return "the login has no other linked client (call 28's usuarios_vinculados)";
      return {
        path: `${v1(state)}/usuario/${enc(who.idcliente)}/clientes-vinculados`,
        token: who.token,
        json: { idclienteVinculado: other.idcliente } satisfies SwitchLinkedClientBody,
      };
    },
    harvest(state, data) {
      state.switchedSession = sessionOf(data)?.token;
    },
  },
  {
    call: 29,
    method: "POST",
    path: "/v1/app/{apptoken}/usuario/autenticar/representante",
    title: "Representative login",
    prepare(state) {
      const { representativeLogin: login, representativePassword: senha } = state.options;
      if (!login || !senha)
        return "needs a representative's login (--representative-login and --representative-password)";
      if (!state.supplier) return NO_SUPPLIER;
      return {
        path: `${v1(state)}/usuario/autenticar/representante`,
        json: {
          cpf: login,
          senha,
          idcliente: null,
          idfornecedor: supplierId(state),
          idcadastroextracliente: null,
          loginAsRepresentante: true,
          tokenOrigin: null,
        } satisfies AuthenticateBody,
        credentials: true,
      };
    },
    harvest(state, data) {
      const token = text(at(data, "token"));
      if (token) state.representative = { token, idusuario: text(at(jwtPayload(token), "idusuario")) };
    },
  },
  {
    call: 30,
    method: "GET",
    path: "/v4/representante/{idusuario}/{idfornecedor}",
    title: "A representative's clients",
    prepare: (state) =>
      representative(state, (rep) =>
        rep.idusuario
          ? { path: `/v4/representante/${enc(rep.idusuario)}/${enc(supplierId(state))}`, token: rep.token }
          : "the representative's token carries no idusuario",
      ),
    harvest(state, data) {
      if (state.representative) state.representative.clientId = text(at(list(at(data, "clientes"))[0], "idcliente"));
    },
  },
  {
    call: 30,
    method: "GET",
    path: "/v4/acessorepresentante/{idcliente}",
    title: "A representative's session for a client",
    prepare: (state) =>
      representative(state, (rep) =>
        rep.clientId
          ? { path: `/v4/acessorepresentante/${enc(rep.clientId)}`, token: rep.token }
          : "the representative serves no client here (call 30's list)",
      ),
    harvest(state, data) {
      if (state.representative) state.representative.session = sessionOf(data)?.token;
    },
  },
  {
    call: 46,
    method: "GET",
    path: "/v1/app/{apptoken}/{clientpath}/enderecos",
    title: "The client's addresses, with the representative's session for the client",
    prepare: (state) =>
      representative(state, (rep) =>
        rep.session && rep.clientId
          ? {
              path: `${v1(state)}/cliente/${enc(rep.clientId)}/enderecos`,
              query: { idfornecedor: supplierId(state) },
              token: rep.session,
            }
          : "no representative's session for a client (call 30's access)",
      ),
  },
  {
    call: 32,
    method: "POST",
    path: "/v4/api-key/login",
    title: "API-key login",
    prepare(state) {
      const { apiKey, erpUser } = state.options;
      if (!apiKey || !erpUser)
        return "needs an ERP integration's key and a customer's ERP id (--api-key and --erp-user)";
      if (!state.supplier) return NO_SUPPLIER;
      return {
        path: "/v4/api-key/login",
        json: { apiKey, idErpUsuario: erpUser, idFornecedor: supplierId(state) } satisfies ApiKeyLoginBody,
        credentials: true,
      };
    },
    harvest(state, data) {
      state.apiKeySession = sessionOf(data)?.token;
    },
  },
];

/** Call 31, the last step of all: a session the kit opened besides the customer's, else the customer's own. */
export const logoutStep: Step = {
  call: 31,
  method: "GET",
  path: "/v1/app/{apptoken}/cliente/logout",
  title: "Logout",
  prepare(state) {
    const token =
      state.representative?.session ?? state.apiKeySession ?? state.switchedSession ?? state.customer?.token;
    return token ? { path: `${v1(state)}/cliente/logout`, token } : `no session to end: ${state.noSession}`;
  },
};

function addedUser(state: State, data: unknown): void {
  const id = text(at(data, "idusuario"));
  if (id) state.accountUserIds.push(id);
}

function principal(state: State, build: (who: NonNullable<State["customer"]>) => Prepared | string): Prepared | string {
  const who = session(state);
  if (typeof who === "string") return who;
  return who.principal
    ? build(who)
    : "the login is not a company account's principal login (call 28's usuarios_vinculados)";
}

function representative(
  state: State,
  build: (rep: NonNullable<State["representative"]>) => Prepared | string,
): Prepared | string {
  return state.representative ? build(state.representative) : "no representative's session (call 29)";
}
