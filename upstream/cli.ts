/**
 * The upstream's operator command line: `npm run upstream -- <command> [options]`, the commands
 * being those of upstream/operator-commands.ts (`help` lists them). Environment: UPSTREAM_PORT
 * (3100), DATA_DIR (./data), APP_TOKEN, PIX_PAY_AFTER_MS (unset: PIX charges wait for `pay-pix`).
 * Bad usage or configuration prints one line on standard error and exits with code 2; any other
 * failure exits with code 1.
 * Started by a parent through child_process.fork, `serve` sends { type: "ready", url } once listening.
 * It closes cleanly and exits on SIGTERM, SIGINT, or when the parent disconnects.
 */
import { z } from "zod";
import {
  DEFAULT_APP_TOKEN,
  DEFAULT_PORT,
  type OperatorContext,
  PortNumber,
  runOperatorCommand,
  UsageError,
} from "./operator-commands";
import type { RunningUpstream } from "./start";

const Env = z.object({
  UPSTREAM_PORT: PortNumber.default(DEFAULT_PORT),
  DATA_DIR: z.string().min(1).default("./data"),
  APP_TOKEN: z.string().min(1).default(DEFAULT_APP_TOKEN),
  PIX_PAY_AFTER_MS: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .optional(),
});

function readEnv(): z.infer<typeof Env> {
  const parsed = Env.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new UsageError(`Configuração inválida — ${problems}`);
}

/**
 * The environment is read when a command first needs it, so that `help` and a mistyped command
 * or option are answered even when a variable is invalid.
 */
const context: OperatorContext = {
  get dataDir() {
    return readEnv().DATA_DIR;
  },
  get appToken() {
    return readEnv().APP_TOKEN;
  },
  get port() {
    return readEnv().UPSTREAM_PORT;
  },
  get pixPayAfterMs() {
    return readEnv().PIX_PAY_AFTER_MS;
  },
  write: (text) => process.stdout.write(text),
};

/** Tells a forking parent where the API listens, and stops it when asked to or left alone. */
function keepServing(upstream: RunningUpstream): void {
  process.send?.({ type: "ready", url: upstream.url });
  const stop = () => {
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("upstream: falha ao encerrar", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  process.once("disconnect", stop);
}

async function main(argv: string[]): Promise<void> {
  const upstream = await runOperatorCommand(argv, context);
  if (upstream) keepServing(upstream);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.line : error);
  process.exit(error instanceof UsageError ? error.exitCode : 1);
});
