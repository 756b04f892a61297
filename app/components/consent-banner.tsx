import { Link, useFetcher, useLocation } from "@remix-run/react";
import { consentBannerMessages as text } from "~/models/messages/consent";
import * as layout from "~/styles/layout.css";
import * as styles from "./consent-banner.css";

/**
 * The first visit's cookie question (ADR 0041): three choices of the same weight. Without JavaScript
 * the buttons post the form and come back to this page; with it the page stays and the banner goes.
 */
export function ConsentBanner({ basePath }: { basePath: string }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  if (fetcher.state !== "idle") return null;
  const here = `${pathname}${search}`;
  return (
    <section aria-label={text.bannerLabel} className={styles.banner}>
      <p className={styles.text}>{text.bannerText}</p>
      <fetcher.Form method="post" action={`${basePath}/cookies`} className={styles.actions}>
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" name="intent" value="aceitar" className={layout.secondaryButton}>
          {text.acceptAll}
        </button>
        <button type="submit" name="intent" value="rejeitar" className={layout.secondaryButton}>
          {text.rejectOptional}
        </button>
        <Link to={`${basePath}/cookies?redirectTo=${encodeURIComponent(here)}`} className={layout.secondaryButton}>
          {text.preferences}
        </Link>
      </fetcher.Form>
    </section>
  );
}
