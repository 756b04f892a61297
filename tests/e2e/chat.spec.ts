import { chatMessages } from "~/models/messages/chat";
import { upstreamCli } from "../support/upstream-cli";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/session";

/**
 * The chat with the store (docs/rules/account.md "Chat"; ADR 0040) at 390 px. Without
 * JavaScript: a message posted by the plain form is on the room's page it comes back to. With it:
 * a message sent in one tab appears in a second tab of the same customer without a reload, and the
 * store's answer (the operator command) raises the header's "Mensagens N" on the conversations' page
 * of that tab, live. The live journey is Ana's alone (the others are the company's), so runs at the
 * same time do not change its counts. The socket dropping mid-conversation (issue 30: "says offline,
 * reconnects within the retries, no message lost or shown twice") is Casa Verde's customer's.
 */

const dataDir = () => process.env.E2E_DATA_DIR ?? "";

test.describe("the chat at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test(
    "posts a message from the room's form and sees it there",
    { tag: "@light" },
    async ({ page, visit, settle, a11y, baseURL, javaScriptEnabled }) => {
      await logIn(page, baseURL, "aurora", {
        // A company's user with JavaScript, its principal login without: the company's one room, shared.
        login: javaScriptEnabled ? "comprador@exemplo.com.br" : "empresa@exemplo.com.br",
        senha: "demo1234",
      });
      await visit("/aurora/chat");
      await settle();
      await a11y.check("the conversations");
      await page.getByRole("main").getByRole("link", { name: "Conversa com a loja" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Conversa com a loja" })).toBeVisible();
      await settle();
      await a11y.check("a conversation");
      const texto = `Vocês abrem no feriado? <b>${javaScriptEnabled ? "js" : "sem js"}</b> ${Date.now()}`;
      await page.getByLabel("Sua mensagem").fill(texto);
      await page.getByRole("button", { name: "Enviar" }).click();
      const sent = page.getByRole("listitem").filter({ hasText: texto });
      await expect(sent).toBeVisible();
      await expect(sent).toContainText("Você");
      await expect(sent).toContainText("Enviada");
      await expect(page.getByLabel("Sua mensagem")).toHaveValue("");
      await settle();
      await a11y.check("a message sent");
    },
  );

  test(
    "a message sent in one tab appears live in another; the store's answer raises the header's count",
    {
      tag: "@js-only",
    },
    async ({ page, visit, settle, a11y, baseURL }) => {
      await logIn(page, baseURL, "aurora", { login: "cliente@exemplo.com.br", senha: "demo1234" });
      await visit("/aurora/chat");
      await page.getByRole("main").getByRole("link", { name: "Conversa com a loja" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Conversa com a loja" })).toBeVisible();
      const room = page.url();
      expect(room).toMatch(/\/aurora\/chat\/[A-Za-z0-9_-]+$/);
      await a11y.check("a conversation, connected");
      await expect(page.getByRole("status").filter({ hasText: "Conectado" })).toBeVisible();

      const second = await page.context().newPage();
      await second.setViewportSize({ width: 390, height: 844 });
      await second.goto(room);
      await expect(second.getByRole("status").filter({ hasText: "Conectado" })).toBeVisible();

      const texto = `Chegou na outra aba? ${Date.now()}`;
      await page.getByLabel("Sua mensagem").fill(texto);
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: texto })).toContainText("Enviada");
      await expect(second.getByRole("listitem").filter({ hasText: texto })).toBeVisible({ timeout: 3000 });
      await expect(second.getByRole("listitem").filter({ hasText: texto })).toHaveCount(1);

      // The second tab on the conversations' page, the first elsewhere: the store answers.
      await page.goto("/aurora");
      await second.goto("/aurora/chat");
      await expect(second.getByRole("status").filter({ hasText: "Conectado" })).toBeVisible();
      const menu = second.getByRole("navigation", { name: "Conta" });
      await expect(menu.getByRole("link", { name: "Mensagens", exact: true, includeHidden: true })).toHaveCount(1);
      const answer = `Abrimos das 8h às 12h. ${Date.now()}`;
      await upstreamCli(dataDir(), "chat-reply", "--client", "501", "--supplier", "aurora", "--text", answer);
      await expect(menu.getByRole("link", { name: "Mensagens 1", includeHidden: true })).toHaveCount(1, {
        timeout: 4000,
      });
      await expect(second.getByRole("main")).toContainText("1 mensagem não lida");
      await expect(second.getByRole("main")).toContainText(answer);
      await settle();
      await a11y.check("the conversations with a new answer");

      await second.getByRole("main").getByRole("link", { name: "Conversa com a loja" }).click();
      await expect(second.getByRole("listitem").filter({ hasText: answer })).toContainText("Atendimento");
      await settle();
      await expect(menu.getByRole("link", { name: "Mensagens", exact: true, includeHidden: true })).toHaveCount(1);
    },
  );

  test(
    "the socket dropping mid-conversation: offline after its retries, 'Tentar de novo' connects again, no answer lost or shown twice",
    { tag: "@js-only" },
    async ({ page, visit, settle, a11y, baseURL }) => {
      // The page's clock runs, and the journey moves it past the retries' waits (1 s to 8 s).
      await page.clock.install();
      // The page's socket through a relay the journey holds: it drops it, refuses the tries while
      // the chat is "down", and gives the page every live message twice (each frame once in `relayed`).
      let up = true;
      let tries = 0;
      const relayed: string[] = [];
      let drop = async () => {};
      await page.routeWebSocket(/\/chat-socket\//, async (socket) => {
        tries++;
        if (!up) return socket.close();
        const server = socket.connectToServer();
        server.onMessage((frame) => {
          socket.send(frame);
          if (typeof frame === "string" && frame.startsWith('42["mensagem"')) {
            socket.send(frame);
            relayed.push(frame);
          }
        });
        drop = async () => {
          up = false;
          await socket.close();
          await server.close();
        };
      });
      // Casa Verde's customer: a conversation no other journey writes in.
      await logIn(page, baseURL, "casaverde", { login: "casaverde@exemplo.com.br", senha: "demo1234" });
      await visit("/casaverde/chat");
      await page.getByRole("main").getByRole("link", { name: "Conversa com a loja" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Conversa com a loja" })).toBeVisible();
      const status = page.getByRole("main").getByRole("status");
      await expect(status).toHaveText(chatMessages.connected);

      const before = tries;
      await drop();
      await expect(status).toHaveText(chatMessages.connecting);
      // A refused try fails at its 8 s timeout; the waits between tries pass as the clock is moved:
      // "Conectando ao chat…" until the retries are spent.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(10_000);
            return status.textContent();
          },
          { timeout: 20_000, intervals: [100] },
        )
        .toBe(chatMessages.offline);
      expect(tries - before, "5 retries").toBe(5);
      await page.clock.runFor(60_000);
      expect(tries - before, "offline, no more tries").toBe(5);
      await settle();
      await a11y.check("a conversation, the chat offline");

      // The store answers while the page is offline: back, "Tentar de novo" brings the answer, once
      // (the page reads its data again, and the chat server may deliver it on the new socket too).
      const missed = `Respondemos enquanto você estava offline. ${Date.now()}`;
      await upstreamCli(dataDir(), "chat-reply", "--client", "506", "--supplier", "casaverde", "--text", missed);
      up = true;
      await page.getByRole("button", { name: chatMessages.retry }).click();
      await expect(status).toHaveText(chatMessages.connected);
      expect(tries - before).toBe(6);
      const meanwhile = page.getByRole("listitem").filter({ hasText: missed });
      await expect(meanwhile).toHaveCount(1);

      // The store's answer, live, which the relay delivers twice: shown once.
      const answer = `Sai hoje sim, até as 17h. ${Date.now()}`;
      await upstreamCli(dataDir(), "chat-reply", "--client", "506", "--supplier", "casaverde", "--text", answer);
      await expect.poll(() => relayed.filter((frame) => frame.includes(answer)).length).toBe(1);
      const theirs = page.getByRole("listitem").filter({ hasText: answer });
      await expect(theirs).toHaveCount(1);
      await page.clock.runFor(1000);
      await expect(theirs).toHaveCount(1);
      await expect(meanwhile).toHaveCount(1);
    },
  );

  test(
    "a conversation open when the session ends elsewhere says so, with the way to log in again",
    { tag: "@js-only" },
    async ({ page, visit, settle, a11y, baseURL }) => {
      await logIn(page, baseURL, "aurora", { login: "empresa@exemplo.com.br", senha: "demo1234" });
      await visit("/aurora/chat");
      await page.getByRole("main").getByRole("link", { name: "Conversa com a loja" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Conectado" })).toBeVisible();
      // "Sair" in another tab of the same browser: the upstream forgets the token.
      const out = await page.request.post("/aurora/sair", {
        form: {},
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      expect(out.status()).toBe(303);
      await expect(page.getByRole("status").filter({ hasText: "Sua sessão expirou." })).toBeVisible({ timeout: 6000 });
      await expect(page.getByRole("main").getByRole("link", { name: "Entrar de novo" })).toBeVisible();
      await settle();
      await a11y.check("a conversation whose session ended");
    },
  );
});
