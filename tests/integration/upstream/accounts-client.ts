import Database from "better-sqlite3";
import { expect } from "vitest";
import type { z } from "zod";
import { AuthenticationSchema } from "../../../app/models/account";
import { secretDigest } from "../../../upstream/credentials";
import { databasePath } from "../../../upstream/db/open";
import { DEMO_PASSWORD } from "../../../upstream/seed/customers";
import { APP_TOKEN, ErrorSchema, IDS, startTestUpstream, type TestUpstream, type TestUpstreamOptions } from "./harness";

export const V1 = `/v1/app/${APP_TOKEN}`;
export const V2 = `/v2/app/${APP_TOKEN}`;

type CallOptions = {
  /** Sent as `Authorization: Bearer`; none when absent. */
  token?: string;
  body?: unknown;
  /** The supplier in view (X-idfornecedor), aurora's unless given; null for none. */
  supplier?: string | null;
};

/** The upstream under test, called the way the storefront calls the account routes. */
export type AccountsUpstream = {
  upstream: TestUpstream;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** The answer of a 200, parsed with the schema. */
  ok<S extends z.ZodTypeAny>(schema: S, response: Promise<Response>): Promise<z.output<S>>;
  /** The `mensagem` of a failure with this status. */
  fails(response: Promise<Response>, status: number): Promise<string>;
  /** A password login at the supplier (aurora by default), parsed with AuthenticationSchema. */
  login(login: string, supplier?: string, senha?: string): Promise<z.output<typeof AuthenticationSchema>>;
  /** Every answer's body so far, to check that no secret ever shows. */
  bodies: string[];
  /** Runs SQL on the test server's database. */
  sql<T>(run: (db: Database.Database) => T): T;
  /** The latest outbox message to this address. */
  lastMessage(to: string): { assunto: string; corpo: string };
  /** Makes a token look 12 hours old. */
  age(token: string): void;
  stop(): Promise<void>;
};

export async function startAccountsUpstream(options: TestUpstreamOptions = {}): Promise<AccountsUpstream> {
  const upstream = await startTestUpstream(options);
  const bodies: string[] = [];

  const call = async (method: string, path: string, { token, body, supplier }: CallOptions = {}) => {
    const headers: Record<string, string> = { Accept: "application/json", "X-Consent-Necessary": "true" };
    const inView = supplier === undefined ? IDS.aurora : supplier;
    if (inView) headers["X-idfornecedor"] = inView;
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${upstream.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    bodies.push(text);
    // A 204 carries no body, which the Response constructor insists on.
    return new Response(response.status === 204 ? null : text, { status: response.status, headers: response.headers });
  };

  const ok = async <S extends z.ZodTypeAny>(schema: S, response: Promise<Response>) => {
    const answer = await response;
    const body: unknown = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return schema.parse(body) as z.output<S>;
  };

  const sql = <T>(run: (db: Database.Database) => T): T => {
    const db = new Database(databasePath(upstream.dataDir));
    db.pragma("busy_timeout = 5000");
    try {
      return run(db);
    } finally {
      db.close();
    }
  };

  return {
    upstream,
    call,
    ok,
    async fails(response, status) {
      const answer = await response;
      const body: unknown = await answer.json();
      expect(answer.status, JSON.stringify(body)).toBe(status);
      return ErrorSchema.parse(body).mensagem;
    },
    login: (login, supplier = "aurora", senha = DEMO_PASSWORD) =>
      ok(
        AuthenticationSchema,
        call("POST", `${V1}/usuario/autenticar`, {
          body: {
            cpf: login,
            senha,
            idcliente: null,
            idfornecedor: supplier,
            idcadastroextracliente: null,
            loginAsRepresentante: false,
            tokenOrigin: null,
          },
        }),
      ),
    bodies,
    sql,
    lastMessage: (to) =>
      sql(
        (db) =>
          db.prepare("SELECT assunto, corpo FROM outbox WHERE para = ? ORDER BY idmensagem DESC LIMIT 1").get(to) as {
            assunto: string;
            corpo: string;
          },
      ),
    age: (token) =>
      sql((db) =>
        db
          .prepare("UPDATE sessions SET expira_em = ? WHERE token_sha256 = ?")
          .run(new Date(Date.now() - 1000).toISOString(), secretDigest(token)),
      ),
    stop: () => upstream.stop(),
  };
}

/** The answer of calls that only confirm. */
export const acknowledged = { ok: true, mensagem: null };
