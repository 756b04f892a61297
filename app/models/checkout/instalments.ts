import { z } from "zod";
import { formatBRL, roundCents } from "../money";

/**
 * Paying by card in instalments (docs/rules/checkout.md "Instalments"; docs/upstream-api.md §9
 * `parcelamento`, §57 `parcelas`): the plan a card method may carry, and what it offers for a total.
 */

/** The most instalments a plan may offer. */
export const MAX_INSTALMENTS = 24;

/**
 * A card method's instalment plan (call 9): at most `maxParcelas`, interest-free up to
 * `parcelasSemJuros`, each instalment at least `valorMinimoParcela`, and beyond the interest-free
 * ones `jurosMensal` percent a month (compound, as a Price table).
 */
export const InstalmentPlanSchema = z.object({
  maxParcelas: z.number().int().min(1).max(MAX_INSTALMENTS),
  parcelasSemJuros: z.number().int().min(1).max(MAX_INSTALMENTS),
  valorMinimoParcela: z.number().finite().min(0).default(0),
  jurosMensal: z.number().finite().min(0).max(20).default(0),
});
export type InstalmentPlan = z.output<typeof InstalmentPlanSchema>;

/** One way to pay a total: `parcelas` instalments of `valor`, `total` in all, with or without interest. */
export type InstalmentChoice = { parcelas: number; valor: number; total: number; semJuros: boolean };

/** One instalment of a Price table: the total financed at `rate` a month over `n` months. */
function priceInstalment(total: number, rate: number, n: number): number {
  if (rate === 0) return total / n;
  return (total * rate) / (1 - (1 + rate) ** -n);
}

/**
 * The choices a plan offers for a total: always 1×; then each number of instalments up to
 * `maxParcelas` whose instalment is at least `valorMinimoParcela` — interest-free (the total split)
 * up to `parcelasSemJuros`, with interest beyond. No plan, or a total of nothing: 1× only.
 */
export function instalmentChoices(plan: InstalmentPlan | null, total: number): InstalmentChoice[] {
  const once: InstalmentChoice = { parcelas: 1, valor: roundCents(total), total: roundCents(total), semJuros: true };
  if (!plan || !(total > 0)) return [once];
  const choices = [once];
  const interestFreeUpTo = Math.min(plan.parcelasSemJuros, plan.maxParcelas);
  for (let n = 2; n <= plan.maxParcelas; n++) {
    const semJuros = n <= interestFreeUpTo;
    const valor = roundCents(semJuros ? total / n : priceInstalment(total, plan.jurosMensal / 100, n));
    if (valor < plan.valorMinimoParcela) break;
    choices.push({ parcelas: n, valor, total: semJuros ? roundCents(total) : roundCents(valor * n), semJuros });
  }
  return choices;
}

/** The most interest-free instalments (2 or more) a total is offered; null when none. */
export function interestFreeOffer(plan: InstalmentPlan | null, total: number): InstalmentChoice | null {
  const offer = instalmentChoices(plan, total)
    .filter((choice) => choice.semJuros && choice.parcelas > 1)
    .at(-1);
  return offer ?? null;
}

/** "em até 3× de R$ 26,97 sem juros", or null when nothing is offered interest-free. */
export function interestFreeText(plan: InstalmentPlan | null, total: number): string | null {
  const offer = interestFreeOffer(plan, total);
  return offer ? `em até ${offer.parcelas}× de ${formatBRL(offer.valor)} sem juros` : null;
}

/** A choice as the card form lists it: "1× de R$ 80,91 (à vista)", "3× de R$ 26,97 sem juros", "6× de R$ 14,01 (total R$ 84,06)". */
export function instalmentLabel(choice: InstalmentChoice): string {
  if (choice.parcelas === 1) return `1× de ${formatBRL(choice.valor)} (à vista)`;
  if (choice.semJuros) return `${choice.parcelas}× de ${formatBRL(choice.valor)} sem juros`;
  return `${choice.parcelas}× de ${formatBRL(choice.valor)} com juros (total ${formatBRL(choice.total)})`;
}

/** Whether `parcelas` is one of the choices the plan offers for the total. */
export function offersInstalments(plan: InstalmentPlan | null, total: number, parcelas: number): boolean {
  return instalmentChoices(plan, total).some((choice) => choice.parcelas === parcelas);
}

/** The instalments a card form posted ("1" to "24"); 1 for anything else. */
export function postedInstalments(value: FormDataEntryValue | null): number {
  return typeof value === "string" && /^(?:[1-9]|1\d|2[0-4])$/.test(value) ? Number(value) : 1;
}
