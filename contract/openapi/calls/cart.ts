import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerCartCalls(_registry: OpenAPIRegistry): void {}
