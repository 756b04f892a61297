import { Link, useFetcher, useLocation } from "@remix-run/react";
import { ACCEPT_ALL, BANNER_TEXT, PREFERENCES, REJECT_OPTIONAL } from "~/models/messages/consent-banner";
import * as layout from "~/styles/layout.css";
import * as styles from "./consent-banner.css";

/**
 * The first visit's cookie question (ADR 0041): three choices of the same weight. Without JavaScript
 * the buttons post the form and come back to this page; with it the page stays and the banner goes.
 * Not on the preferences page itself.
 */
export function ConsentBanner({ basePath }: { basePath: string }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const action = `${basePath}/cookies`;
  if (fetcher.state !== "idle" || pathname === action) return null;
  const choice = `${layout.secondaryButton} ${styles.choice}`;
  return (
    <section aria-label="Cookies" className={styles.banner}>
      <p className={styles.text}>{BANNER_TEXT}</p>
      <fetcher.Form method="post" action={action} className={styles.actions}>
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button name="intent" value="aceitar" className={choice}>
          {ACCEPT_ALL}
        </button>
        <button name="intent" value="rejeitar" className={choice}>
          {REJECT_OPTIONAL}
        </button>
        <Link to={action} className={choice}>
          {PREFERENCES}
        </Link>
      </fetcher.Form>
    </section>
  );
}
