/**
 * An address chosen, typed or added inside a store finds the stores that serve it
 * (docs/rules/delivery.md "Suppliers serving an address": "exactly one means switching to it;
 * several means offering a choice; none gives the warning 'Infelizmente ainda não atendemos o seu
 * endereço'"; docs/rules/storefront.md "Supplier loading" on a store's own domain; ADR 0036),
 * through the real server over the embedded upstream (call 2, and its search by location). Forms
 * without JavaScript: 303 on a move, the page again with 4xx and what was typed on a refusal.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { SUPPLIER_IDS } from "../../../upstream/seed/suppliers";
import { alertText, bodyText, fieldError, fieldValue, tags } from "../../support/html";
import { newCustomer } from "../../support/new-customer";
import { seededStorefront } from "../../support/seeded-storefront";
import { signUp } from "../checkout/checkout-shopper";
import { Shopper } from "../../support/shopper";
import { cookieContent } from "../../support/confidential-cookies";

const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });

/** Mooca: Aurora only. Cambuí (Campinas): Casa Verde only. Pinheiros: Aurora and Bom Sabor. */
const MOOCA = "03103001";
const CAMBUI = "13025000";
const PINHEIROS = "05422001";
/** Barão Geraldo (Campinas): nobody, Casa Verde has its pickup store in the city. Santos: nobody, no pickup. */
const BARAO_GERALDO = "13084000";
const SANTOS = "11060000";

const SWITCHED_TO_CASA_VERDE =
  "Distribuidora Aurora não entrega neste endereço; você está em Hortifruti Casa Verde, que atende com retirada na loja.";

/** The delivery choices the browser keeps (the encrypted `commerce-entrega` cookie), by supplier. */
async function choices(who: Shopper): Promise<Record<string, { cep: string | null }>> {
  const value = who.cookie("commerce-entrega");
  if (!value) return {};
  const parsed = (await cookieContent("commerce-entrega", value)) as Array<{
    idfornecedor: string;
    escolha: { cep: string | null };
  }>;
  return Object.fromEntries(parsed.map((entry) => [entry.idfornecedor, entry.escolha]));
}

async function typedCep(store: string, cep: string) {
  const guest = new Shopper(storefront.url);
  return { guest, answer: await guest.post(`/${store}/entrega`, { intent: "cep", cep }) };
}

/**
 * A new customer of Casa Verde (approved at once, logged in by the sign-up) who adds a Pinheiros
 * address there: the address is saved, and the answer leads to the choice of Aurora and Bom Sabor.
 */
async function casaVerdeCustomerAddsPinheiros(): Promise<{ who: Shopper; location: string }> {
  const who = new Shopper(storefront.url);
  expect((await who.post("/casaverde/cadastro", newCustomer("lojas").fields)).status).toBe(303);
  const answer = await who.post("/casaverde/enderecos", {
    intent: "salvar",
    descricao: "Escritório",
    cep: "05422-001",
    rua: "Rua dos Pinheiros",
    numero: "10",
    complemento: "",
    bairro: "Pinheiros",
    cidade: "São Paulo",
    uf: "SP",
    pontoref: "",
  });
  expect(answer.status).toBe(303);
  return { who, location: answer.headers.get("location") ?? "" };
}

/** The store finder's page's cards: each store's name and the id its button posts. */
function offered(html: string): Array<{ name: string; id: string | undefined }> {
  return [...html.matchAll(/<article[^>]*>([\s\S]*?)<\/article>/g)].map((match) => {
    const card = match[1] ?? "";
    return {
      name: tags(card, "img")[0]?.alt ?? bodyText(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? ""),
      id: tags(card, "button")[0]?.value,
    };
  });
}

describe("a CEP typed on the delivery page", () => {
  it("this store serves it: nothing changes, the CEP is this store's", async () => {
    const { guest, answer } = await typedCep("aurora", MOOCA);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/aurora/entrega");
    expect(Object.keys(await choices(guest))).toEqual([SUPPLIER_IDS.aurora]);
  });

  it("exactly one other store serves it: the shopper is at that store, told why, with the way back; this store's choice untouched", async () => {
    const { guest, answer } = await typedCep("aurora", CAMBUI);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/casaverde");
    const kept = await choices(guest);
    expect(kept[SUPPLIER_IDS.casaverde]?.cep).toBe(CAMBUI);
    expect(kept[SUPPLIER_IDS.aurora]).toBeUndefined();
    const arrival = await (await guest.get("/casaverde")).text();
    expect(bodyText(arrival)).toContain(SWITCHED_TO_CASA_VERDE);
    expect(tags(arrival, "a").find((link) => link.href === "/aurora")).toBeDefined();
    expect(bodyText(arrival)).toContain("Voltar para Distribuidora Aurora");
  });

  it("several other stores serve it (an address a customer of Casa Verde adds): their choice with fee, minimum and next slot; one chosen takes the shopper there", async () => {
    const { who, location } = await casaVerdeCustomerAddsPinheiros();
    expect(location).toMatch(
      /^\/casaverde\/outras-lojas\?cep=05422001&lat=-?[\d.]+&lng=-?[\d.]+&cidade=S%C3%A3o\+Paulo&uf=SP$/,
    );
    const page = await (await who.get(location)).text();
    const text = bodyText(page);
    expect(text).toContain("Hortifruti Casa Verde não entrega no CEP 05422-001.");
    expect(
      offered(page)
        .map((card) => card.name)
        .toSorted(),
    ).toEqual(["Distribuidora Aurora", "Empório Bom Sabor"]);
    expect(text).toMatch(/Entrega: R\$\s25,00 · grátis a partir de R\$\s500,00/);
    expect(text).toMatch(/Pedido mínimo R\$\s300,00/);
    expect(text).toMatch(/Próxima entrega: /);
    expect(text).toContain("Continuar em Hortifruti Casa Verde");
    const chosen = await who.post(location, { idfornecedor: SUPPLIER_IDS.bomsabor });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/bomsabor");
    expect((await choices(who))[SUPPLIER_IDS.bomsabor]?.cep).toBe(PINHEIROS);
    expect(bodyText(await (await who.get("/bomsabor")).text())).toContain(
      "Hortifruti Casa Verde não entrega neste endereço; você está em Empório Bom Sabor, que entrega.",
    );
  });

  it("no store serves it: the spec's message next to the field, what was typed kept, nothing remembered", async () => {
    const { guest, answer } = await typedCep("aurora", SANTOS);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(fieldError(page, "cep")).toContain("Infelizmente ainda não atendemos o seu endereço");
    expect(fieldValue(page, "cep")).toBe(SANTOS);
    expect(guest.cookie("commerce-entrega")).toBeUndefined();
  });

  it("no store serves it but one has a pickup store in its city: the spec's message and that store", async () => {
    const { guest, answer } = await typedCep("aurora", BARAO_GERALDO);
    expect(answer.status).toBe(303);
    const location = answer.headers.get("location") ?? "";
    expect(location).toMatch(/^\/aurora\/outras-lojas\?cep=13084000&/);
    const page = await (await guest.get(location)).text();
    expect(bodyText(page)).toContain("Infelizmente ainda não atendemos o seu endereço");
    expect(bodyText(page)).toContain("Nesta cidade, você pode retirar o pedido em:");
    expect(offered(page)).toEqual([{ name: "Hortifruti Casa Verde", id: SUPPLIER_IDS.casaverde }]);
    const chosen = await guest.post(location, { idfornecedor: SUPPLIER_IDS.casaverde });
    expect(chosen.headers.get("location")).toBe("/casaverde");
  });

  it("a CEP the directory does not know is refused next to the field as before", async () => {
    const { answer } = await typedCep("aurora", "99999999");
    expect(answer.status).toBe(404);
    expect(fieldError(await answer.text(), "cep")).toContain("CEP não encontrado. Confira os números.");
  });
});

/** A form posted on a store's own domain (fetch cannot set Host). */
function postOnDomain(
  host: string,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: string; location?: string }> {
  const { port } = new URL(storefront.url);
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: "127.0.0.1",
        port: Number(port),
        path,
        method: "POST",
        headers: {
          Host: `${host}:${port}`,
          Origin: `http://${host}:${port}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            location: response.headers.location,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("on a store's own domain", () => {
  it("the shopper stays and sees only the spec's message, even where another store serves the address", async () => {
    const answer = await postOnDomain("bomsabor.localhost", "/entrega", { intent: "cep", cep: CAMBUI });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.body, "cep")).toContain("Infelizmente ainda não atendemos este endereço");
    expect(answer.body).not.toContain("Casa Verde");
  });

  it("has no page of other stores", async () => {
    const answer = await postOnDomain("bomsabor.localhost", `/outras-lojas?cep=${CAMBUI}&lat=-22.892&lng=-47.047`, {
      idfornecedor: SUPPLIER_IDS.casaverde,
    });
    expect(answer.status).toBe(404);
    expect(answer.location).toBeUndefined();
  });
});

describe("the page of other stores refuses what it did not offer", () => {
  it("a forged store id in the choice form is refused, the list shown again, nothing remembered", async () => {
    const { who: guest, location } = await casaVerdeCustomerAddsPinheiros();
    for (const forged of [SUPPLIER_IDS.casaverde, "00000000-0000-0000-0000-000000000000", "aurora", "x".repeat(5000)]) {
      const refused = await guest.post(location, { idfornecedor: forged });
      expect(refused.status, forged.slice(0, 40)).toBe(400);
      const page = await refused.text();
      expect(alertText(page)).toContain("Escolha uma das lojas da lista.");
      expect(offered(page)).toHaveLength(2);
    }
    // No place kept for another store (Casa Verde's own ship-to is its layout's, ADR 0031).
    expect(Object.keys(await choices(guest))).not.toContain(SUPPLIER_IDS.aurora);
    expect(Object.keys(await choices(guest))).not.toContain(SUPPLIER_IDS.bomsabor);
  });

  it.each([
    ["coordinates far outside Brazil", `cep=${CAMBUI}&lat=48.85&lng=2.35`],
    ["no coordinates", `cep=${CAMBUI}`],
    ["a malformed CEP", "cep=abc&lat=-22.89&lng=-47.05"],
  ])("%s: 'Não foi possivel encontrar fornecedores para este endereço'", async (_about, query) => {
    const answer = await new Shopper(storefront.url).get(`/aurora/outras-lojas?${query}`);
    expect(answer.status).toBe(400);
    expect(bodyText(await answer.text())).toContain("Não foi possivel encontrar fornecedores para este endereço");
  });
});

describe("a customer adds or chooses an address", () => {
  async function loggedIn(login = "cliente@exemplo.com.br"): Promise<Shopper> {
    const who = new Shopper(storefront.url);
    expect((await who.post("/aurora/entrar", { login, senha: "demo1234" })).status).toBe(303);
    return who;
  }

  const campinas = {
    intent: "salvar",
    descricao: "Casa em Campinas",
    cep: "13025-000",
    rua: "Rua Coronel Quirino",
    numero: "100",
    complemento: "",
    bairro: "Cambuí",
    cidade: "Campinas",
    uf: "SP",
    pontoref: "",
  };

  it("a Campinas address only Casa Verde serves: saved, and the shopper at Casa Verde, told why, Aurora's cart kept for the way back", async () => {
    const who = await loggedIn();
    expect(
      (await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "1" })).status,
    ).toBe(303);
    const answer = await who.post("/aurora/enderecos", campinas);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/casaverde");
    expect(bodyText(await (await who.get("/casaverde")).text())).toContain(SWITCHED_TO_CASA_VERDE);
    expect(bodyText(await (await who.get("/aurora/enderecos")).text())).toContain("Casa em Campinas");
    const cart = bodyText(await (await who.get("/aurora/carrinho")).text());
    expect(cart).not.toContain("Seu carrinho está vazio");
  });

  it("a customer who picks up adds an address only another store serves: saved, and the shopper stays, picking up", async () => {
    const who = await loggedIn();
    expect((await who.post("/aurora/entrega", { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
    const answer = await who.post("/aurora/enderecos", campinas);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/aurora/enderecos");
    const page = bodyText(await (await who.get("/aurora/enderecos")).text());
    expect(page).toContain("Casa em Campinas");
    expect(page).not.toContain("ainda não atendemos");
    expect(bodyText(await (await who.get("/aurora/entrega")).text())).toMatch(/Retirar na loja/);
  });

  it("an address no store serves: saved, the shopper stays, told with the spec's message", async () => {
    const who = await loggedIn();
    const answer = await who.post("/aurora/enderecos", {
      ...campinas,
      descricao: "Praia",
      cep: "11060-000",
      rua: "Avenida Ana Costa",
      bairro: "Gonzaga",
      cidade: "Santos",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/aurora/enderecos");
    expect(bodyText(await (await who.get("/aurora/enderecos")).text())).toContain(
      "Endereço salvo. Infelizmente ainda não atendemos o seu endereço.",
    );
  });

  it("use-primary-address keeps its meaning: a Bom Sabor customer who adds an address only Aurora serves is taken there, and back at Bom Sabor still delivers to the primary address", async () => {
    const { who } = await signUp(storefront.server, "bomsabor", "primario");
    const answer = await who.post("/bomsabor/enderecos", {
      ...campinas,
      descricao: "Escritório",
      cep: "03103-001",
      rua: "Rua da Mooca",
      bairro: "Mooca",
      cidade: "São Paulo",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/aurora");
    expect((await choices(who))[SUPPLIER_IDS.aurora]?.cep).toBe("03103001");
    const back = bodyText(await (await who.get("/bomsabor/entrega")).text());
    expect(back).toContain("Rua dos Pinheiros");
    expect(back).not.toMatch(/Entregar em[^.]*Rua da Mooca/);
  });

  it("choosing on the delivery page a saved address only another store serves takes the shopper there", async () => {
    const who = await loggedIn();
    await who.post("/aurora/enderecos", campinas);
    const list = await (await who.get("/aurora/entrega")).text();
    const campinasId = [...list.matchAll(/<p id="endereco-([^"]+)"[^>]*>([\s\S]*?)<\/p>/g)].find((match) =>
      bodyText(match[2] ?? "").includes("Casa em Campinas"),
    )?.[1];
    expect(campinasId).toBeDefined();
    const answer = await who.post("/aurora/entrega", { intent: "endereco", idendereco: campinasId! });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/casaverde");
  });
});
