import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerAccountsCalls(_registry: OpenAPIRegistry): void {}
