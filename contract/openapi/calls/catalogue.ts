import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerCatalogueCalls(_registry: OpenAPIRegistry): void {}
