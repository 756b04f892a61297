/**
 * The addresses page `/{s}/enderecos` through the real server over the embedded upstream (docs/rules/delivery.md "Address"
 * "Address": chosen, registered, updated, deleted; §8 "Address update code 400"; docs/upstream-api.md
 * §46–§50): forms without JavaScript, the CEP looked up on the server, what was typed kept on every
 * refusal, each customer's own addresses only.
 */
import { describe, expect, it } from "vitest";
import { bodyText, fieldError as errorOf, fieldValue as valueOf, tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";

const storefront = seededStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });

const PAGE = "/aurora/enderecos";

async function loggedIn(login = "cliente@exemplo.com.br", supplier = "aurora"): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  const response = await who.post(`/${supplier}/entrar`, { login, senha: "demo1234" });
  expect(response.status, `login of ${login}`).toBe(303);
  return who;
}

async function page(who: Shopper, path = PAGE): Promise<string> {
  const response = await who.get(path);
  expect(response.status).toBe(200);
  return response.text();
}

const newAddress = {
  intent: "salvar",
  descricao: "Depósito",
  cep: "05407-010",
  rua: "Rua Cardeal Arcoverde",
  numero: "S/N",
  complemento: "",
  bairro: "Pinheiros",
  cidade: "São Paulo",
  uf: "SP",
  pontoref: "Ao lado da padaria",
};

describe("the list", () => {
  it("shows the customer's addresses, the primary one first and marked", async () => {
    const text = bodyText(await page(await loggedIn()));
    expect(text).toMatch(
      /Principal\s*Principal\s*Avenida Paulista, 1578, apto 42 — Bela Vista, São Paulo - SP, 01310-100/,
    );
    expect(text).toContain("Trabalho");
    expect(text).toContain("Tornar Trabalho principal");
    expect(text).not.toContain("Tornar Principal principal");
  });

  it("sends a guest to log in and back", async () => {
    const response = await new Shopper(storefront.url).get(PAGE);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent(PAGE)}`);
  });

  it("a representative acting for a client sees the client's addresses under the client's name; one who has not picked a client is sent to pick one", async () => {
    const who = new Shopper(storefront.url);
    await who.post("/aurora/entrar", { login: "representante@exemplo.com.br", senha: "demo1234", representante: "on" });
    const unpicked = await who.get(PAGE);
    expect(unpicked.status).toBe(302);
    expect(unpicked.headers.get("location")).toBe("/aurora/clientes");
    await who.post("/aurora/clientes", { intent: "atender", idcliente: "501" });
    const text = bodyText(await page(who));
    expect(text).toContain("Endereços de Ana Beatriz Souza");
    expect(text).toContain("Avenida Paulista, 1578");
    expect(text).not.toContain("Meus endereços");
  });
});

describe("a new address without JavaScript", () => {
  it("'Buscar CEP' fills street, district, city and state from the CEP and keeps what was typed", async () => {
    const who = await loggedIn();
    const response = await who.postSeeOther(PAGE, {
      intent: "buscar-cep",
      descricao: "Loja",
      cep: "01310100",
      rua: "",
      numero: "99",
      bairro: "",
      cidade: "",
      uf: "",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bodyText(html)).toContain("Preenchemos o endereço do CEP 01310-100: confira e complete com o número.");
    expect(valueOf(html, "cep")).toBe("01310-100");
    expect(valueOf(html, "rua")).toBe("Avenida Paulista");
    expect(valueOf(html, "bairro")).toBe("Bela Vista");
    expect(valueOf(html, "cidade")).toBe("São Paulo");
    expect(valueOf(html, "uf")).toBe("SP");
    expect(valueOf(html, "numero")).toBe("99");
    expect(valueOf(html, "descricao")).toBe("Loja");
  });

  it("'Buscar CEP' with a CEP the lookup does not know says so next to the field, everything typed kept", async () => {
    const who = await loggedIn();
    const response = await who.postSeeOther(PAGE, { ...newAddress, intent: "buscar-cep", cep: "99999-999" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(errorOf(html, "cep")).toBe("CEP não encontrado. Confira os números.");
    expect(valueOf(html, "cep")).toBe("99999-999");
    expect(valueOf(html, "rua")).toBe("Rua Cardeal Arcoverde");
  });

  it("an address whose CEP the lookup does not know is still saved, as typed", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, {
      ...newAddress,
      cep: "13084-100",
      rua: "Rua Eduardo Modesto",
      bairro: "Barão Geraldo",
      cidade: "Campinas",
    });
    expect(response.status).toBe(303);
    expect(bodyText(await page(who))).toContain("Rua Eduardo Modesto, S/N — Barão Geraldo, Campinas - SP, 13084-100");
  });

  it("a button the page does not have is refused in Portuguese, nothing saved", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, { ...newAddress, intent: "apagar-tudo" });
    expect(response.status).toBe(400);
    const text = bodyText(await response.text());
    expect(text).not.toMatch(/Invalid|Expected/);
    expect(text).not.toContain("Rua Cardeal Arcoverde, S/N");
  });

  it("saves it with S/N, placed by its CEP, and says so; the list shows it", async () => {
    const who = await loggedIn();
    const response = await who.post(PAGE, newAddress);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(PAGE);
    const text = bodyText(await page(who));
    expect(text).toContain("Endereço salvo.");
    expect(text).toContain("Depósito");
    expect(text).toContain("Rua Cardeal Arcoverde, S/N — Pinheiros, São Paulo - SP, 05407-010");
  });

  it.each([
    ["a CEP of 7 digits", { cep: "0540701" }, "cep"],
    ["no street", { rua: "" }, "rua"],
    ["no number", { numero: "" }, "numero"],
    ["5 000 characters in the street", { rua: "R".repeat(5000) }, "rua"],
    ["no state", { uf: "" }, "uf"],
    ["a name of 41 characters", { descricao: "D".repeat(41) }, "descricao"],
  ])("refuses %s next to the field, keeping the rest", async (_case, fields, field) => {
    const who = await loggedIn();
    const response = await who.post(PAGE, { ...newAddress, ...fields });
    expect(response.status).toBe(400);
    const html = await response.text();
    const control = tags(html, field === "uf" ? "select" : "input").find((attributes) => attributes.name === field);
    expect(control?.["aria-invalid"]).toBe("true");
    expect(valueOf(html, "pontoref")).toBe("Ao lado da padaria");
    expect(bodyText(html)).not.toMatch(/Invalid|Expected|Required/);
  });
});

describe("changing, choosing and deleting", () => {
  async function idOf(who: Shopper, name: string, path = PAGE): Promise<string> {
    const html = await page(who, path);
    const link = tags(html, "a").find((attributes) => attributes["aria-label"] === `Alterar ${name}`);
    const id = /editar=(\d+)/.exec(link?.href ?? "")?.[1];
    expect(id, `the address ${name}`).toBeDefined();
    return id!;
  }

  it("?editar= shows the address's form filled in; saving changes it", async () => {
    const who = await loggedIn();
    const id = await idOf(who, "Trabalho");
    const html = await page(who, `${PAGE}?editar=${id}`);
    expect(valueOf(html, "cep")).toBe("05422-011");
    expect(valueOf(html, "numero")).toBe("870");
    const response = await who.post(PAGE, {
      ...newAddress,
      idendereco: id,
      descricao: "Escritório",
      cep: "05422-011",
      rua: "Rua dos Pinheiros",
      numero: "880",
    });
    expect(response.status).toBe(303);
    const text = bodyText(await page(who));
    expect(text).toContain("Escritório");
    expect(text).toContain("Rua dos Pinheiros, 880 — Pinheiros, São Paulo - SP, 05422-011");
    expect(text).not.toContain("Trabalho");
  });

  it("makes another address the primary one", async () => {
    const who = await loggedIn();
    const id = await idOf(who, "Trabalho");
    expect((await who.post(PAGE, { intent: "principal", idendereco: id })).status).toBe(303);
    const text = bodyText(await page(who));
    expect(text).toContain("Endereço principal alterado.");
    expect(text).toMatch(/Trabalho\s*Principal/);
    expect(text).toContain("Tornar Principal principal");
  });

  it("?excluir= asks first; the form deletes it", async () => {
    const who = await loggedIn();
    const id = await idOf(who, "Trabalho");
    expect(bodyText(await page(who, `${PAGE}?excluir=${id}`))).toContain("Excluir Trabalho?");
    expect((await who.post(PAGE, { intent: "excluir", idendereco: id })).status).toBe(303);
    const text = bodyText(await page(who));
    expect(text).toContain("Endereço excluído.");
    expect(text).not.toContain("Trabalho");
  });

  it("another customer's address cannot be changed, chosen or deleted", async () => {
    const ana = await loggedIn();
    const company = await loggedIn("empresa@exemplo.com.br");
    const theirs = await idOf(company, "Principal");
    const edit = await ana.post(PAGE, { ...newAddress, idendereco: theirs });
    expect(edit.status).toBe(404);
    expect(bodyText(await edit.text())).toContain("Este endereço não existe mais na sua conta.");
    expect((await ana.post(PAGE, { intent: "principal", idendereco: theirs })).status).toBe(404);
    expect((await ana.post(PAGE, { intent: "excluir", idendereco: theirs })).status).toBe(404);
    expect(bodyText(await page(company))).toContain("Rua da Mooca, 2100");
  });

  it("at a store that requires an address (bomsabor), the last one cannot be deleted", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "bomsabor");
    await who.post("/bomsabor/termos", { intent: "aceitar", redirectTo: "/bomsabor/enderecos" });
    // Ana has two: one may go, the last may not.
    const trabalho = await idOf(who, "Trabalho", "/bomsabor/enderecos");
    expect((await who.post("/bomsabor/enderecos", { intent: "excluir", idendereco: trabalho })).status).toBe(303);
    const html = await page(who, "/bomsabor/enderecos");
    const last = /editar=(\d+)/.exec(html)?.[1] ?? "";
    expect(bodyText(await page(who, `/bomsabor/enderecos?excluir=${last}`))).toContain(
      "Esta loja precisa de um endereço de entrega",
    );
    const refusal = await who.post("/bomsabor/enderecos", { intent: "excluir", idendereco: last });
    expect(refusal.status).toBe(409);
    expect(bodyText(await refusal.text())).toContain(
      "Esta loja precisa de um endereço de entrega: cadastre outro antes de excluir este.",
    );
  });
});
