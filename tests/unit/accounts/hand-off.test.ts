/**
 * docs/rules/account.md "Login": an account that lives at another store is handed to that store's login-token
 * route. Within this site a redirect does it; to another site (a white-label domain, the shared
 * host) a form's answer may not redirect (CSP form-action 'self'), so the page carries the link.
 */
import { describe, expect, it, vi } from "vitest";
import { handOff } from "~/services/hand-off.server";

vi.mock("~/services/api/supplier.server", () => ({
  getSupplierConfig: vi.fn(async (idfornecedor: string) => {
    if (idfornecedor === "indisponivel") throw new Error("upstream down");
    return idfornecedor === "casaverde-id" ? { nome: "Hortifruti Casa Verde" } : null;
  }),
}));

const request = new Request("http://bomsabor.localhost:3000/entrar", { method: "POST" });

describe("hand-off after a login or a sign-up", () => {
  it("redirects to a page of the same site", async () => {
    const thrown = await handOff(request, "/casaverde/login-token/abc/ana%40exemplo.com.br", "casaverde-id", {}).catch(
      (answer: unknown) => answer,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/casaverde/login-token/abc/ana%40exemplo.com.br");
  });

  it.each([
    [
      "the shared host",
      "http://localhost:3000/casaverde/login-token/abc/ana%40exemplo.com.br",
      "casaverde-id",
      "Hortifruti Casa Verde",
    ],
    [
      "another supplier's domain",
      "http://casaverde.localhost:3000/login-token/abc/ana%40exemplo.com.br",
      "casaverde-id",
      "Hortifruti Casa Verde",
    ],
    [
      "another port of the same host",
      "http://bomsabor.localhost:4000/login-token/abc/x",
      "casaverde-id",
      "Hortifruti Casa Verde",
    ],
    [
      "a store whose name cannot be read now",
      "http://localhost:3000/casaverde/login-token/abc/x",
      "indisponivel",
      null,
    ],
  ])(
    "gives the link to %s, with the store's name when it can be read",
    async (_where, location, idfornecedor, loja) => {
      expect(await handOff(request, location, idfornecedor, {})).toEqual({ href: location, loja });
    },
  );
});
