export type Device = "mobile" | "desktop";

/** The device of a request for carousel images: the client hint when sent, else the user agent. */
export function deviceOf(headers: Headers): Device {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return /Mobi|Android|iPhone|iPod/i.test(headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}
