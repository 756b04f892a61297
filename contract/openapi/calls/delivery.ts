import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerDeliveryCalls(_registry: OpenAPIRegistry): void {}
