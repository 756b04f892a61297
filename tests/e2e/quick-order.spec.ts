import type { Locator, Page } from "@playwright/test";
import { newCustomer } from "../support/new-customer";
import { xlsxFile } from "../support/xlsx-file";
import { expect, test } from "./support/fixtures";

/** A new customer of a store, signed up by a plain form POST (terms accepted where there are some); the page's context is logged in. */
async function signUp(page: Page, baseURL: string | undefined, store: "casaverde" | "bomsabor"): Promise<void> {
  const customer = newCustomer("pedidorapido");
  const headers = { Origin: baseURL! };
  expect(
    (await page.request.post(`/${store}/cadastro`, { form: customer.fields, headers, maxRedirects: 0 })).status(),
  ).toBe(303);
  if (store === "bomsabor")
    expect(
      (await page.request.post("/bomsabor/termos", { form: { intent: "aceitar" }, headers, maxRedirects: 0 })).status(),
    ).toBe(303);
}

/** The report's row of a line: its cells' texts, from the line number to the situation. */
async function reportRow(page: Page, linha: number): Promise<string[]> {
  const row = page
    .getByRole("table", { name: "Resultado linha a linha" })
    .getByRole("row")
    .filter({ has: page.locator("td:first-child", { hasText: new RegExp(`^${linha}$`) }) });
  return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
}

function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

test.describe("quick order", () => {
  test("a guest is sent to log in and comes back to the quick order", async ({ page, visit, a11y }) => {
    await visit("/casaverde/pedido-rapido");
    await expect(page).toHaveURL(/\/casaverde\/entrar\?redirectTo=%2Fcasaverde%2Fpedido-rapido/);
    await a11y.check("login before the quick order");
  });

  test("pastes lines: found, adjusted to the step, an unknown code and a bad quantity; the good ones go to the cart", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await signUp(page, baseURL, "casaverde");
    await visit("/casaverde");
    const account = page.getByRole("navigation", { name: "Conta" });
    await account.locator("summary").click();
    await account.getByRole("link", { name: "Pedido rápido" }).click();
    await expect(page).toHaveURL(/\/casaverde\/pedido-rapido$/);
    await settle();
    await a11y.check("quick order");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(main.getByRole("alert")).toHaveText("Cole as linhas do pedido ou escolha uma planilha.");
    consoleProblems.forgetFailedLoads(400); // the refused form answers 400: the browser says so in its console
    await settle();
    await a11y.check("nothing sent");

    const typed = "CVD-0001;2\n\ncvd-0003 ; 1,2\nXYZ-999;3\nCVD-0004;-1,5\nCVD-0008\t9";
    await main.getByLabel("Cole aqui: código;quantidade, um por linha").fill(typed);
    await main.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(main.getByRole("heading", { name: "Resultado" })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(
      "3 produtos adicionados ao carrinho. 2 linhas não entraram: veja a situação de cada uma.",
    );
    expect(await reportRow(page, 1)).toEqual(["1", "CVD-0001", "Banana prata", "2", "2 kg", "Encontrado"]);
    expect(await reportRow(page, 3)).toEqual([
      "3",
      "cvd-0003",
      "Maçã gala",
      "1,2",
      "1,5 kg",
      "Ajustado para 1,5 kg: vendido em múltiplos de 0,5 kg",
    ]);
    expect(await reportRow(page, 4)).toEqual(["4", "XYZ-999", "—", "3", "—", "Código não encontrado"]);
    expect((await reportRow(page, 5)).slice(0, 5)).toEqual(["5", "CVD-0004", "Maçã fuji", "-1,5", "—"]);
    expect((await reportRow(page, 5))[5]).toMatch(/^Quantidade inválida/);
    expect(await reportRow(page, 6)).toEqual([
      "6",
      "CVD-0008",
      "Uva niágara",
      "9",
      "5 kg",
      "Ajustado para 5 kg: o máximo por pedido é 5 kg",
    ]);
    // Nothing is lost: the lines that did not go to the cart wait in the field, to correct.
    await expect(main.getByLabel("Cole aqui: código;quantidade, um por linha")).toHaveValue("XYZ-999;3\nCVD-0004;-1,5");
    await settle();
    await a11y.check("report of pasted lines");

    await main.getByRole("link", { name: "Ver carrinho" }).click();
    await expect(page).toHaveURL(/\/casaverde\/carrinho$/);
    await settle();
    await expect(cartLine(page, "Banana prata").getByLabel(/Quantidade de Banana prata/)).toHaveValue("2");
    await expect(cartLine(page, "Maçã gala").getByLabel(/Quantidade de Maçã gala/)).toHaveValue("1,5");
    await expect(cartLine(page, "Uva niágara").getByLabel(/Quantidade de Uva niágara/)).toHaveValue("5");
    await expect(cartLine(page, "Maçã fuji")).toHaveCount(0);
    await a11y.check("cart after the quick order");
  });

  test("uploads a spreadsheet: a file that is not one is refused, an XLSX is read line by line", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    await signUp(page, baseURL, "bomsabor");
    await visit("/bomsabor/pedido-rapido");
    const main = page.getByRole("main");
    const file = main.getByLabel("Ou envie uma planilha");
    await file.setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00]),
    });
    await main.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(main.getByText("O arquivo não é uma planilha CSV ou XLSX.")).toBeVisible();
    consoleProblems.forgetFailedLoads(400); // the refused form answers 400: the browser says so in its console
    await expect(main.getByLabel("Ou envie uma planilha")).toHaveAttribute("aria-invalid", "true");
    await settle();
    await a11y.check("not a spreadsheet");

    const workbook = xlsxFile([
      ["Código", "Quantidade"],
      ["BSB-0026", 0.7],
      ["BSB-0001", 2],
      ["BSB-0020", 1],
      ["BSB-9999", 1],
      ["BSB-0002", 1.1234567891],
    ]);
    await main.getByLabel("Ou envie uma planilha").setInputFiles({
      name: "pedido.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(workbook),
    });
    await main.getByRole("button", { name: "Adicionar ao carrinho" }).click();
    await expect(main.getByRole("heading", { name: "Resultado" })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(
      "2 produtos adicionados ao carrinho. 3 linhas não entraram: veja a situação de cada uma.",
    );
    expect((await reportRow(page, 2)).slice(1)).toEqual([
      "BSB-0026",
      "Queijo parmesão curado",
      "0,7",
      "1 kg",
      "Ajustado para 1 kg: vendido em múltiplos de 0,5 kg",
    ]);
    expect((await reportRow(page, 3)).slice(3)).toEqual(["2", "2 un", "Encontrado"]);
    expect((await reportRow(page, 4)).at(-1)).toBe("Produto indisponível");
    expect((await reportRow(page, 5)).at(-1)).toBe("Código não encontrado");
    expect((await reportRow(page, 6)).at(-1)).toMatch(/^Quantidade inválida/);
    await expect(main.getByLabel("Cole aqui: código;quantidade, um por linha")).toHaveValue(
      "BSB-0020;1\nBSB-9999;1\nBSB-0002;",
    );
    await settle();
    await a11y.check("report of a spreadsheet");

    await visit("/bomsabor/carrinho");
    await expect(
      cartLine(page, "Queijo parmesão curado").getByLabel(/Quantidade de Queijo parmesão curado/),
    ).toHaveValue("1");
    await expect(cartLine(page, "Azeite extravirgem português 500 ml").getByLabel(/Quantidade de Azeite/)).toHaveValue(
      "2",
    );
  });
});
