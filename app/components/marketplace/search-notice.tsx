import * as forms from "~/components/forms/forms.css";
import type { CepFieldState } from "~/models/delivery/cep-search";

/**
 * What a search by address says instead of (or before) its stores: a failure as an alert in the
 * form's error style, anything else (not served, none near) as a status in the place's own style.
 */
export function SearchNotice({ notice, className }: { notice: CepFieldState["notice"]; className: string }) {
  return notice ? (
    <p className={notice.failed ? forms.formError : className} role={notice.failed ? "alert" : "status"}>
      {notice.text}
    </p>
  ) : null;
}
