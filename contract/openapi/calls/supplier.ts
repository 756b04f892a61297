import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { SupplierConfigSchema } from "~/models/supplier";
import { AppToken, defineCall } from "../define-call";

/** Calls 1–13: the supplier and its storefront's configuration. */
export function registerSupplierCalls(registry: OpenAPIRegistry): void {
  defineCall(registry, {
    call: 1,
    method: "get",
    path: "/v2/app/{apptoken}/configuracao/fornecedor",
    summary: "Supplier configuration",
    description: "The supplier with everything that configures its storefront, named by id or slug, or by a host name. One of the two query parameters is required.",
    tag: "Supplier",
    params: z.object({ apptoken: AppToken }),
    query: z.object({
      idfornecedor: z.string().optional().openapi({ description: "GUID or slug", example: "bomsabor" }),
      dominio: z.string().optional().openapi({ description: "A host name; matches config.dominio.dominio or any of config.dominio.dominio_adicionais, in any case; a :port suffix is ignored", example: "bomsabor.localhost" }),
    }),
    answers: {
      200: { description: "The supplier", schema: registry.register("SupplierConfig", SupplierConfigSchema) },
      400: { description: "Neither idfornecedor nor dominio", example: { mensagem: "Informe idfornecedor ou dominio." } },
      401: { description: "Unknown application token" },
      404: { description: "Unknown supplier or domain" },
    },
  });
}
