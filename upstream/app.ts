import type { Database } from "better-sqlite3";
import express from "express";
import { statement } from "./db/statements";
import { HttpError, MESSAGES, errorAnswer, unknownRoute } from "./http";
import { registerAccountUserRoutes } from "./routes/account-users";
import { registerAddressRoutes } from "./routes/addresses";
import { registerAuthenticationRoutes } from "./routes/authentication";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogueRoutes } from "./routes/catalogue";
import { registerChatRoutes, type ChatDelivery } from "./routes/chat";
import { registerComboRoutes } from "./routes/combos";
import { registerCouponRoutes } from "./routes/coupons";
import { registerDeliveryOptionRoutes } from "./routes/delivery-options";
import { registerImageRoutes } from "./routes/images";
import { registerInvoiceRoutes } from "./routes/invoices";
import { registerMapTileRoutes } from "./routes/map-tiles";
import { registerOrderExportRoutes } from "./routes/order-export";
import { registerOrderDocumentRoutes } from "./routes/order-documents";
import { registerOrderHistoryRoutes } from "./routes/order-history";
import { registerOrderRoutes } from "./routes/orders";
import { registerCardGatewayRoutes } from "./routes/card-gateway";
import { registerPaymentRoutes } from "./routes/payments";
import { registerQuoteAcceptanceRoutes } from "./routes/quote-acceptance";
import { registerCustomerAccountRoutes } from "./routes/customer-account";
import { registerProductRoutes } from "./routes/products";
import { registerRegistrationRoutes } from "./routes/registration";
import { registerRepresentativeRoutes } from "./routes/representatives";
import { registerSearchTagRoutes } from "./routes/search-tags";
import { registerShopperSignalRoutes } from "./routes/shopper-signals";
import { registerShoppingListRoutes } from "./routes/shopping-lists";
import { registerSpreadsheetRoutes } from "./routes/spreadsheet";
import { registerStaticPageRoutes } from "./routes/static-pages";
import { registerSubscriptionRoutes } from "./routes/subscriptions";
import { registerSupplierRoutes } from "./routes/supplier";
import { registerTermsOfUseRoutes } from "./routes/terms-of-use";

export type UpstreamAppOptions = {
  db: Database;
  appToken: string;
  /** The clock delivery slots are open by, cards expire and PIX charges run by (the real time unless tests hold it). */
  now?: () => Date;
  /** When set, a PIX charge pays itself this many milliseconds after it is made (PIX_PAY_AFTER_MS). */
  pixPayAfterMs?: number;
  /** Told of each chat change, to deliver it on the chat socket (upstream/chat-socket.ts); nothing when absent. */
  chat?: ChatDelivery;
};

const NO_CHAT_SOCKET: ChatDelivery = { messagesStored: () => undefined, unreadChanged: () => undefined };

/**
 * The reference upstream API: JSON answers, `{ "mensagem": … }` on every failure (but the delivery
 * options' refusals, §51), 401 for a wrong `{apptoken}` in a path. Consent headers are accepted and
 * not needed; account calls read `Authorization: Bearer` and `X-idfornecedor`.
 */
export function createUpstreamApp({
  db,
  appToken,
  now = () => new Date(),
  pixPayAfterMs,
  chat = NO_CHAT_SOCKET,
}: UpstreamAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");

  app.get("/healthz", (_req, res) => {
    statement(db, "SELECT 1").get();
    res.json({ ok: true });
  });

  const api = express.Router();
  api.param("apptoken", (_req, _res, next, value: string) => {
    next(value === appToken ? undefined : new HttpError(401, MESSAGES.invalidAppToken));
  });
  registerSupplierRoutes(api, db);
  registerCatalogueRoutes(api, db);
  registerProductRoutes(api, db);
  registerSearchTagRoutes(api, db);
  registerComboRoutes(api, db);
  registerStaticPageRoutes(api, db);
  registerShopperSignalRoutes(api, db);
  registerImageRoutes(api, db);
  registerMapTileRoutes(api, db);
  registerAuthenticationRoutes(api, db);
  registerRepresentativeRoutes(api, db);
  registerCustomerAccountRoutes(api, db);
  registerTermsOfUseRoutes(api, db);
  registerRegistrationRoutes(api, db);
  registerAccountUserRoutes(api, db);
  registerSpreadsheetRoutes(api, db);
  registerCartRoutes(api, db);
  registerCouponRoutes(api, db);
  registerSubscriptionRoutes(api, db, { now });
  registerShoppingListRoutes(api, db);
  registerChatRoutes(api, db, { now, delivery: chat });
  registerAddressRoutes(api, db);
  registerDeliveryOptionRoutes(api, db, { appToken, now });
  registerOrderRoutes(api, db, { now });
  registerOrderHistoryRoutes(api, db, { now });
  registerOrderDocumentRoutes(api, db, { now });
  registerOrderExportRoutes(api, db, { now });
  registerQuoteAcceptanceRoutes(api, db, { now });
  registerPaymentRoutes(api, db, { now, pixPayAfterMs });
  registerCardGatewayRoutes(api, db, { now });
  registerInvoiceRoutes(api, db, { now });
  app.use(api);

  app.use(unknownRoute);
  app.use(errorAnswer);
  return app;
}
