import { expect, test } from "./support/fixtures";
import { SUPPLIERS } from "./support/suppliers";

const aurora = SUPPLIERS.aurora;

test.describe("error pages inside a store", () => {
  test(
    "an unknown page shows the Portuguese 404 within the store's header and footer",
    { tag: "@same-without-js" },
    async ({ page, visit, settle, a11y }) => {
      const response = await visit(`/${aurora.slug}/qualquer-coisa`, { status: 404 });
      expect(response.headers()["content-type"]).toContain("text/html");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
      await expect(page.getByRole("main")).toContainText("O endereço que você abriu não existe ou foi removido.");
      await expect(
        page.getByRole("banner").getByRole("link", { name: `${aurora.name} — página inicial` }),
      ).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Categorias", exact: true })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© ${aurora.name}`);

      const back = page.getByRole("link", { name: "Voltar para a página inicial" });
      await expect(back).toHaveAttribute("href", `/${aurora.slug}`);
      await back.click();
      await expect(page).toHaveURL(`/${aurora.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aurora.welcome);
      await settle();
      await a11y.check();
    },
  );

  test(
    "the too-many-requests page answers 429 and offers to try again",
    { tag: "@same-without-js" },
    async ({ page, visit, settle, a11y }) => {
      const response = await visit(`/${aurora.slug}/erro/too-many-request`, { status: 429 });
      expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Muitas solicitações");
      await expect(page).toHaveTitle(/^Muitas solicitações/);
      await expect(
        page.getByRole("banner").getByRole("link", { name: `${aurora.name} — página inicial` }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();

      const retry = page.getByRole("link", { name: "Tentar novamente" });
      await expect(retry).toBeVisible();
      await retry.click();
      await expect(page).toHaveURL(`/${aurora.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aurora.welcome);
      await settle();
      await a11y.check();
    },
  );
});
