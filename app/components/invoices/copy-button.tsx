import { useEffect, useState } from "react";
import * as layout from "~/styles/layout.css";

/**
 * Copies a text to the clipboard (with JavaScript and a clipboard only: without, the button is not
 * there and the text is selected whole with a click). Says that it copied, for screen readers too.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  if (!canCopy) return null;
  return (
    <>
      <button
        type="button"
        className={layout.button}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? copiedLabel : label}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? copiedLabel : ""}
      </span>
    </>
  );
}
