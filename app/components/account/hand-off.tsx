import { messages } from "~/models/messages";
import type { HandOffLink } from "~/services/hand-off.server";
import * as layout from "~/styles/layout.css";

/** The account lives at a store on another site: a link there (its login-token page asks to confirm). */
export function HandOff({ href, loja, heading }: HandOffLink & { heading: string }) {
  return (
    <section aria-labelledby="titulo-continuar">
      <h1 id="titulo-continuar">{heading}</h1>
      <p className={layout.notice} role="status">
        {messages.auth.handOffNotice(loja)}
      </p>
      <p>
        <a href={href} className={layout.button}>
          {messages.auth.handOffLink(loja)}
        </a>
      </p>
    </section>
  );
}
