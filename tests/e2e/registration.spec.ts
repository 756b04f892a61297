import type { Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import { cnpjWithCheckDigits, formatDocument } from "~/models/document";
import { newCustomer } from "../support/new-customer";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";

/** The database the journeys' server runs on (playwright.config.ts). */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return dir;
}

/** The newest recovery link the upstream would have e-mailed to `email`. */
async function recoveryLink(email: string): Promise<string> {
  const outbox = await upstreamCli(dataDir(), "outbox", "--to", email, "--limit", "1");
  const link = /\/[a-z]+\/senha\/nova\?token=\S+/.exec(outbox)?.[0];
  expect(link, outbox).toBeTruthy();
  return link!;
}

async function logIn(page: Page, login: string, senha: string) {
  const main = page.getByRole("main");
  await main.getByLabel("E-mail, CPF ou CNPJ").fill(login);
  await main.getByLabel("Senha", { exact: true }).fill(senha);
  await main.getByRole("button", { name: "Entrar" }).click();
}

test.describe("accounts: sign-up and password recovery", () => {
  test("a company signs up at aurora with its CNPJ data, waits for approval, then logs in", async ({
    page,
    visit,
    settle,
    a11y,
    consoleProblems,
    javaScriptEnabled,
  }) => {
    const email = `empresa-${Date.now().toString(36)}${randomInt(1000, 9999)}@exemplo.com.br`;
    const cnpj = formatDocument(cnpjWithCheckDigits(String(randomInt(100_000_000_000, 999_999_999_999))));

    await visit("/aurora/entrar");
    await page.getByRole("main").getByRole("link", { name: "Cadastre-se" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Criar cadastro" })).toBeVisible();
    await settle();
    await a11y.check("sign-up form");

    // The registry knows this bakery: its data fills the form. The answer never carries the passwords:
    // with JavaScript the browser keeps the ones typed, without it the page asks for them again.
    const main = page.getByRole("main");
    const password = main.getByLabel("Senha", { exact: true });
    const expectPasswordsAfterLookup = async () => {
      if (javaScriptEnabled) {
        await expect(password).toHaveValue("padaria-123");
        await expect(main.getByLabel("Confirme a senha")).toHaveValue("padaria-123");
        await expect(password).toHaveAccessibleDescription("Pelo menos 8 caracteres.");
      } else {
        await expect(password).toHaveValue("");
        await expect(password).toHaveAccessibleDescription(/digite a senha e a confirmação de novo/);
        await password.fill("padaria-123");
        await main.getByLabel("Confirme a senha").fill("padaria-123");
      }
    };
    await password.fill("padaria-123");
    await main.getByLabel("Confirme a senha").fill("padaria-123");
    await main.getByLabel("CPF ou CNPJ").fill(cnpjWithCheckDigits("453217860001"));
    await main.getByRole("button", { name: "Buscar dados do CNPJ" }).click();
    await expect(
      main.getByRole("status").filter({ hasText: "Preenchemos os dados de Padaria Pão Dourado Ltda." }),
    ).toBeVisible();
    await expect(main.getByLabel("Nome completo ou razão social")).toHaveValue("Padaria Pão Dourado Ltda.");
    await expect(main.getByLabel("Telefone com DDD")).toHaveValue("(11) 3256-4410");
    await expect(main.getByLabel("Rua")).toHaveValue("Rua Augusta");
    await expect(main.getByLabel("Bairro")).toHaveValue("Consolação");
    await expect(main.getByLabel("Estado (UF)")).toHaveValue("SP");
    // The registry's opening date fills "Data de abertura"; its contact e-mail is offered, not put into the login.
    await expect(main.getByLabel("Data de abertura")).toHaveValue("2009-03-18");
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await expect(main.getByText("E-mail de contato na Receita: contato@paodourado.com.br")).toBeVisible();
    await expectPasswordsAfterLookup();
    await settle();
    await a11y.check("sign-up form filled from the registry");

    // 'Mostrar senhas' only where JavaScript runs: it shows both as typed and hides them again.
    const show = main.getByRole("button", { name: "Mostrar senhas" });
    if (javaScriptEnabled) {
      await show.click();
      await expect(show).toHaveAttribute("aria-pressed", "true");
      await expect(password).toHaveAttribute("type", "text");
      await expect(main.getByLabel("Confirme a senha")).toHaveAttribute("type", "text");
      await show.click();
      await expect(password).toHaveAttribute("type", "password");
    } else {
      await expect(show).toHaveCount(0);
    }

    // The CEP fills the address on the server (as the address form does), the passwords still there.
    await main.getByLabel("CEP").fill("05422-001");
    await main.getByRole("button", { name: "Buscar CEP" }).press("Enter");
    await expect(main.getByRole("status").filter({ hasText: "Preenchemos o endereço do CEP 05422-001" })).toBeVisible();
    // With JavaScript the lookup leaves the keyboard where it was, on the button pressed.
    if (javaScriptEnabled) await expect(main.getByRole("button", { name: "Buscar CEP" })).toBeFocused();
    await expect(main.getByLabel("Rua")).toHaveValue("Rua dos Pinheiros");
    await expect(main.getByLabel("Bairro")).toHaveValue("Pinheiros");
    await expect(main.getByLabel("Número")).toHaveValue("1200");
    await expectPasswordsAfterLookup();

    // The journey signs up a company of its own (the bakery may sign up only once).
    await main.getByLabel("CPF ou CNPJ").fill(cnpj);
    await main.getByLabel("E-mail", { exact: true }).fill(email);
    await main.getByLabel("Data de abertura").fill("2012-03-20");
    await main.getByLabel("Ramo de atividade").selectOption("Padaria");
    await main.getByLabel("Senha", { exact: true }).fill("padaria-123");
    await main.getByLabel("Confirme a senha").fill("padaria-123");
    await main.getByRole("button", { name: "Criar cadastro" }).click();

    await expect(page).toHaveURL(/\/aurora\/cadastro\?enviado=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cadastro enviado" })).toBeVisible();
    // Aurora's own after-sign-up notice (message_after_create) replaces the spec's default.
    await expect(page.getByRole("status").filter({ hasText: "Recebemos seu cadastro!" })).toBeVisible();
    await settle();
    await a11y.check("sign-up sent");

    await page.getByRole("main").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/aurora\/entrar/);
    await logIn(page, email, "padaria-123");
    await expect(
      page.getByRole("alert").filter({ hasText: "Seu cadastro já foi confirmado e aguarda aprovação" }),
    ).toBeVisible();
    consoleProblems.forgetFailedLoads(403); // the refused login answers 403: the browser says so in its console
    await settle();
    await a11y.check("login awaiting approval");

    await upstreamCli(dataDir(), "approve", "--supplier", "aurora", "--email", email);
    await logIn(page, cnpj, "padaria-123");
    await expect(page).toHaveURL(/\/aurora$/);
    await settle();
    await a11y.check("home after login");
    await visit("/aurora/conta");
    await expect(page.getByRole("main")).toContainText("Padaria Pão Dourado Ltda.");
    await expect(page.getByRole("main")).toContainText(cnpj);
  });

  test("mistakes are named next to their fields and what was typed stays", async ({
    page,
    visit,
    settle,
    a11y,
    consoleProblems,
    javaScriptEnabled,
  }) => {
    await visit("/aurora/cadastro");
    const main = page.getByRole("main");
    await main.getByLabel("CPF ou CNPJ").fill("52998224724");
    await main.getByLabel("Nome completo ou razão social").fill("Rafael Teste");
    await main.getByLabel("Data de nascimento").fill("1992-07-01");
    await main.getByLabel("Telefone com DDD").fill("11 97777-8888");
    await main.getByLabel("E-mail", { exact: true }).fill("rafael@exemplo");
    await main.getByLabel("Senha", { exact: true }).fill("rafael-123");
    await main.getByLabel("Confirme a senha").fill("rafael-321");
    await main.getByLabel("CEP").fill("01310-100");
    await main.getByLabel("Rua").fill("Avenida Paulista");
    await main.getByRole("button", { name: "Criar cadastro" }).click();

    const summary = main.getByRole("alert").filter({ hasText: "Confira os 8 campos destacados abaixo:" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "E-mail" })).toHaveAttribute("href", "#cadastro-email");
    await expect(summary.getByRole("link", { name: "Ramo de atividade" })).toBeVisible();
    await expect(main.getByText("CPF ou CNPJ inválido: confira os números.")).toBeVisible();
    await expect(main.getByLabel("CPF ou CNPJ")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByText("Informe um e-mail válido, como nome@exemplo.com.br.")).toBeVisible();
    await expect(main.getByText("As senhas não conferem.")).toBeVisible();
    await expect(main.getByLabel("Confirme a senha")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByText("Informe o número.")).toBeVisible();
    await expect(main.getByText("Escolha o estado.")).toBeVisible();
    await expect(main.getByLabel("Nome completo ou razão social")).toHaveValue("Rafael Teste");
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue("rafael@exemplo");
    await expect(main.getByLabel("Rua")).toHaveValue("Avenida Paulista");
    await expect(main.getByLabel("Data de nascimento")).toHaveValue("1992-07-01");
    // With JavaScript the passwords typed stay; without it they are asked again, said next to them.
    await expect(main.getByLabel("Senha", { exact: true })).toHaveValue(javaScriptEnabled ? "rafael-123" : "");
    await expect(main.getByLabel("Confirme a senha")).toHaveValue(javaScriptEnabled ? "rafael-321" : "");
    if (!javaScriptEnabled)
      await expect(main.getByLabel("Senha", { exact: true })).toHaveAccessibleDescription(
        /digite a senha e a confirmação de novo/,
      );
    consoleProblems.forgetFailedLoads(400); // the refused form answers 400: the browser says so in its console
    await settle();
    await a11y.check("sign-up with mistakes");
  });

  test("at 390 px a lookup keeps what was typed, and Back after it shows a page, never the browser's resubmission page", async ({
    page,
    visit,
    settle,
    a11y,
    consoleProblems,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/aurora/entrar");
    await page.getByRole("main").getByRole("link", { name: "Cadastre-se" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Criar cadastro" })).toBeVisible();
    await settle();
    const main = page.getByRole("main");
    const password = main.getByLabel("Senha", { exact: true });
    await main.getByLabel("CPF ou CNPJ").fill("529.982.247-25");
    await main.getByLabel("Nome completo ou razão social").fill("Ana Souza");
    await main.getByLabel("Telefone com DDD").fill("(11) 98765-4321");
    await main.getByLabel("E-mail", { exact: true }).fill("ana.souza@exemplo.com.br");
    await password.fill("ana-senha-123");
    await main.getByLabel("Confirme a senha").fill("ana-senha-123");

    // After each lookup the passwords are there with JavaScript; without it the lookup answered a
    // redirect to the form, which says to type them again (they travel in no URL and no cookie).
    const passwordsAfterLookup = async () => {
      if (javaScriptEnabled) {
        await expect(password).toHaveValue("ana-senha-123");
        return;
      }
      await expect(page).toHaveURL(/\/aurora\/cadastro(\?redirectTo=[^&]+)?$/);
      await expect(password).toHaveValue("");
      await expect(password).toHaveAccessibleDescription(/digite a senha e a confirmação de novo/);
      await password.fill("ana-senha-123");
      await main.getByLabel("Confirme a senha").fill("ana-senha-123");
    };

    // A CEP the directory does not know: said next to the field, what was typed kept.
    await main.getByLabel("CEP").fill("99999-999");
    await main.getByRole("button", { name: "Buscar CEP" }).click();
    await expect(main.getByText("Não encontramos este CEP. Confira os números ou preencha o endereço.")).toBeVisible();
    await expect(main.getByLabel("CEP")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Nome completo ou razão social")).toHaveValue("Ana Souza");
    await passwordsAfterLookup();
    consoleProblems.forgetFailedLoads(404); // with JavaScript the lookup's answer is a 404, said in the console

    // A CEP it knows: the address filled, the rest as typed.
    await main.getByLabel("CEP").fill("05422-001");
    await main.getByRole("button", { name: "Buscar CEP" }).click();
    await expect(main.getByRole("status").filter({ hasText: "Preenchemos o endereço do CEP 05422-001" })).toBeVisible();
    await expect(main.getByLabel("Rua")).toHaveValue("Rua dos Pinheiros");
    // The page shows the address filled where the button was, not the form's top 2,000 px above it.
    await expect(main.getByLabel("Rua")).toBeInViewport();
    await expect(main.getByLabel("Nome completo ou razão social")).toHaveValue("Ana Souza");
    await expect(main.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
    await expect(main.getByLabel("E-mail", { exact: true })).toHaveValue("ana.souza@exemplo.com.br");
    await expect(main.getByLabel("CPF ou CNPJ")).toHaveValue("529.982.247-25");
    await passwordsAfterLookup();
    await settle();
    await a11y.check("sign-up after a CEP lookup at 390 px");

    // Back: without JavaScript the form as it was before the last lookup (no post to send again);
    // with it the lookups stayed in the page, and Back leaves it for the login.
    await page.goBack();
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/aurora\/entrar$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/aurora\/cadastro(\?redirectTo=[^&]+)?$/);
      await expect(page.getByRole("heading", { level: 1, name: "Criar cadastro" })).toBeVisible();
      await expect(page.getByRole("main").getByLabel("CEP")).toBeVisible();
    }
  });

  test("a customer who forgot the password gets a link and logs in with a new one", async ({
    page,
    visit,
    settle,
    a11y,
    baseURL,
    consoleProblems,
  }) => {
    const customer = newCustomer("recupera");
    const signUp = await page.request.post("/casaverde/cadastro", {
      form: customer.fields,
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(303);
    await page.context().clearCookies();

    await visit("/casaverde/entrar");
    await page.getByRole("main").getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Recuperar senha" })).toBeVisible();
    await settle();
    await a11y.check("recovery form");

    await page.getByRole("main").getByLabel("E-mail, CPF ou CNPJ").fill(customer.documento);
    await page.getByRole("main").getByRole("button", { name: "Enviar link" }).click();
    await expect(page).toHaveURL(/\/casaverde\/senha\?enviado=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: /Enviamos um link para re\*\*\*@exemplo\.com\.br/ }),
    ).toBeVisible();
    await settle();
    await a11y.check("recovery link sent");

    await visit(await recoveryLink(customer.email));
    await expect(page.getByRole("heading", { level: 1, name: "Criar nova senha" })).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel("Nova senha", { exact: true }).fill("recuperada-2024");
    await main.getByLabel("Confirme a nova senha").fill("recuperada-2025");
    await main.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(main.getByText("As senhas não conferem.")).toBeVisible();
    consoleProblems.forgetFailedLoads(400); // the refused form answers 400: the browser says so in its console
    await settle();
    await a11y.check("new password mismatch");

    await main.getByLabel("Nova senha", { exact: true }).fill("recuperada-2025");
    await main.getByLabel("Confirme a nova senha").fill("recuperada-2025");
    await main.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page).toHaveURL(/\/casaverde\/entrar$/);
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada. Entre com a nova senha." })).toBeVisible();
    await settle();
    await a11y.check("login after the new password");

    await logIn(page, customer.email, "recuperada-2025");
    await expect(page).toHaveURL(/\/casaverde$/);
    await settle();
    await a11y.check("home after login with the new password");
  });
});
