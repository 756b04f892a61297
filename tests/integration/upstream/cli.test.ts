import Database from "better-sqlite3";
import { execFile, fork, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OrderPlacedSchema, type OrderSubmission } from "../../../app/models/checkout/order";
import { DeliveryOptionListSchema } from "../../../app/models/delivery/delivery-option";
import { formatBRL } from "../../../app/models/money";
import { databasePath } from "../../../upstream/db/open";
import { runOperatorCommand } from "../../../upstream/operator-commands";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import type { RunningUpstream } from "../../../upstream/start";
import { serverBundle } from "../../support/server-bundle";
import { upstreamCli } from "../../support/upstream-cli";
import { V2 } from "./accounts-client";
import { startCartUpstream, type CartUpstream, type Shopper } from "./cart-client";
import { AURORA_METHODS, placePickupOrder, readPixCharge, requestPixCharge } from "./payments-client";

/**
 * The commands run in this process (tests/support/upstream-cli.ts); only what belongs to the
 * process itself (serve's IPC and signals, exit codes and standard error) runs upstream/cli.ts in
 * a process of its own, bundled as `npm run build` bundles it (tests/support/server-bundle.ts).
 */
const cliBundle = async () => (await serverBundle()).upstreamCli;
const run = promisify(execFile);

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const servers: RunningUpstream[] = [];

function temporaryDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "upstream-cli-"));
  dataDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Like server/embedded-upstream.ts: fork with IPC and wait for { type: "ready", url }. */
async function forkServe(dataDir: string): Promise<{ child: ChildProcess; url: string; stdout: () => string }> {
  const child = fork(await cliBundle(), ["serve", "--port", "0"], {
    env: { ...process.env, DATA_DIR: dataDir, APP_TOKEN: "token-cli" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  children.push(child);
  let stdout = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`serve exited early with ${code}`)));
    child.on("message", (message: { type?: string; url?: string }) => {
      if (message.type === "ready" && message.url) resolve({ child, url: message.url, stdout: () => stdout });
    });
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });

/** upstream/cli.ts in a process of its own. */
const spawnCli = async (args: string[], dataDir: string) =>
  run(process.execPath, [await cliBundle(), ...args], { env: { ...process.env, DATA_DIR: dataDir } });

/** The same command in this process: its standard output, or a rejection with the exit code and standard error. */
const cli = (args: string[], dataDir: string) => upstreamCli(dataDir, ...args);

/** `serve --port 0` in this process, closed after the test. */
async function serveInProcess(dataDir: string): Promise<string> {
  const upstream = await runOperatorCommand(["serve", "--port", "0"], {
    dataDir,
    appToken: "token-cli",
    write: () => {},
  });
  if (!upstream) throw new Error("serve did not answer its API");
  servers.push(upstream);
  return upstream.url;
}

describe("npm run upstream -- serve", () => {
  it("reports ready over IPC, serves with the configured token, and exits cleanly on SIGTERM", async () => {
    const dataDir = temporaryDataDir();
    const { child, url, stdout } = await forkServe(dataDir);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // Standard output and the IPC channel are separate pipes: the line may arrive just after "ready".
    await vi.waitFor(() => expect(stdout()).toContain(`upstream: ouvindo em ${url} (dados em ${dataDir})`), {
      timeout: 5000,
    });
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
    expect((await fetch(`${url}/v2/app/token-cli/fornecedor`)).status).toBe(200);
    expect((await fetch(`${url}/v2/app/storefront-dev-token/fornecedor`)).status).toBe(401);
    child.kill("SIGTERM");
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
  });

  it("exits when the parent disconnects", async () => {
    const { child } = await forkServe(temporaryDataDir());
    child.disconnect();
    expect((await exitOf(child)).code).toBe(0);
  });
});

describe("npm run upstream -- seed", () => {
  it("seeds an empty database once, and --reset restores the demo data", async () => {
    const dataDir = temporaryDataDir();
    expect(await cli(["seed"], dataDir)).toMatch(/carregados/);
    expect(await cli(["seed"], dataDir)).toMatch(/--reset/);

    const db = new Database(databasePath(dataDir));
    db.prepare(
      "DELETE FROM products WHERE idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = 'casaverde')",
    ).run();
    db.close();

    expect(await cli(["seed", "--reset"], dataDir)).toMatch(/recarregados/);
    const reopened = new Database(databasePath(dataDir), { readonly: true });
    const counts = reopened
      .prepare(
        "SELECT s.slug, COUNT(p.id) AS produtos FROM suppliers s LEFT JOIN products p USING (idfornecedor) GROUP BY s.slug ORDER BY s.slug",
      )
      .all() as { slug: string; produtos: number }[];
    reopened.close();
    expect(counts.map((row) => row.slug)).toEqual(["aurora", "bomsabor", "casaverde"]);
    expect(counts.every((row) => row.produtos >= 60)).toBe(true);
  });

  it("refuses unknown commands and options with exit code 2", async () => {
    const dataDir = temporaryDataDir();
    await expect(spawnCli(["approve-everything"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Comando desconhecido/),
    });
    // A name every object inherits is no command either.
    await expect(cli(["toString"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Comando desconhecido/),
    });
    await expect(cli(["seed", "--wipe"], dataDir)).rejects.toMatchObject({ code: 2 });
    await expect(cli(["serve", "--port", "abc"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Porta inválida/),
    });
  });

  it("lists its commands", async () => {
    const stdout = await cli(["help"], temporaryDataDir());
    for (const command of [
      "serve",
      "seed",
      "approve",
      "assign-representative",
      "outbox",
      "expire-sessions",
      "attendant-price",
      "pay-pix",
    ])
      expect(stdout).toContain(command);
  });

  it("runs from its source as `npm run upstream` runs it (tsx upstream/cli.ts)", async () => {
    const source = fileURLToPath(new URL("../../../upstream/cli.ts", import.meta.url));
    const { stdout } = await run(process.execPath, ["--import", "tsx", source, "help"], {
      env: { ...process.env, DATA_DIR: temporaryDataDir() },
    });
    expect(stdout).toContain("order-status --order");
  });
});

/** A value read from the database of a data directory. */
function readValue(dataDir: string, sql: string, ...params: unknown[]): unknown {
  const db = new Database(databasePath(dataDir), { readonly: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params);
  } finally {
    db.close();
  }
}

/** One seeded data directory for the account commands' tests, made once. */
let seeded: Promise<string> | undefined;
const seededDataDir = () => {
  seeded ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-cli-seeded-"));
    await cli(["seed"], dir);
    return dir;
  })();
  return seeded;
};

afterAll(async () => {
  if (seeded) rmSync(await seeded, { recursive: true, force: true });
});

describe("npm run upstream -- approve", () => {
  const standing = (dataDir: string, idcliente: number, slug: string) =>
    readValue(
      dataDir,
      `SELECT cadastro_aprovado FROM customer_suppliers WHERE idcliente = ?
       AND idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = ?)`,
      idcliente,
      slug,
    );

  it("approves a customer's standing by e-mail or by document", async () => {
    const dataDir = await seededDataDir();
    expect(standing(dataDir, 505, "aurora")).toBe(0);
    const stdout = await cli(["approve", "--supplier", "aurora", "--email", "pendente@exemplo.com.br"], dataDir);
    expect(stdout).toMatch(/cadastro de Carlos Eduardo Lima aprovado em aurora/);
    expect(standing(dataDir, 505, "aurora")).toBe(1);
    await cli(["approve", "--supplier", "bomsabor", "--cpf", "314.159.265-90"], dataDir);
    expect(standing(dataDir, 506, "bomsabor")).toBe(1);
  });

  it.each([
    [["approve", "--email", "pendente@exemplo.com.br"], /--supplier/],
    [["approve", "--supplier", "aurora"], /--email/],
    [["approve", "--supplier", "aurora", "--email", "pendente@exemplo.com.br", "--cpf", "12345678909"], /--email/],
    [["approve", "--supplier", "naoexiste", "--email", "pendente@exemplo.com.br"], /Fornecedor não encontrado/],
    [["approve", "--supplier", "aurora", "--email", "ninguem@exemplo.com.br"], /Cliente não encontrado/],
  ])("refuses %j with exit code 2", async (args, message) => {
    await expect(cli(args, await seededDataDir())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(message),
    });
  });
});

describe("npm run upstream -- assign-representative", () => {
  const serves = (dataDir: string, idcliente: number) =>
    readValue(
      dataDir,
      `SELECT count(*) FROM representative_customers WHERE idrepresentante = 601 AND idcliente = ?
       AND idfornecedor = (SELECT idfornecedor FROM suppliers WHERE slug = 'aurora')`,
      idcliente,
    );

  it("gives the representative a client to serve at the supplier, by e-mail or by document, once", async () => {
    const dataDir = await seededDataDir();
    expect(serves(dataDir, 505)).toBe(0);
    const args = ["assign-representative", "--supplier", "aurora", "--representative", "representante@exemplo.com.br"];
    expect(await cli([...args, "--email", "pendente@exemplo.com.br"], dataDir)).toMatch(
      /Rafael Teixeira passa a atender Carlos Eduardo Lima em aurora/,
    );
    expect(serves(dataDir, 505)).toBe(1);
    expect(await cli([...args, "--cpf", "123.456.789-09"], dataDir)).toMatch(
      /Rafael Teixeira já atendia Carlos Eduardo Lima em aurora/,
    );
    expect(serves(dataDir, 505)).toBe(1);
  });

  it.each([
    [["assign-representative", "--supplier", "aurora", "--email", "pendente@exemplo.com.br"], /--representative/],
    [["assign-representative", "--supplier", "aurora", "--representative", "representante@exemplo.com.br"], /--email/],
    [
      [
        "assign-representative",
        "--supplier",
        "naoexiste",
        "--representative",
        "representante@exemplo.com.br",
        "--email",
        "pendente@exemplo.com.br",
      ],
      /Fornecedor não encontrado/,
    ],
    [
      [
        "assign-representative",
        "--supplier",
        "aurora",
        "--representative",
        "cliente@exemplo.com.br",
        "--email",
        "pendente@exemplo.com.br",
      ],
      /Representante não encontrado/,
    ],
    [
      [
        "assign-representative",
        "--supplier",
        "aurora",
        "--representative",
        "representante@exemplo.com.br",
        "--email",
        "comprador@exemplo.com.br",
      ],
      /Cliente não encontrado/,
    ],
  ])("refuses %j with exit code 2", async (args, message) => {
    await expect(cli(args, await seededDataDir())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(message),
    });
  });
});

describe("npm run upstream -- outbox", () => {
  it("prints the latest messages, newest first, to one address or to anyone", async () => {
    const dataDir = temporaryDataDir();
    expect(await cli(["outbox"], dataDir)).toMatch(/nenhuma mensagem/);
    const db = new Database(databasePath(dataDir));
    const insert = db.prepare("INSERT INTO outbox (para, assunto, corpo) VALUES (?, ?, ?)");
    insert.run("ana@exemplo.com.br", "Primeira", "/aurora/senha/nova?token=um");
    insert.run("bia@exemplo.com.br", "Segunda", "Seu código de verificação é 123456.");
    insert.run("ana@exemplo.com.br", "Terceira", "/bomsabor/senha/nova?token=tres");
    db.close();

    const all = await cli(["outbox"], dataDir);
    expect(all.indexOf("Terceira")).toBeLessThan(all.indexOf("Segunda"));
    expect(all.indexOf("Segunda")).toBeLessThan(all.indexOf("Primeira"));
    expect(all).toContain("/bomsabor/senha/nova?token=tres");
    const ana = await cli(["outbox", "--to", "ANA@exemplo.com.br", "--limit", "1"], dataDir);
    expect(ana).toContain("Terceira");
    expect(ana).not.toContain("Primeira");
    expect(ana).not.toContain("Segunda");
    await expect(cli(["outbox", "--limit", "0"], dataDir)).rejects.toMatchObject({ code: 2 });
  });
});

describe("npm run upstream -- expire-sessions", () => {
  it("ends every session of a login", async () => {
    const dataDir = temporaryDataDir();
    const url = await serveInProcess(dataDir);
    const login = async () => {
      const response = await fetch(`${url}/v1/app/token-cli/usuario/autenticar`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ cpf: "cliente@exemplo.com.br", senha: DEMO_PASSWORD, idfornecedor: "aurora" }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const settings = (token: string) =>
      fetch(`${url}/v2/app/token-cli/cliente/501/get-configuracoes-cliente`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    const tokens = [await login(), await login()];
    expect((await settings(tokens[0] ?? "")).status).toBe(200);

    const stdout = await cli(["expire-sessions", "--email", "cliente@exemplo.com.br"], dataDir);
    expect(stdout).toMatch(/2 sessão\(ões\) encerrada\(s\) para cliente@exemplo.com.br/);
    for (const token of tokens) {
      const response = await settings(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ mensagem: "Sessão expirada" });
    }
    expect((await settings(await login())).status).toBe(200);
  });

  it("refuses an unknown login or none with exit code 2", async () => {
    const dataDir = await seededDataDir();
    await expect(cli(["expire-sessions", "--email", "ninguem@exemplo.com.br"], dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Login não encontrado/),
    });
    await expect(cli(["expire-sessions"], dataDir)).rejects.toMatchObject({ code: 2 });
  });
});

describe("npm run upstream -- pay-pix", () => {
  /** A server beside the command, on the real clock; each test places an order of its own quantity. */
  let api: CartUpstream;
  let ana: Shopper;

  beforeAll(async () => {
    api = await startCartUpstream();
    ana = await api.shopper("cliente@exemplo.com.br", "aurora");
  });

  afterAll(async () => {
    await api?.stop();
  });

  const paymentStatus = (numpedido: string) =>
    readValue(api.upstream.dataDir, "SELECT pagamento_status FROM orders WHERE numpedido = ?", numpedido);

  it("pays the order's PIX charge as the payer's bank would, approving the order's payment", async () => {
    const { numpedido, totalpedido } = await placePickupOrder(api, ana, {
      idformapagamento: AURORA_METHODS.pix,
      quantidade: 2,
    });
    await expect(cli(["pay-pix", "--order", numpedido], api.upstream.dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(`Nenhuma cobrança PIX para o pedido ${numpedido}`),
    });
    const charge = await requestPixCharge(api, ana, numpedido);

    const stdout = await cli(["pay-pix", "--order", numpedido], api.upstream.dataDir);
    expect(stdout).toBe(
      `upstream: cobrança PIX ${charge.txid} do pedido ${numpedido} paga (${formatBRL(totalpedido)}); pagamento aprovado.\n`,
    );
    expect(await readPixCharge(api, ana, numpedido)).toEqual({ ...charge, status: "CONCLUIDA" });
    expect(paymentStatus(numpedido)).toBe("APROVADO");
    expect(await cli(["pay-pix", "--order", numpedido], api.upstream.dataDir)).toMatch(/já estava paga/);
  });

  it("refuses an expired charge with exit code 2, leaving the order unpaid", async () => {
    const { numpedido } = await placePickupOrder(api, ana, { idformapagamento: AURORA_METHODS.pix, quantidade: 3 });
    await requestPixCharge(api, ana, numpedido);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    api.sql((db) =>
      db
        .prepare("UPDATE pix_charges SET criada_em = ?, expira_em = ? WHERE numpedido = ?")
        .run(hoursAgo(2), hoursAgo(1), numpedido),
    );
    await expect(cli(["pay-pix", "--order", numpedido], api.upstream.dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(`A cobrança PIX do pedido ${numpedido} expirou`),
    });
    expect(paymentStatus(numpedido)).toBe("AGUARDANDO");
  });

  it.each([
    [["pay-pix"]],
    [["pay-pix", "--order", "dez"]],
    [["pay-pix", "--order"]],
    [["pay-pix", "--pedido", "10001"]],
  ])("refuses %j with exit code 2", async (args) => {
    await expect(cli(args, await seededDataDir())).rejects.toMatchObject({ code: 2 });
  });

  it("refuses an order without a charge with exit code 2", async () => {
    await expect(cli(["pay-pix", "--order", "99999"], await seededDataDir())).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Nenhuma cobrança PIX para o pedido 99999/),
    });
  });

  it("serves only with a PIX_PAY_AFTER_MS of whole milliseconds", async () => {
    const env = { ...process.env, DATA_DIR: temporaryDataDir(), PIX_PAY_AFTER_MS: "logo" };
    await expect(run(process.execPath, [await cliBundle(), "serve", "--port", "0"], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Configuração inválida — PIX_PAY_AFTER_MS/),
    });
  });
});

describe("npm run upstream -- order-status", () => {
  /** A server beside the command, on the real clock, with one order of Ana's picked up at aurora. */
  let api: CartUpstream;
  let numpedido: string;

  beforeAll(async () => {
    api = await startCartUpstream();
    const ana = await api.shopper("cliente@exemplo.com.br", "aurora");
    const [pickup] = await api.ok(
      DeliveryOptionListSchema,
      api.call("POST", "/v4/app/formas-entrega/aurora/00000000?tipoEntrega=RETIRADA", {
        body: { produtos: [] },
        supplier: null,
      }),
    );
    const body = {
      chaveIdempotencia: randomUUID().replaceAll("-", ""),
      idfornecedor: "aurora",
      itens: [{ idproduto: 1001, quantidade: 2 }],
      tipoEntrega: "RETIRADA",
      formaEntrega: {
        idformaentrega: pickup?.idformaentrega ?? "",
        data_de_entrega: pickup?.agendamentos[0]?.data_de_entrega ?? null,
      },
      formaPagamento: { idformapagamento: 12 },
    } satisfies OrderSubmission;
    ({ numpedido } = await api.ok(
      OrderPlacedSchema,
      api.call("POST", `${V2}/usuario/501/pedido`, { token: ana.token, body }),
    ));
  });

  afterAll(async () => {
    await api?.stop();
  });

  const history = () =>
    api.sql((db) =>
      db
        .prepare("SELECT status FROM order_status_history WHERE numpedido = ? ORDER BY idhistorico")
        .pluck()
        .all(numpedido),
    );

  it("moves an order to a status (any case) and records it in the order's history", async () => {
    const dataDir = api.upstream.dataDir;
    expect(await cli(["help"], dataDir)).toContain("order-status --order");
    expect(await cli(["order-status", "--order", numpedido, "--status", "separando"], dataDir)).toBe(
      `upstream: pedido ${numpedido} passou de ENVIADO para SEPARANDO.\n`,
    );
    expect(await cli(["order-status", "--order", numpedido, "--status", "SEPARANDO"], dataDir)).toBe(
      `upstream: o pedido ${numpedido} já está em SEPARANDO.\n`,
    );
    await cli(["order-status", "--order", numpedido, "--status", "PRONTO_RETIRADA"], dataDir);
    expect(history()).toEqual(["ENVIADO", "SEPARANDO", "PRONTO_RETIRADA"]);
  });

  it.each([
    [["order-status", "--order", "10001"], /Use order-status/],
    [["order-status", "--status", "PAGO"], /Use order-status/],
    [["order-status", "--order", "dez", "--status", "PAGO"], /Número de pedido inválido: dez/],
    [
      ["order-status", "--order", "10001", "--status", "ENVIADA"],
      /Status inválido: ENVIADA\. Use um destes: ORCAMENTO_NOVO, .*CANCELADO\./,
    ],
    [["order-status", "--order", "99999", "--status", "PAGO"], /Pedido não encontrado: 99999/],
  ])("refuses %j with exit code 2", async (args, message) => {
    await expect(cli(args, api.upstream.dataDir)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(message),
    });
  });
});
