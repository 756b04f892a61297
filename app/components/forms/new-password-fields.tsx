import { TextField } from "./text-field";
import type { FieldMeta } from "./use-form-result";

/** A new password and its confirmation, as the password change and the reset link ask them. */
export function NewPasswordFields({ password, confirmation }: { password: FieldMeta; confirmation: FieldMeta }) {
  return (
    <>
      <TextField
        meta={password}
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="Pelo menos 8 caracteres."
      />
      <TextField meta={confirmation} label="Confirme a nova senha" type="password" autoComplete="new-password" />
    </>
  );
}
