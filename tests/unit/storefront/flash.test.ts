import { beforeEach, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/services/env.server";
import { readFlash, setFlashHeader, type Flash } from "~/services/flash.server";

// A one-time message for the next page (app/models/flash.ts): whatever a message is made of (a
// store's name of any length, a product's), it reaches the next page, fitted to the bounds the
// page reads it with, never dropped there.

beforeEach(() => {
  setEnv(parseEnv({ SESSION_SECRET: "a-test-session-secret-long-enough", LOG_LEVEL: "silent" }));
});

/** The flash as the next page reads it, from the Set-Cookie header that wrote it. */
async function roundTrip(flash: Flash): Promise<Flash | null> {
  const header = await setFlashHeader(flash);
  const cookie = header.split(";")[0]!;
  return (await readFlash(new Request("http://loja.test/", { headers: { Cookie: cookie } }))).flash;
}

const LONG_STORE = "Distribuidora de Alimentos e Bebidas do Vale do Paraíba Ltda";

describe("a flash message reaches the next page", () => {
  it.each<[string, Flash, Flash]>([
    [
      "as it was written, within the bounds",
      { kind: "info", message: "Endereço salvo.", link: { href: "/aurora", label: "Voltar para Aurora" } },
      { kind: "info", message: "Endereço salvo.", link: { href: "/aurora", label: "Voltar para Aurora" } },
    ],
    [
      "the way back to a store whose name is long: its label shortened to 60 characters, ending in …",
      {
        kind: "info",
        message: "Você está em outra loja.",
        link: { href: "/aurora", label: `Voltar para ${LONG_STORE}` },
      },
      {
        kind: "info",
        message: "Você está em outra loja.",
        link: { href: "/aurora", label: `Voltar para ${LONG_STORE}`.slice(0, 59) + "…" },
      },
    ],
    [
      "a message over 500 characters: shortened to 500, ending in …",
      { kind: "warning", message: "x".repeat(600) },
      { kind: "warning", message: `${"x".repeat(499)}…` },
    ],
  ])("%s", async (_, written, read) => {
    expect(await roundTrip(written)).toEqual(read);
  });
});
