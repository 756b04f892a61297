import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import {
  keptForm,
  keptResult,
  LOOKUP_TTL_SECONDS,
  lookupAnswer,
  openLookup,
  sealLookup,
  takeLookup,
  type LookupReply,
} from "~/services/form-lookup.server";
import type { SupplierContext } from "~/services/supplier-context.server";

// ADR 0033: a lookup without JavaScript answers 303 to its page; what the page then shows is kept
// in a sealed cookie, once, for that page and store, never a password.

const SECRET = "a-test-session-secret-long-enough";
const NOW = 1_800_000_000_000;

beforeEach(() => {
  setEnv(parseEnv({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent" }));
});

const store = (idfornecedor: string, basePath = "/aurora") =>
  ({ basePath, supplier: { idfornecedor } }) as unknown as SupplierContext;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const reply = (
  status: number,
  initialValue: NonNullable<LookupReply["result"]["initialValue"]>,
  extra: Partial<LookupReply> = {},
): LookupReply => ({
  status,
  result: { initialValue, error: {} },
  ...extra,
});

/** The cookie a redirect sets, as the browser sends it back. */
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;
const withCookie = (cookie: string, path = "/aurora/cadastro") =>
  new Request(`http://loja.test${path}`, { headers: { Cookie: cookie } });

describe("what a lookup keeps", () => {
  it("keeps the text typed and looked up, the errors and the notice; never the passwords, the button, the marker or the honeypot", () => {
    const kept = keptForm(
      reply(
        404,
        {
          nome: "Ana",
          cep: "99999-999",
          senha: "segredo-123",
          confirmacao: "segredo-123",
          intent: "buscar-cep",
          resposta: "dados",
          site: "robô",
          opcoes: ["a", "b"],
          aninhado: { x: "1" },
        },
        { notice: undefined, passwordsTyped: true },
      ),
    );
    expect(kept.values).toEqual({ nome: "Ana", cep: "99999-999", opcoes: ["a", "b"] });
    expect(kept.passwordsTyped).toBe(true);
    expect(JSON.stringify(kept)).not.toContain("segredo-123");
  });

  it("gives the page back its values and errors, marked as an error only when there is one", () => {
    const failed = keptResult({
      values: { cep: "1" },
      errors: { cep: ["CEP não encontrado."] },
      notice: null,
      noticeAt: null,
      passwordsTyped: false,
      suggestedEmail: null,
    });
    expect(failed).toEqual({ status: "error", initialValue: { cep: "1" }, error: { cep: ["CEP não encontrado."] } });
    const found = keptResult({ ...keptForm(reply(200, { cep: "05422-001" })), notice: "Preenchemos" });
    expect(found.status).toBeUndefined();
  });

  it("is sealed: another secret, or a changed byte, opens nothing", () => {
    const kept = {
      v: 1 as const,
      page: "cadastro" as const,
      idfornecedor: "a",
      at: NOW,
      form: keptForm(reply(200, { nome: "Ana" })),
    };
    const sealed = sealLookup(kept, [SECRET]);
    expect(sealed).not.toContain("Ana");
    expect(openLookup(sealed, [SECRET])).toEqual(kept);
    expect(openLookup(sealed, ["another-secret-long-enough-000"])).toBeNull();
    // One character of the sealed text changed (the second to last, whose bits are all data).
    const at = sealed.length - 2;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    expect(tampered).not.toBe(sealed);
    expect(openLookup(tampered, [SECRET])).toBeNull();
  });
});

describe("the lookup's answer", () => {
  const request = new Request("http://loja.test/aurora/enderecos?editar=7", { method: "POST" });

  it.each([
    ["found", 200, 303],
    ["not found", 404, 303],
    ["the directory down", 502, 303],
    ["refused as typed (a CEP that is no CEP): the page, with its 400", 400, null],
  ])("without JavaScript, %s", (_case, status, expected) => {
    const answer = lookupAnswer(request, store("aurora-id"), "enderecos", form({}), reply(status, { cep: "0" }), {
      now: NOW,
    });
    if (expected === null) expect(answer).not.toBeInstanceOf(Response);
    else {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(expected);
      expect((answer as Response).headers.get("Location")).toBe("/aurora/enderecos?editar=7#endereco-form-titulo");
      expect((answer as Response).headers.get("Set-Cookie")).toMatch(
        new RegExp(`^commerce-consulta=[\\w-]+; Max-Age=${LOOKUP_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax`),
      );
    }
  });

  it("with JavaScript (resposta=dados) answers in place", () => {
    const answer = lookupAnswer(request, store("aurora-id"), "enderecos", form({ resposta: "dados" }), reply(200, {}));
    expect(answer).not.toBeInstanceOf(Response);
  });

  it("a form too big for a cookie answers in place rather than lose what was typed", () => {
    const big = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`campo${i}`, "x".repeat(1000)]));
    const answer = lookupAnswer(request, store("aurora-id"), "enderecos", form({}), reply(200, big));
    expect(answer).not.toBeInstanceOf(Response);
  });
});

describe("the page after it", () => {
  const redirected = () =>
    lookupAnswer(
      new Request("http://loja.test/aurora/cadastro", { method: "POST" }),
      store("aurora-id"),
      "cadastro",
      form({}),
      reply(200, { nome: "Ana" }, { notice: "Preenchemos" }),
      { now: NOW },
    ) as Response;

  it("shows it once, for its page and store, and forgets it", () => {
    const taken = takeLookup(withCookie(cookieOf(redirected())), store("aurora-id"), "cadastro", NOW + 1000);
    expect(taken.form?.values).toEqual({ nome: "Ana" });
    expect(taken.form?.notice).toBe("Preenchemos");
    expect(taken.headers?.get("Set-Cookie")).toMatch(/^commerce-consulta=; Max-Age=0/);
    expect(taken.headers?.get("Cache-Control")).toBe("private, no-store");
  });

  it("another store's or another page's is left alone", () => {
    const cookie = cookieOf(redirected());
    for (const taken of [
      takeLookup(withCookie(cookie), store("casaverde-id"), "cadastro", NOW),
      takeLookup(withCookie(cookie), store("aurora-id"), "enderecos", NOW),
    ]) {
      expect(taken.form).toBeNull();
      expect(taken.headers).toBeUndefined();
    }
  });

  it("one too old, or unreadable, is not shown and is forgotten", () => {
    const cookie = cookieOf(redirected());
    for (const taken of [
      takeLookup(withCookie(cookie), store("aurora-id"), "cadastro", NOW + LOOKUP_TTL_SECONDS * 1000),
      takeLookup(withCookie("commerce-consulta=rabisco"), store("aurora-id"), "cadastro", NOW),
    ]) {
      expect(taken.form).toBeNull();
      expect(taken.headers?.get("Set-Cookie")).toMatch(/^commerce-consulta=; Max-Age=0/);
    }
  });
});
