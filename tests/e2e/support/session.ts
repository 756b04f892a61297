import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Logs the page's context in at a store by a plain form POST, as the login form sends it: the
 * start of journeys whose subject is not the login itself (login.spec.ts goes through the form).
 */
export async function logIn(
  page: Page,
  baseURL: string | undefined,
  store: string,
  form: Record<string, string>,
): Promise<void> {
  const response = await page.request.post(`/${store}/entrar`, {
    form,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${form.login} at ${store}`).toBe(303);
}
