// The report, in English: one line per call of the plan, by section, with the faults of an answer
// that does not conform (a JSON pointer into its body and a message), then the totals.
import type { CallResult, Outcome, Report } from "./check";

const LABELS: Record<Outcome, string> = {
  conforms: "conforms",
  "does-not-conform": "DOES NOT CONFORM",
  "optional-absent": "optional call absent",
  "not-exercised": "not exercised",
  "not-in-document": "not in the document",
};

/** At most this many faults of one answer are printed; the JSON report has them all. */
const MAX_FAULTS = 8;

function line(result: CallResult): string[] {
  const status = result.status !== undefined ? ` ${result.status}` : "";
  const head = `${String(result.call).padStart(2)}. ${result.title} — ${result.method} ${result.path}:${status} ${LABELS[result.outcome]}`;
  const lines = [head];
  if (result.outcome === "optional-absent") lines.push("      the document marks it x-optional: fine");
  if (result.why) lines.push(`      ${result.outcome === "not-exercised" ? "why: " : ""}${result.why}`);
  if (result.note && result.outcome !== "not-exercised") lines.push(`      (${result.note})`);
  for (const fault of result.faults.slice(0, MAX_FAULTS))
    lines.push(`      ${fault.path || "(answer)"}: ${fault.message}`);
  if (result.faults.length > MAX_FAULTS)
    lines.push(`      … and ${result.faults.length - MAX_FAULTS} more (--json lists them all)`);
  return lines;
}

export function formatReport(report: Report): string {
  const results = [...report.results].sort((a, b) => a.call - b.call);
  const out = [
    `Contract check of ${report.base} (supplier ${report.supplier ?? "?"}${report.login ? `, login ${report.login}` : ", no login"})`,
    "",
    ...results.flatMap(line),
    "",
  ];
  if (report.unreached.length > 0) {
    out.push("Operations of the document no step reached:");
    for (const operation of report.unreached)
      out.push(`  ${operation.operationId} ${operation.method} ${operation.path}`);
    out.push("");
  }
  if (report.orders.length > 0)
    out.push(
      `Orders placed (test data): ${report.orders.map((order) => `${order.numpedido} (${order.kind})`).join(", ")}`,
    );
  const { counts } = report;
  out.push(
    `${counts.conforms} conform, ${counts["does-not-conform"]} do not conform, ${counts["optional-absent"]} optional absent, ${counts["not-exercised"]} not exercised, ${counts["not-in-document"]} not in the document`,
    report.ok ? "Result: every required call exercised conforms." : "Result: some required calls do not conform.",
  );
  return `${out.join("\n")}\n`;
}
