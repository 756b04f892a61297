import { describe, expect, it } from "vitest";
import { filterClients } from "~/models/client-filter";

// Issue "Accounts", part 9: the client picker lists a representative's clients "with a filter box
// (GET ?q= by name or document)".

const clients = [
  { idcliente: 501, nome: "Ana Beatriz Souza", cpf: "52998224725" },
  { idcliente: 502, nome: "Mercado Boa Compra Ltda.", cpf: "11222333000181" },
  { idcliente: 503, nome: "Mercado Boa Compra — Filial Centro", cpf: "11222333000262" },
  { idcliente: 504, nome: "Padaria São João", cpf: "45723174000110" },
];

const ids = (query: string) => filterClients(clients, query).map((client) => client.idcliente);

describe("filterClients", () => {
  it.each([
    ["", [501, 502, 503, 504]],
    ["   ", [501, 502, 503, 504]],
    ["mercado", [502, 503]],
    ["MERCADO boa", [502, 503]],
    ["filial", [503]],
    ["sao joao", [504]],
    ["São João", [504]],
    ["beatriz", [501]],
    ["529.982.247-25", [501]],
    ["52998224725", [501]],
    ["11.222.333", [502, 503]],
    ["0001-81", [502]],
    ["11222333000262", [503]],
    ["999", []],
    ["xyz", []],
  ])("%j → %j", (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it("does not change the list it is given", () => {
    const copy = [...clients];
    filterClients(clients, "mercado");
    expect(clients).toEqual(copy);
  });
});
