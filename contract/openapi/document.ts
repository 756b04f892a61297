import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerAccountsCalls } from "./calls/accounts";
import { registerCartCalls } from "./calls/cart";
import { registerCatalogueCalls } from "./calls/catalogue";
import { CHAT_TAG, registerChatCalls } from "./calls/chat";
import { registerDeliveryCalls } from "./calls/delivery";
import { registerListsCalls } from "./calls/lists";
import { registerOrdersCalls } from "./calls/orders";
import { registerPaymentsCalls } from "./calls/payments";
import { registerSupplierCalls } from "./calls/supplier";
import { tidyNullableRefs } from "./schema-metadata";

/**
 * The OpenAPI 3.1 document of the upstream contract (docs/upstream-api.md), built from the zod
 * schemas the storefront validates answers with. `npm run contract:openapi` writes it to
 * docs/upstream-openapi.json; a unit test keeps that file equal to what this builds.
 */
export function buildUpstreamOpenApi() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "http",
    scheme: "bearer",
    description: "The shopper's session token (call 28).",
  });
  registerSupplierCalls(registry);
  registerCatalogueCalls(registry);
  registerAccountsCalls(registry);
  registerCartCalls(registry);
  registerDeliveryCalls(registry);
  registerOrdersCalls(registry);
  registerPaymentsCalls(registry);
  registerListsCalls(registry);
  registerChatCalls(registry);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Supplier platform API, as the storefront uses it",
      version: "1.0.0",
      description:
        "Every call the storefront makes to the supplier platform (the upstream). The prose, conventions and normative rules are in docs/upstream-api.md; each operation's `x-call` is its section number there.",
    },
    servers: [{ url: "http://127.0.0.1:3100", description: "The reference server (npm run upstream)" }],
    // OpenAPI describes no sockets: the chat socket (call 88) is in its tag's prose.
    tags: [CHAT_TAG],
  });
  return tidyNullableRefs(document);
}
