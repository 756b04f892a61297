import { Link, useFetcher, useLocation } from "@remix-run/react";
import type { ConsentBannerTexts } from "~/models/messages/consent-banner";
import * as layout from "~/styles/layout.css";
import * as styles from "./consent-banner.css";

/**
 * The first visit's cookie question (ADR 0041): three choices of the same weight. Without JavaScript
 * the buttons post the form and come back to this page; with it the page stays and the banner goes.
 * Not on the preferences page itself. Its words come from the layout's loader.
 */
export function ConsentBanner({ basePath, texts }: { basePath: string; texts: ConsentBannerTexts }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const action = `${basePath}/cookies`;
  if (fetcher.state !== "idle" || pathname === action) return null;
  const choice = `${layout.secondaryButton} ${styles.choice}`;
  return (
    <section aria-label="Cookies" className={styles.banner}>
      <p className={styles.text}>{texts.text}</p>
      <fetcher.Form method="post" action={action} className={styles.actions}>
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button name="intent" value="aceitar" className={choice}>
          {texts.accept}
        </button>
        <button name="intent" value="rejeitar" className={choice}>
          {texts.reject}
        </button>
        <Link to={action} className={choice}>
          {texts.preferences}
        </Link>
      </fetcher.Form>
    </section>
  );
}
