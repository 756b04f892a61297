import { Link } from "@remix-run/react";
import { comboMessages as text } from "~/models/messages/combo";
import * as layout from "~/styles/layout.css";
import * as styles from "./combo-card.css";

/** The home's link to the combos page (docs/rules/catalogue.md "Combos page"): shown only where this viewer is offered some. */
export function CombosTeaser({ count, path }: { count: number; path: string }) {
  return (
    <section className={styles.teaser} aria-labelledby="combos-teaser">
      <div>
        <h2 id="combos-teaser" className={styles.teaserHeading}>
          {text.homeHeading}
        </h2>
        <p className={styles.teaserText}>
          {count === 1 ? "1 combo com preço especial" : `${count} combos com preço especial`}
        </p>
      </div>
      <Link className={layout.button} to={path}>
        {text.homeLink}
      </Link>
    </section>
  );
}
