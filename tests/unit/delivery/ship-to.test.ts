import { describe, expect, it } from "vitest";
import { deliveredTo, needsLastOrder, shipToAddress, type ShipToAddress } from "~/models/delivery/ship-to";

const address = (idendereco: string, overrides: Partial<ShipToAddress> = {}): ShipToAddress => ({
  idendereco,
  cep: "03103001",
  rua: "Rua da Mooca",
  numero: "2100",
  complemento: null,
  primario: false,
  ...overrides,
});

const principal = address("1", { primario: true });
const trabalho = address("2", { cep: "05422011", rua: "Rua dos Pinheiros", numero: "870", complemento: "sala 3" });
const deposito = address("3", { cep: "05422001", rua: "Rua dos Pinheiros", numero: "120" });
const toTrabalho = { cep: "05422-011", rua: "Rua dos Pinheiros ", numero: "870", complemento: "Sala 3" };
const elsewhere = { cep: "01310100", rua: "Avenida Paulista", numero: "1578", complemento: null };

describe('the ship-to (docs/rules/delivery.md "Ship-to": "the address chosen for that client while it is still one of theirs; otherwise the address of the client\'s last delivery order if it is still one of the client\'s addresses; otherwise the primary one. With tag use-primary-address the primary address is chosen; with uses-single-address only the first address is kept")', () => {
  it.each([
    { about: "no address: none", addresses: [], chosen: null, lastOrder: null, tags: [], expected: null },
    {
      about: "nothing chosen, no order: the primary",
      addresses: [trabalho, principal],
      chosen: null,
      lastOrder: null,
      tags: [],
      expected: "1",
    },
    {
      about: "no primary marked: the first",
      addresses: [trabalho, deposito],
      chosen: null,
      lastOrder: null,
      tags: [],
      expected: "2",
    },
    {
      about: "the last order's address, still theirs",
      addresses: [principal, trabalho, deposito],
      chosen: null,
      lastOrder: toTrabalho,
      tags: [],
      expected: "2",
    },
    {
      about: "the last order's address no longer theirs: the primary",
      addresses: [principal, deposito],
      chosen: null,
      lastOrder: toTrabalho,
      tags: [],
      expected: "1",
    },
    {
      about: "the last order went elsewhere: the primary",
      addresses: [principal, trabalho],
      chosen: null,
      lastOrder: elsewhere,
      tags: [],
      expected: "1",
    },
    {
      about: "an address chosen for the client wins over the last order's",
      addresses: [principal, trabalho, deposito],
      chosen: "3",
      lastOrder: toTrabalho,
      tags: [],
      expected: "3",
    },
    {
      about: "an address chosen that is gone: the last order's",
      addresses: [principal, trabalho],
      chosen: "9",
      lastOrder: toTrabalho,
      tags: [],
      expected: "2",
    },
    {
      about: "use-primary-address: the primary, not the last order's",
      addresses: [principal, trabalho],
      chosen: null,
      lastOrder: toTrabalho,
      tags: ["use-primary-address"],
      expected: "1",
    },
    {
      about: "use-primary-address keeps an address chosen",
      addresses: [principal, trabalho],
      chosen: "2",
      lastOrder: null,
      tags: ["use-primary-address"],
      expected: "2",
    },
    {
      about: "uses-single-address: only the first is kept",
      addresses: [principal, trabalho],
      chosen: "2",
      lastOrder: toTrabalho,
      tags: ["uses-single-address"],
      expected: "1",
    },
  ])("$about", ({ addresses, chosen, lastOrder, tags, expected }) => {
    const facts = {
      addresses,
      chosen,
      lastOrder,
      usePrimary: (tags as string[]).includes("use-primary-address"),
      singleAddress: (tags as string[]).includes("uses-single-address"),
    };
    expect(shipToAddress(facts)?.idendereco ?? null).toBe(expected);
  });

  it.each([
    {
      about: "several addresses, nothing chosen",
      addresses: [principal, trabalho],
      chosen: null,
      usePrimary: false,
      singleAddress: false,
      needed: true,
    },
    {
      about: "one still chosen",
      addresses: [principal, trabalho],
      chosen: "2",
      usePrimary: false,
      singleAddress: false,
      needed: false,
    },
    {
      about: "a single address",
      addresses: [principal],
      chosen: null,
      usePrimary: false,
      singleAddress: false,
      needed: false,
    },
    {
      about: "use-primary-address",
      addresses: [principal, trabalho],
      chosen: null,
      usePrimary: true,
      singleAddress: false,
      needed: false,
    },
    {
      about: "uses-single-address",
      addresses: [principal, trabalho],
      chosen: null,
      usePrimary: false,
      singleAddress: true,
      needed: false,
    },
  ])("the last order is asked for only when it decides: $about → $needed", ({ needed, ...facts }) => {
    expect(needsLastOrder(facts)).toBe(needed);
  });

  it.each([
    { about: "the same address written with a hyphen, spaces and capitals", delivered: toTrabalho, same: true },
    { about: "another number", delivered: { ...toTrabalho, numero: "871" }, same: false },
    { about: "another complement", delivered: { ...toTrabalho, complemento: null }, same: false },
    { about: "another CEP", delivered: { ...toTrabalho, cep: "05422-001" }, same: false },
  ])("an order delivered to an address: $about → $same", ({ delivered, same }) => {
    expect(deliveredTo(trabalho, delivered)).toBe(same);
  });
});
