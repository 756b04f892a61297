/**
 * `/{s}/combos` (docs/rules/catalogue.md "Combos page"; docs/upstream-api.md §22's lists) through the
 * real server without JavaScript, over a proxy in front of the embedded upstream that records every
 * call and answers faults on demand: a guest gets the combos for everyone, a customer the client
 * list with their own combo, another customer and a company's user not that one, a representative
 * the client they act for; prices only where the viewer may see them, in the page's data too; one
 * unreadable row degrades that row; a failed list is the page with a message; the home and the menu
 * link the page where the supplier has combos.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bodyText, hrefs, tags } from "../../support/html";
import {
  startMisbehavingUpstream,
  type FaultRequest,
  type MisbehavingUpstream,
} from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { CHECKOUT_ENV, logIn, read } from "../checkout/checkout-shopper";
import type { Shopper } from "../../support/shopper";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({ apiBaseUrl: upstream.url, env: { ...CHECKOUT_ENV, PUBLIC_CACHE: "false" } });
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
  upstream.seen.length = 0;
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

const isComboList = (request: FaultRequest) => /^\/v4\/promotional-combo-(all|client)\//.test(request.path);
/** The combo list calls the storefront made (their paths), in order. */
const comboListCalls = () => upstream.seen.filter(isComboList).map((request) => request.path);

/** The clients whose combo list the storefront asked for (promotional-combo-client), in order. */
const clientListsAsked = () =>
  comboListCalls()
    .filter((path) => path.startsWith("/v4/promotional-combo-client/"))
    .map((path) => path.split("/").at(-1));

/** The combos a page links to, by id, in the page's order (each once). */
const comboLinks = (html: string, store: string) => [
  ...new Set(
    hrefs(html)
      .filter((href) => href.startsWith(`/${store}/combo/`))
      .map((href) => href.slice(`/${store}/combo/`.length)),
  ),
];

async function open(who: Shopper | null, path: string) {
  const response = who ? await who.get(path) : await fetch(`${server.url}${path}`, { redirect: "manual" });
  return read(response, path);
}

/** A representative logged in at Aurora acting for this client (/aurora/clientes). */
async function representativeFor(idcliente: number): Promise<Shopper> {
  const rep = await logIn(server, "aurora", "representante@exemplo.com.br", { representante: "on" });
  expect((await rep.post("/aurora/clientes", { intent: "atender", idcliente: String(idcliente) })).status).toBe(303);
  return rep;
}

describe("whose combos", () => {
  it("a guest gets the combos for everyone (promotional-combo-all), priced where guests see prices", async () => {
    const page = await open(null, "/casaverde/combos");
    expect(page.status).toBe(200);
    expect(comboLinks(page.html, "casaverde")).toEqual(["721", "722"]);
    expect(page.text).toContain("Feira da semana");
    expect(page.text).toContain("Banana, maçã, laranja e tomate escolhidos para a semana toda.");
    expect(page.text).toMatch(/R\$\s*39,90/);
    expect(comboListCalls().length).toBeGreaterThan(0);
    expect(comboListCalls().every((path) => path.startsWith("/v4/promotional-combo-all/"))).toBe(true);
  });

  it("a guest where prices are hidden gets the combos without any price, in the page and in its data", async () => {
    const page = await open(null, "/aurora/combos");
    expect(page.status).toBe(200);
    expect(comboLinks(page.html, "aurora")).toEqual(["701", "702"]);
    expect(page.text).toContain("Preço disponível após o login");
    expect(page.html).not.toContain("R$");
    const data = await fetch(`${server.url}/aurora/combos.data`);
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain("Kit café do comércio");
    expect(body).not.toMatch(/preco/);
  });

  it("a customer gets the client list: the combos for everyone and the one offered to them only, priced", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    upstream.seen.length = 0;
    const page = await open(ana, "/aurora/combos");
    expect(page.status).toBe(200);
    expect(comboLinks(page.html, "aurora")).toEqual(["701", "702", "704"]);
    expect(page.text).toContain("Cesta básica do seu restaurante");
    expect(clientListsAsked()).toEqual(["501"]);
    // Priced for the customer's payment method, as the combo's own page prices it.
    const listed = /Kit café do comércio.*?De\s*(R\$\s*[\d.,]+)\s*por\s*(R\$\s*[\d.,]+)/.exec(page.text);
    expect(listed).not.toBeNull();
    const own = await open(ana, "/aurora/combo/701");
    expect(own.text).toContain(`De ${listed?.[1]} por ${listed?.[2]}`);
    const data = await (await ana.get("/aurora/combos.data")).text();
    expect(data).toContain("preco_combo");
  });

  it("another customer, and a user of that company, do not get the combo offered to the first customer", async () => {
    for (const login of ["empresa@exemplo.com.br", "comprador@exemplo.com.br"]) {
      const who = await logIn(server, "aurora", login);
      upstream.seen.length = 0;
      const page = await open(who, "/aurora/combos");
      expect(page.status, login).toBe(200);
      expect(comboLinks(page.html, "aurora"), login).toEqual(["701", "702"]);
      expect(page.text, login).not.toContain("Cesta básica do seu restaurante");
      // A company's user sees the company's combos: the list of the company's client.
      expect(clientListsAsked(), login).toEqual(["502"]);
    }
  });

  it("a representative gets the combos of the client they act for", async () => {
    const forAna = await representativeFor(501);
    upstream.seen.length = 0;
    expect(comboLinks((await open(forAna, "/aurora/combos")).html, "aurora")).toEqual(["701", "702", "704"]);
    expect(clientListsAsked()).toEqual(["501"]);
    const forCompany = await representativeFor(502);
    expect(comboLinks((await open(forCompany, "/aurora/combos")).html, "aurora")).toEqual(["701", "702"]);
  });

  it("a supplier whose modules leave combos out has no combos page, and is not asked for them", async () => {
    const page = await open(null, "/bomsabor/combos");
    expect(page.status).toBe(404);
    expect(hrefs((await open(null, "/bomsabor")).html)).not.toContain("/bomsabor/combos");
    expect(comboListCalls()).toEqual([]);
  });
});

describe("what the upstream answers", () => {
  it("one unreadable row degrades that row only: no id, no card; a price it cannot read, the card without it", async () => {
    upstream.setFault({
      mode: "rewrite",
      match: isComboList,
      rewrite: (body) => {
        const [first, second] = body as Record<string, unknown>[];
        return [
          { ...first, preco_combo: "caro", validade_fim: "amanhã" },
          { ...second, idcombo: "../../conta" },
          { nome: "Sem número" },
          ...(body as unknown[]).slice(2),
        ];
      },
    });
    const page = await open(null, "/casaverde/combos");
    expect(page.status).toBe(200);
    expect(comboLinks(page.html, "casaverde")).toEqual(["721"]);
    expect(page.text).toContain("Feira da semana");
    expect(page.text).toContain("Veja o preço na página do combo");
    expect(page.text).not.toContain("Válido até");
    expect(page.text).not.toContain("Kit salada");
  });

  it("an empty list says so, kindly", async () => {
    upstream.setFault({ mode: "rewrite", match: isComboList, rewrite: () => [] });
    const page = await open(null, "/casaverde/combos");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Nenhum combo disponível no momento.");
    expect(comboLinks(page.html, "casaverde")).toEqual([]);
  });

  it.each(["500", "malformed"] as const)(
    "a list that fails (%s) is the page with a message, not an error page",
    async (mode) => {
      upstream.setFault({ mode, match: isComboList });
      const page = await open(null, "/casaverde/combos");
      expect(page.status).toBe(503);
      expect(page.text).toContain("Não foi possível carregar os combos agora. Tente novamente em instantes.");
      expect(page.html).toContain('aria-label="Categorias"');
      expect(page.html).not.toMatch(/at \w+ \(|stack|TypeError/);
    },
  );
});

describe("the links to the page", () => {
  it("the home and the menu link the combos where the supplier offers some", async () => {
    const home = await open(null, "/casaverde");
    expect(hrefs(home.html).filter((href) => href === "/casaverde/combos").length).toBe(2);
    expect(bodyText(home.html)).toContain("2 combos com preço especial");
    const category = await open(null, "/casaverde/categoria/301");
    expect(hrefs(category.html)).toContain("/casaverde/combos");
  });

  it("a customer's home counts their own combos too", async () => {
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    expect(bodyText((await open(ana, "/aurora")).html)).toContain("3 combos com preço especial");
  });

  it("without combos neither the home nor the menu links the page", async () => {
    upstream.setFault({ mode: "rewrite", match: isComboList, rewrite: () => [] });
    const home = await open(null, "/casaverde");
    expect(home.status).toBe(200);
    expect(hrefs(home.html)).not.toContain("/casaverde/combos");
  });

  it("the list failing leaves the links out, never the home", async () => {
    upstream.setFault({ mode: "500", match: isComboList });
    const home = await open(null, "/casaverde");
    expect(home.status).toBe(200);
    expect(hrefs(home.html)).not.toContain("/casaverde/combos");
  });
});

describe("a combo's own page", () => {
  it("gives the combo's last day as the day the upstream names, in any time zone", async () => {
    const page = await open(null, "/casaverde/combo/722");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/Válido até 31 de dezembro de \d{4}/);
  });

  it("leads back to the combos page from its breadcrumbs", async () => {
    const page = await open(null, "/casaverde/combo/721");
    const crumbs = /<nav aria-label="Você está em"[\s\S]*?<\/nav>/.exec(page.html)?.[0] ?? "";
    expect(hrefs(crumbs)).toEqual(["/casaverde", "/casaverde/combos"]);
    expect(bodyText(crumbs)).toContain("Combos promocionais");
  });
});

describe("without JavaScript", () => {
  it("each card is a plain link to its combo page, where the combo's products go to the cart by a plain form", async () => {
    const page = await open(null, "/casaverde/combos");
    const cards = page.html.match(/<article[\s\S]*?<\/article>/g) ?? [];
    expect(cards.length).toBe(2);
    for (const [index, card] of cards.entries())
      expect(hrefs(card), `card ${index}`).toContain(`/casaverde/combo/${["721", "722"][index]}`);
    // Nothing on the list needs a script: no button outside a form, the cards hold no form of their own.
    expect(cards.join("")).not.toMatch(/<form|<button/);

    // A guest's buy button on a combo's page is a link to log in; a customer's, a plain form posting to the cart.
    const asGuest = await open(null, "/casaverde/combo/721");
    expect(
      hrefs(asGuest.html).some((href) => href.startsWith("/casaverde/entrar?") && href.includes("motivo=compra")),
    ).toBe(true);
    const ana = await logIn(server, "aurora", "cliente@exemplo.com.br");
    const listed = await open(ana, "/aurora/combos");
    expect(comboLinks(listed.html, "aurora")).toEqual(["701", "702", "704"]);
    const combo = await open(ana, "/aurora/combo/704");
    const forms = tags(combo.html, "form").filter((form) => form.action === "/aurora/carrinho");
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((form) => form.method === "post")).toBe(true);
    expect(combo.html).toContain('name="intent" value="adicionar"');
  });
});

describe("the sitemap", () => {
  const sitemapPaths = async (store: string) => {
    const answer = await fetch(`${server.url}/${store}/sitemap.xml`);
    expect(answer.status, store).toBe(200);
    return [...(await answer.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  };

  it("lists the combos page where the store offers combos, not where its modules leave them out", async () => {
    expect(await sitemapPaths("casaverde")).toContain("/casaverde/combos");
    expect(await sitemapPaths("bomsabor")).not.toContain("/bomsabor/combos");
  });

  it.each(["500", "malformed", "empty"] as const)(
    "a combos call that fails or has none (%s) leaves the page out, never the sitemap",
    async (mode) => {
      upstream.setFault(
        mode === "empty" ? { mode: "rewrite", match: isComboList, rewrite: () => [] } : { mode, match: isComboList },
      );
      const paths = await sitemapPaths("casaverde");
      expect(paths).not.toContain("/casaverde/combos");
      expect(paths).toContain("/casaverde/produto/3001");
    },
  );
});
