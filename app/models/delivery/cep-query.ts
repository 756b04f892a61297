import { postalAddressFields } from "~/models/registration";
import { CEP_FIELD_MAX } from "./cep-search";

/**
 * The `cep` of the marketplace's search (`/?cep=05422-001`): none asked, one that is not 8 digits
 * (written with `-`, `.` or spaces, as the address forms take it), or its 8 digits. `typed` is what
 * the field shows again, cut to the field's length.
 */
export type CepQuery =
  { kind: "absent" } | { kind: "malformed"; typed: string } | { kind: "valid"; typed: string; cep: string };

export function parseCepQuery(raw: string | null): CepQuery {
  if (raw === null) return { kind: "absent" };
  const typed = raw.slice(0, CEP_FIELD_MAX);
  if (raw.length > CEP_FIELD_MAX) return { kind: "malformed", typed };
  const parsed = postalAddressFields.cep.safeParse(raw);
  return parsed.success ? { kind: "valid", typed: typed.trim(), cep: parsed.data } : { kind: "malformed", typed };
}
