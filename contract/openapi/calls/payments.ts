import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerPaymentsCalls(_registry: OpenAPIRegistry): void {}
