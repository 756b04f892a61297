import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

export function registerOrdersCalls(_registry: OpenAPIRegistry): void {}
