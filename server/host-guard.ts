import type { RequestHandler } from "express";
import { hostnameOf } from "~/models/supplier-ref";

/**
 * A request whose Host (or trusted X-Forwarded-Host) is not a valid host name never reaches the
 * app: it is sent to the default site. Whether a valid host is allowed is decided by the supplier
 * layout, which knows the white-label domains.
 */
export function hostGuard(defaultSiteUrl: string): RequestHandler {
  return (req, res, next) => {
    const forwarded = req.app.get("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
    if (hostnameOf(forwarded ?? req.get("host"))) return next();
    res.redirect(302, defaultSiteUrl);
  };
}
