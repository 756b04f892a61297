// The command line of `npm run contract:check`.
import type { CheckOptions } from "./plan/step";

export const USAGE = `Usage: npm run contract:check -- --base URL --app-token T [--supplier S] [--login L --password P] [--json]
  --base URL                the server's API base (as the storefront's API_BASE_URL)
  --app-token T             the application token ({apptoken} in the paths)
  --supplier S              the supplier to check with, by id or slug (default: the first call 2 lists)
  --login L --password P    a customer's login at that supplier: the calls that need a session
  --representative-login L --representative-password P
                            a sales representative's login (calls 29 and 30)
  --api-key K --erp-user E  an ERP integration's key and a customer's ERP id (call 32)
  --document FILE           the OpenAPI document (default docs/upstream-openapi.json)
  --json                    the report as JSON instead of text
It writes test data: a new customer, a cart, an address (deleted again), orders and a quote.`;

export class UsageError extends Error {}

const FLAGS: Record<string, keyof CheckOptions> = {
  "--base": "base",
  "--app-token": "appToken",
  "--supplier": "supplier",
  "--login": "login",
  "--password": "password",
  "--representative-login": "representativeLogin",
  "--representative-password": "representativePassword",
  "--api-key": "apiKey",
  "--erp-user": "erpUser",
  "--document": "documentFile",
};

export type CommandLine = { options: CheckOptions; json: boolean; help: boolean };

export function parseArgs(argv: readonly string[]): CommandLine {
  const values: Partial<Record<keyof CheckOptions, string>> = {};
  let json = false;
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === "--json") json = true;
    else if (arg === "--help" || arg === "-h") help = true;
    else {
      const [flag, inline] = arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
      const key = FLAGS[flag];
      if (!key) throw new UsageError(`unknown argument: ${arg}`);
      const value = inline ?? argv[++index];
      if (value === undefined || value === "") throw new UsageError(`${flag} needs a value`);
      if (values[key] !== undefined) throw new UsageError(`${flag} given twice`);
      values[key] = value;
    }
  }
  if (help) return { options: { base: "", appToken: "" }, json, help };
  if (!values.base) throw new UsageError("--base is required");
  if (!/^https?:\/\/[^/]/i.test(values.base)) throw new UsageError(`--base must be an http(s) URL: ${values.base}`);
  if (!values.appToken) throw new UsageError("--app-token is required");
  if (!values.login !== !values.password) throw new UsageError("--login and --password go together");
  if (!values.representativeLogin !== !values.representativePassword)
    throw new UsageError("--representative-login and --representative-password go together");
  if (!values.apiKey !== !values.erpUser) throw new UsageError("--api-key and --erp-user go together");
  return { options: { ...values, base: values.base, appToken: values.appToken }, json, help };
}
