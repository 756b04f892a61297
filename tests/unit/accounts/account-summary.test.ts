import { describe, expect, it } from "vitest";
import { accountSummary, firstName, type SummarySource } from "~/models/account-summary";
import { loginReturnTo } from "~/models/login-return";

// docs/rules/account.md "Roles": "Representative (consultant) … lists clients, checks access,
// picks and switches client." "Linked sub-user (vinculado): Principal or not. The main linked
// customer can manage users … A linked user can switch client; the order records 'Pedido emitido por'."

const customer: SummarySource = {
  cliente: { nome: "Ana Beatriz Souza", cpf: "52998224725" },
  aprovado: true,
  principal: false,
  trocaCliente: false,
  usuarioVinculado: null,
  representante: null,
};

const company = { nome: "Mercado Boa Compra Ltda.", cpf: "11222333000181" };
const branch = { nome: "Mercado Boa Compra — Filial Centro", cpf: "11222333000262" };

describe("accountSummary", () => {
  it.each<[string, SummarySource, Partial<ReturnType<typeof accountSummary>>]>([
    [
      "a customer: greeted by first name, nothing to switch",
      customer,
      {
        nome: "Ana",
        representante: null,
        atendendo: null,
        comprandoPara: null,
        usuarioVinculado: null,
        principal: false,
        trocaCliente: false,
      },
    ],
    [
      "a company (CNPJ) is greeted by its whole name, a first name means nothing for it",
      { ...customer, cliente: company },
      { nome: "Mercado Boa Compra Ltda." },
    ],
    ["a customer awaiting approval", { ...customer, aprovado: false }, { aprovado: false }],
    [
      "the principal of a company with linked clients: manages users and buys for the company",
      { ...customer, cliente: company, principal: true, trocaCliente: true },
      {
        nome: "Mercado Boa Compra Ltda.",
        principal: true,
        trocaCliente: true,
        comprandoPara: "Mercado Boa Compra Ltda.",
        atendendo: null,
      },
    ],
    [
      "the principal after switching to a branch: greeted by the branch, buys for it",
      { ...customer, cliente: branch, principal: true, trocaCliente: true },
      {
        nome: "Mercado Boa Compra — Filial Centro",
        comprandoPara: "Mercado Boa Compra — Filial Centro",
        principal: true,
      },
    ],
    [
      "a company's sub-user: greeted by their own name, buys for the company",
      {
        ...customer,
        cliente: company,
        trocaCliente: true,
        usuarioVinculado: { nome: "Carla Compradora" },
      },
      {
        nome: "Carla",
        usuarioVinculado: "Carla Compradora",
        comprandoPara: "Mercado Boa Compra Ltda.",
        principal: false,
      },
    ],
    [
      "a representative who has not picked a client",
      { ...customer, cliente: null, representante: { nome: "Roberto Lima" } },
      { nome: "Roberto", representante: "Roberto Lima", atendendo: null, comprandoPara: null },
    ],
    [
      "a representative acting for a client: 'Atendendo', never 'Comprando para'",
      { ...customer, cliente: branch, trocaCliente: true, representante: { nome: "Roberto Lima" } },
      {
        nome: "Roberto",
        representante: "Roberto Lima",
        atendendo: "Mercado Boa Compra — Filial Centro",
        comprandoPara: null,
      },
    ],
  ])("%s", (_, source, expected) => {
    expect(accountSummary(source)).toMatchObject(expected);
  });

  it("keeps only what the header needs (no token, no document, no e-mail)", () => {
    expect(Object.keys(accountSummary(customer)).sort()).toEqual(
      [
        "aprovado",
        "atendendo",
        "banner",
        "comprandoPara",
        "faturas",
        "menu",
        "nome",
        "principal",
        "representante",
        "trocaCliente",
        "usuarioVinculado",
      ].sort(),
    );
  });
});

// docs/rules/account.md "Roles": the header's account menu for each kind of login (worked out by the
// layout's loader: the page's JS only draws it).
describe("accountSummary: the account menu", () => {
  const own = [
    "/conta",
    "/pedidos",
    "/chat",
    "/listas",
    "/assinaturas",
    "/faturas",
    "/enderecos",
    "/cupons",
    "/cartoes",
    "/pedido-rapido",
  ];
  const ana = { ...customer, cliente: { idcliente: 501, nome: "Ana Beatriz Souza", cpf: "52998224725" } };
  it.each<[string, SummarySource, string[]]>([
    ["a customer: their own pages", customer, own],
    [
      "a company's principal: switches client and manages users",
      { ...customer, cliente: company, principal: true, trocaCliente: true },
      [...own, "/clientes", "/usuarios"],
    ],
    [
      "a linked user who may switch: switches client, no users",
      { ...customer, cliente: company, trocaCliente: true, usuarioVinculado: { nome: "Carla Compradora" } },
      [...own, "/clientes"],
    ],
    [
      "a representative without a client: only switching client",
      { ...customer, cliente: null, representante: { nome: "Roberto Lima" } },
      ["/clientes"],
    ],
    [
      "a representative acting for a client: the client's pages, never users",
      { ...customer, cliente: branch, principal: true, representante: { nome: "Roberto Lima" } },
      [...own, "/clientes"],
    ],
    [
      "invoices loaded and none to show: no Faturas",
      { ...ana, faturas: { idcliente: "501", abertas: 0, vencidas: 0, credito: false } },
      own.filter((path) => path !== "/faturas"),
    ],
  ])("%s", (_, source, paths) => {
    expect(accountSummary(source).menu.items.map((item) => item.path)).toEqual(paths);
  });

  it("names the client's addresses for a representative, the shopper's own otherwise", () => {
    const label = (source: SummarySource) =>
      accountSummary(source).menu.items.find((item) => item.path === "/enderecos")?.label;
    expect(label(customer)).toBe("Meus endereços");
    expect(label({ ...customer, cliente: branch, representante: { nome: "Roberto Lima" } })).toBe(
      "Endereços do cliente",
    );
  });

  it.each<[string, number, string | null, string | null]>([
    ["none past due", 0, null, null],
    ["one past due", 1, "1 fatura vencida", "1 vencida"],
    ["two past due", 2, "2 faturas vencidas", "2 vencidas"],
  ])("says invoices past due on the menu and beside Faturas: %s", (_, vencidas, overdue, badge) => {
    const { menu } = accountSummary({ ...ana, faturas: { idcliente: "501", abertas: 3, vencidas, credito: true } });
    expect(menu.overdue).toBe(overdue);
    expect(menu.items.find((item) => item.path === "/faturas")?.badge ?? null).toBe(badge);
    expect(menu.items.filter((item) => item.path !== "/faturas").every((item) => item.badge === null)).toBe(true);
  });
});

// docs/upstream-api.md §83 `notificacoes`: "Mensagens" carries the chat's unread total when the chat answered.
describe("accountSummary: the chat's unread total", () => {
  const ana = { ...customer, cliente: { idcliente: 501, nome: "Ana Beatriz Souza", cpf: "52998224725" } };
  it.each<[string, number | null, string | null]>([
    ["not known (the chat did not answer): no count", null, null],
    ["none unread: no count", 0, null],
    ["two unread: the count beside Mensagens", 2, "2"],
  ])("%s", (_, unread, badge) => {
    const item = accountSummary(ana, unread).menu.items.find((entry) => entry.path === "/chat");
    expect(item?.label).toBe("Mensagens");
    expect(item?.badge ?? null).toBe(badge);
  });

  it("a representative without a client has no conversations to open", () => {
    const paths = accountSummary({ ...customer, cliente: null, representante: { nome: "Roberto Lima" } }, 3).menu.items;
    expect(paths.map((entry) => entry.path)).not.toContain("/chat");
  });
});

// docs/rules/account.md "Representative": the strip under the header says whom the orders are for.
describe("accountSummary: the strip under the header", () => {
  it.each<[string, SummarySource, ReturnType<typeof accountSummary>["banner"]]>([
    ["a customer: none", customer, null],
    [
      "a representative acting for a client: the client, to switch or end",
      { ...customer, cliente: branch, representante: { nome: "Roberto Lima" } },
      {
        label: "Atendimento do representante",
        lead: "Atendendo: ",
        name: "Mercado Boa Compra — Filial Centro",
        link: { label: "Trocar cliente", hidden: null },
        end: true,
      },
    ],
    [
      "a representative who has not picked a client: the way to pick one",
      { ...customer, cliente: null, representante: { nome: "Roberto Lima" } },
      {
        label: "Atendimento do representante",
        lead: "Escolha um cliente para atender",
        name: null,
        link: { label: "Ver clientes", hidden: null },
        end: false,
      },
    ],
    [
      "a linked user who may switch: the client bought for",
      { ...customer, cliente: company, trocaCliente: true, usuarioVinculado: { nome: "Carla Compradora" } },
      {
        label: "Cliente da compra",
        lead: "Comprando para: ",
        name: "Mercado Boa Compra Ltda.",
        link: { label: "Trocar", hidden: " cliente" },
        end: false,
      },
    ],
  ])("%s", (_, source, banner) => {
    expect(accountSummary(source).banner).toEqual(banner);
  });
});

// docs/rules/account.md "Login": "On success: … load invoices"; the header then knows of an invoice past due.
describe("accountSummary: the invoices loaded after login", () => {
  const ana = { ...customer, cliente: { idcliente: 501, nome: "Ana Beatriz Souza", cpf: "52998224725" } };
  it.each<[string, SummarySource, ReturnType<typeof accountSummary>["faturas"]]>([
    ["not loaded: nothing known", ana, null],
    [
      "loaded for this client: how many are past due",
      { ...ana, faturas: { idcliente: "501", abertas: 3, vencidas: 2, credito: true } },
      { vencidas: 2, mostrar: true },
    ],
    [
      "a credit line and nothing open: still shown",
      { ...ana, faturas: { idcliente: "501", abertas: 0, vencidas: 0, credito: true } },
      { vencidas: 0, mostrar: true },
    ],
    [
      "open invoices without a credit line: shown",
      { ...ana, faturas: { idcliente: "501", abertas: 1, vencidas: 0, credito: false } },
      { vencidas: 0, mostrar: true },
    ],
    [
      "no credit line, nothing open: not shown",
      { ...ana, faturas: { idcliente: "501", abertas: 0, vencidas: 0, credito: false } },
      { vencidas: 0, mostrar: false },
    ],
    [
      "loaded for another client (switched since): nothing known",
      { ...ana, faturas: { idcliente: "503", abertas: 1, vencidas: 1, credito: true } },
      null,
    ],
    [
      "a representative who has not picked a client: nothing known",
      { ...ana, cliente: null, faturas: { idcliente: "501", abertas: 1, vencidas: 1, credito: true } },
      null,
    ],
  ])("%s", (_about, source, faturas) => {
    expect(accountSummary(source).faturas).toEqual(faturas);
  });
});

describe("firstName", () => {
  it.each([
    ["Ana Beatriz Souza", "Ana"],
    ["  João  da Silva ", "João"],
    ["Roberto", "Roberto"],
    ["", ""],
  ])("%j → %j", (nome, expected) => {
    expect(firstName(nome)).toBe(expected);
  });
});

describe("loginReturnTo", () => {
  it.each([
    ["/aurora", "/aurora", "/aurora"],
    ["/aurora/produto/1001", "/aurora", "/aurora/produto/1001"],
    ["/aurora/busca?q=arroz", "/aurora", "/aurora/busca?q=arroz"],
    ["/aurora/clientes?q=mercado", "/aurora", "/aurora/clientes?q=mercado"],
    ["/", "", "/"],
    ["/categoria/201", "", "/categoria/201"],
    ["/aurora/entrar", "/aurora", null],
    ["/aurora/entrar?redirectTo=%2Faurora", "/aurora", null],
    ["/aurora/cadastro", "/aurora", null],
    ["/aurora/senha/nova?token=abc", "/aurora", null],
    ["/aurora/sair", "/aurora", null],
    ["/aurora/login-token/abc/ana%40exemplo.com.br", "/aurora", null],
    ["/aurora/termos?redirectTo=%2Faurora", "/aurora", null],
    ["/entrar", "", null],
    ["/senha", "", null],
    ["/entrarx", "", "/entrarx"],
  ])("%s (base %j) → %j", (path, basePath, expected) => {
    expect(loginReturnTo(path, basePath)).toBe(expected);
  });
});
