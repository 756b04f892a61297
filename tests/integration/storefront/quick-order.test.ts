/**
 * Through the real server without JavaScript: the limits of the quick order (a file over 1 MB,
 * more than 1000 lines pasted or in a spreadsheet, an empty file or text), each answered with its
 * Portuguese message next to the field and without losing what the shopper sent or had in the cart;
 * and the cart rule of tag restrict-not-approved-user-submission (docs/rules/checkout.md "Order submission";
 * README): the cart of a customer who is not approved is cleared at login and not kept, and
 * nothing goes into it until the approval.
 *
 * The only demo supplier with that tag (Distribuidora Aurora) also lets no unapproved customer log
 * in (block-not-approved-user, support-budget), so the rule is tried at Hortifruti Casa Verde with
 * the tag added to its configuration in this server's own database before the first page.
 */
import Database from "better-sqlite3";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/models/messages";
import { databasePath } from "../../../upstream/db/open";
import { bodyText, decodeEntities, headerCart } from "../../support/html";
import { newCustomer, type NewCustomer } from "../../support/new-customer";
import { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { upstreamCli } from "../../support/upstream-cli";

const CASAVERDE_ID = "6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e03";
const QUICK_ORDER = "/casaverde/pedido-rapido";
const CART = "/casaverde/carrinho";
const BANANA = "3001";

/** The page's texts for its limits (app/routes/($supplier).pedido-rapido.server.ts) and the server's for spreadsheets. */
const TEXT = {
  nothingSent: "Cole as linhas do pedido ou escolha uma planilha.",
  tooManyLines: "Cole no máximo 1000 linhas por vez.",
  tooLarge: "O arquivo passa de 1 MB. Divida a planilha em partes menores.",
  spreadsheetTooManyLines: "A planilha passa de 1000 linhas.",
  spreadsheetEmpty: "A planilha está vazia.",
};

let server: StorefrontServer;

beforeAll(async () => {
  server = await startStorefront({ env: { AUTH_ATTEMPTS_PER_IP: "5000", AUTH_ATTEMPTS_PER_ACCOUNT: "1000" } });
  const db = new Database(databasePath(server.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("INSERT OR IGNORE INTO supplier_tags (idfornecedor, tag) VALUES (?, ?)").run(
      CASAVERDE_ID,
      "restrict-not-approved-user-submission",
    );
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await server?.stop();
});

/** Sets a customer's standing at Casa Verde in the supplier's records (what its back office does). */
function setApproval(customer: NewCustomer, approved: boolean) {
  const db = new Database(databasePath(server.dataDir));
  try {
    db.pragma("busy_timeout = 10000");
    const changed = db
      .prepare(
        `UPDATE customer_suppliers SET cadastro_aprovado = ?
         WHERE idfornecedor = ? AND idcliente = (SELECT idcliente FROM customers WHERE email = ?)`,
      )
      .run(approved ? 1 : 0, CASAVERDE_ID, customer.email).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }
}

/** A new customer of Casa Verde, signed up (approved at once there) and logged in. */
async function signedUp(): Promise<{ who: Shopper; customer: NewCustomer }> {
  const customer = newCustomer("pedido-rapido");
  const who = new Shopper(server.url);
  expect((await who.post("/casaverde/cadastro", customer.fields)).status).toBe(303);
  expect(who.cookie("commerce-session")).toBeDefined();
  return { who, customer };
}

async function logIn(customer: NewCustomer): Promise<Shopper> {
  const who = new Shopper(server.url);
  expect((await who.post("/casaverde/entrar", { login: customer.email, senha: customer.senha })).status).toBe(303);
  return who;
}

async function addBanana(who: Shopper, quantidade: string) {
  expect((await who.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade })).status).toBe(303);
}

/** The cart page: its text and each line's quantity field by product id. */
async function cartOf(who: Shopper): Promise<{ text: string; quantities: Record<string, string> }> {
  const response = await who.get(CART);
  expect(response.status).toBe(200);
  const html = await response.text();
  const quantities = Object.fromEntries(
    [...html.matchAll(/id="quantidade-(\w+)"[^>]*value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
  return { text: bodyText(html), quantities };
}

type Upload = { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string };

/**
 * The quick-order form as a browser sends it (multipart, the text field first, the file part even
 * when no file was chosen), with the shopper's cookies and the page's origin. Each form goes on a
 * connection of its own: an answer given before a large body was read leaves nothing behind for the
 * next request.
 */
async function sendQuickOrder(
  who: Shopper,
  { linhas = "", arquivo = null }: { linhas?: string; arquivo?: Upload | null },
) {
  const form = new FormData();
  form.set("linhas", linhas);
  form.set(
    "arquivo",
    arquivo
      ? new File([arquivo.content], arquivo.name, { type: arquivo.type ?? "text/csv" })
      : new File([], "", { type: "application/octet-stream" }),
  );
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const cookies = ["commerce-auth-token", "commerce-session"].flatMap((name) => {
    const value = who.cookie(name);
    return value ? [`${name}=${value}`] : [];
  });
  const headers = {
    "Content-Type": encoded.headers.get("Content-Type") ?? "",
    "Content-Length": String(body.length),
    Origin: server.url,
    Cookie: cookies.join("; "),
  };
  const { status, html } = await new Promise<{ status: number; html: string }>((resolve, reject) => {
    let answered = false;
    const request = http.request(
      `${server.url}${QUICK_ORDER}`,
      { method: "POST", agent: false, headers },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, html: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    // Once the answer has come, the server may close the connection before reading the rest of the body.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.setTimeout(20_000, () => request.destroy(new Error("the quick order got no answer")));
    request.end(body);
  });
  return { status, html, text: bodyText(html) };
}

/** The error shown under a field of the form, and whether the field says it is in error. */
function fieldError(html: string, field: "linhas" | "arquivo"): { message: string | null; invalid: boolean } {
  const message = new RegExp(`<p id="pedido-rapido-${field}-erro"[^>]*>([^<]*)</p>`).exec(html)?.[1];
  const control = new RegExp(`<(?:textarea|input)[^>]*\\bname="${field}"[^>]*>`).exec(html)?.[0] ?? "";
  return {
    message: message === undefined ? null : decodeEntities(message),
    invalid: /aria-invalid="true"/.test(control),
  };
}

/** The error shown for the whole form, above its fields. */
function formError(html: string): string | null {
  const message = /<p id="pedido-rapido-erro"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
  return message === undefined ? null : bodyText(message);
}

/** What the text field shows again (its line breaks as the browser reads them: a form sends CRLF, a page shows LF). */
function linesField(html: string): string | null {
  const content = /<textarea[^>]*\bname="linhas"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1];
  return content === undefined ? null : decodeEntities(content).replace(/\r\n?/g, "\n");
}

/** `count` lines of "code;quantity", as a shopper pastes them. */
function lines(count: number, code = (index: number) => `CVD-0001;${index % 2 === 0 ? "1" : "2"}`): string {
  return Array.from({ length: count }, (_, index) => code(index)).join("\n");
}

describe("quick order page", () => {
  it("gives its example in the store's own codes, the fraction for a product sold by weight", async () => {
    const { who } = await signedUp();
    const text = bodyText(await (await who.get(QUICK_ORDER)).text());
    expect(text).toMatch(/Por exemplo CVD-\d{4};[\d,]+ ou CVD-\d{4};[\d,]+\./);
    expect(text).not.toContain("7891234");
  });
});

describe("the header after a quick order", () => {
  it("counts the products the quick order put in, on the answer's own page (no JavaScript)", async () => {
    const { who } = await signedUp();
    expect(headerCart(await (await who.get(QUICK_ORDER)).text(), CART)).toContain("0 produtos");
    const answer = await sendQuickOrder(who, { linhas: "CVD-0001;1\nCVD-0002;1" });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("2 produtos adicionados ao carrinho");
    expect(headerCart(answer.html, CART)).toContain("2 produtos");
  });

  it("counts, on pages answered at the same time, each shopper's own cart", async () => {
    const [first, second] = [(await signedUp()).who, (await signedUp()).who];
    const [one, two, page] = await Promise.all([
      sendQuickOrder(first, { linhas: "CVD-0001;1\nCVD-0002;1" }),
      sendQuickOrder(second, { linhas: "CVD-0003;1" }),
      second.get(QUICK_ORDER).then((response) => response.text()),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(headerCart(one.html, CART)).toContain("2 produtos");
    expect(headerCart(two.html, CART)).toContain("1 produto");
    expect(headerCart(two.html, CART)).not.toContain("produtos");
    expect(headerCart(page, CART)).toMatch(/Carrinho [01] produtos?/);
  });
});

describe("quick order limits", () => {
  it("refuses a file over 1 MB with its message at the file field, adding nothing and keeping the lines typed", async () => {
    const { who } = await signedUp();
    await addBanana(who, "2");
    const large = "CVD-0003;1\n".repeat(Math.ceil(1_000_001 / 11));
    expect(large.length).toBeGreaterThan(1_000_000);
    const typed = "CVD-0008;1";

    const answer = await sendQuickOrder(who, { linhas: typed, arquivo: { name: "pedido.csv", content: large } });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.html, "arquivo")).toEqual({ message: TEXT.tooLarge, invalid: true });
    expect(formError(answer.html)).toBeNull();
    expect(linesField(answer.html)).toBe(typed);
    expect(answer.text).not.toContain("Resultado");
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });

  it("refuses more than 1000 pasted lines at the text field, keeping every line and the cart", async () => {
    const { who } = await signedUp();
    await addBanana(who, "2");
    const typed = lines(1001);

    const answer = await sendQuickOrder(who, { linhas: typed });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.html, "linhas")).toEqual({ message: TEXT.tooManyLines, invalid: true });
    expect(linesField(answer.html)).toBe(typed);
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });

  it("refuses pasted text over 1 MB at the text field, without an error page and keeping the cart", async () => {
    const { who } = await signedUp();
    await addBanana(who, "2");
    const typed = lines(100_000);
    expect(typed.length).toBeGreaterThan(1_000_000);

    const answer = await sendQuickOrder(who, { linhas: typed });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.html, "linhas")).toEqual({ message: TEXT.tooManyLines, invalid: true });
    expect(formError(answer.html)).toBeNull();
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });

  it("takes exactly 1000 pasted lines, blank lines between them not counted", async () => {
    const { who } = await signedUp();
    const typed = lines(1000, (index) => `SEM-${index};1${index % 250 === 0 ? "\n" : ""}`);
    expect(typed.split("\n").length).toBe(1004);

    const answer = await sendQuickOrder(who, { linhas: typed });
    expect(answer.status).toBe(200);
    expect(fieldError(answer.html, "linhas")).toEqual({ message: null, invalid: false });
    expect(answer.text).toContain(
      "Nenhum produto foi adicionado ao carrinho. 1000 linhas não entraram: veja a situação de cada uma.",
    );
    // Nothing went in: the lines come back in the field to correct.
    expect(linesField(answer.html)).toBe(typed);
  });

  it("refuses a spreadsheet of more than 1000 lines with the server's message at the file field, keeping the cart", async () => {
    const { who } = await signedUp();
    await addBanana(who, "2");

    const answer = await sendQuickOrder(who, {
      arquivo: { name: "pedido.csv", content: lines(1001, () => "CVD-0003;1") },
    });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.html, "arquivo")).toEqual({ message: TEXT.spreadsheetTooManyLines, invalid: true });
    expect(formError(answer.html)).toBeNull();
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });

  it.each([
    ["an empty file", ""],
    ["a file of blank lines and a header", "Código;Quantidade\n\n;\n"],
  ])("refuses %s at the file field, keeping the cart", async (_case, content) => {
    const { who } = await signedUp();
    await addBanana(who, "2");

    const answer = await sendQuickOrder(who, { arquivo: { name: "pedido.csv", content } });
    expect(answer.status).toBe(400);
    expect(fieldError(answer.html, "arquivo")).toEqual({ message: TEXT.spreadsheetEmpty, invalid: true });
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });

  it("asks for lines or a file when the text holds only blanks and no file was chosen", async () => {
    const { who } = await signedUp();
    await addBanana(who, "2");

    const answer = await sendQuickOrder(who, { linhas: "  \n\n\t\n" });
    expect(answer.status).toBe(400);
    expect(formError(answer.html)).toBe(TEXT.nothingSent);
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
  });
});

describe("restrict-not-approved-user-submission", () => {
  it("keeps the cart of an approved customer at the next login", async () => {
    const { who, customer } = await signedUp();
    await addBanana(who, "2");

    const again = await logIn(customer);
    const cart = await cartOf(again);
    expect(cart.quantities).toEqual({ [BANANA]: "2" });
    expect(cart.text).not.toContain(messages.cart.awaitingApproval);
  });

  it("clears the cart of a customer who is not approved at login, takes nothing into it, and does not give it back once approved", async () => {
    const { who, customer } = await signedUp();
    await addBanana(who, "2");
    expect((await cartOf(who)).quantities).toEqual({ [BANANA]: "2" });
    setApproval(customer, false);

    const pending = await logIn(customer);
    const restricted = await cartOf(pending);
    expect(restricted.quantities).toEqual({});
    expect(restricted.text).toContain(messages.cart.awaitingApproval);
    expect(restricted.text).not.toContain(messages.order.emptyCart);
    expect(restricted.text).toMatch(/Carrinho\s*0\s*produtos/);

    const refused = await pending.post(CART, { intent: "adicionar", idproduto: BANANA, quantidade: "1" });
    expect(refused.status).toBe(409);
    expect(bodyText(await refused.text())).toContain(messages.cart.awaitingApproval);
    const quickOrder = await sendQuickOrder(pending, { linhas: "CVD-0001;2" });
    expect(quickOrder.status).toBe(409);
    expect(quickOrder.text).toContain(`Nenhum produto foi adicionado ao carrinho: ${messages.cart.awaitingApproval}`);
    expect(linesField(quickOrder.html)).toBe("CVD-0001;2");

    // The stored cart was emptied, not hidden: once approved, the customer finds it empty.
    await upstreamCli(server.dataDir, "approve", "--supplier", "casaverde", "--email", customer.email);
    const approved = await cartOf(await logIn(customer));
    expect(approved.quantities).toEqual({});
    expect(approved.text).toContain(messages.order.emptyCart);
    expect(approved.text).not.toContain(messages.cart.awaitingApproval);
  });
});
