import { useEffect, useState } from "react";

/**
 * A key that changes with every answer of the form's action. Given to a password field, it
 * empties the field after each refusal with JavaScript too (without, the page comes back empty).
 */
export function useResultKey(result: unknown): string {
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (result) setAnswers((count) => count + 1);
  }, [result]);
  return `resposta-${answers}`;
}
