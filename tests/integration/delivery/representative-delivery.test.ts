/**
 * A representative delivering to the client they act for (docs/rules/account.md "Representative"; docs/rules/delivery.md "Address",
 * "Delivery options", "Order submission"; docs/upstream-api.md §30, §46–§49, §53) through the real
 * server without JavaScript at Distribuidora Aurora: the client's addresses at `/aurora/entrega` and
 * at the checkout, a delivery order to one of them carrying the representative, an address added for
 * the client at `/aurora/enderecos`, and another client's address refused before any call that
 * changes it. The storefront runs over a proxy that records every upstream call.
 */
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databasePath } from "../../../upstream/db/open";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { bodyText, tags, titleOf } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import type { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { addToCart, CHECKOUT_ENV, logIn, open, openCheckout, placeOrder } from "../checkout/checkout-shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: { ...CHECKOUT_ENV, PUBLIC_CACHE: "false" } });
  seeded = snapshotDatabase(upstream.dataDir);
});

beforeEach(() => {
  upstream.seen.length = 0;
});

afterEach(() => {
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

/** The client the representative acts for, and the client they do not (Ana is served, the Vila Prudente branch is not). */
const CLIENT = { idcliente: 502, nome: "Mercado Boa Compra Ltda." } as const;
const ANA = 501;
const NOT_SERVED = 504;
const MOOCA = "Rua da Mooca, 2100 — Mooca, São Paulo - SP, 03103-001";
const ADDRESS_NEEDED = "Para receber em casa, escolha um endereço cadastrado ou a retirada na loja.";

type AddressRow = {
  idendereco: number;
  idcliente: number;
  descricao: string | null;
  rua: string;
  numero: string;
  primario: number;
};

function upstreamDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(databasePath(upstream.dataDir), { readonly: true });
  try {
    db.pragma("busy_timeout = 10000");
    return read(db);
  } finally {
    db.close();
  }
}

const addressesOf = (idcliente: number) =>
  upstreamDb(
    (db) =>
      db
        .prepare(
          "SELECT idendereco, idcliente, descricao, rua, numero, primario FROM addresses WHERE idcliente = ? ORDER BY idendereco",
        )
        .all(idcliente) as AddressRow[],
  );

type OrderRow = {
  numpedido: number;
  idcliente: number;
  tipo_entrega: string;
  endereco_entrega: string | null;
  idrepresentante: string | null;
  representante_nome: string | null;
};
const orderRow = (numpedido: string) =>
  upstreamDb(
    (db) =>
      db
        .prepare(
          "SELECT numpedido, idcliente, tipo_entrega, endereco_entrega, idrepresentante, representante_nome FROM orders WHERE numpedido = ?",
        )
        .get(Number(numpedido)) as OrderRow | undefined,
  );

/** The representative logged in at Aurora and acting for the client picked at /aurora/clientes. */
async function representativeFor(idcliente: number): Promise<Shopper> {
  const rep = await logIn(server, "aurora", "representante@exemplo.com.br", { representante: "on" });
  const picked = await rep.post("/aurora/clientes", { intent: "atender", idcliente: String(idcliente) });
  expect(picked.status).toBe(303);
  return rep;
}

/** The addresses offered at /entrega ("Endereço de entrega"): their ids, in order. */
const offeredAddresses = (html: string) =>
  tags(html, "button")
    .filter((button) => button.name === "idendereco")
    .map((button) => button.value);

/** Upstream calls that change an address (calls 47 and 48, and the delete). */
const addressChanges = () =>
  upstream.seen
    .filter(
      (request) => request.method === "POST" && /\/enderecos(put)?$|\/enderecos\/[^/]+\/excluir$/.test(request.path),
    )
    .map((request) => request.path);

const newAddress = {
  intent: "salvar",
  descricao: "Depósito",
  cep: "05422-001",
  rua: "Rua dos Pinheiros",
  numero: "120",
  complemento: "",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pontoref: "",
};

describe("a representative acting for Mercado Boa Compra delivers to the client", () => {
  it("sees the client's addresses at /aurora/entrega, not a CEP field, and no other client's", async () => {
    const rep = await representativeFor(CLIENT.idcliente);
    const page = await open(rep, "/aurora/entrega");
    expect(page.status).toBe(200);
    const [own] = addressesOf(CLIENT.idcliente);
    expect(offeredAddresses(page.html)).toEqual([String(own!.idendereco)]);
    expect(page.text).toContain("Endereço de entrega");
    expect(page.text).toContain(MOOCA);
    expect(page.text).not.toContain("Avenida Paulista");
    expect(tags(page.html, "input").some((input) => input.name === "cep")).toBe(false);
    // The address calls were made with the client's id (docs/upstream-api.md §46).
    expect(
      upstream.seen.some(
        (request) => request.method === "GET" && request.path.endsWith(`/cliente/${CLIENT.idcliente}/enderecos`),
      ),
    ).toBe(true);
  });

  it("chooses one; the checkout shows it and is enabled; the order goes there and carries the representative", async () => {
    const rep = await representativeFor(CLIENT.idcliente);
    const [own] = addressesOf(CLIENT.idcliente);
    const chose = await rep.post("/aurora/entrega", { intent: "endereco", idendereco: String(own!.idendereco) });
    expect(chose.status).toBe(303);
    const chosen = await open(rep, "/aurora/entrega");
    expect(
      tags(chosen.html, "button").find((button) => button.name === "idendereco" && button["aria-pressed"] === "true")
        ?.value,
    ).toBe(String(own!.idendereco));
    expect(chosen.text).toContain("Entrega programada");

    await addToCart(rep, "aurora", "1001", "2");
    const checkout = await openCheckout(rep, "aurora");
    expect(checkout.text).toContain(`Entregar em Principal: ${MOOCA}`);
    expect(checkout.text).not.toContain(ADDRESS_NEEDED);
    const finish = tags(checkout.html, "button").find((button) => button.value === "finalizar");
    expect(finish, "the 'Finalizar pedido' button").toBeDefined();
    expect(finish!.disabled).toBeUndefined();

    const { numpedido, page } = await placeOrder(rep, "aurora", { idformapagamento: "11" });
    expect(page.text).toContain("Pedido emitido por Rafael Teixeira");
    expect(page.text).toContain("Rua da Mooca, 2100 · Mooca, São Paulo/SP");
    const order = orderRow(numpedido);
    expect(order).toMatchObject({
      idcliente: CLIENT.idcliente,
      tipo_entrega: "DELIVERY",
      idrepresentante: "601",
      representante_nome: "Rafael Teixeira",
    });
    expect(JSON.parse(order!.endereco_entrega!)).toMatchObject({
      cep: "03103001",
      rua: "Rua da Mooca",
      numero: "2100",
      bairro: "Mooca",
    });
    // The billing address of an address of the client's (call 49) was asked with the client's id.
    expect(
      upstream.seen.some((request) =>
        request.path.endsWith(`/cliente/${CLIENT.idcliente}/enderecos/${own!.idendereco}/faturamento`),
      ),
    ).toBe(true);
  });

  it("adds an address for the client at /aurora/enderecos, said to be the client's; /entrega then offers it", async () => {
    const rep = await representativeFor(CLIENT.idcliente);
    const list = await open(rep, "/aurora/enderecos");
    expect(list.status).toBe(200);
    expect(list.text).toContain(`Endereços de ${CLIENT.nome}`);
    expect(titleOf(list.html)).toContain(`Endereços de ${CLIENT.nome}`);
    expect(list.text).toContain("Rua da Mooca, 2100");

    const saved = await rep.post("/aurora/enderecos", newAddress);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/aurora/enderecos");
    expect(addressesOf(CLIENT.idcliente)).toMatchObject([
      { rua: "Rua da Mooca" },
      { descricao: "Depósito", rua: "Rua dos Pinheiros", numero: "120", primario: 0 },
    ]);
    expect(addressChanges()).toEqual([expect.stringMatching(new RegExp(`/cliente/${CLIENT.idcliente}/enderecos$`))]);

    const delivery = await open(rep, "/aurora/entrega");
    expect(offeredAddresses(delivery.html)).toEqual(addressesOf(CLIENT.idcliente).map((row) => String(row.idendereco)));
    expect(delivery.text).toContain("Depósito:");
  });

  it("changes an address of the client's, but another client's address is refused without any call that changes it", async () => {
    const rep = await representativeFor(CLIENT.idcliente);
    const [own] = addressesOf(CLIENT.idcliente);
    const edited = await rep.post("/aurora/enderecos", {
      ...newAddress,
      idendereco: String(own!.idendereco),
      descricao: "Loja",
      cep: "03103-001",
      rua: "Rua da Mooca",
      numero: "2100",
      bairro: "Mooca",
    });
    expect(edited.status).toBe(303);
    expect(addressesOf(CLIENT.idcliente)).toMatchObject([{ descricao: "Loja", primario: 1 }]);
    upstream.seen.length = 0;

    for (const idcliente of [ANA, NOT_SERVED]) {
      const before = addressesOf(idcliente);
      const theirs = String(before[0]!.idendereco);
      const attempts = [
        await rep.post("/aurora/enderecos", { ...newAddress, idendereco: theirs }),
        await rep.post("/aurora/enderecos", { intent: "principal", idendereco: theirs }),
        await rep.post("/aurora/enderecos", { intent: "excluir", idendereco: theirs }),
        await rep.post("/aurora/entrega", { intent: "endereco", idendereco: theirs }),
      ];
      expect(
        attempts.map((answer) => answer.status),
        `client ${idcliente}`,
      ).toEqual([404, 404, 404, 404]);
      for (const answer of attempts) expect(bodyText(await answer.text())).toContain("Este endereço não existe mais");
      expect((await open(rep, `/aurora/enderecos?editar=${theirs}`)).text).not.toContain(before[0]!.rua);
      expect(addressesOf(idcliente)).toEqual(before);
    }
    expect(addressChanges()).toEqual([]);
  });
});
