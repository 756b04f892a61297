import { useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { deliveryIntent } from "~/models/delivery/delivery-intents";

/** docs/rules/delivery.md "Delivery options": "Delivery-option lookup: 2 s delay, debounced 500 ms". */
export const LOOKUP_DELAY_MS = 2000;
export const LOOKUP_DEBOUNCE_MS = 500;

/** How long to wait after a key: 500 ms, and never before 2 s after the page opened. */
export function lookupWait(sinceOpenedMs: number): number {
  return Math.max(LOOKUP_DEBOUNCE_MS, LOOKUP_DELAY_MS - sinceOpenedMs);
}

/**
 * With JavaScript the CEP form looks the options up by itself once the CEP has its 8 digits: never
 * before 2 s after the page opened, and 500 ms after the last key (docs/rules/delivery.md "Delivery options").
 * It sends the same form the button sends, so the server's answer is the same either way.
 */
export function useCepLookup(): { onInput: (event: FormEvent<HTMLFormElement>) => void; onSubmit: () => void } {
  const submit = useSubmit();
  const openedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    openedAt.current = Date.now();
    return () => clearTimeout(timer.current);
  }, []);
  // The shopper's own press of the button sends the CEP: the lookup waiting for it is dropped.
  const onSubmit = () => clearTimeout(timer.current);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    const cep = new FormData(form).get("cep");
    if (typeof cep !== "string" || cep.replace(/\D/g, "").length !== 8) return;
    const sinceOpened = Date.now() - (openedAt.current ?? Date.now());
    timer.current = setTimeout(() => {
      const fields = new FormData(form);
      fields.set("intent", deliveryIntent.cep);
      submit(fields, { method: "post", replace: true, preventScrollReset: true });
    }, lookupWait(sinceOpened));
  };
  return { onInput, onSubmit };
}
