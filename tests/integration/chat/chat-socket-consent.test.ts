/**
 * The chat socket carries the shopper's cookie choice (docs/upstream-api.md "Request headers", §88;
 * ADR 0041): the storefront's proxy opens the chat server's socket with the four X-Consent-* headers
 * as the shopper set them, as every other upstream request does. The chat server here is a stand-in
 * that records the websocket's opening request and refuses it.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPLIER_IDS } from "../../../upstream/seed/suppliers";
import type { Shopper } from "../../support/shopper";
import { startStorefront, type StorefrontServer } from "../../support/storefront-server";
import { ANA, aurora } from "../orders/aurora-orders";

const APP_TOKEN = "chat-consentimento-token";

let chatServer: Server;
let server: StorefrontServer;
let helpers: ReturnType<typeof aurora>;
const openings: IncomingMessage[] = [];

beforeAll(async () => {
  chatServer = createServer((_req, res) => res.writeHead(404).end());
  chatServer.on("upgrade", (req: IncomingMessage, socket) => {
    openings.push(req);
    socket.destroy();
  });
  await new Promise<void>((resolve) => chatServer.listen(0, "127.0.0.1", resolve));
  const { port } = chatServer.address() as AddressInfo;
  server = await startStorefront({
    env: {
      APP_TOKEN,
      CHAT_URL: `http://127.0.0.1:${port}`,
      AUTH_ATTEMPTS_PER_IP: "5000",
      AUTH_ATTEMPTS_PER_ACCOUNT: "1000",
    },
  });
  helpers = aurora(server, APP_TOKEN);
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => chatServer?.close(resolve));
});

/** The consent headers of the chat server's socket opened for this shopper's browser socket. */
async function consentOfChatSocket(who: Shopper): Promise<Record<string, string | undefined>> {
  const before = openings.length;
  const socket: Socket = io(server.url, {
    path: "/chat-socket/",
    transports: ["websocket"],
    auth: { idfornecedor: SUPPLIER_IDS.aurora },
    reconnection: false,
    forceNew: true,
    extraHeaders: { Origin: server.url, Cookie: who.cookieHeader() },
  });
  const refused = await new Promise<string>((resolve) =>
    socket.once("connect_error", (error) => resolve(error.message)),
  );
  socket.close();
  expect(refused).toBe("Chat indisponível");
  expect(openings.length).toBe(before + 1);
  const { headers } = openings.at(-1)!;
  return {
    necessary: headers["x-consent-necessary"] as string | undefined,
    session: headers["x-consent-session"] as string | undefined,
    performance: headers["x-consent-performance"] as string | undefined,
    personalization: headers["x-consent-personalization"] as string | undefined,
  };
}

describe("the chat socket's consent headers", () => {
  it("before a choice, the spec's defaults: all true", async () => {
    const ana = await helpers.logIn(ANA);
    expect(await consentOfChatSocket(ana)).toEqual({
      necessary: "true",
      session: "true",
      performance: "true",
      personalization: "true",
    });
  });

  it("after 'Rejeitar opcionais', only the necessary ones", async () => {
    const ana = await helpers.logIn(ANA);
    const chosen = await ana.post("/aurora/cookies", { intent: "rejeitar", redirectTo: "/aurora" });
    expect(chosen.status).toBe(303);
    expect(await consentOfChatSocket(ana)).toEqual({
      necessary: "true",
      session: "false",
      performance: "false",
      personalization: "false",
    });
  });
});
