/**
 * Delivery or pickup, its option and slot (docs/rules/delivery.md "Delivery type", "Delivery options", "Address";
 * §8 "No delivery option", "Address not served"; docs/upstream-api.md §51–§52) through the real
 * server over the embedded upstream: the page `/{s}/entrega` without JavaScript, the line under the
 * header of every store page, the cart, and the address tags of Bom Sabor.
 */
import { describe, expect, it } from "vitest";
import { bodyText, fieldError, fieldValue, tags } from "../../support/html";
import { seededStorefront } from "../../support/seeded-storefront";
import { Shopper } from "../../support/shopper";

// PUBLIC_CACHE=false: a test's answer never comes from another test's cached lookup.
const storefront = seededStorefront({
  env: { AUTH_ATTEMPTS_PER_IP: "1000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000", PUBLIC_CACHE: "false" },
});

const PAGE = "/aurora/entrega";
const PINHEIROS = "05422-001"; // served by Aurora and Bom Sabor
const SANTOS = "11060-000"; // served by nobody, no pickup store in the city

async function loggedIn(login = "cliente@exemplo.com.br", supplier = "aurora"): Promise<Shopper> {
  const who = new Shopper(storefront.url);
  const response = await who.post(`/${supplier}/entrar`, { login, senha: "demo1234" });
  expect(response.status, `login of ${login}`).toBe(303);
  // Bom Sabor asks for its terms of use at the first login.
  if (response.headers.get("location")?.includes("/termos"))
    await who.post(`/${supplier}/termos`, { intent: "aceitar", redirectTo: `/${supplier}` });
  return who;
}

async function html(who: Shopper, path = PAGE): Promise<string> {
  const response = await who.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The values of the "Quando?" choice (a button each), in order. */
function slotValues(page: string): string[] {
  return tags(page, "button")
    .filter((button) => button.name === "agendamento")
    .map((button) => button.value!);
}

/** The choice of `name` the page has pressed (the one in effect). */
const pressed = (page: string, name: string) =>
  tags(page, "button").find((button) => button.name === name && button["aria-pressed"] === "true")?.value;

/** The delivery line under the header. */
const barOf = (page: string, store = "aurora") =>
  bodyText(new RegExp(`<p class="[^"]*"><a[^>]*href="/${store}/entrega"[\\s\\S]*?</p>`).exec(page)?.[0] ?? "");

describe("a guest gives a CEP", () => {
  it("is asked for it, on the page and under the header of every store page", async () => {
    const guest = new Shopper(storefront.url);
    const page = await html(guest);
    expect(bodyText(page)).toContain("Como você quer receber?");
    expect(fieldValue(page, "cep")).toBe("");
    expect(barOf(await html(guest, "/aurora/categoria/101"))).toContain("Informe o CEP de entrega");
  });

  it("a served CEP shows the options with fee, minimum and slots; the line under the header says them on every page", async () => {
    const guest = new Shopper(storefront.url);
    const answer = await guest.post(PAGE, { intent: "cep", cep: PINHEIROS });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(PAGE);
    const page = await html(guest);
    const text = bodyText(page);
    expect(text).toContain("Entrega programada");
    expect(text).toMatch(/Entrega: R\$\s25,00 · grátis a partir de R\$\s500,00/);
    expect(text).toMatch(/Pedido mínimo R\$\s300,00/);
    expect(text).toMatch(
      /Próxima entrega: \w{3}\., \d{2}\/\d{2}, 08:00–12:00|Próxima entrega: \w{3}\., \d{2}\/\d{2}, 13:00–18:00/,
    );
    expect(slotValues(page).length).toBeGreaterThan(0);
    expect(slotValues(page)[0]).toMatch(/^aurora-programada\|\d{4}-\d{2}-\d{2}T\d{2}:00:00-03:00$/);
    const bar = barOf(await html(guest, "/aurora/categoria/101"));
    expect(bar).toContain("Entregar em 05422-001");
    expect(bar).toMatch(/Entrega R\$\s25,00 · grátis a partir de R\$\s500,00/);
  });

  it.each([
    { about: "a malformed CEP", cep: "0542-001", status: 400, message: "Informe o CEP com 8 dígitos." },
    { about: "5 000 characters", cep: "1".repeat(5000), status: 400, message: "Informe o CEP com 8 dígitos." },
    {
      about: "a CEP the directory does not know",
      cep: "99999-999",
      status: 404,
      message: "CEP não encontrado. Confira os números.",
    },
    {
      about: 'a CEP no store serves (docs/rules/delivery.md "Suppliers serving an address")',
      cep: SANTOS,
      status: 400,
      message: "Infelizmente ainda não atendemos o seu endereço",
    },
  ])(
    "$about is refused next to the field, what was typed kept, nothing remembered",
    async ({ cep, status, message }) => {
      const guest = new Shopper(storefront.url);
      const answer = await guest.post(PAGE, { intent: "cep", cep });
      expect(answer.status).toBe(status);
      const page = await answer.text();
      expect(fieldError(page, "cep")).toContain(message);
      expect(fieldValue(page, "cep")).toBe(cep);
      expect(guest.cookie("commerce-entrega")).toBeUndefined();
    },
  );
});

describe("the option and slot", () => {
  async function guestAt(cep: string) {
    const guest = new Shopper(storefront.url);
    expect((await guest.post(PAGE, { intent: "cep", cep })).status).toBe(303);
    return guest;
  }

  it("a slot confirmed is kept: the page shows it chosen and says so", async () => {
    const guest = await guestAt(PINHEIROS);
    const second = slotValues(await html(guest))[1]!;
    const answer = await guest.post(PAGE, { intent: "agendamento", agendamento: second });
    expect(answer.status).toBe(303);
    const page = await html(guest);
    expect(bodyText(page)).toMatch(
      /Entrega programada: \w{3}\., \d{2}\/\d{2}, \d{2}:00–\d{2}:00\. Você pode mudar quando quiser\./,
    );
    expect(pressed(page, "agendamento")).toBe(second);
  });

  it("a slot no longer offered, or another store's option, is refused next to the choice", async () => {
    const guest = await guestAt(PINHEIROS);
    for (const agendamento of [
      "aurora-programada|2020-01-06T08:00:00-03:00",
      "bomsabor-casa|2030-01-07T09:00:00-03:00",
    ]) {
      const answer = await guest.post(PAGE, { intent: "agendamento", agendamento });
      expect(answer.status, agendamento).toBe(409);
      expect(fieldError(await answer.text(), "agendamento")).toBe(
        "Esse horário não está mais disponível. Escolha outro.",
      );
    }
  });

  it("a malformed choice is refused in Portuguese", async () => {
    const guest = await guestAt(PINHEIROS);
    const answer = await guest.post(PAGE, { intent: "agendamento", agendamento: "x".repeat(500) });
    expect(answer.status).toBe(400);
    expect(fieldError(await answer.text(), "agendamento")).toBe("Escolha quando receber o pedido.");
  });

  it("without a place there is nothing to choose yet", async () => {
    const answer = await new Shopper(storefront.url).post(PAGE, {
      intent: "agendamento",
      agendamento: "aurora-programada|2030-01-07T08:00:00-03:00",
    });
    expect(answer.status).toBe(400);
    expect(bodyText(await answer.text())).toContain("Informe onde receber o pedido para ver as formas de entrega.");
  });
});

describe('delivery or pickup (docs/rules/delivery.md "Delivery type")', () => {
  it("at a store with both, pickup shows the store, its opening hours and the pickup slots", async () => {
    const guest = new Shopper(storefront.url);
    expect((await guest.post(PAGE, { intent: "tipo", tipoEntrega: "RETIRADA" })).status).toBe(303);
    const page = await html(guest);
    const text = bodyText(page);
    expect(text).toContain("Retirar em: Centro de distribuição Mooca");
    expect(text).toContain("Segunda a sexta: 07:00–17:00");
    expect(text).toContain("Sábado: 07:00–12:00");
    expect(text).toContain("Retirada no centro de distribuição");
    expect(slotValues(page)[0]).toMatch(/^aurora-retirada\|/);
    expect(barOf(await html(guest, "/aurora"))).toContain("Retirar na loja");
  });

  it("a type left out is refused in Portuguese", async () => {
    const answer = await new Shopper(storefront.url).post(PAGE, { intent: "tipo" });
    expect(answer.status).toBe(400);
    expect(bodyText(await answer.text())).toContain("Escolha entre receber no endereço e retirar na loja.");
  });

  it("a pickup-only store forces pickup: no choice, the store and its slots at once", async () => {
    const guest = new Shopper(storefront.url);
    const page = await html(guest, "/casaverde/entrega");
    expect(bodyText(page)).toContain("Nesta loja você retira o pedido na loja.");
    expect(page).not.toContain('name="tipoEntrega"');
    expect(bodyText(page)).toContain("Retirada no balcão");
    expect(slotValues(page).length).toBeGreaterThan(0);
    // Asking for delivery there changes nothing.
    await guest.post("/casaverde/entrega", { intent: "tipo", tipoEntrega: "DELIVERY" });
    expect(bodyText(await html(guest, "/casaverde/entrega"))).toContain("Retirada no balcão");
  });
});

describe("a customer's saved addresses", () => {
  it("are offered; the one picked gives its options, and the cart shows the option, slot and what is missing for the minimum", async () => {
    const who = await loggedIn();
    const page = await html(who);
    expect(bodyText(page)).toContain("Endereço de entrega");
    const work = /<strong>Trabalho: <\/strong>[\s\S]*?name="idendereco" value="(\d+)"/.exec(page)?.[1];
    expect(work, "the Trabalho address").toBeDefined();
    expect((await who.post(PAGE, { intent: "endereco", idendereco: work! })).status).toBe(303);
    const chosen = await html(who);
    expect(pressed(chosen, "idendereco")).toBe(work);
    expect(bodyText(chosen)).toContain("Entrega programada");

    await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "1" });
    const cart = bodyText(await html(who, "/aurora/carrinho"));
    expect(cart).toContain("Entregar em Trabalho:");
    expect(cart).toMatch(/Entrega programada\s*R\$\s25,00/);
    expect(cart).toMatch(/Grátis a partir de R\$\s500,00 em produtos\./);
    expect(cart).toMatch(/Entrega: \w{3}\., \d{2}\/\d{2}, \d{2}:00–\d{2}:00/);
    expect(cart).toMatch(/Pedido mínimo R\$\s300,00: faltam R\$\s[\d.,]+ em produtos\./);
    expect(cart).toContain("Alterar entrega ou horário");

    // Six bales pass both the minimum and the free-delivery threshold.
    await who.post("/aurora/carrinho", { intent: "adicionar", idproduto: "1001", quantidade: "5" });
    const bigger = bodyText(await html(who, "/aurora/carrinho"));
    expect(bigger).toMatch(/Entrega programada\s*Grátis/);
    expect(bigger).not.toMatch(/faltam R\$/);
  });

  it("another customer's address, or one that does not exist, is refused", async () => {
    const who = await loggedIn();
    for (const idendereco of ["999999", "1"]) {
      const answer = await who.post(PAGE, { intent: "endereco", idendereco });
      if (idendereco === "1" && answer.status === 303) continue; // address 1 may be this customer's own
      expect(answer.status, idendereco).toBe(404);
      expect(bodyText(await answer.text())).toContain("Este endereço não existe mais na sua conta.");
    }
  });
});

describe("the line under the header names only what this shopper chose", () => {
  it("after logging out, a customer's address is not shown to whoever uses the browser next", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "bomsabor");
    expect(barOf(await html(who, "/bomsabor"), "bomsabor")).toContain("Entregar em Principal: Avenida Paulista");
    await who.post("/bomsabor/sair", {});
    const bar = barOf(await html(who, "/bomsabor"), "bomsabor");
    expect(bar).toContain("Informe o CEP de entrega");
    expect(bar).not.toContain("01310-100");
  });

  it("a guest's CEP is not a customer's address: after logging in, the customer's own ship-to is named", async () => {
    const who = new Shopper(storefront.url);
    expect((await who.post(PAGE, { intent: "cep", cep: PINHEIROS })).status).toBe(303);
    await who.post("/aurora/entrar", { login: "empresa@exemplo.com.br", senha: "demo1234" });
    const bar = barOf(await html(who, "/aurora"));
    expect(bar).toContain("Entregar em Principal: Rua da Mooca, 2100");
    expect(bar).not.toContain("05422-001");
  });
});

describe('Bom Sabor\'s address tags (docs/rules/delivery.md "Address")', () => {
  it("use-primary-address: the primary address is the delivery address from the first page", async () => {
    const who = await loggedIn("cliente@exemplo.com.br", "bomsabor");
    const home = await who.get("/bomsabor");
    expect(home.status).toBe(200);
    // Avenida Paulista is outside Bom Sabor's area: said under the header from the first page.
    expect(bodyText(await home.text())).toMatch(
      /Entregar em Principal: Avenida Paulista, [^(]*01310-100 \(mudar\)\s*O fornecedor não atende no endereço informado/,
    );
    expect(who.cookie("commerce-entrega")).toBeDefined();
  });

  it("requires-address-to-access: a customer without an address is sent to make one (even with an address of theirs remembered from before), and may browse once it is made", async () => {
    const atBomSabor = await loggedIn("cliente@exemplo.com.br", "bomsabor");
    // The primary address is remembered as the delivery address…
    expect((await atBomSabor.get("/bomsabor")).status).toBe(200);
    // …then every address is deleted (at Aurora, which requires none; addresses are the customer's at every store).
    await atBomSabor.post("/aurora/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const list = await html(atBomSabor, "/aurora/enderecos");
    for (const id of new Set([...list.matchAll(/excluir=(\d+)/g)].map((match) => match[1]!))) {
      expect((await atBomSabor.post("/aurora/enderecos", { intent: "excluir", idendereco: id })).status).toBe(303);
    }
    await atBomSabor.post("/bomsabor/entrar", { login: "cliente@exemplo.com.br", senha: "demo1234" });
    const home = await atBomSabor.get("/bomsabor");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/bomsabor/enderecos?novo=1");
    const form = await html(atBomSabor, "/bomsabor/enderecos?novo=1");
    expect(bodyText(form)).toContain("Cadastre um endereço de entrega para comprar nesta loja.");
    // Pages a customer needs to leave or to read stay open.
    for (const open of ["/bomsabor/conta", "/bomsabor/paginas/entregas"])
      expect((await atBomSabor.get(open)).status, open).not.toBe(302);
    const saved = await atBomSabor.post("/bomsabor/enderecos", {
      intent: "salvar",
      descricao: "Casa",
      cep: PINHEIROS,
      rua: "Rua dos Pinheiros",
      numero: "10",
      complemento: "",
      bairro: "Pinheiros",
      cidade: "São Paulo",
      uf: "SP",
      pontoref: "",
    });
    expect(saved.status).toBe(303);
    expect((await atBomSabor.get("/bomsabor")).status).toBe(200);
  });
});
