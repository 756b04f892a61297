import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ALL_SUPPLIERS, SUPPLIERS } from "./support/suppliers";

/**
 * The marketplace root finds the supplier for a CEP (docs/rules/delivery.md "Suppliers serving an address": "exactly one means
 * switching to it; several means offering a choice; none gives the warning 'Infelizmente ainda não
 * atendemos o seu endereço'"). Demo CEPs (upstream/seed/ceps.ts): Mooca is served by aurora only,
 * Pinheiros by aurora and bomsabor, Barão Geraldo by nobody.
 */
async function searchCep(page: Page, cep: string): Promise<void> {
  const form = page.getByRole("form", { name: "Buscar fornecedores pelo CEP" });
  await form.getByLabel("CEP de entrega").fill(cep);
  await form.getByRole("button", { name: "Buscar fornecedores" }).click();
}

test.describe("the marketplace finds the supplier for a CEP", () => {
  test("a CEP one supplier serves opens its store", async ({ page, visit, settle, a11y }) => {
    await visit("/");
    await searchCep(page, "03103-000");
    await expect(page).toHaveURL(`/${SUPPLIERS.aurora.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLIERS.aurora.welcome);
    await settle();
    await a11y.check();
  });

  test("a CEP several suppliers serve offers the choice with what delivery costs; following one opens its store", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/");
    await searchCep(page, "05422001");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fornecedores que atendem o CEP 05422-001");
    await expect(page.getByLabel("CEP de entrega")).toHaveValue("05422-001");
    const main = page.getByRole("main");
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(2);
    // Each card is named by its store's logo, the card's heading.
    const card = (name: string) => cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card(SUPPLIERS.bomsabor.name)).toContainText("Entrega: R$ 9,90 · grátis a partir de R$ 150,00");
    await expect(card(SUPPLIERS.aurora.name)).toContainText("Pedido mínimo R$ 300,00");
    await expect(card(SUPPLIERS.aurora.name)).toContainText(
      /Próxima entrega: \S+, \d{2}\/\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/,
    );
    await settle();
    await a11y.check("supplier choice");

    await main.getByRole("link", { name: new RegExp(`^${SUPPLIERS.bomsabor.name}`) }).click();
    await expect(page).toHaveURL(`/${SUPPLIERS.bomsabor.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SUPPLIERS.bomsabor.welcome);
    await settle();
    await a11y.check();
  });

  test("a CEP nobody serves says so next to the field, keeps it, and lists every supplier", async ({
    page,
    visit,
    settle,
    a11y,
  }) => {
    await visit("/");
    await searchCep(page, "13084-000");
    const form = page.getByRole("form", { name: "Buscar fornecedores pelo CEP" });
    await expect(form.getByText("Infelizmente ainda não atendemos o seu endereço")).toBeVisible();
    await expect(form.getByLabel("CEP de entrega")).toHaveValue("13084-000");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(ALL_SUPPLIERS.length);
    await settle();
    await a11y.check("CEP not served");
  });
});
