import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { ViteDevServer } from "vite";
import { servesTiles, TILE_PROXY_PREFIX } from "~/services/delivery/map-tiles.server";
import { cardGatewayOrigin, type Env } from "~/services/env.server";
import type { Logger } from "~/services/logger.server";
import { BODY_LIMITS, bodyLimit } from "./body-limit";
import { upgradeConfidentialCookies } from "./confidential-cookies";
import { crossOriginGuard } from "./cross-origin-guard";
import { precompressedAssets } from "./precompressed-assets";
import { privateWhenSignedIn } from "./private-when-signed-in";
import { healthz } from "./healthz";
import { hostGuard } from "./host-guard";
import { imageProxy } from "./image-proxy";
import { tileProxy } from "./tile-proxy";
import { legacyPrefixRedirect } from "./legacy-prefix";
import { remixHandler } from "./remix-handler";
import { methodGuard } from "./route-methods";
import { handleErrors, refuseDataParam, rejectMalformedPath } from "./request-guards";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security";

export type AppMode =
  { kind: "production"; build: ServerBuild; clientDir: string } | { kind: "development"; vite: ViteDevServer };

function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith("/")) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The storefront's Express app: everything in front of the Remix handler. */
export function createApp({
  env,
  logger,
  mode,
  upstreamBaseUrl,
}: {
  env: Env;
  logger: Logger;
  mode: AppMode;
  upstreamBaseUrl: string;
}) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  if (!env.TRUST_PROXY) {
    // The Remix adapter reads the port of X-Forwarded-Host even when no proxy is trusted.
    app.use((req, _res, next) => {
      delete req.headers["x-forwarded-host"];
      next();
    });
  }
  app.use(compression());
  app.use(requestLog(logger));
  app.get("/healthz", healthz(upstreamBaseUrl));
  app.use(hostGuard(env.DEFAULT_SITE_URL));
  app.use(legacyPrefixRedirect);
  app.use(crossOriginGuard);
  app.use(
    securityHeaders({
      dev: mode.kind === "development",
      imageOrigin: originOf(env.IMAGE_BASE_URL),
      mapTileOrigin: originOf(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, "a")),
      cardGatewayOrigin: cardGatewayOrigin(env),
    }),
  );
  app.use(rejectMalformedPath);
  app.use(bodyLimit(logger, BODY_LIMITS, env.BODY_TIMEOUT_MS));
  app.use(refuseDataParam);
  if (!env.IMAGE_BASE_URL)
    app.use("/imagens", imageProxy(upstreamBaseUrl, { logger, timeoutMs: Math.min(5000, env.UPSTREAM_TIMEOUT_MS) }));
  // The demo's map tiles, drawn by the reference upstream (docs/upstream-api.md §70): only tiles of the grid, at a bounded rate.
  if (servesTiles(env))
    app.use(
      TILE_PROXY_PREFIX,
      tileProxy(upstreamBaseUrl, { logger, timeoutMs: Math.min(5000, env.UPSTREAM_TIMEOUT_MS) }),
    );

  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  if (mode.kind === "development") {
    app.use(mode.vite.middlewares);
  } else {
    app.use("/assets", precompressedAssets(`${mode.clientDir}/assets`));
    app.use("/assets", (_req, res) => void res.status(404).end());
    // build/client's own files (favicon.svg) have a dot in their name; a page's address, which has
    // none, goes on without a file-system lookup on every request.
    const clientFiles = express.static(mode.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? clientFiles(req, res, next) : next()));
  }

  const build =
    mode.kind === "development"
      ? () => mode.vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
      : mode.build;

  app.use(upgradeConfidentialCookies);
  app.use(privateWhenSignedIn);
  app.use(methodGuard(build));
  app.all(
    "*",
    remixHandler({
      build,
      mode: mode.kind,
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce),
        requestId: String(res.locals.requestId),
        clientIp: req.ip ?? "desconhecido",
      }),
    }),
  );
  app.use(handleErrors(logger));
  return app;
}
