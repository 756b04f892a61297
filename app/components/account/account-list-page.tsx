import type { ReactNode } from "react";
import * as lists from "~/components/account-lists.css";

/**
 * One of the account's list pages (the saved cards, the clients to serve, the coupons): a section
 * labelled by its title, the line under the title that says what the list is for, then the list.
 */
export function AccountListPage({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={lists.page} aria-labelledby={titleId}>
      <div>
        <h1 id={titleId}>{title}</h1>
        <p className={lists.intro}>{intro}</p>
      </div>
      {children}
    </section>
  );
}
