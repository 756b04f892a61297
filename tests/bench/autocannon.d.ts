/** The part of autocannon's programmatic API the bench and npm run load use (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: "GET" | "POST";
    body?: string;
    /** Requests per second from all connections together (npm run load's bounded run). */
    overallRate?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Called with each connection's client as it is made. */
    setupClient?: (client: Client) => void;
  };

  /** One request of a connection's list, which it goes through in turn. */
  type Request = {
    method?: "GET" | "POST";
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
  };

  type Client = { setRequests(requests: Request[]): void };

  type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number; average: number };
  };

  type Instance = EventEmitter & { stop(): void };

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
