/**
 * The chat's pages through the real server without JavaScript (docs/rules/account.md "Chat"; docs/upstream-api.md
 * §82–§87; ADR 0040): the conversations and a room as each role sees them (a customer, a company's
 * login, a representative acting for a client, a guest sent to log in), sending (bounded, plain
 * text, idempotent), an order's room, older pages, the header's unread count, and the faults:
 * another client's room or order, malformed ids (404 without a call), the chat server failing.
 * Over an upstream that misbehaves on demand (it passes everything unless a test says otherwise).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "~/models/messages/chat";
import { snapshotDatabase, type DatabaseSnapshot } from "../../support/database-snapshot";
import { alertText, fieldValue, hrefs } from "../../support/html";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";
import { ANA, EMPRESA, aurora, mainText } from "../orders/aurora-orders";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;
let seeded: DatabaseSnapshot;
let helpers: ReturnType<typeof aurora>;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: {
      APP_TOKEN: upstream.appToken,
      AUTH_ATTEMPTS_PER_IP: "5000",
      AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
      PUBLIC_CACHE: "false",
    },
  });
  helpers = aurora(server, upstream.appToken);
  seeded = snapshotDatabase(upstream.dataDir);
});

afterEach(() => {
  upstream.setFault({ mode: "pass" });
  seeded.restore();
});

afterAll(async () => {
  seeded?.discard();
  await server?.stop();
  await upstream?.close();
});

const REPRESENTATIVE = "representante@exemplo.com.br";
/** A user of Mercado Boa Compra's login (502), not its principal. */
const JULIA = "comprador@exemplo.com.br";
const isChatCall = (request: { path: string }) => request.path.startsWith("/v4/chat/");
const chatCalls = () => upstream.seen.filter(isChatCall);

/** The rooms' links of the conversations' page, in order. */
const roomLinks = (html: string) => hrefs(html).filter((href) => /^\/aurora\/chat\/[^/?]+$/.test(href));

/** The messages' texts a room's page shows, in order (each message's second paragraph, after its author). */
const messageTexts = (html: string) =>
  [...html.matchAll(/<li[^>]*id="mensagem-[^"]*"[^>]*>([\s\S]*?)<\/li>/g)].map(
    (match) => [...(match[1] ?? "").matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)][1]?.[1] ?? "",
  );

/** The header's "Mensagens N" link as text ("Mensagens" alone when nothing is unread or the count is not known). */
function menuMessages(html: string): string | null {
  const link = /<a[^>]*href="\/aurora\/chat"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1];
  return link === undefined
    ? null
    : link
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .trim();
}

async function generalRoom(who: Shopper): Promise<string> {
  const html = await helpers.page(who, "/aurora/chat");
  const text = mainText(html);
  expect(text).toContain(chatMessages.generalTitle);
  const link = roomLinks(html)[0];
  if (!link) throw new Error("no room listed");
  return link;
}

async function send(
  who: Shopper,
  room: string,
  texto: string,
  idMensagemCliente = crypto.randomUUID().replaceAll("-", ""),
) {
  return who.post(room, { texto, idMensagemCliente });
}

describe("whose conversations", () => {
  it("a guest is sent to log in and comes back, without a chat call", async () => {
    const guest = new Shopper(server.url);
    upstream.seen.length = 0;
    for (const path of ["/aurora/chat", "/aurora/chat/qualquer-sala"]) {
      const answer = await guest.get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location")).toBe(`/aurora/entrar?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(chatCalls()).toEqual([]);
  });

  it("a customer sees the general room with its unread count; the header says Mensagens 1", async () => {
    const ana = await helpers.logIn(ANA);
    const html = await helpers.page(ana, "/aurora/chat");
    expect(mainText(html)).toContain(`${chatMessages.generalTitle} 1 mensagem não lida`);
    expect(menuMessages(await helpers.page(ana, "/aurora"))).toBe("Mensagens 1");
  });

  it("a room shows who wrote each message and when; viewing it marks it read and the header follows", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    const html = await helpers.page(ana, room);
    const text = mainText(html);
    expect(text).toMatch(/Você .+ \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · (Lida|Enviada)/);
    expect(text).toContain("Atendimento Distribuidora Aurora");
    expect(html).toContain('name="texto"');
    expect(text).toContain(chatMessages.textHint);
    expect(hrefs(html)).toContain(room);
    expect(text).toContain(chatMessages.refresh);
    // The room's page counts itself read at once; the next page agrees.
    expect(menuMessages(html)).toBe("Mensagens");
    expect(menuMessages(await helpers.page(ana, "/aurora"))).toBe("Mensagens");
    expect(mainText(await helpers.page(ana, "/aurora/chat"))).not.toContain("não lida");
  });

  it("a company's login sees its client's conversations, not another client's room (404)", async () => {
    const ana = await helpers.logIn(ANA);
    const anaRoom = await generalRoom(ana);
    const empresa = await helpers.logIn(EMPRESA);
    const own = await generalRoom(empresa);
    expect(own).not.toBe(anaRoom);
    const answer = await empresa.get(anaRoom);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("Vocês entregam");
    expect((await send(empresa, anaRoom, "Olá")).status).toBe(404);
  });

  it("a company's user reads and writes in the company's conversations, as its principal login does", async () => {
    const empresa = await helpers.logIn(EMPRESA);
    const room = await generalRoom(empresa);
    const julia = await helpers.logIn(JULIA);
    expect(await generalRoom(julia)).toBe(room);
    expect((await send(julia, room, "Pode separar o pedido da filial?")).status).toBe(303);
    expect(mainText(await helpers.page(julia, room))).toContain("Você Pode separar o pedido da filial?");
    expect(mainText(await helpers.page(empresa, room))).toContain("Pode separar o pedido da filial?");
  });

  it("a representative acting for a client writes in the client's room, said on the message, and the client reads it so", async () => {
    const repLogin = new Shopper(server.url);
    const login = { login: REPRESENTATIVE, senha: "demo1234", representante: "on" };
    expect((await repLogin.post("/aurora/entrar", login)).status).toBe(303);
    expect((await repLogin.post("/aurora/clientes", { intent: "atender", idcliente: "502" })).status).toBe(303);
    const room = await generalRoom(repLogin);
    expect(mainText(await helpers.page(repLogin, "/aurora/chat"))).toContain("Você está atendendo");
    const sent = await send(repLogin, room, "Pedido de reposição chega amanhã.");
    expect(sent.status).toBe(303);
    const mine = mainText(await helpers.page(repLogin, room));
    expect(mine).toMatch(/Rafael Teixeira \(representante\) Pedido de reposição chega amanhã\./);
    const empresa = await helpers.logIn(EMPRESA);
    expect(await generalRoom(empresa)).toBe(room);
    expect(mainText(await helpers.page(empresa, room))).toContain(
      "Rafael Teixeira (representante) Pedido de reposição chega amanhã.",
    );
  });
});

describe("sending", () => {
  it("posts a message and comes back to the room (303), where it is shown as text", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    const answer = await send(ana, room, "  <b>Sai hoje?</b> <script>alert(1)</script>  ");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${room}#conversa-fim`);
    const html = await helpers.page(ana, room);
    expect(messageTexts(html).at(-1)).toBe("&lt;b&gt;Sai hoje?&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("a form sent twice (its id kept) stores the message once", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    const html = await helpers.page(ana, room);
    const id = fieldValue(html, "idMensagemCliente") ?? "";
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect((await send(ana, room, "Uma vez só", id)).status).toBe(303);
    expect((await send(ana, room, "Uma vez só", id)).status).toBe(303);
    expect(messageTexts(await helpers.page(ana, room)).filter((texto) => texto === "Uma vez só")).toHaveLength(1);
    // The next page gives a new id for the next message.
    expect(fieldValue(await helpers.page(ana, room), "idMensagemCliente")).not.toBe(id);
  });

  it.each<[string, string, string]>([
    ["an empty message", "   ", chatMessages.textMissing],
    ["a message of 10 000 characters", "a".repeat(10_000), chatMessages.textTooLong],
  ])("refuses %s at the field (400), sending nothing", async (_, texto, error) => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    upstream.seen.length = 0;
    const answer = await send(ana, room, texto, "id-da-recusa");
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(alertText(html)).toBe(error);
    expect(html).toContain('aria-invalid="true"');
    expect(fieldValue(html, "idMensagemCliente")).toBe("id-da-recusa");
    expect(upstream.seen.filter((request) => request.method === "POST" && request.path.endsWith("/mensagens"))).toEqual(
      [],
    );
  });

  it("a message from another site is refused (403)", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    expect((await ana.post(room, { texto: "oi", idMensagemCliente: "x1" }, "https://evil.example")).status).toBe(403);
  });
});

describe("addresses", () => {
  it.each(["/aurora/chat/..%2Fsalas", "/aurora/chat/sala.com.ponto", `/aurora/chat/${"x".repeat(65)}`])(
    "a malformed room %s is the 404 page, without a chat call",
    async (path) => {
      const ana = await helpers.logIn(ANA);
      upstream.seen.length = 0;
      expect((await ana.get(path)).status).toBe(404);
      expect(chatCalls().filter((request) => !request.path.endsWith("/salas"))).toEqual([]);
    },
  );

  it.each(["abc", "0", "99999"])("?pagina=%s is the 404 page", async (pagina) => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    expect((await ana.get(`${room}?pagina=${pagina}`)).status).toBe(404);
  });

  it("a room that is none is the 404 page", async () => {
    const ana = await helpers.logIn(ANA);
    expect((await ana.get("/aurora/chat/c999-nada")).status).toBe(404);
  });
});

describe("an order's room and older pages", () => {
  it("an order's page opens its room; the store's answer (operator command) shows there and first on the list", async () => {
    const ana = await helpers.logIn(ANA);
    const placed = await helpers.placeAtAurora(ANA, 4);
    const order = await helpers.page(ana, `/aurora/pedidos/${placed.numpedido}`);
    expect(mainText(order)).toContain(chatMessages.orderLink);
    expect(order).toContain('action="/aurora/chat?index"');
    const opened = await ana.post("/aurora/chat?index", { numpedido: String(placed.numpedido) });
    expect(opened.status).toBe(303);
    const room = opened.headers.get("Location") ?? "";
    expect(room).toMatch(/^\/aurora\/chat\/[A-Za-z0-9_-]+$/);
    // Opening it again is the same room.
    expect(
      (await ana.post("/aurora/chat?index", { numpedido: String(placed.numpedido) })).headers.get("Location"),
    ).toBe(room);
    expect(mainText(await helpers.page(ana, room))).toContain(`Pedido ${placed.numpedido}`);

    await upstreamCli(
      upstream.dataDir,
      "chat-reply",
      "--order",
      String(placed.numpedido),
      "--text",
      "Sai hoje à tarde.",
    );
    const list = await helpers.page(ana, "/aurora/chat");
    expect(roomLinks(list)[0]).toBe(room);
    expect(mainText(list)).toContain(`Pedido ${placed.numpedido} 1 mensagem não lida Sai hoje à tarde.`);
    expect(mainText(await helpers.page(ana, room))).toContain("Atendimento Distribuidora Aurora Sai hoje à tarde.");
  });

  it("another client's order, or none, is the 404 page and opens nothing", async () => {
    const placed = await helpers.placeAtAurora(ANA, 4);
    const empresa = await helpers.logIn(EMPRESA);
    upstream.seen.length = 0;
    expect((await empresa.post("/aurora/chat?index", { numpedido: String(placed.numpedido) })).status).toBe(404);
    expect((await empresa.post("/aurora/chat?index", { numpedido: "12a" })).status).toBe(404);
    expect(upstream.seen.filter((request) => request.method === "POST" && isChatCall(request))).toEqual([]);
  });

  it("shows 30 messages a page, the newest at the bottom, and the older ones on 'Mensagens anteriores'", async () => {
    const ana = await helpers.logIn(ANA);
    const placed = await helpers.placeAtAurora(ANA, 4);
    for (let n = 1; n <= 32; n++)
      await upstreamCli(upstream.dataDir, "chat-reply", "--order", String(placed.numpedido), "--text", `Resposta ${n}`);
    const room =
      (await ana.post("/aurora/chat?index", { numpedido: String(placed.numpedido) })).headers.get("Location") ?? "";
    const first = await helpers.page(ana, room);
    const texts = messageTexts(first);
    expect(texts).toHaveLength(30);
    expect(texts[0]).toBe("Resposta 3");
    expect(texts.at(-1)).toBe("Resposta 32");
    expect(hrefs(first)).toContain(`${room}?pagina=2`);
    expect(mainText(first)).toContain(chatMessages.older);
    const second = await helpers.page(ana, `${room}?pagina=2`);
    expect(messageTexts(second)).toEqual(["Resposta 1", "Resposta 2"]);
    expect(hrefs(second)).toContain(room);
    expect(mainText(second)).toContain(chatMessages.newer);
  });
});

describe("the chat server failing", () => {
  it("the pages say the chat is unavailable (503, never 500); other pages render without the count", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    upstream.setFault({ mode: "500", match: isChatCall });
    const list = await ana.get("/aurora/chat");
    expect(list.status).toBe(503);
    expect(alertText(await list.text())).toBe(chatMessages.roomsUnavailable);
    const roomPage = await ana.get(room);
    expect(roomPage.status).toBe(503);
    const html = await roomPage.text();
    expect(alertText(html)).toBe(chatMessages.unavailable);
    const home = await helpers.page(ana, "/aurora");
    expect(menuMessages(home)).toBe("Mensagens");
    const sent = await send(ana, room, "Está aí?", "id-fora-do-ar");
    expect(sent.status).toBe(503);
    expect(await sent.text()).toContain(chatMessages.sendFailed);
  });

  it("a chat server that hangs does not hold the header: the page comes without the count", async () => {
    const ana = await helpers.logIn(ANA);
    upstream.setFault({ mode: "hang", match: (request) => isChatCall(request) && request.path.endsWith("/salas") });
    const home = await helpers.page(ana, "/aurora");
    expect(menuMessages(home)).toBe("Mensagens");
  });

  it("too many messages at once are refused at the field (429)", async () => {
    const ana = await helpers.logIn(ANA);
    const room = await generalRoom(ana);
    upstream.setFault({ mode: "429", match: (request) => request.method === "POST" && isChatCall(request) });
    const sent = await send(ana, room, "Mais uma", "id-limite");
    expect(sent.status).toBe(429);
    expect(alertText(await sent.text())).toBe(chatMessages.tooMany);
  });
});
