import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

/** The document the pages render, and the Swagger UI files they need (served from node_modules: no CDN). */
export const OPENAPI_FILE = "docs/upstream-openapi.json";
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
export const ASSETS = ["swagger-ui.css", "swagger-ui-bundle.js"] as const;

export function assetPath(name: (typeof ASSETS)[number]): string {
  return path.join(swaggerUiDir, name);
}

/** The reference page: Swagger UI over ./upstream-openapi.json, every operation listed. */
export function indexHtml(): string {
  const { info } = JSON.parse(readFileSync(OPENAPI_FILE, "utf8")) as { info: { title: string } };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${info.title.replace(/[<&]/g, "")}</title>
<link rel="stylesheet" href="./swagger-ui.css">
</head>
<body>
<noscript>This reference needs JavaScript; the same content is in docs/upstream-openapi.json and docs/upstream-api.md.</noscript>
<div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: "./upstream-openapi.json", dom_id: "#swagger-ui", deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0 });
</script>
</body>
</html>
`;
}
