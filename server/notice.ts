import type { Request, Response } from "express";
import { messages } from "~/models/messages";

export type Notice = { title: string; detail: string; short: string };

export const BAD_REQUEST: Notice = {
  title: messages.errors.badRequestTitle,
  detail: messages.errors.badRequestDetail,
  short: messages.errors.badRequestShort,
};

export const PAYLOAD_TOO_LARGE: Notice = {
  title: messages.errors.payloadTooLargeTitle,
  detail: messages.errors.payloadTooLargeDetail,
  short: messages.errors.payloadTooLargeShort,
};

export const METHOD_NOT_ALLOWED: Notice = {
  title: messages.errors.methodNotAllowedTitle,
  detail: messages.errors.methodNotAllowedDetail,
  short: messages.errors.methodNotAllowedShort,
};

export const BAD_BODY: Notice = {
  title: messages.errors.badBodyTitle,
  detail: messages.errors.badBodyDetail,
  short: messages.errors.badBodyShort,
};

export const BODY_TIMEOUT: Notice = {
  title: messages.errors.bodyTimeoutTitle,
  detail: messages.errors.bodyTimeoutDetail,
  short: messages.errors.bodyTimeoutShort,
};

export const UNEXPECTED: Notice = {
  title: messages.errors.unexpectedTitle,
  detail: messages.errors.unexpectedDetail,
  short: messages.errors.unexpectedShort,
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A browser opening a page asks for HTML; data requests, beacons and scripts get the short text. */
function wantsHtml(req: Request): boolean {
  return /\btext\/html\b/i.test(req.get("Accept") ?? "") && !req.path.endsWith(".data");
}

function page(status: number, notice: Notice, nonce: unknown): string {
  const style =
    typeof nonce === "string"
      ? `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;margin:0;color:#1f2933}main{max-width:36rem;margin:4rem auto;padding:0 1rem}a{color:inherit}</style>`
      : "";
  return [
    '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(notice.title)}</title>${style}</head><body><main>`,
    `<h1>${escapeHtml(notice.title)}</h1><p>${escapeHtml(notice.detail)}</p>`,
    `<p><a href="/">${escapeHtml(messages.errors.backHome)}</a></p><p><small>Código ${status}</small></p>`,
    "</main></body></html>",
  ].join("");
}

/**
 * An answer given by the server before the app (or instead of it): the Portuguese page for a
 * browser, a Portuguese line of text for anything else. Never cached.
 */
export function sendNotice(req: Request, res: Response, status: number, notice: Notice): void {
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (wantsHtml(req)) {
    res.type("text/html; charset=utf-8").send(page(status, notice, res.locals.cspNonce));
  } else {
    res.type("text/plain; charset=utf-8").send(`${notice.short}\n`);
  }
}
