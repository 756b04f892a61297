import express from "express";
import { ASSETS, assetPath, indexHtml, OPENAPI_FILE } from "./site";

/** The readable rendering of docs/upstream-openapi.json, as `npm run docs` serves it. */
export function docsApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.get(["/", "/index.html"], (_req, res) => {
    res.type("html").set("Cache-Control", "no-store").send(indexHtml());
  });
  app.get("/upstream-openapi.json", (_req, res) => {
    res.set("Cache-Control", "no-store").sendFile(OPENAPI_FILE, { root: process.cwd() });
  });
  for (const name of ASSETS) app.get(`/${name}`, (_req, res) => res.sendFile(assetPath(name)));
  return app;
}
