import { useFormAction } from "@remix-run/react";
import { formIntents, type IntentOf } from "~/models/form-intents";

/** The forms of the account page, by the `intent` their submit button sends (no schema here: pages import this). */
export const accountIntent = formIntents.account;
export type AccountIntent = IntentOf<"account">;

/** The sections of the account page (element ids): a form comes back scrolled to its own. */
export const accountSection = {
  personalData: "alterar-dados",
  email: "alterar-email",
  password: "alterar-senha",
  identity: "confirmar-identidade",
} as const;

/** The query of the account page once a verification code was sent. */
export const CODE_SENT_PARAM = "codigo";

/**
 * The page's own address with the section's fragment: without JavaScript the answer (errors and
 * all) opens at the form that was sent, not at the top of a long page.
 */
export function useSectionAction(section: string): string {
  return `${useFormAction()}#${section}`;
}
