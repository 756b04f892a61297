import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * With JavaScript the account page stays in place: once one of its forms was saved (the action
 * redirected back instead of answering errors for that form), the form starts over from the saved
 * data, with no password left in its fields.
 */
export function useResetAfterSave(formId: string, intent: string) {
  const navigation = useNavigation();
  const reply = useActionData<{ intent?: string }>();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      submitted.current = navigation.formData?.get("intent") === intent;
      return;
    }
    if (navigation.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    if (reply?.intent !== intent) (document.getElementById(formId) as HTMLFormElement | null)?.reset();
  }, [navigation.state, navigation.formData, reply, formId, intent]);
}
