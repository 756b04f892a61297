import type { CookieConsent } from "./consent";
import { consentHeaders, DEFAULT_CONSENT } from "./consent";

export type UpstreamHeaderInput = {
  consent?: CookieConsent;
  idfornecedor?: string | null;
  token?: string | null;
  hasBody?: boolean;
};

/** The headers every upstream request carries (docs/rules/architecture.md "Upstream requests"): four consent flags, X-idfornecedor and the token. */
export function buildUpstreamHeaders({
  consent = DEFAULT_CONSENT,
  idfornecedor,
  token,
  hasBody,
}: UpstreamHeaderInput): Headers {
  const headers = new Headers({
    Accept: "application/json",
    ...consentHeaders(consent),
  });
  if (idfornecedor) headers.set("X-idfornecedor", idfornecedor);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (hasBody) headers.set("Content-Type", "application/json");
  return headers;
}
