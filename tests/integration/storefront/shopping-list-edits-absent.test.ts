/**
 * The optional list edits of docs/upstream-api.md §79–§81 on a platform without them: an answer of
 * 404, 405 or 501 marks the call absent (Conventions, "Optional calls"), the storefront says so and
 * hides the control from then on (an hour), and the rest of the list works. A server of its own, since
 * the absence is remembered for the whole process.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startMisbehavingUpstream, type MisbehavingUpstream } from "../../support/misbehaving-upstream";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { ANA, aurora } from "../orders/aurora-orders";

let upstream: MisbehavingUpstream;
let server: StorefrontServer;

beforeAll(async () => {
  upstream = await startMisbehavingUpstream();
  server = await startStorefront({
    apiBaseUrl: upstream.url,
    env: { APP_TOKEN: upstream.appToken, PUBLIC_CACHE: "false" },
  });
});

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

const COMPRAS_DO_MES = "/aurora/listas/2";

it("a platform without the quantity call (501): the control is hidden from then on, the rest kept", async () => {
  const helpers = aurora(server, upstream.appToken);
  const ana = await helpers.logIn(ANA);
  expect(await helpers.page(ana, COMPRAS_DO_MES)).toContain('name="quantidade"');

  upstream.setFault({
    mode: "501",
    match: (request) => request.method === "PUT" && /\/product\/\d+$/.test(request.path),
  });
  const answer = await ana.post(COMPRAS_DO_MES, { intent: "quantidade", idproduto: "1001", quantidade: "12" });
  expect(answer.status).toBe(303);
  const after = await ana.follow(answer);
  const html = await after.response.text();
  expect(html).toContain("Esta loja não permite mais essa alteração nas listas.");
  expect(html).not.toContain('name="quantidade"');
  // Removing, renaming and the cart are still offered.
  expect(html).toContain('value="remover"');
  expect(html).toContain('value="renomear"');
  expect(html).toContain("Colocar tudo no carrinho");
  upstream.setFault({ mode: "pass" });
});
