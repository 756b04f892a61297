/**
 * The upstream's operator commands, `npm run upstream -- <command> [options]`:
 *   serve [--port N]   run the API (default command)
 *   seed [--reset]     seed an empty database; with --reset, wipe every row and seed again
 *   approve --supplier <slug> (--email <e> | --cpf <digits>)   approve a customer's standing at a supplier
 *   assign-representative --supplier <slug> --representative <e-mail> (--email <e> | --cpf <digits>)
 *                      give a representative a client to serve at a supplier
 *   outbox [--to <email>] [--limit N]   the latest e-mails the server would have sent, newest first
 *   expire-sessions --email <e>   end every session of a login
 *   attendant-price --supplier <slug> (--email <e> | --cpf <digits>) (--product <id> --price <n> | --clear)
 *                      set the attendant price of a cart line (service lock), or clear every one of the cart
 *   order-status --order <numpedido> --status <status>   move an order to a status, recorded in its history
 *   price-quote --order <numpedido> [--item <idproduto>=<preço>]… [--frete <valor>]   price a quote (ORCAMENTO_PRECIFICADO)
 *   pay-pix --order N  pay the order's PIX charge, as the payer's bank would
 *   pay-invoice (--invoice <idfatura> | --order <numpedido>)   record an invoice paid (its credit given back)
 *   credit-limit --supplier <slug> --email <e> --total <valor>   give a customer a credit line, all of it available
 *   invoice-due (--invoice <idfatura> | --order <numpedido>) --date <YYYY-MM-DD>   move an unpaid invoice's due day
 *   coupon-expire --supplier <slug> --code <code> [--date <YYYY-MM-DD>]   end a coupon: its last day (default yesterday in São Paulo)
 *   chat-reply (--order <numpedido> | --client <idcliente> --supplier <slug>) --text <texto>   answer a client's chat as the seller's attendant
 *   help               this list
 * Each runs on the database of a data directory and writes its lines through the caller's `write`,
 * so that upstream/cli.ts runs them for an operator and tests run them without a process of their own.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { z } from "zod";
import type { Database } from "better-sqlite3";
import { ORDER_STATUSES, OrderStatusSchema } from "../app/models/checkout/order";
import { formatBRL } from "../app/models/money";
import { formatQuantity } from "../app/models/quantity-format";
import { clearAttendantPrices, setAttendantPrice } from "./data/attendant-prices";
import { setCreditLine } from "./data/customer-credit";
import { findInvoice, payInvoice, setInvoiceDue, type InvoiceRow } from "./data/invoices";
import { NewChatMessageSchema } from "../app/models/requests/chat";
import { replyAsAttendant } from "./data/chat";
import { saoPauloDay } from "./data/coupon-rules";
import { endCoupon } from "./data/coupons";
import { findCustomerLogin, findRepresentativeLogin } from "./data/logins";
import { readOrder, setOrderStatus } from "./data/orders";
import { issueInvoiceIfDue } from "./data/nfe-invoices";
import { latestMessages } from "./data/outbox";
import { payLatestPixCharge } from "./data/payments";
import { priceQuote } from "./data/quote-pricing";
import { approveStanding } from "./data/registrations";
import { assignClient } from "./data/representatives";
import { revokeLoginSessions } from "./data/sessions";
import { findSupplier } from "./data/suppliers";
import { openDatabase } from "./db/open";
import { statement } from "./db/statements";
import { resetAndSeed, seedIfEmpty } from "./seed";
import { type RunningUpstream, startUpstream } from "./start";

/** Where `serve` listens without --port. */
export const DEFAULT_PORT = 3100;
/** The application token `serve` answers to when none is given. */
export const DEFAULT_APP_TOKEN = "storefront-dev-token";

/** A port number as an operator gives it, on --port or in UPSTREAM_PORT. */
export const PortNumber = z.coerce.number().int().min(0).max(65535);

/** Wrong usage or configuration: said in one line, exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;

  /** The line the command line prints on standard error. */
  get line(): string {
    return `upstream: ${this.message}`;
  }
}

export type OperatorContext = {
  /** Where upstream.db lives. */
  dataDir: string;
  /** The application token of `serve`; DEFAULT_APP_TOKEN when absent. */
  appToken?: string;
  /** The port of `serve` without --port; DEFAULT_PORT when absent. */
  port?: number;
  /** When set, the PIX charges of `serve` pay themselves this many milliseconds after they are made. */
  pixPayAfterMs?: number;
  /** Receives the command's output, each line ending in "\n". */
  write(text: string): void;
};

/** What a command works with. */
type CommandIO = {
  context: OperatorContext;
  say(line: string): void;
  /** Runs `work` on the database of the data directory, closing it afterwards. */
  withDatabase<T>(work: (db: Database) => T): T;
};

/** `serve` answers the API it started, which keeps running until the caller closes it. */
type Command = { summary: string; run(args: string[], io: CommandIO): Promise<RunningUpstream | void> };

function parsePort(value: string): number {
  const parsed = PortNumber.safeParse(value);
  if (!parsed.success) throw new UsageError(`Porta inválida: ${value}`);
  return parsed.data;
}

/** node:util parseArgs, with its complaints (unknown option, missing value) as usage errors. */
function parseOptions<T extends ParseArgsConfig["options"]>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const Limit = z.coerce.number().int().min(1).max(1000);

/** An id as an operator types it (a product, an order). */
const NumericId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/** A price as an operator types it: "59.9" or "59,90". */
const Price = z
  .string()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/)
  .transform((text) => Number(text.replace(",", ".")));

/** A calendar day as an operator types it, YYYY-MM-DD, that exists. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day));

/** The invoice an operator names by its id or by its order's number; a usage error when neither or none. */
function invoiceNamed(db: Database, values: { invoice?: string; order?: string }, command: string): InvoiceRow {
  if ((values.invoice === undefined) === (values.order === undefined))
    throw new UsageError(`Use ${command} com --invoice <id> ou --order <número do pedido>.`);
  const id = NumericId.safeParse(values.invoice ?? values.order);
  if (!id.success) throw new UsageError(`Número inválido: ${values.invoice ?? values.order}`);
  const invoice = findInvoice(db, values.invoice !== undefined ? { idfatura: id.data } : { numpedido: id.data });
  if (!invoice)
    throw new UsageError(
      values.invoice !== undefined ? `Fatura não encontrada: ${id.data}` : `Nenhuma fatura para o pedido ${id.data}.`,
    );
  return invoice;
}

const commands: Record<string, Command> = {
  serve: {
    summary: `serve [--port N] — inicia a API (porta: --port, UPSTREAM_PORT ou ${DEFAULT_PORT})`,
    async run(args, { context, say }) {
      const values = parseOptions(args, { port: { type: "string" } });
      const { dataDir, appToken = DEFAULT_APP_TOKEN } = context;
      const port = values.port === undefined ? (context.port ?? DEFAULT_PORT) : parsePort(values.port);
      const upstream = await startUpstream({ port, dataDir, appToken, pixPayAfterMs: context.pixPayAfterMs });
      say(`upstream: ouvindo em ${upstream.url} (dados em ${dataDir})`);
      return upstream;
    },
  },
  seed: {
    summary: "seed [--reset] — carrega os dados de demonstração (--reset apaga tudo antes)",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, { reset: { type: "boolean", default: false } });
      withDatabase((db) => {
        if (values.reset) {
          resetAndSeed(db);
          say("upstream: dados apagados e recarregados.");
        } else {
          say(
            seedIfEmpty(db)
              ? "upstream: dados de demonstração carregados."
              : "upstream: o banco já tem dados; use --reset para recarregar.",
          );
        }
      });
    },
  },
  approve: {
    summary:
      "approve --supplier <slug> (--email <e> | --cpf <dígitos>) — aprova o cadastro de um cliente no fornecedor",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        supplier: { type: "string" },
        email: { type: "string" },
        cpf: { type: "string" },
      });
      const { supplier: ref, email, cpf } = values;
      if (!ref || (email === undefined) === (cpf === undefined)) {
        throw new UsageError("Use approve --supplier <slug> com --email <e-mail> ou --cpf <dígitos>.");
      }
      withDatabase((db) => {
        const supplier = findSupplier(db, ref);
        if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${ref}`);
        const nome = approveStanding(db, supplier.idfornecedor, email === undefined ? { cpf: cpf ?? "" } : { email });
        if (nome === undefined) throw new UsageError(`Cliente não encontrado: ${email ?? cpf}`);
        say(`upstream: cadastro de ${nome} aprovado em ${supplier.slug}.`);
      });
    },
  },
  "assign-representative": {
    summary:
      "assign-representative --supplier <slug> --representative <e-mail> (--email <e> | --cpf <dígitos>) — o representante passa a atender o cliente no fornecedor",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        supplier: { type: "string" },
        representative: { type: "string" },
        email: { type: "string" },
        cpf: { type: "string" },
      });
      const { supplier: ref, representative: rep, email, cpf } = values;
      if (!ref || !rep || (email === undefined) === (cpf === undefined)) {
        throw new UsageError(
          "Use assign-representative --supplier <slug> --representative <e-mail> com --email <e-mail> ou --cpf <dígitos>.",
        );
      }
      withDatabase((db) => {
        const supplier = findSupplier(db, ref);
        if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${ref}`);
        const representative = findRepresentativeLogin(db, rep);
        if (!representative) throw new UsageError(`Representante não encontrado: ${rep}`);
        const client = findCustomerLogin(db, email ?? cpf ?? "");
        if (!client || client.login.kind !== "customer")
          throw new UsageError(`Cliente não encontrado: ${email ?? cpf}`);
        const session = { idrepresentante: representative.login.idrepresentante, idfornecedor: supplier.idfornecedor };
        const added = assignClient(db, session, client.login.idcliente);
        say(
          `upstream: ${representative.nome} ${added ? "passa a atender" : "já atendia"} ${client.nome} em ${supplier.slug}.`,
        );
      });
    },
  },
  outbox: {
    summary: "outbox [--to <e-mail>] [--limit N] — mostra os últimos e-mails (links de senha, convites, códigos)",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, { to: { type: "string" }, limit: { type: "string", default: "10" } });
      const limit = Limit.safeParse(values.limit);
      if (!limit.success) throw new UsageError(`Limite inválido: ${values.limit}`);
      const messages = withDatabase((db) => latestMessages(db, { para: values.to, limit: limit.data }));
      if (messages.length === 0) say("upstream: nenhuma mensagem.");
      for (const message of messages) {
        say(`— ${message.criado_em} para ${message.para}: ${message.assunto}`);
        say(message.corpo);
        say("");
      }
    },
  },
  "expire-sessions": {
    summary: "expire-sessions --email <e-mail> — encerra todas as sessões desse login",
    async run(args, { say, withDatabase }) {
      const { email } = parseOptions(args, { email: { type: "string" } });
      if (!email?.includes("@")) throw new UsageError("Use expire-sessions --email <e-mail>.");
      withDatabase((db) => {
        const record = findCustomerLogin(db, email) ?? findRepresentativeLogin(db, email);
        if (!record) throw new UsageError(`Login não encontrado: ${email}`);
        say(`upstream: ${revokeLoginSessions(db, record.login)} sessão(ões) encerrada(s) para ${record.email}.`);
      });
    },
  },
  "attendant-price": {
    summary:
      "attendant-price --supplier <slug> (--email <e> | --cpf <dígitos>) (--product <id> --price <valor> | --clear) — preço do atendimento numa linha do carrinho do cliente (bloqueia o carrinho); --clear tira todos",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        supplier: { type: "string" },
        email: { type: "string" },
        cpf: { type: "string" },
        product: { type: "string" },
        price: { type: "string" },
        clear: { type: "boolean", default: false },
      });
      const { supplier: ref, email, cpf, product, price, clear } = values;
      const whatToDo = clear
        ? product === undefined && price === undefined
        : product !== undefined && price !== undefined;
      if (!ref || (email === undefined) === (cpf === undefined) || !whatToDo) {
        throw new UsageError(
          "Use attendant-price --supplier <slug> com --email <e-mail> ou --cpf <dígitos>, e --product <id> --price <valor> ou --clear.",
        );
      }
      withDatabase((db) => {
        const supplier = findSupplier(db, ref);
        if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${ref}`);
        const record = findCustomerLogin(db, email ?? cpf ?? "");
        if (!record) throw new UsageError(`Cliente não encontrado: ${email ?? cpf}`);
        const owner = { idfornecedor: supplier.idfornecedor, idcliente: record.login.idcliente };
        if (clear) {
          say(
            `upstream: ${clearAttendantPrices(db, owner)} preço(s) do atendimento removido(s) do carrinho de ${record.nome} em ${supplier.slug}.`,
          );
          return;
        }
        const idproduto = NumericId.safeParse(product);
        if (!idproduto.success) throw new UsageError(`Produto inválido: ${product}`);
        const value = Price.safeParse(price);
        if (!value.success) throw new UsageError(`Preço inválido: ${price}`);
        const outcome = setAttendantPrice(db, owner, idproduto.data, value.data);
        if (outcome.kind === "unknown-product")
          throw new UsageError(`Produto não encontrado em ${supplier.slug}: ${product}`);
        if (outcome.kind === "unavailable") throw new UsageError(`Produto indisponível: ${outcome.nome}`);
        say(
          `upstream: ${outcome.nome} (${formatQuantity(outcome.quantidade, outcome.unidade)}) a ${formatBRL(value.data)} no carrinho de ${record.nome} em ${supplier.slug}; o carrinho fica bloqueado.`,
        );
      });
    },
  },
  "pay-pix": {
    summary:
      "pay-pix --order <número> — paga a cobrança PIX do pedido, como o banco de quem paga (o pagamento fica aprovado)",
    async run(args, { say, withDatabase }) {
      const { order } = parseOptions(args, { order: { type: "string" } });
      const numpedido = NumericId.safeParse(order);
      if (!numpedido.success) throw new UsageError("Use pay-pix --order <número do pedido>.");
      withDatabase((db) => {
        const payment = payLatestPixCharge(db, numpedido.data, new Date());
        if (payment.kind === "no-charge") throw new UsageError(`Nenhuma cobrança PIX para o pedido ${numpedido.data}.`);
        if (payment.kind === "expired")
          throw new UsageError(`A cobrança PIX do pedido ${numpedido.data} expirou em ${payment.charge.expira_em}.`);
        const { txid, valor } = payment.charge;
        say(
          payment.kind === "paid"
            ? `upstream: cobrança PIX ${txid} do pedido ${numpedido.data} paga (${formatBRL(valor)}); pagamento aprovado.`
            : `upstream: a cobrança PIX ${txid} do pedido ${numpedido.data} já estava paga.`,
        );
      });
    },
  },
  "order-status": {
    summary: `order-status --order <número> --status <status> — muda o status de um pedido e o registra no histórico (${ORDER_STATUSES.join(", ")})`,
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, { order: { type: "string" }, status: { type: "string" } });
      if (values.order === undefined || values.status === undefined)
        throw new UsageError("Use order-status --order <número> --status <status>.");
      const numpedido = NumericId.safeParse(values.order);
      if (!numpedido.success) throw new UsageError(`Número de pedido inválido: ${values.order}`);
      const status = OrderStatusSchema.safeParse(values.status.toUpperCase());
      if (!status.success)
        throw new UsageError(`Status inválido: ${values.status}. Use um destes: ${ORDER_STATUSES.join(", ")}.`);
      withDatabase((db) => {
        const order = readOrder(db, numpedido.data);
        if (!order) throw new UsageError(`Pedido não encontrado: ${values.order}`);
        if (order.status === status.data) {
          say(`upstream: o pedido ${order.numpedido} já está em ${status.data}.`);
          return;
        }
        const at = new Date();
        // docs/rules/orders.md "Order documents": the goods are invoiced before they leave: the NF-e is issued with the move (docs/upstream-api.md §64).
        const invoice = db.transaction(() => {
          setOrderStatus(db, order.numpedido, status.data, at.toISOString());
          return issueInvoiceIfDue(db, { ...order, status: status.data }, at);
        })();
        say(`upstream: pedido ${order.numpedido} passou de ${order.status} para ${status.data}.`);
        if (invoice.kind === "issued") {
          say(
            `upstream: NF-e nº ${invoice.invoice.numero} série ${invoice.invoice.serie} emitida, chave de acesso ${invoice.invoice.chave}.`,
          );
        }
      });
    },
  },
  "price-quote": {
    summary:
      "price-quote --order <número> [--item <produto>=<preço>]… [--frete <valor>] — precifica um orçamento (ORCAMENTO_PRECIFICADO): o preço de cada produto dado, a taxa de entrega; os demais ficam como estão",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        order: { type: "string" },
        item: { type: "string", multiple: true, default: [] },
        frete: { type: "string" },
      });
      const numpedido = NumericId.safeParse(values.order);
      if (!numpedido.success)
        throw new UsageError("Use price-quote --order <número> [--item <produto>=<preço>]… [--frete <valor>].");
      const precos = new Map<number, number>();
      for (const item of values.item) {
        const [product = "", price = ""] = item.split("=");
        const idproduto = NumericId.safeParse(product);
        const value = Price.safeParse(price);
        if (!idproduto.success || !value.success)
          throw new UsageError(`Item inválido: ${item}. Use --item <produto>=<preço>, como --item 1001=150,00.`);
        precos.set(idproduto.data, value.data);
      }
      const frete = values.frete === undefined ? undefined : Price.safeParse(values.frete);
      if (frete && !frete.success) throw new UsageError(`Taxa de entrega inválida: ${values.frete}`);
      withDatabase((db) => {
        const outcome = priceQuote(
          db,
          numpedido.data,
          { precos, taxaentrega: frete ? frete.data : null },
          new Date().toISOString(),
        );
        if (outcome.kind === "not-a-quote") throw new UsageError(`Orçamento não encontrado: ${values.order}`);
        if (outcome.kind === "accepted")
          throw new UsageError(`O orçamento ${numpedido.data} já foi aceito pelo cliente.`);
        if (outcome.kind === "cancelled")
          throw new UsageError(`O orçamento ${numpedido.data} não está mais aberto (foi cancelado).`);
        if (outcome.kind === "unknown-products")
          throw new UsageError(`Produto(s) fora do orçamento ${numpedido.data}: ${outcome.unknownProducts.join(", ")}`);
        say(
          `upstream: orçamento ${numpedido.data} precificado (ORCAMENTO_PRECIFICADO): total ${formatBRL(outcome.order.totalpedido)}.`,
        );
      });
    },
  },
  "credit-limit": {
    summary:
      "credit-limit --supplier <slug> --email <e> --total <valor> — dá ao cliente um limite de crédito no fornecedor, todo disponível",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        supplier: { type: "string" },
        email: { type: "string" },
        total: { type: "string" },
      });
      const total = Price.safeParse(values.total);
      if (!values.supplier || !values.email || !total.success)
        throw new UsageError(
          "Use credit-limit --supplier <slug> --email <e-mail> --total <valor>, como --total 500,00.",
        );
      withDatabase((db) => {
        const supplier = findSupplier(db, values.supplier ?? "");
        if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${values.supplier}`);
        const nome = setCreditLine(db, supplier.idfornecedor, values.email ?? "", total.data);
        if (nome === undefined) throw new UsageError(`Cliente sem cadastro em ${supplier.slug}: ${values.email}`);
        say(`upstream: limite de crédito de ${nome} em ${supplier.slug}: ${formatBRL(total.data)}, todo disponível.`);
      });
    },
  },
  "pay-invoice": {
    summary:
      "pay-invoice (--invoice <id> | --order <número>) — registra a fatura (boleto) como paga, como o retorno do banco; o crédito volta ao cliente",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, { invoice: { type: "string" }, order: { type: "string" } });
      withDatabase((db) => {
        const invoice = invoiceNamed(db, values, "pay-invoice");
        if (!payInvoice(db, invoice.idfatura, new Date())) {
          say(`upstream: a fatura ${invoice.idfatura} já estava ${invoice.paga_em ? "paga" : "cancelada"}.`);
          return;
        }
        say(
          `upstream: fatura ${invoice.idfatura} (${invoice.descricao}, ${formatBRL(invoice.valor)}) paga; o crédito voltou ao cliente.`,
        );
      });
    },
  },
  "invoice-due": {
    summary:
      "invoice-due (--invoice <id> | --order <número>) --date <AAAA-MM-DD> — muda o vencimento de uma fatura em aberto (uma data passada a deixa vencida)",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        invoice: { type: "string" },
        order: { type: "string" },
        date: { type: "string" },
      });
      const date = Day.safeParse(values.date);
      if (!date.success)
        throw new UsageError("Use invoice-due (--invoice <id> | --order <número>) --date <AAAA-MM-DD>.");
      withDatabase((db) => {
        const invoice = invoiceNamed(db, values, "invoice-due");
        if (invoice.paga_em !== null || invoice.cancelada_em !== null)
          throw new UsageError(`A fatura ${invoice.idfatura} não está em aberto.`);
        if (date.data < invoice.emissao)
          throw new UsageError(`O vencimento não pode ser antes da emissão (${invoice.emissao}).`);
        setInvoiceDue(db, invoice.idfatura, date.data);
        say(`upstream: a fatura ${invoice.idfatura} (${invoice.descricao}) vence em ${date.data}.`);
      });
    },
  },
  "coupon-expire": {
    summary:
      "coupon-expire --supplier <slug> --code <código> [--date <AAAA-MM-DD>] — encerra um cupom: o último dia de validade passa a ser --date (padrão: ontem, em São Paulo)",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        supplier: { type: "string" },
        code: { type: "string" },
        date: { type: "string" },
      });
      const date =
        values.date === undefined
          ? { success: true as const, data: saoPauloDay(new Date(Date.now() - 86_400_000)) }
          : Day.safeParse(values.date);
      if (!values.supplier || !values.code || !date.success)
        throw new UsageError("Use coupon-expire --supplier <slug> --code <código> [--date <AAAA-MM-DD>].");
      const { supplier: ref, code } = values;
      withDatabase((db) => {
        const supplier = findSupplier(db, ref);
        if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${ref}`);
        const ended = endCoupon(db, supplier.idfornecedor, code, date.data);
        if (ended === "unknown") throw new UsageError(`Cupom não encontrado: ${code}`);
        if (ended === "before-start")
          throw new UsageError(`O último dia não pode ser antes do primeiro dia de validade do cupom ${code}.`);
        say(`upstream: o cupom ${ended.codigo} de ${supplier.slug} vale até ${date.data}.`);
      });
    },
  },
  "chat-reply": {
    summary:
      "chat-reply (--order <número> | --client <idcliente> --supplier <slug>) --text <texto> — responde ao cliente como o atendimento da loja, na conversa do pedido ou na conversa geral",
    async run(args, { say, withDatabase }) {
      const values = parseOptions(args, {
        order: { type: "string" },
        client: { type: "string" },
        supplier: { type: "string" },
        text: { type: "string" },
      });
      const byOrder = values.order !== undefined && values.client === undefined && values.supplier === undefined;
      const byClient = values.order === undefined && values.client !== undefined && values.supplier !== undefined;
      if ((!byOrder && !byClient) || values.text === undefined)
        throw new UsageError(
          'Use chat-reply --order <número> --text "…" ou chat-reply --client <idcliente> --supplier <slug> --text "…".',
        );
      const texto = NewChatMessageSchema.shape.texto.safeParse(values.text);
      if (!texto.success) throw new UsageError("Texto inválido: de 1 a 2000 caracteres.");
      const id = NumericId.safeParse(values.order ?? values.client);
      if (!id.success) throw new UsageError(`Número inválido: ${values.order ?? values.client}`);
      withDatabase((db) => {
        let owner: { idfornecedor: string; idcliente: number };
        if (byOrder) {
          const order = readOrder(db, id.data);
          if (!order) throw new UsageError(`Pedido não encontrado: ${id.data}`);
          owner = { idfornecedor: order.idfornecedor, idcliente: order.idcliente };
        } else {
          const supplier = findSupplier(db, values.supplier ?? "");
          if (!supplier) throw new UsageError(`Fornecedor não encontrado: ${values.supplier}`);
          const known = statement(db, "SELECT 1 FROM customers WHERE idcliente = ?").get(id.data);
          if (!known) throw new UsageError(`Cliente não encontrado: ${id.data}`);
          owner = { idfornecedor: supplier.idfornecedor, idcliente: id.data };
        }
        const message = replyAsAttendant(db, owner, byOrder ? id.data : null, texto.data, new Date());
        say(`upstream: ${message.nomeAutor} respondeu na conversa ${message.sala} (mensagem ${message.id}).`);
      });
    },
  },
  help: {
    summary: "help — mostra esta ajuda",
    async run(_args, { say }) {
      say("Uso: npm run upstream -- <comando> [opções]");
      for (const command of Object.values(commands)) say(`  ${command.summary}`);
    },
  },
};

/**
 * Runs one command (`serve` when `argv` is empty), its output going to `context.write`. Bad usage
 * throws a UsageError. For `serve`, answers the running API, which the caller closes.
 */
export async function runOperatorCommand(
  argv: string[],
  context: OperatorContext,
): Promise<RunningUpstream | undefined> {
  const [name = "serve", ...args] = argv;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw new UsageError(`Comando desconhecido: ${name}. Use "help" para ver os comandos.`);
  const io: CommandIO = {
    context,
    say: (line) => context.write(`${line}\n`),
    withDatabase(work) {
      // context.dataDir is read only now, after the command checked its options: upstream/cli.ts
      // reads the environment on first use, so a usage mistake is named before a bad variable.
      const db = openDatabase(context.dataDir);
      try {
        return work(db);
      } finally {
        db.close();
      }
    },
  };
  return (await command.run(args, io)) ?? undefined;
}
