import { describe, expect, it } from "vitest";
import type { LinkedClient } from "~/models/account";
import {
  afterSignUpNotice,
  canSwitchClient,
  handOffLocation,
  isPrincipalLogin,
  mayLogIn,
  requiresApproval,
  safeRedirectPath,
} from "~/models/account-rules";

const client = (idcliente: number, principal: boolean): LinkedClient => ({
  idcliente,
  nome: `Cliente ${idcliente}`,
  cpf: "52998224725",
  principal,
});

describe("docs/rules/account.md \"Login\": 'An account needing approval (supplier tags support-budget or block-not-approved-user) and not yet approved … stays unauthenticated'", () => {
  it.each([
    [["support-budget"], false, false],
    [["block-not-approved-user"], false, false],
    [["support-budget"], true, true],
    [["has-delivery"], false, true],
    [[], false, true],
  ])("tags %j, approved %s → may log in %s", (tags, approved, expected) => {
    expect(mayLogIn(tags, approved)).toBe(expected);
    expect(requiresApproval(tags)).toBe(tags.includes("support-budget") || tags.includes("block-not-approved-user"));
  });
});

describe("docs/rules/account.md \"Login\": 'A user with several linked clients, or none that is principal, gets loginAsUsuarioVinculado'", () => {
  it.each([
    [[], false],
    [[client(1, true)], false],
    [[client(1, false)], true],
    [[client(1, true), client(2, false)], true],
    [[client(1, false), client(2, false)], true],
  ])("%j → %s", (linked, expected) => {
    expect(canSwitchClient(linked)).toBe(expected);
  });

  it("the principal login manages users; a sub-user or a branch does not", () => {
    const cliente = { idcliente: 502, nome: "Mercado", email: "e@x.com", cpf: "11222333000181" };
    expect(
      isPrincipalLogin({
        cliente,
        usuarios_vinculados: [client(502, true), client(503, false)],
        usuario_vinculado_logado: null,
      }),
    ).toBe(true);
    expect(
      isPrincipalLogin({ cliente, usuarios_vinculados: [client(502, false)], usuario_vinculado_logado: null }),
    ).toBe(false);
    expect(
      isPrincipalLogin({
        cliente,
        usuarios_vinculados: [client(502, true)],
        usuario_vinculado_logado: { idusuario: 9, nome: "Júlia", email: "j@x.com" },
      }),
    ).toBe(false);
  });
});

describe("docs/rules/account.md \"Registration\": the after-sign-up notice is 'overridable by message_after_create'", () => {
  it.each([
    [null, "Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato."],
    ["  ", "Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato."],
    ["Analisaremos seu CNPJ em até 2 dias úteis.", "Analisaremos seu CNPJ em até 2 dias úteis."],
  ])("%j → %s", (override, expected) => {
    expect(afterSignUpNotice({ message_after_create: override })).toBe(expected);
  });
});

describe('safe return addresses (docs/rules/architecture.md "Safety" safeRedirect)', () => {
  it.each([
    ["/aurora/produto/1001", "/aurora", "/aurora/produto/1001"],
    ["/aurora?x=1", "/aurora", "/aurora?x=1"],
    ["/aurora/busca?q=caf%C3%A9", "/aurora", "/aurora/busca?q=caf%C3%A9"],
    ["/bomsabor/conta", "/aurora", "/aurora"],
    ["/auroraevil", "/aurora", "/aurora"],
    ["//evil.example", "/aurora", "/aurora"],
    ["/\\evil.example", "/aurora", "/aurora"],
    ["https://evil.example/aurora", "/aurora", "/aurora"],
    ["javascript:alert(1)", "/aurora", "/aurora"],
    ["/aurora/../bomsabor", "/aurora", "/aurora"],
    ["/%2F%2Fevil.example", "", "/%2F%2Fevil.example"],
    ["/x/..//evil.example/phish", "", "/"],
    ["/%2e%2e//evil.example", "", "/"],
    ["/aurora/..//evil.example", "/aurora", "/aurora"],
    ["/aurora/x/..//evil.example", "/aurora", "/aurora"],
    ["/conta", "", "/conta"],
    [null, "", "/"],
    ["", "/aurora", "/aurora"],
  ])("%j under %j → %j", (target, basePath, expected) => {
    expect(safeRedirectPath(target, basePath)).toBe(expected);
  });
});

describe("docs/rules/account.md \"Login\": 'If the user's own supplier differs … redirects to that supplier's login-token route'", () => {
  const auth = {
    token: "tok/en",
    cliente: { idcliente: 506, nome: "Sítio", email: "casaverde@exemplo.com.br", cpf: "1" },
    usuario_vinculado_logado: null,
  };
  const noDomain = { idfornecedor: "x", fornecedor_slug: "casaverde", fornecedor_dominio: null };
  it("on the shared host, under the supplier's slug", () => {
    const location = handOffLocation(
      { ...auth, fornecedor_logado: noDomain },
      { protocol: "http:", port: "3000", appHost: null },
    );
    expect(location).toBe("/casaverde/login-token/tok%2Fen/casaverde%40exemplo.com.br");
  });
  it("from a supplier's own domain, on the shared host (the other supplier's pages are not on this domain)", () => {
    const location = handOffLocation(
      { ...auth, fornecedor_logado: noDomain },
      { protocol: "http:", port: "3000", appHost: "localhost" },
    );
    expect(location).toBe("http://localhost:3000/casaverde/login-token/tok%2Fen/casaverde%40exemplo.com.br");
  });
  it("on the supplier's own domain when it has one", () => {
    const location = handOffLocation(
      {
        ...auth,
        fornecedor_logado: { idfornecedor: "x", fornecedor_slug: "bomsabor", fornecedor_dominio: "bomsabor.localhost" },
      },
      { protocol: "https:", port: "", appHost: null },
    );
    expect(location).toBe("https://bomsabor.localhost/login-token/tok%2Fen/casaverde%40exemplo.com.br");
  });
  it("with the login's own e-mail for a company's user, not the company's", () => {
    const location = handOffLocation(
      {
        ...auth,
        usuario_vinculado_logado: { idusuario: 9001, nome: "Júlia", email: "comprador@exemplo.com.br" },
        fornecedor_logado: noDomain,
      },
      { protocol: "http:", port: "", appHost: null },
    );
    expect(location).toBe("/casaverde/login-token/tok%2Fen/comprador%40exemplo.com.br");
  });
});
