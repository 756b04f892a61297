/**
 * A shopper's browser without JavaScript, for integration tests: keeps cookies, sends forms
 * with the page's Origin, and shows each redirect instead of following it unless asked.
 */
export class Shopper {
  private readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  /** Another browser with the same cookies as this one now (a copied session). */
  clone(): Shopper {
    const copy = new Shopper(this.origin);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** This browser's cookies as they are now, sent to another instance of the storefront (behind one address, as a balancer does). */
  at(origin: string): Shopper {
    const copy = new Shopper(origin);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** The cookie value the server set last (undefined when none or cleared). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The Cookie header this browser sends now (for a connection other than fetch: a websocket). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Drops a cookie, as a browser does when it expires (or another tab's logout cleared it). */
  forget(name: string): void {
    this.cookies.delete(name);
  }

  async get(path: string): Promise<Response> {
    return this.send(path, { method: "GET" });
  }

  /** A form POST (`application/x-www-form-urlencoded`) from a page of this origin. */
  async post(path: string, fields: Record<string, string>, origin: string | null = this.origin): Promise<Response> {
    return this.send(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
    });
  }

  /**
   * A form POST that must answer 303 See Other (a lookup without JavaScript, ADR 0033), and the page
   * its redirect then shows; throws when the POST answers anything else.
   */
  async postSeeOther(path: string, fields: Record<string, string>): Promise<Response> {
    const answer = await this.post(path, fields);
    if (answer.status !== 303) throw new Error(`POST ${path} answered ${answer.status}, not 303 See Other`);
    return (await this.follow(answer)).response;
  }

  /** Follows redirects (same origin only) up to `limit` hops; answers the last response with its path. */
  async follow(response: Response, limit = 5): Promise<{ response: Response; path: string }> {
    let current = response;
    let path = new URL(response.url || this.origin).pathname;
    for (let hop = 0; hop < limit && current.status >= 300 && current.status < 400; hop++) {
      const location = current.headers.get("Location") ?? "/";
      const next = new URL(location, this.origin);
      if (next.origin !== new URL(this.origin).origin) break;
      path = `${next.pathname}${next.search}`;
      current = await this.get(path);
    }
    return { response: current, path };
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) this.remember(line);
    return response;
  }

  private remember(line: string) {
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some(
      (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute),
    );
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
