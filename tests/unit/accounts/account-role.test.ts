import { describe, expect, it } from "vitest";
import {
  accountRole,
  changesOf,
  mayChange,
  cardsOwnerName,
  representedClientName,
  type AccountChange,
  type AccountRole,
} from "~/models/account-role";

const user = { idusuario: 9001, nome: "Júlia Martins", email: "comprador@exemplo.com.br" };
const representative = { idusuario: 601, nome: "Rafael Costa", token: "jwt" };

describe("docs/upstream-api.md §34: who is on the account page, from the session", () => {
  it.each([
    ["the customer's own login", { usuarioVinculado: null, representante: null }, "customer"],
    ["a sub-user of a company account", { usuarioVinculado: user, representante: null }, "user"],
    [
      "a representative acting for a client",
      { usuarioVinculado: null, representante: representative },
      "representative",
    ],
  ] as const)("%s → %s", (_case, session, expected) => {
    expect(accountRole(session)).toBe(expected);
  });
});

describe("docs/upstream-api.md §34: personal data only by the customer's own login; a sub-user their own login; a representative nothing", () => {
  it.each([
    ["customer", "personalData", true],
    ["customer", "login", true],
    ["customer", "identity", true],
    ["user", "personalData", false],
    ["user", "login", true],
    ["user", "identity", false],
    ["representative", "personalData", false],
    ["representative", "login", false],
    ["representative", "identity", false],
  ] as [AccountRole, AccountChange, boolean][])("%s may change %s: %s", (role, change, expected) => {
    expect(mayChange(role, change)).toBe(expected);
  });

  it("leaves a representative no form at all", () => {
    expect(changesOf("representative")).toEqual([]);
  });
});

describe("docs/upstream-api.md §46: a representative acts on the addresses of the client they picked, named on the page", () => {
  const client = { nome: "Mercado Boa Compra Ltda." };
  it.each([
    [
      "a representative acting for a client",
      { representante: representative, cliente: client },
      "Mercado Boa Compra Ltda.",
    ],
    ["a representative who has not picked a client", { representante: representative, cliente: null }, null],
    ["the customer's own login", { representante: null, cliente: client }, null],
  ] as const)("%s → %s", (_case, session, expected) => {
    expect(representedClientName(session)).toBe(expected);
  });
});

describe("docs/upstream-api.md §58: a card is kept for a client at a supplier; whose cards a login reads, named when they are not its own", () => {
  const client = { nome: "Mercado Boa Compra Ltda." };
  it.each([
    [
      "a representative acting for a client",
      { representante: representative, usuarioVinculado: null, cliente: client },
      "Mercado Boa Compra Ltda.",
    ],
    [
      "a company's user (the company's cards, shared by its logins)",
      { representante: null, usuarioVinculado: user, cliente: client },
      "Mercado Boa Compra Ltda.",
    ],
    [
      "a representative who has not picked a client",
      { representante: representative, usuarioVinculado: null, cliente: null },
      null,
    ],
    ["the customer's own login (Meus cartões)", { representante: null, usuarioVinculado: null, cliente: client }, null],
  ] as const)("%s → %s", (_case, session, expected) => {
    expect(cardsOwnerName(session)).toBe(expected);
  });
});
