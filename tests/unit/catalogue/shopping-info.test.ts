import { describe, expect, it } from "vitest";
import { companyLine, footerFacts, socialNetworkName } from "~/models/company-info";
import { FooterSchema } from "~/models/supplier";
import { creditNote } from "~/models/credit-note";
import { discountPercent, piecePrice } from "~/models/shopping-info";

/** Prices as read: Intl writes "R$" and the amount apart by a no-break space. */
const plain = (text: string | null | undefined) => (text == null ? null : text.replace(/\u00a0/g, " "));

describe("price of each piece of a pack (multiploincremento pieces a pack)", () => {
  it.each<[string, number, { multiploincremento?: number | null; unidade: string }, string[], string | null]>([
    ["the bale of 10 at R$ 79,90", 79.9, { multiploincremento: 10, unidade: "fd" }, [], "R$ 7,99 cada · fardo com 10"],
    ["a box of 12", 118.8, { multiploincremento: 12, unidade: "cx" }, [], "R$ 9,90 cada · caixa com 12"],
    [
      "a tray of 10 eggs sold as one unit",
      18.9,
      { multiploincremento: 10, unidade: "un" },
      [],
      "R$ 1,89 cada · embalagem com 10",
    ],
    ["rounded to the cent", 10, { multiploincremento: 3, unidade: "cx" }, [], "R$ 3,33 cada · caixa com 3"],
    [
      "an unknown pack keeps its own word",
      50,
      { multiploincremento: 5, unidade: "saco" },
      [],
      "R$ 10,00 cada · saco com 5",
    ],
    ["sold one by one", 7.99, { multiploincremento: 1, unidade: "un" }, [], null],
    ["no multiple given", 7.99, { unidade: "un" }, [], null],
    ["by weight", 69.9, { multiploincremento: 2, unidade: "kg" }, [], null],
    ["a multiple that is no whole number", 10, { multiploincremento: 2.5, unidade: "cx" }, [], null],
    ["a price of zero", 0, { multiploincremento: 10, unidade: "fd" }, [], null],
    [
      "tag disable-product-multiple: the multiple counts no pieces",
      79.9,
      { multiploincremento: 10, unidade: "fd" },
      ["disable-product-multiple"],
      null,
    ],
  ])("%s", (_case, price, product, tags, text) => {
    expect(plain(piecePrice(price, product, tags)?.text)).toBe(text);
  });

  it("gives the piece's price and the count apart too", () => {
    expect(piecePrice(79.9, { multiploincremento: 10, unidade: "fd" }, [])).toMatchObject({ each: 7.99, count: 10 });
  });
});

describe("discount as a percentage of the list price (rounded down)", () => {
  it.each<[string, number | null, number, number | null]>([
    ["R$ 5,99 → R$ 4,99", 5.99, 4.99, 16],
    ["R$ 179,90 → R$ 164,90", 179.9, 164.9, 8],
    ["exactly 10 %", 100, 90, 10],
    ["half", 44.85, 22.425, 50],
    ["below 1 %", 100, 99.5, null],
    ["no list price", null, 10, null],
    ["list price equal to the price", 10, 10, null],
    ["list price below the price", 9, 10, null],
    ["list price of zero", 0, 0, null],
  ])("%s", (_case, listPrice, price, percent) => {
    expect(discountPercent(listPrice, price)).toBe(percent);
  });
});

describe("social networks by their names", () => {
  it.each([
    ["instagram", "Instagram"],
    ["INSTAGRAM", "Instagram"],
    ["linkedin", "LinkedIn"],
    ["youtube", "YouTube"],
    ["tik-tok", "TikTok"],
    ["facebook", "Facebook"],
    ["whatsapp", "WhatsApp"],
    ["twitter", "X (Twitter)"],
    ["mastodon", "Mastodon"],
    ["  flickr ", "Flickr"],
    ["Site oficial", "Site oficial"],
  ])("%s → %s", (rede, name) => {
    expect(socialNetworkName(rede)).toBe(name);
  });
});

describe("the company behind the store", () => {
  it.each<[string | null, string | null, string | null]>([
    [
      "Distribuidora Aurora Comércio de Alimentos Ltda.",
      "18345672000102",
      "Distribuidora Aurora Comércio de Alimentos Ltda. · CNPJ 18.345.672/0001-02",
    ],
    ["Empório Bom Sabor Ltda.", "27.418.593/0001-67", "Empório Bom Sabor Ltda. · CNPJ 27.418.593/0001-67"],
    [null, "18345672000102", "CNPJ 18.345.672/0001-02"],
    ["  ", "18345672000102", "CNPJ 18.345.672/0001-02"],
    ["Sem CNPJ Ltda.", null, null],
    ["Sem CNPJ Ltda.", " ", null],
  ])("%s, %s", (razao, cnpj, line) => {
    expect(companyLine(razao, cnpj)).toBe(line);
  });
});

describe("the footer's contact and company, worked out on the server", () => {
  it("says the company, the WhatsApp number and the social networks as the footer shows them", () => {
    const footer = FooterSchema.parse({
      contato: { whatsapp: "5511976540002" },
      redes_sociais: [
        { rede: "instagram", url: "https://instagram.com/aurora" },
        { rede: "mastodon", url: "https://mastodon.social/@aurora" },
      ],
      razao_social: "Distribuidora Aurora Ltda.",
      cnpj: "18345672000102",
    });
    expect(footerFacts(footer)).toEqual({
      company: "Distribuidora Aurora Ltda. · CNPJ 18.345.672/0001-02",
      contact: [
        {
          label: "WhatsApp:",
          text: "+55 (11) 97654-0002",
          href: "https://wa.me/5511976540002",
          rel: "noopener noreferrer",
        },
      ],
      socialNetworks: [
        { descricao: "Instagram", destino: "https://instagram.com/aurora" },
        { descricao: "Mastodon", destino: "https://mastodon.social/@aurora" },
      ],
    });
  });

  it("says nothing of what the store does not give", () => {
    expect(footerFacts(FooterSchema.parse({}))).toEqual({ company: null, contact: [], socialNetworks: [] });
  });

  it("says phone, WhatsApp, e-mail and address in that order, each with its link", () => {
    const footer = FooterSchema.parse({
      contato: { telefone: "(11) 3456-7800", email: "atendimento@aurora.com.br", whatsapp: "5511987650001" },
      endereco: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP",
    });
    expect(footerFacts(footer).contact).toEqual([
      { label: "Telefone:", text: "(11) 3456-7800", href: "tel:1134567800" },
      {
        label: "WhatsApp:",
        text: "+55 (11) 98765-0001",
        href: "https://wa.me/5511987650001",
        rel: "noopener noreferrer",
      },
      { label: "E-mail:", text: "atendimento@aurora.com.br", href: "mailto:atendimento@aurora.com.br" },
      { label: null, text: "Rua Borges de Figueiredo, 1500 — Mooca, São Paulo - SP", href: null },
    ]);
  });
});

describe("a company's credit in the cart", () => {
  it.each<[string, number | null, number, string | null, { available: string; shortfall: string | null } | null]>([
    ["no credit limit", null, 100, "FATURADO", null],
    [
      "within the credit",
      2480.5,
      1000,
      "FATURADO",
      { available: "Crédito disponível para faturar: R$ 2.480,50", shortfall: null },
    ],
    [
      "exactly the credit",
      2480.5,
      2480.5,
      "FATURADO",
      { available: "Crédito disponível para faturar: R$ 2.480,50", shortfall: null },
    ],
    [
      "above it, invoiced",
      2480.5,
      2600,
      "FATURADO",
      {
        available: "Crédito disponível para faturar: R$ 2.480,50",
        shortfall: "O total passa do crédito em R$ 119,50: escolha outra forma de pagamento ou reduza o pedido.",
      },
    ],
    [
      "above it, paid by PIX",
      2480.5,
      2600,
      "PIX",
      { available: "Crédito disponível para faturar: R$ 2.480,50", shortfall: null },
    ],
    ["no payment chosen", 100, 200, null, { available: "Crédito disponível para faturar: R$ 100,00", shortfall: null }],
    [
      "credit used beyond its limit reads as none",
      -50,
      10,
      "FATURADO",
      {
        available: "Crédito disponível para faturar: R$ 0,00",
        shortfall: "O total passa do crédito em R$ 10,00: escolha outra forma de pagamento ou reduza o pedido.",
      },
    ],
  ])("%s", (_case, credit, total, tipo, note) => {
    const got = creditNote(credit, total, tipo);
    expect(got && { available: plain(got.available), shortfall: plain(got.shortfall) }).toEqual(note);
  });
});
