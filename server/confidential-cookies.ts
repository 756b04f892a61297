import type { RequestHandler } from "express";
import { upgradeSignedCookies } from "~/services/legacy-cookie-upgrade.server";

const CONFIDENTIAL_NAMES = /(?:^|;\s*)commerce-[a-z-]+=[^;]*\./;

/** The cookie names a response sets already (its own word wins over an upgrade). */
function namesSet(header: number | string | string[] | undefined): Set<string> {
  const lines = Array.isArray(header) ? header : typeof header === "string" ? [header] : [];
  return new Set(lines.map((line) => line.slice(0, line.indexOf("=")).trim()));
}

/**
 * A confidential cookie signed before ADR 0052 is read once and given back encrypted: the request
 * goes on with the encrypted value, and the answer carries its Set-Cookie unless the page sets that
 * cookie itself (a logout clearing it, a login replacing it).
 */
export const upgradeConfidentialCookies: RequestHandler = (req, res, next) => {
  const header = req.headers.cookie;
  if (!header || !CONFIDENTIAL_NAMES.test(header)) return next();
  upgradeSignedCookies(header).then((upgrade) => {
    if (upgrade) {
      req.headers.cookie = upgrade.cookieHeader;
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        const already = namesSet(res.getHeader("Set-Cookie"));
        for (const [name, line] of upgrade.setCookies) if (!already.has(name)) res.append("Set-Cookie", line);
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    next();
  }, next);
};
