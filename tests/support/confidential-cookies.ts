/**
 * The storefront's cookies as a test reads them: what one holds (encrypted, or signed only as
 * before ADR 0052), a cookie as the storefront wrote it before, and what anyone who sees a cookie
 * (a proxy's log, a HAR file) can read in it.
 */
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { open, seal } from "~/services/sealed-cookie.server";
import { TEST_SESSION_SECRET } from "./storefront-server";

/** What a cookie of the test storefront holds, as its server reads it; null when it does not read. */
export async function cookieContent(name: string, value: string): Promise<unknown> {
  const sealed = open(value, [TEST_SESSION_SECRET], name, z.unknown());
  if (sealed !== null) return sealed;
  return createCookie(name, { secrets: [TEST_SESSION_SECRET] }).parse(`${name}=${value}`);
}

/** The `name=value` pair of a cookie holding `content` as the storefront signed it before its cookies were encrypted. */
export async function legacyCookie(name: string, content: unknown): Promise<string> {
  const line = await createCookie(name, { secrets: [TEST_SESSION_SECRET], path: "/" }).serialize(content);
  return line.split(";")[0]!;
}

/**
 * Everything a cookie's value shows to whoever sees it: the value as sent, URL-decoded, and each of
 * its dot-separated parts base64-decoded (how a signed cookie, or a JWT, is read).
 */
export function readableText(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Not URL-encoded: read as sent.
  }
  const parts = decoded.split(".").map((part) => Buffer.from(part, "base64").toString("utf8"));
  return [value, decoded, ...parts].join("\n");
}

/** The `name=value` pair of a cookie holding `content` as the test storefront encrypts it. */
export function sealedCookie(name: string, content: unknown): string {
  return `${name}=${seal(content, [TEST_SESSION_SECRET], name)}`;
}
