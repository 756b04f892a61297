import { describe, expect, it } from "vitest";
import type { LinkedClient } from "~/models/account";
import {
  AccountSessionSchema,
  MAX_LINKED_CLIENTS,
  saveAccountSessionHeader,
  sessionLinkedClients,
  type AccountSession,
} from "~/services/session.server";

// docs/rules/account.md "Login": "A user with several linked clients, or none that is principal, gets
// loginAsUsuarioVinculado set and can switch client." The picker lists them from the session
// cookie, and a browser drops a cookie over 4 KB (Remix refuses to write one).

const BROWSER_COOKIE_LIMIT = 4096;

function linkedClients(count: number, nome: (index: number) => string): LinkedClient[] {
  return Array.from({ length: count }, (_, index) => ({
    idcliente: 100_000 + index,
    nome: nome(index),
    cpf: "11222333000181",
    principal: index === 0,
  }));
}

/** A long company name, with the accents and dashes Portuguese names have. */
const LONG_NAME = "Cooperativa Agroindustrial dos Produtores de São João da Boa Vista e Região — Armazém Geral Nº 12";

/** The largest session a linked user of a company gets: long names, a chat token, a sub-user. */
function largestSession(clientes: LinkedClient[]): AccountSession {
  return {
    idfornecedor: "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01",
    cliente: { idcliente: 100_000, nome: LONG_NAME, email: `${"a".repeat(60)}@exemplo.com.br`, cpf: "11222333000181" },
    aprovado: true,
    principal: false,
    trocaCliente: true,
    usuarioVinculado: {
      idusuario: 9001,
      nome: "Maria da Conceição Gonçalves de Araújo Magalhães Figueiredo",
      email: `${"b".repeat(60)}@exemplo.com.br`,
    },
    representante: null,
    idclienteLogin: 100_000,
    clientesVinculados: clientes,
    termosPendentes: 1,
    jwttoken: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${"x".repeat(160)}.${"y".repeat(43)}`,
    carrinho: {
      idcliente: "9".repeat(20),
      codigoCupom: "C".repeat(40),
      codigoCupomAutomatico: "A".repeat(40),
      aplicacaoAutomatica: false,
      idtipoassinatura: "8".repeat(20),
      idformapagamento: "7".repeat(20),
      resumo: { linhas: 500, total: 99_999_999.99 },
    },
  };
}

describe("sessionLinkedClients", () => {
  it("keeps every linked client of a usual company, as given", () => {
    const clients = linkedClients(3, (index) => `Mercado Boa Compra — Filial ${index}`);
    expect(sessionLinkedClients(clients)).toEqual(clients);
  });

  it(`keeps at most ${MAX_LINKED_CLIENTS} and cuts long names`, () => {
    const kept = sessionLinkedClients(
      linkedClients(40, () => "Distribuidora de Alimentos e Bebidas São João da Boa Vista Ltda. — Matriz"),
    );
    expect(kept).toHaveLength(MAX_LINKED_CLIENTS);
    for (const client of kept) expect(client.nome.length).toBeLessThanOrEqual(60);
    expect(AccountSessionSchema.safeParse(largestSession(kept)).success).toBe(true);
  });

  it("fits the largest session in one browser cookie", async () => {
    const kept = sessionLinkedClients(linkedClients(40, (index) => `${index} ${LONG_NAME}`));
    const header = await saveAccountSessionHeader(new Request("http://loja.invalid/"), largestSession(kept));
    expect(header.length).toBeLessThan(BROWSER_COOKIE_LIMIT);
  });
});
