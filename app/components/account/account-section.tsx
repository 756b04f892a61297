import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors } from "~/components/forms/form-errors";
import * as forms from "~/components/forms/forms.css";
import type { FormMeta } from "~/components/forms/use-form-result";
import { useSectionAction } from "./account-intents";
import * as styles from "./account.css";

/** One section of the account page: a card with its title, which its forms' answers come back to. */
export function AccountSection({
  section,
  titleId,
  title,
  children,
}: {
  /** The section's id (accountSection), also the fragment its forms post to. */
  section: string;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={section} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A form of an account section: posted to the account page at that section (so that without
 * JavaScript the page comes back where it was), with the form's own errors above its fields.
 */
export function SectionForm({ section, form, children }: { section: string; form: FormMeta; children: ReactNode }) {
  const action = useSectionAction(section);
  return (
    <Form method="post" action={action} className={forms.form} {...form.props}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
