// `npm run contract:openapi`: writes docs/upstream-openapi.json from the storefront's schemas.
import { writeFileSync } from "node:fs";
import { buildUpstreamOpenApi } from "./document";

export const OPENAPI_FILE = "docs/upstream-openapi.json";

writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildUpstreamOpenApi(), null, 2)}\n`);
console.warn(`wrote ${OPENAPI_FILE}`);
