import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { PageSection } from "~/components/page-head";
import * as styles from "~/components/subscriptions/subscriptions.css";
import * as layout from "~/styles/layout.css";

/**
 * Asked before a step that cannot be undone (a subscription's cancel, a shopping list's disable):
 * the question, what changes and what does not, the answer's errors, the button that does it and
 * the link that keeps things as they are. With JavaScript the page does not reload: focus goes to
 * the question, as a dialog's would.
 */
export function ConfirmSection({
  id,
  titleId,
  title,
  fact,
  errors,
  hidden = null,
  submit,
  keep,
}: {
  /** The section's id (the page's `#fragment`) and its heading's. */
  id: string;
  titleId: string;
  title: string;
  fact: ReactNode;
  errors: ReactNode;
  /** The form's hidden fields, before its button. */
  hidden?: ReactNode;
  /** The button's words and, where it names the step itself, its name and value. */
  submit: { label: string; name?: string; value?: string };
  /** Where "keep" goes back to, and its words. */
  keep: { href: string; label: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state === "submitting";
  useEffect(() => heading.current?.focus(), []);
  const { label, ...named } = submit;
  return (
    <section id={id} className={styles.confirm} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p className={styles.fact}>{fact}</p>
      {errors}
      <div className={styles.actions}>
        <Form method="post" replace>
          {hidden}
          <button type="submit" {...named} className={styles.dangerButton} disabled={busy}>
            {label}
          </button>
        </Form>
        <Link to={keep.href} className={layout.secondaryButton} replace>
          {keep.label}
        </Link>
      </div>
    </section>
  );
}

/**
 * The way into such a question: what the step does, and the link, named as the section, that asks
 * it (the same page with the question open).
 */
export function ConfirmStart({
  id,
  title,
  className,
  href,
  children,
}: {
  id: string;
  title: string;
  className: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <PageSection id={id} title={title} className={className}>
      <p className={styles.muted}>{children}</p>
      <p className={styles.fact}>
        <Link to={href} className={layout.secondaryButton}>
          {title}
        </Link>
      </p>
    </PageSection>
  );
}
