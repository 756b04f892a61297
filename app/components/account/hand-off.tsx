import { authMessages } from "~/models/messages/auth";
import type { HandOffLink } from "~/services/hand-off.server";
import * as layout from "~/styles/layout.css";

/**
 * The two texts as plain functions: called as methods (`authMessages.handOffNotice(…)`) they could
 * read the rest of `authMessages` through `this`, and the bundler would keep every auth message in
 * the JS every page loads.
 */
const { handOffNotice, handOffLink } = authMessages;

/** The account lives at a store on another site: a link there (its login-token page asks to confirm). */
export function HandOff({ href, loja, heading }: HandOffLink & { heading: string }) {
  return (
    <section aria-labelledby="titulo-continuar">
      <h1 id="titulo-continuar">{heading}</h1>
      <p className={layout.notice} role="status">
        {handOffNotice(loja)}
      </p>
      <p>
        <a href={href} className={layout.button}>
          {handOffLink(loja)}
        </a>
      </p>
    </section>
  );
}
