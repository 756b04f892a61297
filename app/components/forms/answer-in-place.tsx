import { useEffect, useState } from "react";

/**
 * `resposta=dados`, once the page runs its scripts: the form's lookups then answer in place (the
 * page's data), where a page without JavaScript gets a 303 back to itself (ADR 0033). Until then,
 * or when the scripts never run, the form is sent without it and gets the redirect.
 */
export function AnswerInPlace() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <input type="hidden" name="resposta" value="dados" /> : null;
}
