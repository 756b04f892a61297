// The baseline's server: Express + @remix-run/express serving tests/bench/bare/build, with the
// same compression and static-asset setup as the storefront, and the page's pictures, nothing else.
// PORT from the env.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, "build/server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(here, "build/client"), { maxAge: "1h", index: false }));
// The page's product pictures (Lighthouse loads them): one small SVG, as the storefront's demo pictures are.
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">' +
  '<rect width="160" height="160" fill="#e8f0e8"/><circle cx="80" cy="80" r="48" fill="#7a9a7a"/></svg>';
app.get("/imagens/:name", (_request, response) => {
  response.type("image/svg+xml").set("cache-control", "public, max-age=3600").send(PICTURE);
});
app.all("*", createRequestHandler({ build, mode: "production" }));

const port = Number(process.env.PORT);
const server = app.listen(port, "127.0.0.1", () =>
  process.stdout.write(`${JSON.stringify({ event: "bare.listening", port })}\n`),
);
server.keepAliveTimeout = 65_000;
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
});
