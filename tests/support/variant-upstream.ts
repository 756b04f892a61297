/**
 * A conforming upstream that is not the reference one: what another platform team could build from
 * docs/upstream-api.md alone. It answers the contract's own examples where the reference server
 * answers its demo data, and varies the shape of every JSON answer the ways the contract allows:
 * - nulls dropped (a nullable field is absent instead of null);
 * - ids retyped (an id that is a number comes as a digit string, a digit string as a number);
 * - unknown fields added to every object (`_plataforma`);
 * - optional calls missing (404), chosen per test;
 * - an answer changed by the test (`alter`): a row the contract does not allow, to see it degrade.
 * Every other call goes to a real embedded upstream behind it (`startUpstream`), whose demo data
 * (suppliers, logins, products) the tests can rely on. Every request is recorded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { startUpstream } from "../../upstream/start";

/** The optional calls this server can lack (docs/upstream-api.md "Optional calls"). */
export type OptionalCall = "alert-list" | "static-text";

export type VariantRequest = { method: string; path: string; query: URLSearchParams };

export type VariantUpstream = {
  url: string;
  appToken: string;
  /** Every request received, in order. */
  seen: VariantRequest[];
  close(): Promise<void>;
};

/** aurora's pages on this server: one under review, one that holds every link and image form of §23. */
export const VARIANT_PAGES = {
  guide: "guia-de-compras",
  underReview: "programa-de-fidelidade",
  about: "sobre",
};

/** The HTML of the guide: each link and image form the contract lets a page hold (§23). */
function guideHtml(selfUrl: string): string {
  return [
    "<h1>Guia de compras</h1>",
    '<p><a href="#prazos">Prazos de entrega</a> · <a href="#trocas">Trocas</a></p>',
    '<p><a href="/aurora/paginas/sobre">Quem somos (com o fornecedor no caminho)</a></p>',
    '<p><a href="/paginas/sobre#historia">Nossa história</a></p>',
    '<p><a href="../categoria/101">Mercearia (relativo)</a></p>',
    '<p><a href="sobre">Sobre (relativo)</a></p>',
    '<p><a href="https://www.exemplo.com.br/catalogo.pdf">Catálogo em PDF</a></p>',
    '<p><a href="javascript:alert(1)">Não clique</a></p>',
    '<img src="/imagens/aurora/logo.svg" alt="Logo com a pasta de imagens">',
    '<img src="aurora/logo.svg" alt="">',
    `<img src="${selfUrl}/imagens/aurora/favicon.svg" alt="Ícone pelo endereço do servidor">`,
    '<img src="https://cdn.exemplo.com.br/fachada.jpg" alt="Fachada da loja" width="1200" height="800">',
    '<h2 id="prazos">Prazos</h2><p>Entregamos em até 2 dias úteis.</p>',
    '<h2 id="trocas">Trocas</h2><p>Trocas em até 7 dias.</p>',
    '<h2 id="conteudo">Um id que a página da loja já usa</h2>',
  ].join("\n");
}

type Answer = { status: number; body: unknown };

/** The contract's example answers this server gives instead of the reference's (null: pass on). */
function exampleAnswer(request: VariantRequest, missing: ReadonlySet<OptionalCall>, selfUrl: string): Answer | null {
  const { method, path: route } = request;
  if (method !== "GET") return null;
  if (missing.has("alert-list") && /^\/v4\/notificacao\/alerta-disponibilidade\/[^/]+\/[^/]+$/.test(route)) {
    return { status: 404, body: { mensagem: "Recurso não encontrado." } };
  }
  if (missing.has("static-text") && /^\/v4\/static-text\/[^/]+$/.test(route)) {
    return { status: 404, body: { mensagem: "Recurso não encontrado." } };
  }
  const pages =
    /^\/v4\/pagina-estatica\/(aurora|6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01)\/(listar|slug\/([a-z0-9-]+))$/i.exec(route);
  if (pages) {
    if (pages[2] === "listar") {
      return {
        status: 200,
        body: [
          { slug: VARIANT_PAGES.about, titulo: "Sobre a Aurora", tags: ["WEB", "APP"], em_revisao: false },
          { slug: VARIANT_PAGES.guide, titulo: "Guia de compras", tags: ["WEB"] },
          { slug: VARIANT_PAGES.underReview, titulo: "Programa de fidelidade", tags: ["WEB"], em_revisao: true },
        ],
      };
    }
    const slug = pages[3];
    if (slug === VARIANT_PAGES.guide)
      return { status: 200, body: { slug, titulo: "Guia de compras", tags: ["WEB"], conteudo: guideHtml(selfUrl) } };
    if (slug === VARIANT_PAGES.underReview) return { status: 422, body: { mensagem: "Conteúdo em revisão" } };
    if (slug === VARIANT_PAGES.about) {
      return {
        status: 200,
        body: {
          slug,
          titulo: "Sobre a Aurora",
          tags: ["WEB", "APP"],
          conteudo: '<h2 id="historia">Nossa história</h2><p>Desde 1998.</p>',
        },
      };
    }
    return { status: 404, body: { mensagem: "Página não encontrada." } };
  }
  if (/^\/v2\/app\/config\/fornecedor\/(aurora|6f1c2a4e-8b3d-4c5a-9e7f-1a2b3c4d5e01)\/rodape$/i.test(route)) {
    // §4's example, with a link to the page under review that the storefront must leave out.
    return {
      status: 200,
      body: {
        colunas: [
          {
            titulo: "Institucional",
            links: [
              { descricao: "Sobre a Aurora", destino: "/paginas/sobre" },
              { descricao: "Programa de fidelidade", destino: `/paginas/${VARIANT_PAGES.underReview}` },
            ],
          },
        ],
        texto: null,
        endereco: "Rua dos Pinheiros, 800 — Pinheiros, São Paulo - SP, 05422-001",
        contato: { telefone: "(11) 3032-4500", email: "contato@exemplo.com.br", whatsapp: "5511976540002" },
        redes_sociais: [],
      },
    };
  }
  return null;
}

const ID_KEY = /^id[a-z_]*$|^id$/i;
/** Objects that are maps (key → value) in the contract: they get no unknown field. */
const MAPS = new Set(["descontoProgressivo", "translation"]);

/** The shape variations the contract allows (see the file's comment), applied to any JSON value. */
export function varyShape(value: unknown, key = ""): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => varyShape(item, key)).filter((item) => item !== undefined);
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([name, item]) => [name, varyShape(item, name)] as const)
      .filter(([, item]) => item !== undefined);
    return MAPS.has(key)
      ? Object.fromEntries(entries)
      : { ...Object.fromEntries(entries), _plataforma: { versao: "2.7.1", campoNovo: true } };
  }
  if (ID_KEY.test(key)) {
    if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
    if (typeof value === "string" && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  }
  return value;
}

/** Changes a successful JSON answer of the server behind before it is sent on (the request, its body as the reference server answered it). */
export type AlterAnswer = (request: VariantRequest, body: unknown) => unknown;

export async function startVariantUpstream({
  missing = [],
  appToken = "storefront-dev-token",
  alter = (_request, body) => body,
}: { missing?: OptionalCall[]; appToken?: string; alter?: AlterAnswer } = {}): Promise<VariantUpstream> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "variant-upstream-"));
  const real = await startUpstream({ port: 0, host: "127.0.0.1", dataDir, appToken });
  const target = new URL(real.url);
  const agent = new http.Agent({ keepAlive: true });
  const seen: VariantRequest[] = [];
  const sockets = new Set<Socket>();
  const absent = new Set(missing);
  let selfUrl = "";

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
  };

  function forward(req: IncomingMessage, res: ServerResponse, request: VariantRequest): void {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        agent,
      },
      (answer) => {
        const type = answer.headers["content-type"] ?? "";
        if (!type.includes("application/json")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const status = answer.statusCode ?? 502;
          let body: unknown;
          try {
            body = text === "" ? null : JSON.parse(text);
          } catch {
            res.writeHead(status, answer.headers).end(text);
            return;
          }
          // Refusals keep their `{ mensagem }`; answers get the variations.
          json(res, status, status >= 200 && status < 300 ? (varyShape(alter(request, body)) ?? null) : body);
        });
      },
    );
    upstreamRequest.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://upstream.invalid");
    const request: VariantRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams };
    seen.push(request);
    const example = exampleAnswer(request, absent, selfUrl);
    if (example) {
      req.resume();
      json(res, example.status, example.status < 300 ? varyShape(example.body) : example.body);
      return;
    }
    forward(req, res, request);
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  selfUrl = `http://127.0.0.1:${port}`;

  return {
    url: selfUrl,
    appToken,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      await real.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
